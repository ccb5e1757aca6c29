/**
 * What a phone keeps offline: the plan the service worker is written from.
 *
 * A small site is precached whole, as before. Past a byte budget (default 15 MiB, see
 * {@link DEFAULT_PRECACHE_BUDGET_BYTES}) the first visit precaches the site's shell (every file
 * that is not a note page, a note's search fragment or a vault asset: scripts, styles, the search
 * index, the widgets' rules, the glossary, the graph) and then the most linked notes, with their
 * search fragments, while the budget lasts. Every other note is in an offline pack, one per game
 * (top folder) and one for the whole site, that a reader saves from `/offline/`; pages a reader
 * opens are kept as they are opened. On a vault so large that the shell alone is over the budget
 * (50,000 notes: the glossary page, the game and tag pages, the search index's word chunks (of every
 * shard) and the
 * graph view's layout grow with the vault), the shell's scripts, styles and other small files stay,
 * its pages and data are precached smallest first while the budget lasts ({@link DEFERRABLE}), and
 * the rest go into the packs: a game's own pages into its pack, everything into the whole site's.
 *
 * Input ({@link readOfflineSite}, read once per build): the files the precache would list
 * (workbox-build's manifest entries, URLs relative to the site's base) with their sizes from
 * `stat`, the notes' URLs, games and backlink counts from the glossary graph (`dist/graph.json`),
 * and the page each search fragment stands for, from the fragment's first KiB; and the budget.
 * Output ({@link planOffline}): the entries to precache and the packs, written as
 * `dist/offline-packs.json`.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ManifestEntry } from 'workbox-build';
import { ALL_PACK, LOOSE_PACK } from '../components/offline-pack-ids.ts';
import { isSearchFile } from '../components/search-shards.ts';
import { fragmentPage } from './search-fragments.ts';

/** The default precache budget in bytes: 15 MiB, what a phone's first visit may download. */
export const DEFAULT_PRECACHE_BUDGET_BYTES = 15 * 1024 * 1024;

/** Files of the site that are data for other programs, not for reading: `dist/graph.json`. */
export const DATA_EXPORTS: ReadonlySet<string> = new Set(['graph.json']);

/**
 * Shell files that grow with the vault and that a reader can do without on a first visit: pages
 * (lists such as the glossary), the search index's word chunks (search then answers once the site
 * is saved) and the graph view's layout.
 */
const DEFERRABLE = (url: string): boolean => url.endsWith('.html') || isSearchFile(url, 'index') || url === 'graph-layout.json';

/** One offline pack: the files a reader saves to read a game (or the whole site) offline. */
interface OfflinePack {
  /** The game's top folder (`legion`), {@link LOOSE_PACK} for notes outside any folder, {@link ALL_PACK} for the site. */
  readonly id: string;
  /** Shown to the reader, e.g. "Star Wars: Legion". */
  readonly title: string;
  /** Notes in the pack (page count). */
  readonly notes: number;
  /** Total bytes of `urls`, as served (uncompressed). */
  readonly bytes: number;
  /** Site URLs (with the base) of every file in the pack that the first visit does not precache. */
  readonly urls: readonly string[];
}

/** The plan: what the service worker precaches and what the packs hold. */
export interface OfflinePlan {
  /** `true` when the whole site fits the budget and is precached. */
  readonly whole: boolean;
  readonly budgetBytes: number;
  /** Bytes of the whole site's precachable files. */
  readonly siteBytes: number;
  /** Bytes the first visit precaches. */
  readonly precachedBytes: number;
  /** Notes whose pages the first visit precaches. */
  readonly precachedNotes: number;
  readonly precache: readonly ManifestEntry[];
  readonly packs: readonly OfflinePack[];
}

/** The part of `dist/graph.json` the plan reads: each note's id, page URL and game, its backlink count, the assets. */
interface PlanGraph {
  notes: Array<{ id: string; url: string; game: string | null }>;
  /** Note id → number of notes linking to it. */
  backlinks: Map<string, number>;
  assets: Array<{ path: string; url: string }>;
}

