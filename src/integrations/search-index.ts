/**
 * Runs Pagefind over a built site (`dist/`) and writes the search index to `dist/pagefind/`,
 * reused from the build cache while the pages' searchable text is unchanged. The index can be split
 * into shards (`src/components/search-shards.ts`, option `pagesPerShard`): each page goes to the
 * shard a stable hash of its path picks, and each shard is a Pagefind bundle made by its own
 * Pagefind run, one after the other, so Pagefind holds one shard in memory at a time. A shard whose
 * pages Pagefind reads are unchanged since an earlier build is copied from the build cache (its
 * key: a digest of those pages, Pagefind's version and options), so a rebuild after an edit runs
 * Pagefind on the edited pages' shards only. The search box merges the shards (Pagefind's
 * `mergeIndex`).
 * A site of up to {@link DEFAULT_PAGES_PER_SHARD} pages has one shard by default; a larger one is
 * split, because Pagefind holds every page's words until it writes (50,000 pages: 5,004 MiB in
 * one run). Pagefind answers a word that an index lacks with the longest prefix of it that the
 * index has (a search for "token" finds "to"), so a word found in some shards only would also
 * bring those prefix matches from the others, results one index would not give (Pagefind has no
 * option to turn this off). So each shard of a split index also holds a vocabulary page: every
 * word of the site's searchable pages, under the filter {@link VOCABULARY_FILTER} that the search
 * box leaves out. A word of the site then has its matches in every shard, and a shard without a
 * page holding it answers none, as one index would; the page's search fragment is left out of the
 * bundle (no result ever shows it).
 * Pagefind reads a copy of the pages trimmed to what it indexes ({@link searchableHtml}), written
 * to a scratch folder with the site's layout (in memory where the machine allows,
 * {@link scratchFolder}), so it gives the bundle the whole pages give, byte for byte, from a third
 * of the bytes. Pagefind numbers the pages in the order it walks that folder, the file system's
 * order: two builds give the same bundle when their scratch folders are on the same kind of file
 * system (the same machine with room in memory for both). Pagefind runs as its command-line program, in a process of
 * its own (on 5,000 pages it indexed and wrote in 5.9–7.1 s, against 8.0–8.2 s through its Node
 * service, with the same bundle), and a bundle goes from the cache into the site as hard links
 * (a copy where links cannot be made): thousands of small files, written once.
 * Pages choose what is indexed with Pagefind's attributes: `data-pagefind-body` on the note
 * content, `data-pagefind-weight` on title and aliases, `data-pagefind-filter="game"`,
 * `data-pagefind-meta`. See `src/components/islands/search-box.ts` for the reader.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import {
  accessSync,
  constants,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SEARCH_SHARDS_FILE, shardFolder, VOCABULARY_FILTER } from '../components/search-shards.ts';
import { fragmentPage } from './search-fragments.ts';

/**
 * Parts of a note page that are not the note's own words: embedded text (it belongs to, and is
 * found through, its source note), the table of contents (repeats the headings) and the check
 * widgets' controls. Leaving them out keeps each word's index chunk, and so a first search, small.
 */
export const NOT_INDEXED = ['.markdown-embed', '.toc', 'rg-check form', 'rg-check output'];

/** Pagefind's options for every shard, as its configuration file names them (part of each shard's cache key). */
const PAGEFIND_CONFIG = { force_language: 'en', exclude_selectors: NOT_INDEXED };

/** Most shards: each is fetched (its entry and metadata) on a reader's first search. */
const MAX_SHARDS = 32;

/**
 * Pages a shard holds by default, about: up to this many the index is one shard. Pagefind's memory
 * grows with the pages it indexes in one run (about 100 KiB a page: 5,004 MiB for 50,000).
 */
export const DEFAULT_PAGES_PER_SHARD = 16_000;

/** Where a shard's vocabulary page stands in Pagefind's copy of the site: no page of the site has this path. */
const VOCABULARY_FOLDER = '~search-vocabulary';

export interface SearchIndexOptions {
  /**
   * Absolute folder where shard bundles are kept between builds (created when missing; bundles
   * this build does not use are removed). Default: none, every shard is indexed.
   */
  cacheDir?: string;
  /**
   * Pages a shard holds, about (a positive integer; 640 makes 8 shards of 5,000 pages). Default:
   * {@link DEFAULT_PAGES_PER_SHARD}.
   */
  pagesPerShard?: number;
}

export interface SearchIndexResult {
  /** Pages Pagefind indexed (in all shards). */
  pageCount: number;
  /** Absolute path of the written bundle. */
  outputPath: string;
  /** Shards written, and how many of them were copied from the cache. */
  shards: number;
  reusedShards: number;
}

/**
 * Number of shards for `pages` pages: one up to `pagesPerShard` (default
 * {@link DEFAULT_PAGES_PER_SHARD}), at most {@link MAX_SHARDS}. Throws when `pagesPerShard` is not
 * a positive integer.
 */
