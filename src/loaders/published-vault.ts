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
import type { StoredLayout } from '../graph-layout/index.ts';
import type { GraphEntryData, NoteEntryData } from './vault-loader.ts';

/** A note page's data and its body HTML (headings fitted under the page title). */
export interface PublishedNote {
  data: NoteEntryData;
  html: string;
  /**
   * Digest of `data` and `html` (the one Astro stores for the note's entry): equal digests, equal
   * note. A build keys the note's page on it (`src/components/page-paths.ts`).
   */
  digest: string;
}

interface Published {
  graph?: GraphEntryData;
  /** The graph's layout while it is being made; set on `graph` once made. */
  layout?: Promise<StoredLayout>;
  /** By note id, in the vault's order. */
  notes?: ReadonlyMap<string, PublishedNote>;
}

const KEY = Symbol.for('rulegraph.published-vault');

function published(): Published {
  const global = globalThis as { [KEY]?: Published };
  global[KEY] ??= {};
  return global[KEY];
}

/**
 * Publishes the graph (the `vault` collection's loader does, once per read of the vault), with
 * the graph view's `layout` when one is being made: {@link publishedGraph} waits for it, so that
 * the content sync need not.
 */
export function publishGraph(graph: GraphEntryData, layout?: Promise<StoredLayout>): void {
  const into = published();
  into.graph = graph;
  if (layout) into.layout = layout;
  else delete into.layout;
}

/** Publishes every note page (the `notes` collection's loader does, once per read of the vault). */
export function publishNotes(notes: ReadonlyMap<string, PublishedNote>): void {
  published().notes = notes;
}

/**
 * The published graph: notes without HTML, edges, backlinks, unresolved links, assets, and the
 * layout once it is made. Rejects when no loader has published it (the site was rendered without
 * `src/content.config.ts`), or as the layout does (`layoutNodes` throws).
 */
export async function publishedGraph(): Promise<GraphEntryData> {
  const into = published();
  const { graph, layout } = into;
  if (!graph) throw new Error(notPublished('graph'));
  if (layout) {
    const made = await layout;
    if (into.graph === graph && into.layout === layout) {
      graph.layout = made;
      delete into.layout;
    }
  }
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
