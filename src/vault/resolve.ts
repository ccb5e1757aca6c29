/**
 * Link resolution with Obsidian's rules, over index maps built once per vault (no file access).
 *
 * Order, all comparisons case-insensitive (and Unicode NFC):
 * 1. `./x`, `../x`: relative to the linking note's folder; a `..` that would climb above the vault
 *    root stays at the root, as in Obsidian (`[[../Rules]]` from a note at the root is `[[Rules]]`:
 *    `getLinkpathDest` takes the folder above the root to be the root); no file at that path: the
 *    path so joined is matched as in 3, the files under the folder the link names first (from the
 *    root, `[[./Note]]` finds `Note` in any folder).
 * 2. `/x`: from the vault root (a `..` above it stays there too, as everywhere below).
 * 3. otherwise a path-suffix match at a segment boundary (`Move` matches `legion/Move.md`,
 *    `legion/Move` matches `legion/Move.md` but not `chronicle-x/Move.md`); among several, the
 *    file at exactly that path from the vault root (`[[Move]]` is `Move.md` at the root), then
 *    the note in the linking note's folder, then one in a folder inside it (a path starting
 *    with the folder's path, as Obsidian compares them: from `Session 1/`, `Session 10/x/` is
 *    inside), then the shortest path (fewest characters, then alphabetical): Obsidian's order, as
 *    `getFirstLinkpathDest` answers (`a/b/Note.md` before `zzzz/Note.md`: characters, not
 *    folders). Notes are matched with or without `.md`, other files by their full name.
 * 4. no match and no `/` in the target: frontmatter aliases, with the same tie-break.
 * When more than one file matched in the deciding step, the others are returned in `ambiguous`,
 * with `settledBy` saying whether Obsidian's own order (vault path, same folder, shortest path) decided.
 */

export interface ResolverEntry {
  /** Vault-relative path with extension: `legion/Move.md`, `img/token.png`. */
  path: string;
  isNote: boolean;
  aliases?: readonly string[];
}

type Resolution =
  | {
      status: 'found';
      path: string;
      isNote: boolean;
      via: 'relative' | 'root' | 'suffix' | 'alias';
      /** The other files matched, in order (shortest path, then alphabetical), at most `MAX_AMBIGUOUS_LISTED`. */
      ambiguous: string[];
      /** How many other files matched in all (`ambiguous` lists the first of them). */
      ambiguousCount: number;
      /**
       * With `ambiguous` files: what in Obsidian's own order picked this one, `'vault path'` (the
       * link is the file's whole path from the vault root), `'same folder'` or `'shortest path'`
       * (fewer characters than every other), or `null` when only our further tie-break
       * (alphabetical) did, where Obsidian may open another, or when the match is through aliases
       * (which Obsidian never follows).
       */
      settledBy: 'vault path' | 'same folder' | 'shortest path' | null;
    }
  | { status: 'missing' };

interface Indexed {
  entry: ResolverEntry;
  /** Lower-cased path, for notes without `.md`. */
  key: string;
  /** Lower-cased folder of the file ('' at the root). */
  folder: string;
}

/** How many of the other files a shared name matched a resolution lists (the rest are counted). */
export const MAX_AMBIGUOUS_LISTED = 10;

const fold = (s: string): string => s.normalize('NFC').toLowerCase();

function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i === -1 ? '' : path.slice(0, i);
}

/**
 * Normalises `a/./b/../c` → `a/c`; `null` when `..` climbs above the start. Empty segments
 * (`a//b`) are dropped.
 */
export function normalizePath(path: string): string | null {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(segment);
  }
  return out.join('/');
}

function keyOf(path: string, isNote: boolean): string {
  const folded = fold(path);
  return isNote ? folded.replace(/\.md$/, '') : folded;
}

/**
 * Normalises as {@link normalizePath}, but a `..` above the start stays at the start, as Obsidian
 * reads a link that climbs above the vault root: `../b/Rules.md` → `b/Rules.md`, `a/../../x` → `x`.
 */
