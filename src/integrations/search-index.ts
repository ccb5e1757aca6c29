/**
 * Runs Pagefind over a built site (`dist/`) and writes the search bundle to `dist/pagefind/`.
 * Pages choose what is indexed with Pagefind's attributes: `data-pagefind-body` on the note
 * content, `data-pagefind-weight` on title and aliases, `data-pagefind-filter="game"`,
 * `data-pagefind-meta`. See `src/components/islands/search-dialog.ts` for the reader.
 */
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

/**
 * Indexes every HTML file under `outDir` (absolute path) and writes `outDir/pagefind/`.
 * Throws an Error listing Pagefind's messages when indexing or writing fails, or when no page
 * was indexed (a site without `data-pagefind-body` would otherwise ship an empty search).
 */
export async function buildSearchIndex(outDir: string): Promise<SearchIndexResult> {
  const outputPath = path.join(outDir, 'pagefind');
  try {
    const created = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: NOT_INDEXED });
    if (!created.index) throw new Error(`Pagefind could not create an index: ${created.errors.join('; ')}`);
    const added = await created.index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    if (added.page_count === 0) {
      throw new Error(`Pagefind found no page to index under ${outDir}. Check that the build wrote HTML pages there.`);
    }
    const written = await created.index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
    return { pageCount: added.page_count, outputPath };
  } finally {
    await pagefind.close();
  }
}
