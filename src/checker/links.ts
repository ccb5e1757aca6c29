/**
 * Link checks: broken wikilinks (with "did you mean"), Markdown links to files not in the vault,
 * ambiguous names, links to missing headings or block ids, and missing embeds.
 */
import { BrokenLink, diagnose, LinkViaAlias, MissingEmbed, PageNotInVault, type Diagnostic, type VaultEdge } from '../vault/index.ts';
import { fileNameShared, noteName, type CheckContext } from './context.ts';
import {
  describeSuggestion,
  indexCandidates,
  normaliseName,
  rankSuggestions,
  suggestTargets,
  type Candidate,
  type CandidateIndex,
  type Suggestion,
  type SuggestionMemo,
} from './suggest.ts';

const stripMd = (name: string): string => name.replace(/\.md$/i, '');

/** Note names and aliases: what a broken link most likely meant. */
function noteCandidates(ctx: CheckContext): Candidate[] {
  const out: Candidate[] = [];
  for (const note of ctx.graph.notes) {
    out.push({ name: noteName(note.id), note: note.id });
    for (const alias of note.aliases) out.push({ name: alias, note: note.id, alias: true });
  }
  return out;
}

/** How a link is written, for messages: `[[Card Action]]`, `![[x.png]]`, `[…](keywords.md)`. */
function written(edge: VaultEdge): string {
  const anchor = edge.anchor ? (edge.anchor.type === 'block' ? `#^${edge.anchor.id}` : `#${edge.anchor.text}`) : '';
  if (edge.syntax === 'markdown') return `[…](${edge.raw}${anchor})`;
  return `${edge.kind === 'embed' ? '!' : ''}[[${edge.raw}${anchor}]]`;
}

/** `raw` → the "Did you mean …? " text of a broken link's hint ('' when nothing is close). */
export type LinkSuggester = (raw: string) => string;

/**
 * The suggester of one check run. `memo` keeps note suggestions across runs: the caller resets it
 * when note names or aliases change (`live.ts` does, for the names an update changed). `unwritten`: the
 * other unwritten targets, indexed (built from `ctx.graph.unresolved` when not given).
 */
export function createLinkSuggester(ctx: CheckContext, memo: SuggestionMemo, unwritten?: CandidateIndex): LinkSuggester {
  memo.index ??= indexCandidates(noteCandidates(ctx));
  let others: CandidateIndex | null = unwritten ?? null;
  const suggestionCache = new Map<string, string>();
  return (raw: string): string => {
    let text = suggestionCache.get(raw);
    if (text === undefined) {
      let fromNotes = memo.byRaw.get(raw);
      if (!fromNotes) {
        fromNotes = suggestTargets(raw, memo.index!, 3);
        memo.byRaw.set(raw, fromNotes);
      }
      others ??= indexUnwritten(ctx.graph.unresolved.map((t) => t.raw));
      const self = normaliseName(stripMd(raw));
      const near = suggestTargets(raw, others, 4, { spelling: false }).filter((c) => normaliseName(stripMd(c.name)) !== self);
      const found = rankSuggestions([...fromNotes, ...near], 3);
      const shared = (s: Suggestion): boolean => s.note !== null && fileNameShared(ctx, s.name);
      text = found.length ? `Did you mean ${found.map((s) => describeSuggestion(s, !s.alias && shared(s))).join(', ')}? ` : '';
      suggestionCache.set(raw, text);
    }
    return text;
  };
}

/** The unwritten targets (their first spellings) as suggestion candidates. */
export function indexUnwritten(raws: Iterable<string>): CandidateIndex {
  return indexCandidates([...raws].map((name) => ({ name, note: null })));
}

/** The text a broken link's suggestions are looked up with (see {@link checkEdge}), or `null` for a resolved edge. */
export function suggestionKey(edge: VaultEdge): string | null {
  if (edge.resolved) return null;
  return edge.kind !== 'embed' && edge.syntax === 'markdown' ? edge.raw.replace(/\.md$/i, '') : edge.raw;
}

/** The link diagnostics of one edge, appended to `out`. */
export function checkEdge(ctx: CheckContext, edge: VaultEdge, suggestFor: LinkSuggester, out: Diagnostic[]): void {
  const source = ctx.notesById.get(edge.source);
  if (!source) return;
  const file = source.path;
  const at = edge.position;
  const target = edge.target ? ctx.notesById.get(edge.target) : undefined;

  if (!edge.resolved) {
    // The vault reports the link (same code, place and message); the hint gains "Did you mean …?".
    const missing = { written: written(edge), target: edge.raw };
    if (edge.kind === 'embed') {
      // `![](Rules.md)` embeds the note `Rules`, as `![[Rules]]` does.
      const note = /\.md$/i.test(edge.raw) || !/\.[a-z0-9]+$/i.test(edge.raw);
      out.push(
        diagnose(MissingEmbed, { file, ...at }, note ? { ...missing, suggestion: suggestFor(edge.raw.replace(/\.md$/i, '')) } : missing),
      );
    } else if (edge.syntax === 'markdown') {
      out.push(diagnose(PageNotInVault, { file, ...at }, { ...missing, suggestion: suggestFor(edge.raw.replace(/\.md$/i, '')) }));
    } else out.push(diagnose(BrokenLink, { file, ...at }, { ...missing, suggestion: suggestFor(edge.raw) }));
    return;
  }
  // A missing heading or block id is the vault's to report (`BrokenAnchor`, `MissingEmbed`), as it resolves.

  if (target && edge.syntax === 'wikilink' && !edge.raw.includes('/')) {
    // Ambiguity (`AmbiguousLink`, `AmbiguousLinkSettled`) is the vault's to report, as it resolves.
    // Here: a link that reaches its note only through an alias, which Obsidian itself does not follow.
    const key = normaliseName(edge.raw.replace(/\.md$/i, ''));
    const byFile = ctx.notesByFileName.get(key) ?? [];
    const byAlias = ctx.notesByAlias.get(key) ?? [];
    if (byFile.length === 0 && byAlias.length === 1) {
      const alias = target.aliases.find((a) => normaliseName(a) === key) ?? edge.raw;
      out.push(diagnose(LinkViaAlias, { file, ...at }, written(edge), target.id, alias, edge.raw));
    }
  }
}