export function clampPath(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out.join('/');
}

/**
 * `true` when the link target `target` (as written, anchor removed) of the note at `fromPath`
 * climbs above the vault root with `..`, so that it is read from the root (see {@link clampPath}).
 */
export function climbsAboveRoot(target: string, fromPath: string): boolean {
  const raw = target.normalize('NFC').trim();
  const relative = raw.startsWith('./') || raw.startsWith('../');
  return raw.includes('..') && normalizePath(relative ? `${dirname(fromPath)}/${raw}` : raw) === null;
}

/** Shortest path first (characters of the path as written, as Obsidian counts them), then alphabetical. */
function compareCandidates(a: Indexed, b: Indexed): number {
  return a.entry.path.length - b.entry.path.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The folder a relative link's leading `./` or `../`s name from `fromFolder` (`../x` from `a/b` → `a`), the root at most. */
function namedFolder(raw: string, fromFolder: string): string {
  let rest = raw.startsWith('./') ? raw.slice(2) : raw;
  let folder = fromFolder;
  while (rest.startsWith('../')) {
    rest = rest.slice(3);
    folder = dirname(folder);
  }
  return folder;
}

export interface Resolver {
  /** Resolves `target` (a path as written, anchor already removed) linked from `fromPath`. The
   * answer may be shared with other calls: read it, never change it. */
  resolve(target: string, fromPath: string): Resolution;
}

/**
 * Builds the index maps for a vault's files. O(files); the first lookup of a name is O(m log m)
 * for the m files with that name, each further one (from another folder) O(1).
 */
export function createResolver(entries: readonly ResolverEntry[]): Resolver {
  const byKey = new Map<string, Indexed[]>();
  const byName = new Map<string, Indexed[]>();
  const byAlias = new Map<string, Indexed[]>();
  const push = (map: Map<string, Indexed[]>, key: string, item: Indexed): void => {
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  };
  for (const entry of entries) {
    const key = keyOf(entry.path, entry.isNote);
    const item: Indexed = { entry, key, folder: fold(dirname(entry.path)) };
    push(byKey, key, item);
    if (entry.isNote && !entry.path.toLowerCase().endsWith('.md')) push(byKey, fold(entry.path), item);
    push(byName, key.slice(key.lastIndexOf('/') + 1), item);
    for (const alias of entry.aliases ?? []) push(byAlias, fold(alias.trim()), item);
  }

  /** Candidates for a normalised, folded path: notes by key without `.md`, files by full name. */
  function exact(path: string): Indexed[] {
    const found = [...(byKey.get(path) ?? [])];
    if (path.endsWith('.md')) for (const c of byKey.get(path.slice(0, -3)) ?? []) if (c.entry.isNote) found.push(c);
    return dedupe(found);
  }

  function suffix(path: string): Indexed[] {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const names = name.endsWith('.md') ? [name, name.slice(0, -3)] : [name];
    const stripped = path.endsWith('.md') ? path.slice(0, -3) : null;
    const out: Indexed[] = [];
    for (const n of names) {
      for (const c of byName.get(n) ?? []) {
        const matches = (p: string): boolean => c.key === p || c.key.endsWith(`/${p}`);
        if (matches(path) || (stripped !== null && c.entry.isNote && matches(stripped))) out.push(c);
      }
    }
    return dedupe(out);
  }

  function dedupe(list: Indexed[]): Indexed[] {
    return [...new Set(list)];
  }

  /**
   * The candidates of one query, prepared once however many notes ask: the preferred kind sorted
   * (shortest path, then alphabetical) and, for the lookups `choose` makes per linking folder, the
   * first position of each key and of each folder. A name 5,000 notes share is sorted once, not
   * once per linking folder.
   */
  interface Pool {
    sorted: Indexed[];
    firstByKey: Map<string, number>;
    firstByFolder: Map<string, number>;
    /** Linking folder → position of the first file whose path starts with it, -1 for none (filled as asked). */
    firstUnder: Map<string, number>;
  }
  const pools = new Map<string, Pool | null>();

  function poolOf(cacheKey: string, query: string, candidatesOf: () => Indexed[]): Pool | null {
    // A file name with a non-.md extension prefers files; anything else prefers notes.
    const wantsFile = /\.[a-z0-9]{1,5}$/i.test(query) && !/\.md$/i.test(query);
    const key = `${cacheKey}\0${wantsFile ? 'file' : 'note'}`;
    let pool = pools.get(key);
    if (pool !== undefined) return pool;
    const candidates = candidatesOf();
    if (candidates.length === 0) pool = null;
    else {
      const preferred = candidates.filter((c) => c.entry.isNote !== wantsFile);
      const sorted = (preferred.length > 0 ? preferred : candidates).sort(compareCandidates);
      const firstByKey = new Map<string, number>();
      const firstByFolder = new Map<string, number>();
      sorted.forEach((c, i) => {
        if (!firstByKey.has(c.key)) firstByKey.set(c.key, i);
        if (!firstByFolder.has(c.folder)) firstByFolder.set(c.folder, i);
      });
      pool = { sorted, firstByKey, firstByFolder, firstUnder: new Map() };
    }
    pools.set(key, pool);
    return pool;
  }

  /** The first of `pool.sorted` whose key is `key` or `key.md`, as `sorted.find` would answer. */
  function firstWithKey(pool: Pool, key: string): Indexed | undefined {
    const a = pool.firstByKey.get(key);
    const b = pool.firstByKey.get(`${key}.md`);
    const i = a === undefined ? b : b === undefined ? a : Math.min(a, b);
    return i === undefined ? undefined : pool.sorted[i];
  }

  /**
   * The first of `pool.sorted` whose path (folded) starts with `folder` (folded, not `''`), as
   * Obsidian prefers it (`path.startsWith(folder)`: files in the folder and in folders inside it,
   * and in a folder whose name starts with the same characters), and whether Obsidian's order
   * (path length) settles it among those: no other such path as long.
   */
  function firstUnder(pool: Pool, folder: string): { at: Indexed; settled: boolean } | undefined {
    const { sorted } = pool;
    const starts = (c: Indexed): boolean => fold(c.entry.path).startsWith(folder);
    let i = pool.firstUnder.get(folder);
    if (i === undefined) {
      i = sorted.findIndex(starts);
      pool.firstUnder.set(folder, i);
    }
    if (i === -1) return undefined;
    const at = sorted[i]!;
    let settled = true;
    for (let j = i + 1; j < sorted.length && sorted[j]!.entry.path.length === at.entry.path.length; j++) {
      if (starts(sorted[j]!)) settled = false;
    }
    return { at, settled };
  }

  /**
   * The file `pool` resolves to from a note in `fromFolder`, and the others. `relativeFrom`: for the
   * end-of-path match of a relative link's joined path, the folder its `./` or `../` names, whose
   * files (and those of the folders inside it) come first, as Obsidian orders them.
   */
  function choose(
    pool: Pool,
    fromFolder: string,
    query: string,
    via: 'relative' | 'root' | 'suffix' | 'alias',
    relativeFrom?: string,
  ): Resolution {
    const { sorted } = pool;
    // The file at exactly the path written, from the vault root, wins even over one beside the
    // linking note: `[[Note]]` from `sub/` is `Note.md`, not `sub/Note.md`.
    const whole = fold(query).replace(/\.md$/, '');
    const rooted = via === 'suffix' && relativeFrom === undefined ? firstWithKey(pool, whole) : undefined;
    // "In the linking note's folder": for `[[x/Name]]` from `a/Note`, the file `a/x/Name`.
    const nextToSource = fold(fromFolder === '' ? query : `${fromFolder}/${query}`).replace(/\.md$/, '');
    const folderIndex = via === 'alias' ? pool.firstByFolder.get(fold(fromFolder)) : undefined;
    const local =
      rooted !== undefined
        ? undefined
        : via === 'suffix' && relativeFrom === undefined
          ? firstWithKey(pool, nextToSource)
          : folderIndex !== undefined
            ? sorted[folderIndex]
            : undefined;
    // None beside the linking note: one in a folder inside its folder (from the root every file is).
    const under = relativeFrom === undefined ? fold(fromFolder) : relativeFrom === '' ? '' : `${fold(relativeFrom)}/`;
    const below = rooted === undefined && local === undefined && via === 'suffix' && under !== '' ? firstUnder(pool, under) : undefined;
    const chosen = rooted ?? local ?? below?.at ?? sorted[0]!;
    // The others, in order, up to MAX_AMBIGUOUS_LISTED: a name thousands of notes share is
    // reported with its count, not a list as long as the vault, once per link.
    const ambiguous: string[] = [];
    for (let i = 0; i < sorted.length && ambiguous.length < MAX_AMBIGUOUS_LISTED; i++) {
      if (sorted[i] !== chosen) ambiguous.push(sorted[i]!.entry.path);
    }
    return {
      status: 'found',
      path: chosen.entry.path,
      isNote: chosen.entry.isNote,
      via,
      ambiguous,
      ambiguousCount: sorted.length - 1,
      // Obsidian resolves no link through an alias, so an alias two notes share is never settled.
      settledBy:
        via === 'alias'
          ? null
          : rooted
            ? 'vault path'
            : local
              ? 'same folder'
              : below
                ? below.settled
                  ? 'same folder'
                  : null
                : sorted.length < 2 || chosen.entry.path.length < sorted[1]!.entry.path.length
                  ? 'shortest path'
                  : null,
    };
  }

  // A vault links the same names from the same folders again and again (5,000 generated notes:
  // 48,000 links, 16,000 distinct): each answer is kept. Answers are shared: never mutate one.
  const answers = new Map<string, Resolution>();

  return {
    resolve(target: string, fromPath: string): Resolution {
      const key = `${dirname(fromPath)}\0${target}`;
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = resolveUncached(target, fromPath);
        answers.set(key, answer);
      }
      return answer;
    },
  };

  function resolveUncached(target: string, fromPath: string): Resolution {
    const raw = target.normalize('NFC').trim();
    if (raw === '') return { status: 'missing' };
    const fromFolder = dirname(fromPath);
    if (raw.startsWith('./') || raw.startsWith('../')) {
      const joined = clampPath(`${fromFolder}/${raw}`);
      if (joined === '') return { status: 'missing' };
      const folded = fold(joined);
      const pool = poolOf(`exact\0${folded}`, joined, () => exact(folded));
      if (pool) return choose(pool, fromFolder, joined, 'relative');
      // No file at that path: as Obsidian's getLinkpathDest, the end-of-path match of the path so
      // joined, the folder the link names first (from the root, `[[./Note]]` finds `Note` anywhere).
      const near = poolOf(`suffix\0${folded}`, joined, () => suffix(folded));
      return near ? choose(near, fromFolder, joined, 'suffix', namedFolder(raw, fromFolder)) : { status: 'missing' };
    }
    if (raw.startsWith('/')) {
      const rooted = clampPath(raw);
      const folded = fold(rooted);
      const pool = poolOf(`exact\0${folded}`, rooted, () => exact(folded));
      return pool ? choose(pool, fromFolder, rooted, 'root') : { status: 'missing' };
    }
    const path = clampPath(raw);
    if (path === '') return { status: 'missing' };
    const folded = fold(path);
    const found = poolOf(`suffix\0${folded}`, path, () => suffix(folded));
    if (found) return choose(found, fromFolder, path, 'suffix');
    if (!path.includes('/')) {
      const aliased = poolOf(`alias\0${folded}`, path, () => dedupe(byAlias.get(folded) ?? []));
      if (aliased) return choose(aliased, fromFolder, path, 'alias');
    }
    return { status: 'missing' };
  }
}
