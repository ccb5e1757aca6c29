/**
 * Which files a vault publishes and at which URL: the one place that decides (the build and the
 * checker both call it, so they name the same pages).
 *
 * - `acceptFiles`: vault-relative paths normalised (NFC, `.`/`..` folded); files outside the vault
 *   are skipped (`InvalidPath`); two files whose names differ only in Unicode normalisation
 *   (`Café.md` written with `é` or with `e` + accent) are one name to Obsidian: the first (in
 *   path order) is kept, the other reported (`DuplicateFileName`), never silently dropped.
 * - `assignPageSlugs`: each note's page slug (`slug.ts`), made unique against the other notes, the
 *   site's own routes (`VaultOptions.routes`) and the game pages of top folders. A note never
 *   takes a route's URL: it gets another one and a `SlugCollision`.
 * - `assignAssetUrls`: each asset's URL under `assets/`, unique.
 */
import { diagnose, DuplicateFileName, InvalidPath, SlugCollision, type UrlTaker } from './diagnostics.ts';
import { normalizePath } from './resolve.ts';
import { assetUrl, folderSlug, noteSlug } from './slug.ts';
import type { Diagnostic, VaultFile } from './types.ts';

/**
 * Routes a vault reserves when the caller gives none: the site pages the vault itself links to.
 * The site passes its full list (`SITE_ROUTES` in `src/site-routes.ts`).
 */
export const DEFAULT_ROUTES: readonly string[] = ['unwritten', 'assets/', 'glossary/', 'tags/', 'graph.json', 'check/'];
/**
 * Paths left out of a vault when the caller names none: none. Obsidian shows every Markdown file of
 * a vault as a note, a `README.md` at its root too (often a description of the vault, and often
 * linked from its home note), so the site publishes it as one.
 */
export const DEFAULT_IGNORE: readonly string[] = [];

const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The vault path of a file path as given (NFC, folded), or `null` when it is absolute, empty or leaves the vault. */
export function canonicalPath(path: string): string | null {
  if (path.startsWith('/') || path.includes('\0')) return null;
  const p = normalizePath(path.normalize('NFC'));
  return p === null || p === '' ? null : p;
}

/** Whether `path` (canonical) is left out of the vault by `ignore` (files or folders, any case). */
export function isIgnored(path: string, ignore: readonly string[]): boolean {
  const lower = path.toLowerCase();
  return ignore.some((i) => {
    const p = i.toLowerCase().replace(/\/+$/, '');
    return lower === p || lower.startsWith(`${p}/`);
  });
}

/**
 * The files of a vault under their canonical paths, sorted by path, and what was left out:
 * `InvalidPath` for a path outside the vault, `DuplicateFileName` (at the file left out) for a
 * second file with the same canonical path. Of several spellings the smallest (in code units) wins,
 * whatever order the files came in.
 */