export function shardCount(pages: number, pagesPerShard = DEFAULT_PAGES_PER_SHARD): number {
  if (!Number.isInteger(pagesPerShard) || pagesPerShard < 1) {
    throw new Error(`pagesPerShard must be a positive integer, got ${pagesPerShard}.`);
  }
  return Math.min(MAX_SHARDS, Math.max(1, Math.ceil(pages / pagesPerShard)));
}

/** The shard (0 to `shards` − 1) of the page at `file` (path in the site, `/`-separated): a stable hash of the path. */
export function shardOf(file: string, shards: number): number {
  return createHash('sha256').update(file).digest().readUInt32BE(0) % shards;
}

/** The installed Pagefind package: its version (part of each shard's cache key) and its command-line program. */
function pagefindPackage(): { version: string; program: string } {
  const require = createRequire(import.meta.url);
  for (const dir of require.resolve.paths('pagefind') ?? []) {
    const file = path.join(dir, 'pagefind', 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { version: string; bin: string };
    return { version: manifest.version, program: path.join(path.dirname(file), manifest.bin) };
  }
  throw new Error('Pagefind is not installed: run npm install.');
}

/** Files a merged shard needs (the first shard keeps all of its bundle: Pagefind's script and WebAssembly). */
const MERGED_FILES = /^(pagefind-entry\.json|[^/]*\.pf_meta|index|fragment|filter)$/;

/** The HTML pages under `outDir` (`pagefind/` left out), `/`-separated and sorted. */
function listPages(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file.split(path.sep)[0] !== 'pagefind')
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** A shard's pages as Pagefind will read them, written to a scratch folder ({@link prepareShard}). */
interface PreparedShard {
  /** The scratch folder: `site/` holds the trimmed pages; Pagefind runs here. */
  work: string;
  /** Pages written. */
  pages: number;
  /** Digest of the pages' paths and trimmed text (part of the shard's cache key, {@link shardKey}). */
  pagesDigest: string;
}

/**
 * Reads the pages `files` of `outDir`, trims each ({@link searchableHtml}) and writes it under a new
 * folder in `scratch` with the site's layout, while digesting paths and trimmed text. With
 * `bodyOnly`, a page that marks no search body is left out. With `vocabulary`, every word of the
 * pages' text is added to it ({@link addWords}). One page is held at a time, so memory does not
 * grow with the shard (50,000 pages held at once took over 1 GiB beside Pagefind). Files are read
 * and written with the synchronous calls: thousands of small files through the asynchronous ones
 * cost a thread hop each and took several times longer.
 */
function prepareShard(
  outDir: string,
  files: readonly string[],
  scratch: string,
  bodyOnly: boolean,
  vocabulary: Set<string> | null,
): PreparedShard {
  const work = mkdtempSync(path.join(scratch, 'rulegraph-search-'));
  const site = path.join(work, 'site');
  const digest = createHash('sha256');
  const made = new Set<string>();
  let pages = 0;
  try {
    for (const file of files) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      if (bodyOnly && !SEARCH_BODY.test(html)) continue;
      const text = searchableHtml(html);
      digest.update(`${file}\0${createHash('sha256').update(text).digest('hex')}\n`);
      if (vocabulary) addWords(text, vocabulary);
      const target = path.join(site, file);
      const dir = path.dirname(target);
      if (!made.has(dir)) mkdirSync(dir, { recursive: true });
      made.add(dir);
      writeFileSync(target, text);
      pages++;
    }
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return { work, pages, pagesDigest: digest.digest('hex') };
}

const NOT_TEXT = /<(script|style)\b[\s\S]*?<\/\1\s*>|<[^>]*>/gi;

/** Punctuation and symbols at either end of a word, which Pagefind leaves out of the words it indexes. */
const WORD_ENDS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * Adds to `words` every whitespace-separated word of the text of `html` (tags, scripts and styles
 * left out), lower-cased and without punctuation at its ends, as Pagefind reads words ("Rule." and
 * "rule" are one), so that only a word new to the site changes the vocabulary. What is left inside
 * a word (`line-of-sight`, a character reference) is kept as written: Pagefind splits and stems it
 * as it does the pages' own text.
 */
function addWords(html: string, words: Set<string>): void {
  for (const raw of html.replace(NOT_TEXT, ' ').split(/\s+/)) {
    const word = raw.toLowerCase().replace(WORD_ENDS, '');
    if (word !== '') words.add(word);
  }
}

/**
 * A shard's vocabulary page: `words` (sorted, so that two builds write the same page) under the
 * filter the search box leaves out; marked as a search body when the pages are (`body`), since
 * Pagefind then indexes only such pages, and not when they are not, since it would then index only it.
 */
function vocabularyPage(words: readonly string[], body: boolean): string {
  return `<!DOCTYPE html><html lang="en"><body><main${body ? ' data-pagefind-body' : ''} data-pagefind-filter="${VOCABULARY_FILTER}:yes">${words.join(' ')}</main></body></html>\n`;
}

/** The cache key of a shard: its pages, its vocabulary page (`null`: none), Pagefind's version and options. */
function shardKey(shard: PreparedShard, vocabulary: string | null, version: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ version, config: PAGEFIND_CONFIG, pages: shard.pagesDigest, vocabulary }))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Removes the vocabulary page's search fragment from the bundle at `bundleDir` (it is never shown,
 * and would be the largest fragment of the site). Largest fragments are looked at first.
 */
