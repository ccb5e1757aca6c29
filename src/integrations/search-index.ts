/**
 * Runs Pagefind over a built site (`dist/`) and writes the search bundle to `dist/pagefind/`.
 * Pagefind reads a copy of the pages trimmed to what it indexes ({@link searchableHtml}), written
 * to a temporary folder with the site's layout, so it gives the bundle the whole pages give, byte
 * for byte, from a third of the bytes.
 * Pages choose what is indexed with Pagefind's attributes: `data-pagefind-body` on the note
 * content, `data-pagefind-weight` on title and aliases, `data-pagefind-filter="game"`,
 * `data-pagefind-meta`. See `src/components/islands/search-box.ts` for the reader.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';

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

/** Pages copied at once for Pagefind. */
const COPY_BATCH = 64;

/**
 * Indexes every HTML file under `outDir` (absolute path; `outDir/pagefind/` left out) and writes
 * `outDir/pagefind/`. Pagefind reads each page as {@link searchableHtml} trims it, from a temporary
 * folder that is removed afterwards. Throws an Error listing Pagefind's messages when indexing or
 * writing fails, or when no page was indexed (a site without `data-pagefind-body` would otherwise
 * ship an empty search).
 */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexResult> {
  const trimmed = await mkdtemp(path.join(tmpdir(), 'rulegraph-search-'));
  try {
    const pages = (await readdir(outDir, { recursive: true })).filter(
      (file) => file.endsWith('.html') && file.split(path.sep)[0] !== 'pagefind',
    );
    // A few files at a time: a site of 50,000 pages would otherwise open them all at once.
    for (let i = 0; i < pages.length; i += COPY_BATCH) {
      await Promise.all(
        pages.slice(i, i + COPY_BATCH).map(async (file) => {
          const html = await readFile(path.join(outDir, file), 'utf8');
          await mkdir(path.dirname(path.join(trimmed, file)), { recursive: true });
          await writeFile(path.join(trimmed, file), searchableHtml(html));
        }),
      );
    }
    const index = await createIndex();
    const added = await index.addDirectory({ path: trimmed });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    return await writeIndex(index, outDir, added.page_count);
  } finally {
    await pagefind.close();
    await rm(trimmed, { recursive: true, force: true });
  }
}

const SEARCH_BODY = /<([a-zA-Z][\w-]*)\b[^>]*?\sdata-pagefind-body\b[^>]*>/;
const HTML_OPEN = /^[\s\S]*?<html\b[^>]*>/;

/**
 * What Pagefind needs of a page: when the page has one `data-pagefind-body` element and no other
 * Pagefind attribute outside it, the page up to its `<html …>` tag and that element (from its start tag to
 * the last closing tag of its name, when the tags of that name between are paired); else the whole page. Pagefind indexes only the inside of that
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
  const element = html.slice(body.index, after);
  // The last closing tag closes the search body only if every tag of its name opened inside is closed there too.
  const opened = element.match(new RegExp(`<${body[1]}[\\s/>]`, 'gi'))?.length ?? 0;
  const closed = element.match(new RegExp(`</${body[1]}>`, 'gi'))?.length ?? 0;
  if (opened !== closed) return html;
  return `${HTML_OPEN.exec(html)?.[0] ?? '<html>'}<body>${element}</body></html>`;
}