export function acceptFiles(
  files: readonly VaultFile[],
  ignore: readonly string[] = DEFAULT_IGNORE,
): { accepted: VaultFile[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  /** Canonical path → the file kept, under the path it was given as. */
  const winners = new Map<string, VaultFile>();
  for (const file of [...files].sort((a, b) => order(a.path, b.path))) {
    const path = canonicalPath(file.path);
    if (path === null) {
      diagnostics.push(diagnose(InvalidPath, { file: file.path, line: 1, column: 1 }, file.path));
      continue;
    }
    if (isIgnored(path, ignore)) continue;
    const first = winners.get(path);
    if (first === undefined) winners.set(path, file);
    else if (file.path !== first.path)
      diagnostics.push(diagnose(DuplicateFileName, { file: file.path, line: 1, column: 1 }, file.path, first.path));
  }
  const accepted = [...winners].map(([path, f]) => ({ path, bytes: f.bytes })).sort((a, b) => order(a.path, b.path));
  return { accepted, diagnostics };
}

/** Whether page slug `slug` (lower case) is a route's URL or lies under a route folder (`tags/`). */
function isRoute(slug: string, exact: ReadonlySet<string>, folders: readonly string[]): boolean {
  return exact.has(slug) || folders.some((f) => slug === f || slug.startsWith(`${f}/`));
}

/**
 * Page slugs of the notes at `notePaths` (canonical, sorted), unique: `-2`, `-3` … are appended
 * to a note's last segment when the slug is taken by an earlier note, a route or a game page (a
 * top folder's `/{folder}/`); a folder whose URL is a route (`tags/` at the top, or a route
 * deeper down, `vendor/mermaid/`) is published under `{folder}-2/` (all its notes). `routes`:
 * paths the site serves, `search` (that page) or `tags/` (that page and everything under it).
 * `allPaths`: every file, for the top folders.
 * Returns the slug per path and a `SlugCollision` for each note that did not get the slug it wanted
 * within its folder, and one for each folder moved (at its first note).
 */
export function assignPageSlugs(
  notePaths: readonly string[],
  allPaths: Iterable<string>,
  routes: readonly string[],
): { slugs: Map<string, string>; diagnostics: Diagnostic[] } {
  const exact = new Set(routes.filter((r) => !r.endsWith('/')).map((r) => r.toLowerCase()));
  const folders = routes.filter((r) => r.endsWith('/')).map((r) => r.toLowerCase().replace(/\/+$/, ''));
  const taken = (slug: string): boolean => isRoute(slug, exact, folders);
  // Top folders: their game page is `/{folder slug}/`, the first segment of their notes' slugs.
  const top = new Map<string, string>();
  const topTaken = new Set<string>();
  /** A top folder's page URL → the folder. */
  const topFolderAt = new Map<string, string>();
  for (const path of [...allPaths].sort(order)) {
    if (!path.includes('/')) continue;
    const folder = path.slice(0, path.indexOf('/'));
    if (top.has(folder)) continue;
    const wanted = folderSlug(folder);
    let slug = wanted;
    for (let n = 2; taken(slug) || topTaken.has(slug); n++) slug = `${wanted}-${n}`;
    top.set(folder, slug);
    topTaken.add(slug);
    topFolderAt.set(slug, folder);
  }
  /** Folder path → [the URL path it wanted (its parent's as given), the one it got]. */
  const placed = new Map<string, [string, string]>();
  const place = (folder: string): [string, string] => {
    const known = placed.get(folder);
    if (known) return known;
    const slash = folder.lastIndexOf('/');
    let result: [string, string];
    if (slash === -1) result = [folderSlug(folder), top.get(folder)!];
    else {
      const parent = place(folder.slice(0, slash))[1];
      const wanted = `${parent}/${folderSlug(folder.slice(slash + 1))}`;
      let slug = wanted;
      for (let n = 2; taken(slug); n++) slug = `${wanted}-${n}`;
      result = [wanted, slug];
    }
    placed.set(folder, result);
    return result;
  };
  const used = new Set<string>();
  /** A note's page URL → the note's path. */
  const noteAt = new Map<string, string>();
  /** What has URL `s` (it is a route, a note's or a top folder's page), for `SlugCollision`. */
  const takerOf = (s: string): [UrlTaker, string] =>
    taken(s) ? ['site', ''] : noteAt.has(s) ? ['note', noteAt.get(s)!] : ['folder', topFolderAt.get(s) ?? ''];
  const movedReported = new Set<string>();
  const slugs = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const path of notePaths) {
    const wanted = noteSlug(path);
    const slash = path.lastIndexOf('/');
    const folder = slash === -1 ? null : path.slice(0, slash);
    const base = folder === null ? wanted : `${place(folder)[1]}${wanted.slice(wanted.lastIndexOf('/'))}`;
    const free = (s: string): boolean => !used.has(s) && !taken(s) && (folder === null ? !topTaken.has(s) : true);
    let slug = base;
    for (let n = 2; !free(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    noteAt.set(slug, path);
    slugs.set(path, slug);
    // A folder moved (named like a site route or another top folder): said once, at its first note.
    for (let end = path.indexOf('/'); end !== -1; end = path.indexOf('/', end + 1)) {
      const moved = path.slice(0, end);
      const [folderWanted, folderGot] = place(moved);
      if (folderWanted === folderGot || movedReported.has(moved)) continue;
      movedReported.add(moved);
      diagnostics.push(
        diagnose(SlugCollision, { file: path, line: 1, column: 1 }, folderWanted, folderGot, moved, ...takerOf(folderWanted)),
      );
    }
    if (slug !== base)
      diagnostics.push(diagnose(SlugCollision, { file: path, line: 1, column: 1 }, base, slug, undefined, ...takerOf(base)));
  }
  return { slugs, diagnostics };
}

/** URLs of the assets at `paths` (canonical, sorted): `assets/…` (`slug.ts`), `-2`, `-3` … before the extension when taken. */
export function assignAssetUrls(paths: readonly string[]): Map<string, string> {
  const takenUrls = new Set<string>();
  const out = new Map<string, string>();
  for (const path of paths) {
    const wanted = assetUrl(path);
    const dot = wanted.lastIndexOf('.');
    const [stem, ext] = dot > wanted.lastIndexOf('/') ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
    let url = wanted;
    for (let n = 2; takenUrls.has(url.toLowerCase()); n++) url = `${stem}-${n}${ext}`;
    takenUrls.add(url.toLowerCase());
    out.set(path, url);
  }
  return out;
}

/**
 * The characters of vault-relative `path` that Obsidian cannot put in a link (`#` `^` `[` `]` `|`:
 * a wikilink's heading, block, brackets and alias), each once, in the order met, quoted:
 * `"#" and "|"`; `null` when it has none.
 */
export function unlinkableCharacters(path: string): string | null {
  const found = [...new Set(path.match(/[#^[\]|]/g) ?? [])].map((c) => `"${c}"`);
  if (found.length === 0) return null;
  return found.length === 1 ? found[0]! : `${found.slice(0, -1).join(', ')} and ${found[found.length - 1]}`;
}
