/**
 * Astro collections fed by the vault (`RULEGRAPH_VAULT`, default `content/`) through `src/vault`:
 * `notes` (one entry per note) and `vault` (one entry, `graph`: the whole glossary graph).
 * See `src/loaders/vault-loader.ts`.
 */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import type { StoredEntryData } from './loaders/vault-loader.ts';

// The loaders, and the vault, engines and widgets they reach, are loaded by Node itself rather
// than through Vite: Astro runs this file in Vite's module runner, which transforms every module it
// imports again on each build and keeps no cache (about 1.5 s of the main thread's CPU, whatever
// the vault's size), while Node strips the types and keeps its compile cache. Vite leaves a `data:` module to
// Node, and that module re-exports the loaders' file. (In `astro dev`, an edit of the loaders' own
// code therefore needs a restart; an edit of the vault does not.)
const loadersUrl = new URL('./loaders/vault-loader.ts', import.meta.url).href;
const { vaultGraphLoader, vaultLoader } = (await import(
  /* @vite-ignore */ `data:text/javascript,export * from ${encodeURIComponent(JSON.stringify(loadersUrl))};`
)) as typeof import('./loaders/vault-loader.ts');

// The entries hold only digests; the loaders publish the data to the pages in memory
// (src/loaders/published-vault.ts), so that Astro does not serialise the whole vault several times.
const notes = defineCollection({
  loader: vaultLoader(),
  schema: z.custom<StoredEntryData>((value) => typeof value === 'object' && value !== null),
});

const vault = defineCollection({
  loader: vaultGraphLoader(),
  schema: z.custom<StoredEntryData>((value) => typeof value === 'object' && value !== null),
});

export const collections = { notes, vault };