function dropVocabularyFragment(bundleDir: string): void {
  const folder = path.join(bundleDir, 'fragment');
  const fragments = readdirSync(folder)
    .map((name) => ({ file: path.join(folder, name), size: statSync(path.join(folder, name)).size }))
    .sort((a, b) => b.size - a.size);
  for (const { file } of fragments) {
    if (fragmentPage(file) === `/${VOCABULARY_FOLDER}/`) {
      rmSync(file);
      return;
    }
  }
}

/** A memory-backed folder for scratch files (Linux's shared memory), when the machine has one. */
const MEMORY_FOLDER = '/dev/shm';

/**
 * Where the trimmed copy of `bytes` bytes of pages is written for Pagefind to read: the machine's
 * memory-backed folder when it has one that is writable with room for twice that (and 64 MiB to
 * spare), else the temporary folder. Thousands of small files written, read once and removed cost
 * seconds on a disk (5,040 pages of a 5,000-note build: 2.5–3.5 s to write on ext4, 0.1 s on
 * tmpfs) and nothing of it needs to last.
 */
export function scratchFolder(bytes: number): string {
  try {
    accessSync(MEMORY_FOLDER, constants.W_OK);
    const { bavail, bsize } = statfsSync(MEMORY_FOLDER);
    if (bavail * bsize >= 2 * bytes + 64 * 2 ** 20) return MEMORY_FOLDER;
  } catch {
    // No such folder (not Linux), or not ours to write: the temporary folder.
  }
  return tmpdir();
}

/**
 * Indexes the pages of `shard` with a Pagefind run of its own (the program `program`, in a process
 * of its own) in the shard's scratch folder, and writes the bundle to `bundleDir` (through a
 * temporary name, so an interrupted build leaves no half bundle under the key), without the
 * vocabulary page's fragment when the shard has one (`vocabulary`). Throws with Pagefind's own
 * messages when it fails.
 */
