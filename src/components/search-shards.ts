/**
 * Where the site's search index lives, shared by the build (`src/integrations/search-index.ts`),
 * the search box and the offline plan. The index is one or more shards, each a Pagefind bundle:
 * the first is `{base}pagefind/` (with Pagefind's script and WebAssembly), the others
 * `{base}pagefind/shard-{n}/` (index, fragments, filters and metadata only), merged in the browser
 * with Pagefind's `mergeIndex`. `{base}pagefind/shards.json` lists the other shards' folders.
 */

/** The file listing the merged shards' folders, relative to `pagefind/` (`["shard-3/"]`). */
export const SEARCH_SHARDS_FILE = 'shards.json';

/** The folder of shard `n` inside `pagefind/` (`shard-3/`). */
export const shardFolder = (n: number): string => `shard-${n}/`;

/**
 * Whether `url` (a site path, with or without the base) is in one of the search bundles' folders
 * named `part` (`fragment`: a page's search result; `index`: a word chunk).
 */
export const isSearchFile = (url: string, part: 'fragment' | 'index'): boolean =>
  new RegExp(`(^|/)pagefind/(shard-\\d+/)?${part}/`).test(url);

/**
 * The Pagefind filter of a split index's vocabulary pages (one per shard: every word of the site,
 * so that each shard knows them; see `src/integrations/search-index.ts`). The search box leaves
 * pages with it out of every search of a split index.
 */
export const VOCABULARY_FILTER = 'rulegraph-vocabulary';
