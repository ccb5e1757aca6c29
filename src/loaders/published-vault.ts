/**
 * The vault as the pages read it, handed from the loaders to the pages in memory.
 *
 * Astro's data store is written to disk as one devalue document, and a build turns that document
 * into a JavaScript module that it bundles and loads again before rendering: every byte stored is
 * serialised, copied and parsed several times (5,000 notes: 37 MB, seconds of a build and hundreds
 * of MiB). So the collections (`src/content.config.ts`) keep only a digest per entry, which is what
 * tells `astro dev` that a page must be rendered again, and the loaders publish the data itself
 * here. Loaders and pages run in one process (`astro build`: content sync, then rendering; `astro
 * dev`: the loaders and Vite's module runner), but as different module instances (the content
 * config and the bundled pages each load this file), so the published vault lives on `globalThis`
 * under a registered symbol.
 */
import type { GraphEntryData, NoteEntryData } from './vault-loader.ts';

/** A note page's data and its body HTML (headings fitted under the page title). */
export interface PublishedNote {
  data: NoteEntryData;
  html: string;
}

interface Published {
  graph?: GraphEntryData;
  /** By note id, in the vault's order. */
  notes?: ReadonlyMap<string, PublishedNote>;
}

const KEY = Symbol.for('rulegraph.published-vault');

function published(): Published {
  const global = globalThis as { [KEY]?: Published };
  global[KEY] ??= {};
  return global[KEY];
}

/** Publishes the graph (the `vault` collection's loader does, once per read of the vault). */
export function publishGraph(graph: GraphEntryData): void {
  published().graph = graph;
}

/** Publishes every note page (the `notes` collection's loader does, once per read of the vault). */
export function publishNotes(notes: ReadonlyMap<string, PublishedNote>): void {
  published().notes = notes;
}

/**
 * The published graph: notes without HTML, edges, backlinks, unresolved links, assets, the layout.
 * Throws when no loader has published it (the site was rendered without `src/content.config.ts`).
 */
export function publishedGraph(): GraphEntryData {
  const { graph } = published();
  if (!graph) throw new Error(notPublished('graph'));
  return graph;
}

/** The published note pages by note id (same throw as {@link publishedGraph}). */
export function publishedNotes(): ReadonlyMap<string, PublishedNote> {
  const { notes } = published();
  if (!notes) throw new Error(notPublished('notes'));
  return notes;
}

function notPublished(what: string): string {
  return `The vault's ${what} were not loaded: the vault loaders did not run in this process (see src/content.config.ts and src/loaders/vault-loader.ts).`;
}

/**
 * Drops the published vault, so that its memory can be reclaimed once every page is written
 * (`astro build` calls it from the `astro:build:generated` hook, before the search index is built).
 */
export function forgetPublished(): void {
  const global = globalThis as { [KEY]?: Published };
  delete global[KEY];
}
