/**
 * Astro collections fed by the vault (`RULEGRAPH_VAULT`, default `content/`) through `src/vault`:
 * `notes` (one rendered entry per note) and `vault` (one entry, `graph`: the whole glossary graph).
 * See `src/loaders/vault-loader.ts`.
 */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { vaultGraphLoader, vaultLoader, type GraphEntryData, type NoteEntryData } from './loaders/vault-loader.ts';

// The data is produced and typed by src/vault; the schemas only carry those types to the pages.
const notes = defineCollection({
  loader: vaultLoader(),
  schema: z.custom<NoteEntryData>((value) => typeof value === 'object' && value !== null),
});

const vault = defineCollection({
  loader: vaultGraphLoader(),
  schema: z.custom<GraphEntryData>((value) => typeof value === 'object' && value !== null),
});

export const collections = { notes, vault };
