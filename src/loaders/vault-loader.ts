/**
 * Astro content-layer loaders fed by `src/vault` (our pipeline and our HTML, not Astro's Markdown).
 *
 * - {@link vaultLoader}: collection `notes`, one entry per note (id = note id, e.g.
 *   `legion/Free Actions`); publishes each note page ({@link PublishedNote}: the note without
 *   `html`, plus `url` and `titleId`, and the note's HTML with headings fitted under the page title).
 * - {@link vaultGraphLoader}: collection `vault`, one entry `graph`; publishes the whole graph minus
 *   note HTML (edges, backlinks, unresolved links, assets, diagnostics) plus the vault's absolute
 *   `root` and the graph view's `layout`, for backlinks, the glossary, `/unwritten/`, `graph.json`,
 *   the graph views and assets.
 *
 * The entries Astro stores hold no data, only a digest of what was published (`published-vault.ts`
 * says why): pages read the data with `publishedNotes()` and `getGraph()`, and a changed digest is
 * what makes `astro dev` render a page again.
 *
 * Both read the vault named by `RULEGRAPH_VAULT` (default `content`) once per build; in `astro dev`
 * they follow edits, new, renamed and deleted notes (`vault-watch.ts`). Diagnostics are
 * printed by the `notes` loader as `file:line:column Code message` (errors and warnings as
 * warnings, infos as infos); they never stop the build.
 */
import path from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { VaultGraph, VaultNote } from '../vault/types.ts';
import type { StoredLayout } from '../graph-layout/index.ts';
import { layoutAhead } from './layout-ahead.ts';
import { publishGraph, publishNotes, type PublishedNote } from './published-vault.ts';
import { fitNoteHtml } from './page-html.ts';
import { jsonDigest } from './json-chunks.ts';
import { fittedTitleId, formatDiagnostic, readGraph, vaultRootFromEnv } from './read-graph.ts';
import { watchVault } from './vault-watch.ts';
import { parseCacheDir } from './read-ahead.ts';

/** Options of the vault loaders. */
export interface VaultLoaderOptions {
  /** Absolute or project-relative vault folder; default: env `RULEGRAPH_VAULT`, else `content`. */
  root?: string;
}

/** A note without its HTML, plus the URL of its page (as in the `graph` entry and graph.json). */
export type GraphNote = Omit<VaultNote, 'html'> & {
  /** Site URL of the note's page, with base and trailing slash: `/legion/free-actions/`. */
  url: string;
};

/** A note as stored in the `notes` collection. */
export type NoteEntryData = GraphNote & {
  /** Id of a leading `# Title` heading merged into the page's `<h1>`, or `null`. */
  titleId: string | null;
};

/** The `graph` entry of the `vault` collection. */
export type GraphEntryData = Omit<VaultGraph, 'notes'> & {
  notes: GraphNote[];
  /** Absolute path of the vault folder that was read. */
  root: string;
  /** The site base the URLs were written with, ending in `/`. */
  base: string;
  /** The graph view's layout, made on a worker thread from when the links were resolved
   * (`layout-ahead.ts`); absent in `astro dev`, where `vaultLayout` lays the vault out when a
   * graph view is viewed. */
  layout?: StoredLayout;
};

/** Site URL of a note page: `{base}{slug}/`. */
function noteUrl(base: string, slug: string): string {
  return `${withSlash(base)}${slug}/`;
}

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

function toGraphNote(note: VaultNote, base: string): GraphNote {
  const { html: _html, ...rest } = note;
  return { ...rest, url: noteUrl(base, note.slug) };
}

/** What the collections store per entry: nothing but the digest Astro keeps beside it. */
export type StoredEntryData = Record<string, never>;

function toEntryData(note: VaultNote, base: string): Omit<PublishedNote, 'digest'> {
  const titleId = fittedTitleId(note);
  const fitted = titleId === undefined ? fitNoteHtml(note.html, note.title) : { html: note.html, titleId };
  return { data: { ...toGraphNote(note, base), titleId: fitted.titleId }, html: fitted.html };
}

