/**
 * The glossary: every note and alias A–Z, and the pages that show it. A glossary of at most
 * {@link GLOSSARY_PAGE_ENTRIES} entries is one page, `/glossary/`. A larger one (a vault of
 * thousands of notes) is split by first letter: `/glossary/` becomes an index of the letters with
 * their counts, each letter has its page `/glossary/{letter}/` (`other` for digits and
 * everything else), and a letter with more entries than the limit is cut into parts of equal size,
 * `/glossary/{letter}/`, `/glossary/{letter}/2/` … Every glossary URL comes from here:
 * {@link glossaryUrl} (a page) and {@link glossaryEntryUrl} (a note's entry). Pure; no rendering.
 */
import { GithubSlugger } from '../vault/slug.ts';
import { byText, gameTitle, type GraphEntryData, type GraphNote } from './site-data.ts';

/**
 * Most entries on one glossary page. An entry is about 330 bytes of HTML (title, summary, game:
 * measured on the benchmarks' 50,000-note vault), so a page stays near 330 KiB, which a phone
 * opens at once; a glossary of at most this many entries is a single page.
 */
export const GLOSSARY_PAGE_ENTRIES = 1000;

/** One glossary line: a note under its title, or an alias pointing to its note. */
export interface GlossaryEntry {
  term: string;
  note: GraphNote;
  /** `true` when `term` is an alias of `note`. */
  isAlias: boolean;
  /** Element id of the entry on its page (`RG-term-…`), unique in the whole glossary. */
  anchor: string;
}

/** A letter of the glossary: `A`…`Z`, or `#` for terms starting with anything else. */
interface GlossaryLetter {
  letter: string;
  /** `a`…`z`, or `other` for `#`: the letter's element id on a one-page glossary, its URL segment on a split one. */
  id: string;
  entries: GlossaryEntry[];
}

/** One page of a split glossary: a letter, or a part of a letter. */
export interface GlossaryPage {
  letter: string;
  /** The letter's id (`a`, `other`). */
  id: string;
  /** 1-based part of the letter; 1 when the letter fits one page. */
  part: number;
  /** Parts of the letter. */
  parts: number;
  url: string;
  entries: GlossaryEntry[];
}

/** The glossary laid out in pages. */
export interface GlossaryLayout {
  /** `true` when the glossary is over {@link GLOSSARY_PAGE_ENTRIES} entries: `/glossary/` is then an index of letter pages. */
  split: boolean;
  letters: GlossaryLetter[];
  /** The letter pages, in order (empty when not split). */
  pages: GlossaryPage[];
  /** Entries in all. */
  count: number;
}

/**
 * URL of a glossary page: `{base}glossary/` (the glossary, or its index when split), a letter's
 * `{base}glossary/{id}/`, or a part after the first, `{base}glossary/{id}/{part}/`.
 * `base` ends in `/`.
 */
export function glossaryUrl(base: string, page?: { id: string; part: number }): string {
  if (!page) return `${base}glossary/`;
  return page.part > 1 ? `${base}glossary/${page.id}/${page.part}/` : `${base}glossary/${page.id}/`;
}

/** Every note and alias, A–Z, grouped by first letter (accents folded: `É` is under `E`). */
function glossaryLetters(graph: GraphEntryData): GlossaryLetter[] {
  const entries = graph.notes.flatMap((note) => [
    { term: note.title, note, isAlias: false },
    ...note.aliases
      .filter((alias) => alias.trim().toLowerCase() !== note.title.trim().toLowerCase())
      .map((alias) => ({ term: alias, note, isAlias: true })),
  ]);
  entries.sort((a, b) => byText(a.term, b.term) || byText(a.note.title, b.note.title));
  const slugger = new GithubSlugger();
  const letters = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const first = entry.term.trim().normalize('NFD').charAt(0).toUpperCase();
    const letter = /^[A-Z]$/.test(first) ? first : '#';
    let list = letters.get(letter);
    if (!list) {
      list = [];
      letters.set(letter, list);
    }
    list.push({ ...entry, anchor: `RG-term-${slugger.slug(entry.term)}` });
  }
  return [...letters]
    .map(([letter, list]) => ({ letter, id: letter === '#' ? 'other' : letter.toLowerCase(), entries: list }))
    .sort((a, b) => (a.letter === '#' ? -1 : b.letter === '#' ? 1 : a.letter.localeCompare(b.letter)));
}

