/**
 * What the pages derive from the graph (the `graph` entry of the `vault` collection, see
 * `get-graph.ts`): the games, backlinks, the unwritten notes (the glossary: `glossary.ts`). Pure; no rendering here.
 */
import type { GraphEntryData, GraphNote } from '../loaders/vault-loader.ts';

export type { GraphEntryData, GraphNote };

const GAME_TITLES: Readonly<Record<string, string>> = {
  legion: 'Star Wars: Legion',
  'chronicle-x': 'Chronicle X',
  swu: 'Star Wars: Unlimited',
};

/** Display name of a game folder: `legion` → `Star Wars: Legion`; unknown folders are title-cased. */
export function gameTitle(game: string): string {
  return GAME_TITLES[game] ?? game.replace(/[-_]+/g, ' ').replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

/**
 * URL of a game's page, `{base}{segment}/`, where segment is the first segment of the slugs of the
 * game's notes (the vault slugifies the folder name: `Chronicle X` → `chronicle-x`).
 */
export function gameUrl(base: string, note: Pick<GraphNote, 'slug'>): string {
  return `${base}${note.slug.split('/')[0]}/`;
}

/** A game of the vault: its folder (= URL segment), display title and notes sorted by title. */
export interface Game {
  game: string;
  title: string;
  url: string;
  notes: GraphNote[];
}

// One collator each, made once: `localeCompare` with options builds a collator per call, which
// made every page of a 1,000-note build sort in O(notes) collator constructions (CPU profile of that build).
const loose = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const exact = new Intl.Collator();

/** Case-insensitive, accent-insensitive comparison for lists people scan. */
export function byText(a: string, b: string): number {
  return loose.compare(a, b) || exact.compare(a, b);
}

const gamesMemo = new WeakMap<GraphEntryData, Game[]>();

/** Every game (top folder holding notes), sorted by title. Computed once per graph (every page asks). */
export function games(graph: GraphEntryData): Game[] {
  const known = gamesMemo.get(graph);
  if (known) return known;
  const computed = computeGames(graph);
  gamesMemo.set(graph, computed);
  return computed;
}

function computeGames(graph: GraphEntryData): Game[] {
  const folders = [...new Set(graph.notes.flatMap((note) => (note.game === null ? [] : [note.game])))];
  return folders
    .map((game) => {
      const notes = graph.notes.filter((note) => note.game === game).sort((a, b) => byText(a.title, b.title));
      return { game, title: gameTitle(game), url: gameUrl(graph.base, notes[0]!), notes };
    })
    .sort((a, b) => byText(a.title, b.title));
}

/** What the frame of every page (`src/layouts/Base.astro`) shows of the vault. */
export interface SiteFrame {
  /** The site base, ending in `/`. */
  base: string;
  /** The games in the navigation and the search filter, in order. */
  games: Array<Pick<Game, 'game' | 'title' | 'url'>>;
  /** The note count in the footer. */
  noteCount: number;
}

const frameMemo = new WeakMap<GraphEntryData, SiteFrame>();

/**
 * The vault as every page's frame shows it: the only data `Base.astro` reads, so that a page's
 * cache key (`page-paths.ts`) covers the frame by digesting this. Computed once per graph.
 */
export function siteFrame(graph: GraphEntryData): SiteFrame {
  let frame = frameMemo.get(graph);
  if (!frame) {
    frame = {
      base: graph.base,
      games: games(graph).map(({ game, title, url }) => ({ game, title, url })),
      noteCount: graph.notes.length,
    };
    frameMemo.set(graph, frame);
  }
  return frame;
}

/**
 * Notes at the vault root (no game), sorted by title. (Every note has its own page: the vault never
 * gives a note a slug the site uses, `glossary`, `unwritten`, `assets`, a game folder …)
 */
export function looseNotes(graph: GraphEntryData): GraphNote[] {
  return graph.notes.filter((note) => note.game === null).sort((a, b) => byText(a.title, b.title));
}

/** Notes linking to or embedding `noteId`, sorted by title. */
export function backlinksOf(graph: GraphEntryData, noteId: string): GraphNote[] {
  const byId = notesById(graph);
  return (graph.backlinks[noteId] ?? [])
    .flatMap((id) => byId.get(id) ?? [])
    .sort((a, b) => byText(a.title, b.title) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const byIdMemo = new WeakMap<GraphEntryData, Map<string, GraphNote>>();

function notesById(graph: GraphEntryData): Map<string, GraphNote> {
  let map = byIdMemo.get(graph);
  if (!map) {
    map = new Map(graph.notes.map((note) => [note.id, note]));
    byIdMemo.set(graph, map);
  }
  return map;
}

/** An unwritten note with the notes linking to it (each once, sorted by title) and where. */
export interface UnwrittenNote {
  raw: string;
  id: string;
  /** `true` when the target names a file other than a note (`Pasted image 2022.png`): a missing file. */
  isFile: boolean;
  from: Array<{ note: GraphNote; places: Array<{ line: number; column: number }> }>;
}

/**
 * Every unresolved link target, sorted, with the notes that link to it; the element id is the
 * target's `anchor`, which every link to it uses. Targets sharing an anchor are listed as one.
 */
export function unwritten(graph: GraphEntryData): UnwrittenNote[] {
  const byId = new Map(graph.notes.map((note) => [note.id, note]));
  const targets = new Map<string, { raw: string; from: Map<string, Array<{ line: number; column: number }>> }>();
  for (const target of graph.unresolved) {
    const id = target.anchor;
    const entry = targets.get(id) ?? { raw: target.raw, from: new Map() };
    targets.set(id, entry);
    for (const place of target.from) {
      entry.from.set(place.note, [...(entry.from.get(place.note) ?? []), { line: place.line, column: place.column }]);
    }
  }
  return [...targets]
    .map(([id, target]) => ({
      raw: target.raw,
      id,
      isFile: /\.[\p{L}\p{N}]{1,8}$/u.test(target.raw) && !/\.md$/i.test(target.raw),
      from: [...target.from]
        .flatMap(([noteId, places]) => {
          const note = byId.get(noteId);
          return note ? [{ note, places }] : [];
        })
        .sort((a, b) => byText(a.note.title, b.note.title)),
    }))
    .sort((a, b) => byText(a.raw, b.raw));
}
