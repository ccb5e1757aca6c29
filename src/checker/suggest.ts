/**
 * "Did you mean …?" for link targets that match nothing.
 *
 * Ranks candidate names (note names, note paths, aliases, and other unwritten targets) by how a
 * typo most likely happened: a difference of case only, then singular/plural (`pluralize`), then
 * one name being the start of the other (`Move` → `Movement`), then a small edit distance
 * (`fastest-levenshtein`, at most a third of the length, never more than 3).
 */
import { distance } from 'fastest-levenshtein';
import pluralize from 'pluralize';
import { linkTextFor } from '../vault/index.ts';

/** Why a candidate was suggested, best first. */
type SuggestionKind = 'case' | 'plural' | 'prefix' | 'spelling';

/** A name a link could have meant. */
export interface Candidate {
  /** The text to write in the link, e.g. `Card Actions`. */
  name: string;
  /** The note it names (id), or `null` for a target that is unwritten too. */
  note: string | null;
  /** When `name` is an alias: the alias; the note is then `note`. */
  alias?: boolean;
}

export interface Suggestion extends Candidate {
  kind: SuggestionKind;
  /** Edit distance between the normalised forms (0 for case-only). */
  distance: number;
}

const RANK: Record<SuggestionKind, number> = { case: 0, plural: 1, prefix: 2, spelling: 3 };

/** Lower-case, trimmed, inner whitespace collapsed, Unicode NFC. */
export function normaliseName(name: string): string {
  let out = normalised.get(name);
  if (out === undefined) {
    out = name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
    if (normalised.size > 200_000) normalised.clear();
    normalised.set(name, out);
  }
  return out;
}
// Link targets repeat (thousands of links, far fewer names): remember their normal forms.
const normalised = new Map<string, string>();
// Names share their words (a vault of thousands of names has far fewer words), and `pluralize`
// tries a hundred-odd rules a word: remember each word's singular.
const singularWords = new Map<string, string>();

/** The name with each word in the singular: `free card actions` → `free card action`. */
function singularForm(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      let out = singularWords.get(word);
      if (out === undefined) {
        out = pluralize.singular(word);
        if (singularWords.size > 200_000) singularWords.clear();
        singularWords.set(word, out);
      }
      return out;
    })
    .join(' ');
}

/** The last path segment: `legion/Move` → `Move`. */
function baseName(name: string): string {
  const i = name.lastIndexOf('/');
  return i < 0 ? name : name.slice(i + 1);
}

interface Entry {
  candidate: Candidate;
  full: string;
  base: string;
  singular: string;
  /** {@link charMask} of `base`. */
  mask: number;
}

/**
 * The kinds of character in `text` as 32 bits: a–z one bit each, digits and all else sharing the
 * other six. A character kind present in one text and absent from the other needs an edit of its
 * own, so `distance(a, b) >= max(bits only in a, bits only in b)`: a cheap filter before the
 * edit distance, which is then computed for few candidates.
 */
function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return mask;
}

