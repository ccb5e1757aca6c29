/**
 * Astro collections fed by the vault (`RULEGRAPH_VAULT`, default `content/`) through `src/vault`:
 * `notes` (one entry per note) and `vault` (one entry, `graph`: the whole glossary graph).
 * See `src/loaders/vault-loader.ts`.
 */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { vaultGraphLoader, vaultLoader, type StoredEntryData } from './loaders/vault-loader.ts';

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