const layoutMemo = new WeakMap<GraphEntryData, Map<number, GlossaryLayout>>();

/**
 * The glossary of `graph` in pages of at most `limit` entries (default
 * {@link GLOSSARY_PAGE_ENTRIES}): one page when it fits, else a page per letter, a letter over
 * `limit` cut into the fewest parts of equal size (± 1 entry). Computed once per graph and limit.
 */
export function glossary(graph: GraphEntryData, limit = GLOSSARY_PAGE_ENTRIES): GlossaryLayout {
  let byLimit = layoutMemo.get(graph);
  if (!byLimit) {
    byLimit = new Map();
    layoutMemo.set(graph, byLimit);
  }
  let layout = byLimit.get(limit);
  if (!layout) {
    const letters = glossaryLetters(graph);
    const count = letters.reduce((n, l) => n + l.entries.length, 0);
    const split = count > limit;
    const pages: GlossaryPage[] = [];
    if (split) {
      for (const { letter, id, entries } of letters) {
        const parts = Math.ceil(entries.length / limit);
        for (let part = 1; part <= parts; part++) {
          const from = Math.round(((part - 1) * entries.length) / parts);
          const to = Math.round((part * entries.length) / parts);
          pages.push({ letter, id, part, parts, url: glossaryUrl(graph.base, { id, part }), entries: entries.slice(from, to) });
        }
      }
    }
    layout = { split, letters, pages, count };
    byLimit.set(limit, layout);
  }
  return layout;
}

const entryUrlMemo = new WeakMap<GlossaryLayout, Map<string, string>>();

/**
 * URL of a note's glossary entry (the entry under its title): its page and `#anchor`, e.g.
 * `/glossary/#RG-term-aim` on a one-page glossary, `/glossary/a/#RG-term-aim` on a split one.
 * `null` for a note the graph does not hold.
 */
export function glossaryEntryUrl(graph: GraphEntryData, noteId: string, limit = GLOSSARY_PAGE_ENTRIES): string | null {
  const layout = glossary(graph, limit);
  let urls = entryUrlMemo.get(layout);
  if (!urls) {
    urls = new Map();
    const pages = layout.split ? layout.pages : [{ url: glossaryUrl(graph.base), entries: layout.letters.flatMap((l) => l.entries) }];
    for (const page of pages) {
      for (const entry of page.entries) if (!entry.isAlias) urls.set(entry.note.id, `${page.url}#${entry.anchor}`);
    }
    entryUrlMemo.set(layout, urls);
  }
  return urls.get(noteId) ?? null;
}

/** A glossary line as a page shows it. */
export interface GlossaryLine {
  term: string;
  /** Element id of the line. */
  anchor: string;
  /** The note's page. */
  href: string;
  isAlias: boolean;
  /** For an alias: its note's title and glossary entry; `null` for a note's own line. */
  see: { title: string; href: string } | null;
  summary: string;
  /** Display title of the note's game, `null` at the vault root. */
  game: string | null;
}

/** The lines of `entries` (from {@link glossary} of `graph`), in order. */
export function glossaryLines(graph: GraphEntryData, entries: readonly GlossaryEntry[]): GlossaryLine[] {
  return entries.map(({ term, anchor, note, isAlias }) => ({
    term,
    anchor,
    href: note.url,
    isAlias,
    see: isAlias ? { title: note.title, href: glossaryEntryUrl(graph, note.id) ?? note.url } : null,
    summary: note.summary,
    game: note.game ? gameTitle(note.game) : null,
  }));
}

/** A page's label in lists: its letter, and for a part its first and last terms. */
export function glossaryPageLabel(page: GlossaryPage): string {
  return page.parts === 1 ? page.letter : `${page.entries[0]?.term ?? ''} – ${page.entries.at(-1)?.term ?? ''}`;
}
