/**
 * Link checks: broken wikilinks (with "did you mean"), Markdown links to files not in the vault,
 * ambiguous names, links to missing headings or block ids, and missing embeds.
 */
import GithubSlugger from 'github-slugger';
import { diagnose, LinkViaAlias, type Diagnostic, type VaultEdge, type VaultNote } from '../vault/index.ts';
import { diagnostic, noteName, type CheckContext } from './context.ts';
import {
  createSuggestionMemo,
  describeSuggestion,
  indexCandidates,
  normaliseName,
  rankSuggestions,
  suggestTargets,
  type Candidate,
  type CandidateIndex,
  type SuggestionMemo,
} from './suggest.ts';

const stripMd = (name: string): string => name.replace(/\.md$/i, '');
const IMAGE = /\.(png|jpe?g|gif|webp|svg|avif|bmp)$/i;

/** Note names and aliases: what a broken link most likely meant. */
function noteCandidates(ctx: CheckContext): Candidate[] {
  const out: Candidate[] = [];
  for (const note of ctx.graph.notes) {
    out.push({ name: noteName(note.id), note: note.id });
    for (const alias of note.aliases) out.push({ name: alias, note: note.id, alias: true });
  }
  return out;
}

/** A string that changes whenever a note name or alias does (the memo's key). */
function namesSignature(ctx: CheckContext): string {
  return ctx.graph.notes.map((n) => (n.aliases.length ? `${n.id}\u0001${n.aliases.join('\u0001')}` : n.id)).join('\u0000');
}

/** How a link is written, for messages: `[[Card Action]]`, `![[x.png]]`, `[…](keywords.md)`. */
export function written(edge: VaultEdge): string {
  const anchor = edge.anchor ? (edge.anchor.type === 'block' ? `#^${edge.anchor.id}` : `#${edge.anchor.text}`) : '';
  if (edge.syntax === 'markdown') return `[…](${edge.raw}${anchor})`;
  return `${edge.kind === 'embed' ? '!' : ''}[[${edge.raw}${anchor}]]`;
}

const slugs = new Map<string, string>();

/** Whether `note` has a heading matching `text` (by text, case-insensitively, or by its slug id). */
function hasHeading(note: VaultNote, text: string): boolean {
  const wanted = normaliseName(text);
  let slug = slugs.get(text);
  if (slug === undefined) slugs.set(text, (slug = new GithubSlugger().slug(text)));
  return note.headings.some((h) => normaliseName(h.text) === wanted || h.id === slug || h.id === text);
}

/** `raw` → the "Did you mean …? " text of a broken link's hint ('' when nothing is close). */
export type LinkSuggester = (raw: string) => string;

/**
 * The suggester of one check run. `memo` keeps note suggestions across runs: the caller resets it
 * when note names or aliases change (`checkLinks` does by comparing a signature). `unwritten`: the
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
      text = found.length ? `Did you mean ${found.map((s) => `[[${describeSuggestion(s)}]]`).join(', ')}? ` : '';
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

/** The link checks over every edge of the graph. */
export function checkLinks(ctx: CheckContext): Diagnostic[] {
  // Note suggestions (with spelling) are remembered across runs while names stay the same;
  // other unwritten names are offered by case, plural and prefix only (cheap look-ups).
  const memo = ctx.suggestionMemo ?? createSuggestionMemo();
  const signature = namesSignature(ctx);
  if (memo.signature !== signature || !memo.index) {
    memo.signature = signature;
    memo.index = null;
    memo.byRaw.clear();
  }
  const suggestFor = createLinkSuggester(ctx, memo);
  const out: Diagnostic[] = [];
  for (const edge of ctx.graph.edges) checkEdge(ctx, edge, suggestFor, out);
  return out;
}

/** The link diagnostics of one edge, appended to `out`. */
export function checkEdge(ctx: CheckContext, edge: VaultEdge, suggestFor: LinkSuggester, out: Diagnostic[]): void {
  const source = ctx.notesById.get(edge.source);
  if (!source) return;
  const file = source.path;
  const at = edge.position;
  const target = edge.target ? ctx.notesById.get(edge.target) : undefined;

  if (!edge.resolved) {
    if (edge.kind === 'embed') {
      const what = IMAGE.test(edge.raw) ? 'image' : /\.[a-z0-9]+$/i.test(edge.raw) ? 'file' : 'note';
      out.push(
        diagnostic(
          'MissingEmbed',
          file,
          at,
          `${written(edge)} embeds the ${what} “${edge.raw}”, which is not in the vault.`,
          what === 'note'
            ? `${suggestFor(edge.raw)}Write the note, or fix the name.`
            : `Put the ${what} into the vault (Obsidian's “Default location for new attachments”), or remove the embed. Pasted images are saved outside the vault when the setting points elsewhere.`,
        ),
      );
    } else if (edge.syntax === 'markdown') {
      out.push(
        diagnostic(
          'PageNotInVault',
          file,
          at,
          `${written(edge)} links to “${edge.raw}”, which is not in the vault (a page of another site?).`,
          `${suggestFor(edge.raw.replace(/\.md$/i, ''))}Link a note with [[…]], copy the page into the vault as a note, or link the full https:// address of the page.`,
        ),
      );
    } else {
      out.push(
        diagnostic(
          'BrokenLink',
          file,
          at,
          `${written(edge)} matches no note, alias or file: it shows as a note not written yet.`,
          `${suggestFor(edge.raw)}Fix the name, add it to a note's \`aliases\`, or write the note.`,
        ),
      );
    }
    return;
  }

  if (target && edge.anchor) {
    const missing =
      edge.anchor.type === 'heading'
        ? edge.anchor.id === null && !hasHeading(target, edge.anchor.text)
        : !target.blocks.some((b) => b.id === (edge.anchor as { id: string }).id);
    if (missing) {
      const isHeading = edge.anchor.type === 'heading';
      const name = isHeading ? `heading “${(edge.anchor as { text: string }).text}”` : `block id ^${(edge.anchor as { id: string }).id}`;
      const have = isHeading
        ? target.headings
            .map((h) => h.text)
            .slice(0, 8)
            .join(', ') || 'none'
        : target.blocks
            .map((b) => `^${b.id}`)
            .slice(0, 8)
            .join(', ') || 'none';
      const hint = `${target.path} has ${isHeading ? 'headings' : 'block ids'}: ${have}. Point the link at one of them, or add the ${isHeading ? 'heading' : 'block id'} to the note.`;
      if (edge.kind === 'embed') {
        out.push(diagnostic('MissingEmbed', file, at, `${written(edge)} embeds the ${name} of ${target.id}, which does not exist.`, hint));
      } else {
        out.push(
          diagnostic('BrokenAnchor', file, at, `${written(edge)} points to the ${name} of ${target.id}, which does not exist.`, hint),
        );
      }
    }
  }

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