/** `dist/graph.json` as the plan reads it (only the fields it needs are typed). */
interface GraphJson {
  notes?: Array<{ id: string; url: string; game: string | null }>;
  backlinks?: Record<string, unknown[]>;
  assets?: Array<{ path: string; url: string }>;
}

/**
 * What {@link planOffline} needs of a built site, read once by {@link readOfflineSite}: the listed
 * files with their sizes, the notes' URLs, games and backlink counts, and the page each search
 * fragment belongs to.
 */
export interface OfflineSite {
  /** The manifest entries, URLs relative to the site's folder (before the base is added). */
  readonly entries: readonly ManifestEntry[];
  /** Bytes of each entry's file (from `stat`), by entry URL. */
  readonly size: ReadonlyMap<string, number>;
  readonly graph: PlanGraph;
  /** Page URL (as Pagefind records it) of each listed fragment, by entry URL; `null` when unreadable. */
  readonly fragmentPages: ReadonlyMap<string, string | null>;
}

/**
 * Reads what the offline plan needs of the site in `outDir` (absolute) for `entries` (URLs
 * relative to `outDir`): each entry's size from `stat` (no file is read for it), `graph.json` once
 * (notes' ids, URLs and games, backlink counts, assets; a site without one has no notes), and the
 * first KiB of each search fragment for its page URL. Throws when an entry's file is missing.
 */
export function readOfflineSite(outDir: string, entries: readonly ManifestEntry[]): OfflineSite {
  const size = new Map<string, number>();
  for (const e of entries) size.set(e.url, statSync(path.join(outDir, e.url)).size);
  let json: GraphJson = {};
  try {
    json = JSON.parse(readFileSync(path.join(outDir, 'graph.json'), 'utf8')) as GraphJson;
  } catch {
    // no graph: every file is the shell
  }
  const graph: PlanGraph = {
    notes: (json.notes ?? []).map(({ id, url, game }) => ({ id, url, game })),
    backlinks: new Map(Object.entries(json.backlinks ?? {}).map(([id, from]) => [id, from.length])),
    assets: (json.assets ?? []).map(({ path: file, url }) => ({ path: file, url })),
  };
  const fragmentPages = new Map<string, string | null>();
  for (const e of entries) {
    if (isSearchFile(e.url, 'fragment')) fragmentPages.set(e.url, fragmentPage(path.join(outDir, e.url)));
  }
  return { entries, size, graph, fragmentPages };
}

/** The address a file is asked for by: a page `legion/aim/index.html` as `legion/aim/`. */
const pageUrl = (file: string): string =>
  file === 'index.html' || file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;

/**
 * Plans the offline copy of `site` (read by {@link readOfflineSite}), served under `base` (ending
 * in `/`), within `budgetBytes`. `gameTitle` names a pack. Reads no file: a build plans twice (the
 * second time without the bytes of the packs' listing) from one reading of the site.
 */