/**
 * Stores entry `id` with no data and `digest`; `false` when it was stored so already. An entry
 * with the same digest that holds data (kept from a build that stored the vault in Astro's data
 * store) is replaced, so that the store stays small.
 */
function storeDigest(context: LoaderContext, id: string, digest: string): boolean {
  const stored = context.store.get(id);
  if (stored?.digest === digest) {
    if (Object.keys(stored.data).length === 0) return false;
    context.store.delete(id);
  }
  return context.store.set({ id, data: {} satisfies StoredEntryData, digest });
}

/** Loader of the `notes` collection (see the module comment). */
export function vaultLoader(options: VaultLoaderOptions = {}): Loader {
  return {
    name: 'rulegraph-vault-notes',
    load: async (context: LoaderContext) => {
      const root = options.root ? resolveRoot(options.root) : vaultRootFromEnv();
      const base = withSlash(context.config.base);
      let first = true;
      const sync = async () => {
        const graph = await readGraph(root, base, {
          cacheDir: parseCacheDir(context.config.cacheDir),
          keep: context.watcher !== undefined,
        });
        // Incremental: entries whose digest is unchanged are left alone, gone notes are deleted.
        const ids = new Set(graph.notes.map((note) => note.id));
        let removed = 0;
        for (const id of context.store.keys()) {
          if (!ids.has(id)) {
            context.store.delete(id);
            removed++;
          }
        }
        let updated = 0;
        const pages = new Map<string, PublishedNote>();
        for (const note of graph.notes) {
          const page = toEntryData(note, base);
          const digest = jsonDigest({ ...page.data, html: page.html });
          pages.set(note.id, { ...page, digest });
          if (storeDigest(context, note.id, digest)) updated++;
        }
        publishNotes(pages);
        if (first) context.logger.info(`${graph.notes.length} notes from ${root}`);
        else context.logger.info(`${graph.notes.length} notes from ${root}: ${updated} added or changed, ${removed} removed`);
        if (first || updated + removed > 0) {
          for (const diagnostic of graph.diagnostics) {
            const line = formatDiagnostic(diagnostic, root);
            if (diagnostic.severity === 'info') context.logger.info(line);
            else context.logger.warn(line);
          }
        }
        first = false;
      };
      watchVault(context.watcher, root, sync, (error) => context.logger.error(reloadFailed(root, error)));
      await sync();
    },
  };
}

/** Loader of the `vault` collection: one entry, `graph` (see the module comment). */
export function vaultGraphLoader(options: VaultLoaderOptions = {}): Loader {
  return {
    name: 'rulegraph-vault-graph',
    load: async (context: LoaderContext) => {
      const root = options.root ? resolveRoot(options.root) : vaultRootFromEnv();
      const base = withSlash(context.config.base);
      const sync = async () => {
        const keep = context.watcher !== undefined;
        const graph = await readGraph(root, base, { cacheDir: parseCacheDir(context.config.cacheDir), keep });
        const data: GraphEntryData = { ...graph, notes: graph.notes.map((note) => toGraphNote(note, base)), root, base };
        // A build's pages wait for the layout made on a worker thread (see layout-ahead.ts), which
        // goes on while Astro bundles the site; the content sync does not wait for it. `astro dev`
        // makes none: backlinks and the glossary must follow an edit at once, and the graph views
        // lay the vault out when they are viewed.
        publishGraph(data, keep ? undefined : layoutAhead(graph, base));
        for (const id of context.store.keys()) if (id !== 'graph') context.store.delete(id);
        // Astro's `generateDigest` hashes one JSON string in WebAssembly memory, which grows to fit
        // it and never shrinks: for the whole graph of 50,000 notes, about 550 MB held to the end
        // of the build. The digest is made piece by piece instead.
        storeDigest(context, 'graph', jsonDigest(data));
      };
      watchVault(context.watcher, root, sync, (error) => context.logger.error(reloadFailed(root, error)));
      await sync();
    },
  };
}

/** The message printed when a re-read of the vault fails in `astro dev` (the site keeps the last good data). */
function reloadFailed(root: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `Could not reload the vault ${root}; the site shows it as it was before this change. Fix the problem and save again.\n${message}`;
}

function resolveRoot(root: string): string {
  return path.resolve(root);
}
