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

/** Why a candidate was suggested, best first. */
export type SuggestionKind = 'case' | 'plural' | 'prefix' | 'spelling';

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
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The name with each word in the singular: `free card actions` → `free card action`. */
function singularForm(normalised: string): string {
  return normalised
    .split(' ')
    .map((word) => pluralize.singular(word))
    .join(' ');
}

/** The last path segment: `legion/Move` → `Move`. */
function baseName(name: string): string {
  const i = name.lastIndexOf('/');
  return i < 0 ? name : name.slice(i + 1);
}

/**
 * Suggestions for `raw` among `candidates`, best first, at most `limit` (default 3), without
 * repeats of the same name. `raw` itself (same normalised text) is never suggested. Pure.
 */
export function suggestTargets(raw: string, candidates: readonly Candidate[], limit = 3): Suggestion[] {
  const wanted = normaliseName(raw);
  const wantedBase = normaliseName(baseName(raw));
  const wantedSingular = singularForm(wantedBase);
  const found: Suggestion[] = [];
  for (const candidate of candidates) {
    const full = normaliseName(candidate.name);
    const base = normaliseName(baseName(candidate.name));
    const kind = classify(raw, wanted, wantedBase, wantedSingular, candidate.name, full, base);
    if (kind) found.push({ ...candidate, kind, distance: distance(wantedBase, base) });
  }
  found.sort(
    (a, b) =>
      RANK[a.kind] - RANK[b.kind] ||
      a.distance - b.distance ||
      Number(a.note === null) - Number(b.note === null) ||
      a.name.localeCompare(b.name),
  );
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const s of found) {
    const key = `${s.name}\0${s.note}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
    if (out.length >= limit) break;
  }
  return out;
}

function classify(
  raw: string,
  wanted: string,
  wantedBase: string,
  wantedSingular: string,
  name: string,
  full: string,
  base: string,
): SuggestionKind | null {
  if (full === wanted || base === wantedBase) {
    // Same text: a case-only difference is worth saying; the very same spelling is not.
    return name === raw || baseName(name) === baseName(raw) ? null : 'case';
  }
  if (singularForm(base) === wantedSingular) return 'plural';
  const shorter = base.length < wantedBase.length ? base : wantedBase;
  const longer = shorter === base ? wantedBase : base;
  if (shorter.length >= 4 && longer.startsWith(shorter)) return 'prefix';
  const max = Math.min(3, Math.floor(wantedBase.length / 3));
  if (max >= 1 && distance(wantedBase, base) <= max) return 'spelling';
  return null;
}

/** "Card Actions" / "Card Actions (unwritten too)" / "Shove (alias of legion/Push)". */
export function describeSuggestion(s: Suggestion): string {
  if (s.note === null) return `${s.name} (not written yet either)`;
  if (s.alias) return `${s.name} (alias of ${s.note})`;
  return s.name;
}