export function planOffline(site: OfflineSite, base: string, budgetBytes: number, gameTitle: (game: string) => string): OfflinePlan {
  const { entries, size, graph } = site;
  const siteBytes = [...size.values()].reduce((a, b) => a + b, 0);

  const local = (url: string) => (url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''));
  // The files of each note: its page, then its search fragment.
  const filesOf = new Map<string, string[]>();
  const noteOfPage = new Map<string, string>();
  for (const note of graph.notes) {
    const page = `${local(note.url)}index.html`;
    if (!size.has(page)) continue;
    filesOf.set(note.id, [page]);
    noteOfPage.set(local(note.url), note.id);
  }
  for (const e of entries) {
    if (!isSearchFile(e.url, 'fragment')) continue;
    const page = site.fragmentPages.get(e.url) ?? null;
    const id = page === null ? undefined : noteOfPage.get(local(page));
    if (id) filesOf.get(id)!.push(e.url);
  }
  const gameOf = new Map(graph.notes.map((n) => [n.id, n.game ?? LOOSE_PACK]));
  const assetGame = new Map(
    graph.assets.map((a) => [local(a.url), a.path.includes('/') ? a.path.slice(0, a.path.indexOf('/')) : LOOSE_PACK]),
  );
  const noteFiles = new Set([...filesOf.values()].flat());
  const shell = entries.filter((e) => !noteFiles.has(e.url) && !assetGame.has(e.url));
  const bytesOf = (urls: readonly string[]) => urls.reduce((n, u) => n + (size.get(u) ?? 0), 0);

  const whole = siteBytes <= budgetBytes;
  // Over the budget, the glossary graph's data export (for tools, not read by any page) stays online.
  const shellUrls = whole ? [] : shell.map((e) => e.url).filter((url) => !DATA_EXPORTS.has(url));
  const precached = new Set(whole ? entries.map((e) => e.url) : shellUrls);
  let precachedBytes = bytesOf([...precached]);
  /** Shell files left to the packs because the shell alone is over the budget. */
  const deferred: string[] = [];
  if (precachedBytes > budgetBytes) {
    const optional = shellUrls.filter(DEFERRABLE);
    for (const url of optional) precached.delete(url);
    precachedBytes = bytesOf([...precached]);
    // Smallest first (then by URL, so the plan is the same build after build).
    optional.sort((a, b) => (size.get(a) ?? 0) - (size.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0));
    for (const url of optional) {
      const bytes = size.get(url) ?? 0;
      if (deferred.length === 0 && precachedBytes + bytes <= budgetBytes) {
        precached.add(url);
        precachedBytes += bytes;
      } else deferred.push(url);
    }
  }
  let precachedNotes = whole ? filesOf.size : 0;
  if (!whole) {
    // The most linked notes first (then by id, so the plan is the same build after build).
    const ranked = [...filesOf.keys()].sort(
      (a, b) => (graph.backlinks.get(b) ?? 0) - (graph.backlinks.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
    );
    for (const id of ranked) {
      const files = filesOf.get(id)!;
      const bytes = bytesOf(files);
      if (precachedBytes + bytes > budgetBytes) break;
      for (const f of files) precached.add(f);
      precachedBytes += bytes;
      precachedNotes++;
    }
  }

  const packFiles = new Map<string, { notes: number; files: string[] }>();
  const add = (game: string, files: readonly string[], note: boolean) => {
    const pack = packFiles.get(game) ?? { notes: 0, files: [] };
    if (note) pack.notes++;
    pack.files.push(...files.filter((f) => !precached.has(f)));
    packFiles.set(game, pack);
  };
  for (const [id, files] of filesOf) add(gameOf.get(id) ?? LOOSE_PACK, files, true);
  for (const [url, game] of assetGame) if (size.has(url)) add(game, [url], false);
  // A deferred page of a game's folder (its index) belongs to that game's pack; the whole site's has all.
  for (const url of deferred) {
    const top = url.includes('/') ? url.slice(0, url.indexOf('/')) : '';
    if (packFiles.has(top) && top !== LOOSE_PACK) packFiles.get(top)!.files.push(url);
  }
  const games = [...packFiles.keys()].sort();
  const packs: OfflinePack[] = games.map((game) => {
    const { notes, files } = packFiles.get(game)!;
    return {
      id: game,
      title: game === LOOSE_PACK ? 'Other notes' : gameTitle(game),
      notes,
      bytes: bytesOf(files),
      urls: files.map((f) => base + pageUrl(f)),
    };
  });
  const inGamePacks = new Set(packs.flatMap((p) => p.urls));
  const shellLeft = deferred.filter((f) => !inGamePacks.has(base + pageUrl(f)));
  packs.push({
    id: ALL_PACK,
    title: 'The whole site',
    notes: filesOf.size,
    bytes: packs.reduce((n, p) => n + p.bytes, 0) + bytesOf(shellLeft),
    urls: [...inGamePacks, ...shellLeft.map((f) => base + pageUrl(f))],
  });

  return {
    whole,
    budgetBytes,
    siteBytes,
    precachedBytes,
    precachedNotes,
    precache: entries.filter((e) => precached.has(e.url)),
    packs,
  };
}