async function indexShard(shard: PreparedShard, bundleDir: string, program: string, vocabulary: boolean): Promise<void> {
  const partial = `${bundleDir}.partial-${process.pid}`;
  try {
    // Pagefind reads its configuration from pagefind.json in the folder it runs in.
    const config = { ...PAGEFIND_CONFIG, site: path.join(shard.work, 'site'), output_path: partial };
    writeFileSync(path.join(shard.work, 'pagefind.json'), JSON.stringify(config));
    await rm(partial, { recursive: true, force: true });
    try {
      await promisify(execFile)(process.execPath, [program, '--silent'], { cwd: shard.work, maxBuffer: 16 * 2 ** 20 });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      const said = `${stderr ?? ''}${stdout ?? ''}`.trim() || String(error);
      throw new Error(`Pagefind could not index ${shard.pages} pages into ${bundleDir}: ${said}`);
    }
    if (vocabulary) dropVocabularyFragment(partial);
    await rm(bundleDir, { recursive: true, force: true });
    await rename(partial, bundleDir);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/**
 * Puts the bundle in `from` at `to`, each file as a hard link to the cached one (a copy when the
 * link cannot be made, e.g. across file systems): all of it, or when `merged` only what a merged
 * shard needs.
 */
async function copyBundle(from: string, to: string, merged: boolean): Promise<void> {
  const files = (await readdir(from, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(from, path.join(e.parentPath, e.name)))
    .filter((file) => !merged || MERGED_FILES.test(file.split(path.sep)[0]!));
  for (const dir of new Set(files.map((file) => path.dirname(path.join(to, file))))) mkdirSync(dir, { recursive: true });
  // Once a link fails (another file system), the rest are copied without trying.
  let linking = true;
  for (const file of files) {
    if (linking) {
      try {
        linkSync(path.join(from, file), path.join(to, file));
        continue;
      } catch {
        linking = false;
      }
    }
    copyFileSync(path.join(from, file), path.join(to, file), constants.COPYFILE_FICLONE);
  }
}

/** Pages in a written bundle, from its `pagefind-entry.json`. */
async function bundlePageCount(bundleDir: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
}

/**
 * Indexes the HTML pages under `outDir` (absolute path; `outDir/pagefind/` left out) and writes
 * `outDir/pagefind/`: the first shard's bundle, the other shards' in `outDir/pagefind/shard-{n}/`
 * and their list in `outDir/pagefind/shards.json`. The shards are read, and indexed or copied from
 * `options.cacheDir`, one after the other. When any page has `data-pagefind-body`, Pagefind indexes
 * only such pages, so only those go to the shards (a shard of other pages alone would be indexed
 * whole). Throws an Error listing Pagefind's messages when indexing or writing fails, or when no
 * page was indexed (a site without `data-pagefind-body` would otherwise ship an empty search), or
 * when `options.pagesPerShard` is not a positive integer.
 */
export async function buildSearchIndex(outDir: string, options: SearchIndexOptions = {}): Promise<SearchIndexResult> {
  const files = listPages(outDir);
  const outputPath = path.join(outDir, 'pagefind');
  if (files.length === 0) {
    throw new Error(`Pagefind found no page to index under ${outDir}. Check that the build wrote HTML pages there.`);
  }
  const count = shardCount(files.length, options.pagesPerShard);
  const groups = Array.from({ length: count }, () => [] as string[]);
  for (const file of files) groups[shardOf(file, count)]!.push(file);
  const cacheDir = options.cacheDir ?? (await mkdtemp(path.join(tmpdir(), 'rulegraph-search-shards-')));
  mkdirSync(cacheDir, { recursive: true });
  const { version, program } = pagefindPackage();
  // Every shard's pages are written before any is indexed (the vocabulary needs them all): room is
  // judged on the untrimmed pages' size, which the trimmed copies never exceed.
  const scratch = scratchFolder(files.reduce((n, file) => n + statSync(path.join(outDir, file)).size, 0));
  const prepared: Array<{ n: number; shard: PreparedShard }> = [];
  try {
    await rm(outputPath, { recursive: true, force: true });
    /** Writes every shard's pages (with `bodyOnly`, those marking a search body); a split index also gathers the site's words. */
    const prepare = (bodyOnly: boolean) => {
      for (const { shard } of prepared.splice(0)) rmSync(shard.work, { recursive: true, force: true });
      const words = count > 1 ? new Set<string>() : null;
      for (const [n, group] of groups.entries()) {
        if (group.length > 0) prepared.push({ n, shard: prepareShard(outDir, group, scratch, bodyOnly, words) });
      }
      return { shards: prepared.filter(({ shard }) => shard.pages > 0), words };
    };
    // When any page marks a search body, Pagefind indexes only such pages: a shard of other pages
    // alone would be indexed whole. So those pages go to the shards, or every page when none does.
    let { shards, words } = prepare(true);
    const body = shards.length > 0;
    if (!body) ({ shards, words } = prepare(false));
    const page = words && shards.length > 1 ? vocabularyPage([...words].sort(), body) : null;
    const pageDigest = page === null ? null : createHash('sha256').update(page).digest('hex');
    words = null; // not held while Pagefind runs
    const used = new Set<string>();
    const merged: string[] = [];
    let pageCount = 0;
    let reusedShards = 0;
    for (const { n, shard } of shards) {
      if (page !== null) {
        mkdirSync(path.join(shard.work, 'site', VOCABULARY_FOLDER), { recursive: true });
        writeFileSync(path.join(shard.work, 'site', VOCABULARY_FOLDER, 'index.html'), page);
      }
      const key = shardKey(shard, pageDigest, version);
      const bundleDir = path.join(cacheDir, key);
      if (existsSync(path.join(bundleDir, 'pagefind-entry.json'))) reusedShards++;
      else await indexShard(shard, bundleDir, program, page !== null);
      await rm(shard.work, { recursive: true, force: true });
      const indexed = (await bundlePageCount(bundleDir)) - (page === null ? 0 : 1);
      if (indexed <= 0) throw new Error(`Pagefind indexed none of the ${shard.pages} pages of search shard ${n} under ${outDir}.`);
      pageCount += indexed;
      if (used.size > 0) merged.push(shardFolder(n));
      await copyBundle(bundleDir, used.size === 0 ? outputPath : path.join(outputPath, shardFolder(n)), used.size > 0);
      used.add(key);
    }
    await writeFile(path.join(outputPath, SEARCH_SHARDS_FILE), `${JSON.stringify(merged)}\n`);
    // Bundles of pages no longer in the site: no later build can use them.
    for (const entry of await readdir(cacheDir)) {
      if (!used.has(entry)) await rm(path.join(cacheDir, entry), { recursive: true, force: true });
    }
    return { pageCount, outputPath, shards: used.size, reusedShards };
  } finally {
    for (const { shard } of prepared) rmSync(shard.work, { recursive: true, force: true });
    if (options.cacheDir === undefined) await rm(cacheDir, { recursive: true, force: true });
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
