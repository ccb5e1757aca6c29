/**
 * Runs Pagefind over a built site and writes the search bundle to `dist/pagefind/`, either from
 * the pages as they are rendered ({@link startSearchIndex}: `astro build` feeds it from
 * `src/middleware.ts`, so that Pagefind indexes on another core while Astro renders) or from the
 * HTML files of a folder ({@link buildSearchIndex}).
 * Pages choose what is indexed with Pagefind's attributes: `data-pagefind-body` on the note
 * content, `data-pagefind-weight` on title and aliases, `data-pagefind-filter="game"`,
 * `data-pagefind-meta`. See `src/components/islands/search-box.ts` for the reader.
 */
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { PageFeed } from './page-feed.ts';

/**
 * Parts of a note page that are not the note's own words: embedded text (it belongs to, and is
 * found through, its source note), the table of contents (repeats the headings) and the check
 * widgets' controls. Leaving them out keeps each word's index chunk, and so a first search, small.
 */
export const NOT_INDEXED = ['.markdown-embed', '.toc', 'rg-check form', 'rg-check output'];

export interface SearchIndexResult {
  /** Pages Pagefind indexed. */
  pageCount: number;
  /** Absolute path of the written bundle. */
  outputPath: string;
}

async function createIndex(): Promise<pagefind.PagefindIndex> {
  const created = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: NOT_INDEXED });
  if (!created.index) throw new Error(`Pagefind could not create an index: ${created.errors.join('; ')}`);
  return created.index;
}

/** Writes the bundle of `index` to `outDir/pagefind/` (the checks every way of indexing shares). */
async function writeIndex(index: pagefind.PagefindIndex, outDir: string, pageCount: number): Promise<SearchIndexResult> {
  if (pageCount === 0) {
    throw new Error(`Pagefind found no page to index under ${outDir}. Check that the build wrote HTML pages there.`);
  }
  const outputPath = path.join(outDir, 'pagefind');
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
  return { pageCount, outputPath };
}

/**
 * Indexes every HTML file under `outDir` (absolute path) and writes `outDir/pagefind/`.
 * Throws an Error listing Pagefind's messages when indexing or writing fails, or when no page
 * was indexed (a site without `data-pagefind-body` would otherwise ship an empty search).
 */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexResult> {
  try {
    const index = await createIndex();
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    return await writeIndex(index, outDir, added.page_count);
  } finally {
    await pagefind.close();
  }
}

const SEARCH_BODY = /<([a-zA-Z][\w-]*)\b[^>]*?\sdata-pagefind-body\b[^>]*>/;
const HTML_OPEN = /^[\s\S]*?<html\b[^>]*>/;

/**
 * What Pagefind needs of a page: when the page has one `data-pagefind-body` element and no other
 * Pagefind attribute outside it, the page up to its `<html …>` tag and that element (from its start tag to
 * the last closing tag of its name); else the whole page. Pagefind indexes only the inside of that
 * element, so it writes the same bundle from either (checked on the pages of a 1,000-note build),
 * and reads a note page a third of the size (head, navigation, backlinks and the local graph's data
 * left out) in about a third of the time.
 */
export function searchableHtml(html: string): string {
  const body = SEARCH_BODY.exec(html);
  if (!body || html.indexOf('data-pagefind-body', body.index + body[0].length) !== -1) return html;
  const close = `</${body[1]}>`;
  const end = html.lastIndexOf(close);
  if (end < body.index) return html;
  const after = end + close.length;
  if (html.lastIndexOf('data-pagefind-', body.index) !== -1 || html.indexOf('data-pagefind-', after) !== -1) return html;
  return `${HTML_OPEN.exec(html)?.[0] ?? '<html>'}<body>${html.slice(body.index, after)}</body></html>`;
}

/** A search index fed page by page while the site is rendered; see {@link startSearchIndex}. */
export interface StreamedSearchIndex extends PageFeed {
  /** Pages handed to {@link add} so far. */
  readonly pageCount: number;
  /**
   * Waits for every page, writes `outDir/pagefind/` (absolute folder) and stops Pagefind. Throws
   * as {@link buildSearchIndex} does (Pagefind's messages, or no page).
   */
  finish(outDir: string): Promise<SearchIndexResult>;
  /** Stops Pagefind without writing anything (a failed build). */
  abandon(): Promise<void>;
}

/** Pages handed to Pagefind and not yet indexed, past which {@link StreamedSearchIndex.add} waits. */
const MAX_PAGES_IN_FLIGHT = 64;

/**
 * Starts an index that takes pages as they are rendered (Pagefind's binary indexes them in its own
 * process, on another core). Pages must be added in the same order on every build of the same
 * site: Pagefind's bundle then comes out byte for byte the same.
 */
export function startSearchIndex(): StreamedSearchIndex {
  const index = createIndex();
  const errors: string[] = [];
  const inFlight: Array<Promise<unknown>> = [];
  let pageCount = 0;
  let settled = Promise.resolve();
  const stop = async () => {
    await pagefind.close();
  };
  return {
    get pageCount() {
      return pageCount;
    },
    // Resolves at once, or once Pagefind has caught up when MAX_PAGES_IN_FLIGHT pages wait for it
    // (so that rendered pages do not pile up in memory while Pagefind is behind).
    async add(url, html) {
      pageCount++;
      const content = searchableHtml(html);
      const added = index
        .then((i) => i.addHTMLFile({ url, content }))
        .then(
          (response) => void errors.push(...response.errors.map((e) => `${url}: ${e}`)),
          (error: unknown) => void errors.push(`${url}: ${error instanceof Error ? error.message : String(error)}`),
        );
      inFlight.push(added);
      settled = settled.then(() => added);
      if (inFlight.length > MAX_PAGES_IN_FLIGHT) await inFlight.shift();
    },
    async finish(outDir) {
      try {
        const created = await index;
        await settled;
        if (errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${errors.join('; ')}`);
        return await writeIndex(created, outDir, pageCount);
      } finally {
        await stop();
      }
    },
    abandon: stop,
  };
}