function bitCount(n: number): number {
  n -= (n >>> 1) & 0x55555555;
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Candidates indexed for many {@link suggestTargets} calls: exact maps for case and plural, a
 * sorted list for prefixes, length buckets for spelling. Per lookup the cost is a few map reads
 * plus an edit distance to the candidates of nearly the same length only.
 */
export interface CandidateIndex {
  byBase: Map<string, Entry[]>;
  byFull: Map<string, Entry[]>;
  bySingular: Map<string, Entry[]>;
  /** Entries sorted by `base` (prefix search). */
  sorted: Entry[];
  /** Base length → entries (spelling). */
  byLength: Map<number, Entry[]>;
  /** Base length → the {@link charMask} of each entry of `byLength`, in the same order (a tight scan). */
  masksByLength: Map<number, Int32Array>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Precomputes the normalised forms of `candidates` (singular forms cost a `pluralize` call each). */
export function indexCandidates(candidates: readonly Candidate[]): CandidateIndex {
  const index: CandidateIndex = {
    byBase: new Map(),
    byFull: new Map(),
    bySingular: new Map(),
    sorted: [],
    byLength: new Map(),
    masksByLength: new Map(),
  };
  for (const candidate of candidates) {
    const base = normaliseName(baseName(candidate.name));
    const entry = { candidate, full: normaliseName(candidate.name), base, singular: singularForm(base), mask: charMask(base) };
    push(index.byBase, base, entry);
    push(index.byFull, entry.full, entry);
    push(index.bySingular, entry.singular, entry);
    push(index.byLength, base.length, entry);
    index.sorted.push(entry);
  }
  index.sorted.sort((a, b) => (a.base < b.base ? -1 : a.base > b.base ? 1 : 0));
  for (const [length, entries] of index.byLength)
    index.masksByLength.set(
      length,
      Int32Array.from(entries, (e) => e.mask),
    );
  return index;
}

/** The candidates that may match `raw` at all, each with the best kind that applies. */
function lookUp(
  index: CandidateIndex,
  raw: string,
  wanted: string,
  wantedBase: string,
  wantedSingular: string,
  spelling: boolean,
): Map<Entry, SuggestionKind> {
  const kinds = new Map<Entry, SuggestionKind>();
  const offer = (entry: Entry, kind: SuggestionKind): void => {
    const had = kinds.get(entry);
    if (!had || RANK[kind] < RANK[had]) kinds.set(entry, kind);
  };
  for (const e of [...(index.byFull.get(wanted) ?? []), ...(index.byBase.get(wantedBase) ?? [])]) {
    // Same text: a case-only difference is worth saying; the very same spelling is not.
    if (e.candidate.name !== raw && baseName(e.candidate.name) !== baseName(raw)) offer(e, 'case');
  }
  for (const e of index.bySingular.get(wantedSingular) ?? []) if (e.base !== wantedBase) offer(e, 'plural');
  // Prefixes: `Move` → `Movement`, not `Activation` → `Activation Phase` (another word).
  if (wantedBase.length >= 4) {
    let lo = 0;
    let hi = index.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (index.sorted[mid]!.base < wantedBase) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < index.sorted.length && index.sorted[i]!.base.startsWith(wantedBase); i++) {
      const e = index.sorted[i]!;
      if (e.base.length > wantedBase.length && e.base[wantedBase.length] !== ' ') offer(e, 'prefix');
    }
    for (let n = 4; n < wantedBase.length; n++) {
      if (wantedBase[n] === ' ') continue;
      for (const e of index.byBase.get(wantedBase.slice(0, n)) ?? []) offer(e, 'prefix');
    }
  }
  const maxEdits = spelling ? Math.min(3, Math.floor(wantedBase.length / 3)) : 0;
  const mask = maxEdits >= 1 ? charMask(wantedBase) : 0;
  for (let len = wantedBase.length - maxEdits; maxEdits >= 1 && len <= wantedBase.length + maxEdits; len++) {
    const entries = index.byLength.get(len);
    const masks = index.masksByLength.get(len);
    if (!entries || !masks) continue;
    for (let i = 0; i < masks.length; i++) {
      const other = masks[i]!;
      if (bitCount(mask & ~other) > maxEdits || bitCount(other & ~mask) > maxEdits) continue; // surely too far
      const e = entries[i]!;
      if (e.base !== wantedBase && !kinds.has(e) && distance(wantedBase, e.base) <= maxEdits) offer(e, 'spelling');
    }
  }
  return kinds;
}

/**
 * Suggestions for `raw` among `candidates` (a list, or an index from {@link indexCandidates}),
 * best first, at most `limit` (default 3), without repeats of the same name. `raw` itself (same
 * normalised text) is never suggested. `spelling: false` leaves out edit-distance matches (cheap
 * map look-ups only). Pure.
 */
export function suggestTargets(
  raw: string,
  candidates: readonly Candidate[] | CandidateIndex,
  limit = 3,
  { spelling = true }: { spelling?: boolean } = {},
): Suggestion[] {
  const index = Array.isArray(candidates) ? indexCandidates(candidates) : (candidates as CandidateIndex);
  const wantedBase = normaliseName(baseName(raw));
  const found: Suggestion[] = [];
  for (const [e, kind] of lookUp(index, raw, normaliseName(raw), wantedBase, singularForm(wantedBase), spelling)) {
    found.push({ ...e.candidate, kind, distance: kind === 'case' ? 0 : distance(wantedBase, e.base) });
  }
  return rankSuggestions(found, limit);
}

/** Sorts suggestions best first (kind, distance, notes before unwritten names, name) and keeps `limit`, without repeats. */
export function rankSuggestions(found: readonly Suggestion[], limit = 3): Suggestion[] {
  const sorted = [...found].sort(
    (a, b) =>
      RANK[a.kind] - RANK[b.kind] ||
      a.distance - b.distance ||
      Number(a.note === null) - Number(b.note === null) ||
      a.name.localeCompare(b.name),
  );
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const s of sorted) {
    const key = `${s.name}\0${s.note}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * Suggestions among notes, remembered between check runs (for `--watch`) while the vault's note
 * names and aliases stay the same (`signature`).
 */
export interface SuggestionMemo {
  signature: string;
  index: CandidateIndex | null;
  byRaw: Map<string, Suggestion[]>;
}

/** An empty memo. */
export function createSuggestionMemo(): SuggestionMemo {
  return { signature: '', index: null, byRaw: new Map() };
}

/**
 * The link to write, then what it names when that is not plain: "[[Card Actions]]", "[[Card
 * Actions]] (not written yet either)", "[[Shove]] (alias of legion/Push)". The link reaches what
 * it names: a note whose name starts or ends with white space, which a link's target loses, is
 * named by its path from the vault root ("[[/ Leading]]", `linkTextFor`); so is a note whose file
 * name other notes share (`sharedName`: "[[rules/Move]]", "[[skirmish/Move]]", not "[[Move]]"
 * twice, which would reach one of them only; a link is matched first at exactly its path from the
 * vault root); aliases and unwritten names are matched trimmed, and written so.
 */
export function describeSuggestion(s: Suggestion, sharedName = false): string {
  if (s.note === null) return `[[${s.name.replace(/\.md$/i, '').trim()}]] (not written yet either)`;
  if (s.alias) return `[[${s.name.trim()}]] (alias of ${s.note})`;
  return `[[${noteLinkText(s.name, s.note, sharedName)}]]`;
}

/**
 * What to write between `[[` and `]]` to reach the note `id` (its vault path without `.md`) whose
 * file name is `name`: `name` (`Move`); the path from the vault root when `sharedName` (other notes
 * have that file name too, so `[[Move]]` would reach one of them only: `rules/Move`), or when
 * `name` starts or ends with white space (`linkTextFor`). The hints of `BrokenLink` ("did you
 * mean") and `OrphanNote` both write links by it.
 */
export function noteLinkText(name: string, id: string, sharedName: boolean): string {
  const text = linkTextFor(name, id);
  return sharedName && text === name ? id : text;
}
