/**
 * Resolving the links of every note (with `resolve.ts`) and their anchors (headings, block ids),
 * reporting `BrokenLink`, `PageNotInVault`, `MissingEmbed`, `BrokenAnchor`, `AmbiguousLink`,
 * `AmbiguousLinkSettled`, `LinkOutsideVault` (a link whose `..` climb above the vault root, read
 * from the root as Obsidian reads it).
 */
import { anchorText, parseWikiTarget, type AnchorSpec } from './link-target.ts';
import { slug } from 'github-slugger';
import { clampPath, climbsAboveRoot, type Resolver } from './resolve.ts';
import type { RawLink } from './extract.ts';
import type { NoteRecord, ResolvedLink } from './model.ts';
import type { Diagnostic, LinkAnchor, VaultAsset } from './types.ts';
import {
  AmbiguousLink,
  AmbiguousLinkSettled,
  BrokenAnchor,
  BrokenLink,
  diagnose,
  LinkOutsideVault,
  MissingEmbed,
  PageNotInVault,
  type MissingAnchor,
} from './diagnostics.ts';
import { unwrittenAnchor } from './slug.ts';

const squash = (s: string): string => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A heading as Obsidian matches a link to it: every character other than a letter, mark, digit,
 * `_`, `-` or emoji taken as a space (a link cannot hold `:`, `#`, `|`, `^`, `[`, `]`, so Obsidian
 * writes `[[Note#Rules Phase 1 core]]` for the heading `Rules: Phase 1 [core]`, and `2 4` for `2.4`),
 * an `_` not inside a word too (Obsidian writes `[[Note#**Bold** _it_]]`, with the heading's
 * emphasis marks, for `## **Bold** _it_`, named `Bold it`), spaces collapsed, case ignored.
 */
const headingForLink = (s: string): string =>
  squash(
    s
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}_\-\p{Extended_Pictographic}]/gu, ' ')
      .replace(/(?<![\p{L}\p{M}\p{N}])_+|_+(?![\p{L}\p{M}\p{N}])/gu, ' '),
  );

/**
 * HTML id of the heading or block `written` names in `note` (`#Champion (Level 3)`, `#^rule`, as
 * written after a link's `#`, percent-encoded or not), or `null` when the note has none.
 */
export function anchorIdIn(note: NoteRecord, written: string): string | null {
  let text = written;
  try {
    text = decodeURIComponent(written);
  } catch {
    // Not percent-encoded: as written.
  }
  const { anchor } = parseWikiTarget(text);
  return anchor ? findAnchor(note, anchor) : null;
}

/** HTML id of `anchor` in `target`, or `null` when the note has no such heading/block. */
function findAnchor(target: NoteRecord, anchor: AnchorSpec): string | null {
  if (anchor.type === 'block') return blockIndex(target.note.blocks).get(anchor.id.toLowerCase()) ?? null;
  const headings = target.note.headings;
  const index = headingIndex(headings);
  if (anchor.byId && anchor.chain.length === 1) {
    const byId = firstFrom(index.byId.get(anchor.chain[0]?.toLowerCase() ?? ''), 0);
    if (byId !== Number.POSITIVE_INFINITY) return headings[byId]!.id;
  }
  const found = headingChainIn(headings, index, anchor.chain);
  if (found !== null || !anchor.byId || anchor.chain.length === 1) return found;
  // A Markdown fragment whose parts name no nested headings: one heading holding `#` (`C#%20rules`).
  return headingChainIn(headings, index, [anchor.chain.join('#')]);
}

/** HTML id of the heading `chain` names (each part after the one before it), or `null`. */
function headingChainIn(headings: readonly { id: string }[], index: HeadingIndex, chain: readonly string[]): string | null {
  let from = 0;
  let id: string | null = null;
  for (const part of chain) {
    const exact = Math.min(firstFrom(index.byText.get(squash(part)), from), firstFrom(index.byId.get(slug(part)), from));
    let i = exact === Number.POSITIVE_INFINITY ? -1 : exact;
    if (i === -1) {
      const stripped = headingForLink(part);
      if (stripped !== '') {
        const loose = firstFrom(index.byLinkText.get(stripped), from);
        if (loose !== Number.POSITIVE_INFINITY) i = loose;
      }
    }
    if (i === -1) return null;
    id = headings[i]!.id;
    from = i + 1;
  }
  return id;
}

/** A note's headings by how a link may name them, each with its positions in order (see {@link findAnchor}). */
interface HeadingIndex {
  byText: Map<string, number[]>;
  byId: Map<string, number[]>;
  byLinkText: Map<string, number[]>;
}

/** Indexes by note headings list, made once each: a note with many headings and as many links to them stays linear. */
const headingIndexes = new WeakMap<readonly { text: string; id: string; linkText?: string }[], HeadingIndex>();

function headingIndex(headings: readonly { text: string; id: string; linkText?: string }[]): HeadingIndex {
  let index = headingIndexes.get(headings);
  if (index) return index;
  index = { byText: new Map(), byId: new Map(), byLinkText: new Map() };
  const add = (map: Map<string, number[]>, key: string, at: number): void => {
    const list = map.get(key);
    if (list) list.push(at);
    else map.set(key, [at]);
  };
  headings.forEach((h, at) => {
    add(index!.byText, squash(h.text), at);
    add(index!.byId, h.id, at);
    add(index!.byLinkText, headingForLink(h.text), at);
    if (h.linkText !== undefined) {
      add(index!.byText, squash(h.linkText), at);
      add(index!.byLinkText, headingForLink(h.linkText), at);
    }
  });
  headingIndexes.set(headings, index);
  return index;
}

/** Block anchors by lower-cased id (the first of each), made once a note's block list. */
const blockIndexes = new WeakMap<readonly { id: string; anchor: string }[], Map<string, string>>();

function blockIndex(blocks: readonly { id: string; anchor: string }[]): Map<string, string> {
  let index = blockIndexes.get(blocks);
  if (index) return index;
  index = new Map();
  for (const b of blocks) if (!index.has(b.id.toLowerCase())) index.set(b.id.toLowerCase(), b.anchor);
  blockIndexes.set(blocks, index);
  return index;
}

/** The first of `positions` (ascending) at or after `from`; infinity when none. */
function firstFrom(positions: readonly number[] | undefined, from: number): number {
  if (!positions) return Number.POSITIVE_INFINITY;
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (positions[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < positions.length ? positions[lo]! : Number.POSITIVE_INFINITY;
}

/** Key grouping unresolved spellings (of {@link unwrittenName}): case, `.md` and spaces do not matter. */
export function unresolvedKey(path: string): string {
  return squash(path).replace(/\.md$/, '');
}

/**
 * The note an unresolved link `written` (a target as written, inside the vault) of the note at
 * `fromPath` would create in Obsidian, without `.md`: `./x` and `../x` taken from the note's
 * folder, `/x` from the vault root, `a/./b` as `a/b`, a `..` above the root staying at the root.
 * So `[[Rules]]`, `[[rules.md]]`, `[[/Rules]]` and, from `sub/Note.md`, `[[../Rules]]` and
 * `[[../../Rules]]` are one unwritten note, `Rules`.
 */
function unwrittenName(written: string, fromPath: string): string {
  const raw = written.normalize('NFC').trim();
  const folder = fromPath.includes('/') ? fromPath.slice(0, fromPath.lastIndexOf('/')) : '';
  const relative = raw.startsWith('./') || raw.startsWith('../');
  const path = clampPath(relative ? `${folder}/${raw}` : raw);
  const name = path.replace(/\.md$/i, '');
  return name === '' ? raw : name;
}

export interface LinkContext {
  resolver: Resolver;
  notesByPath: Map<string, NoteRecord>;
  assetsByPath: Map<string, VaultAsset>;
  /** Unresolved key → first spelling, filled as links are met (in vault order). */
  unwrittenRaw: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** Resolves one raw link of `source` (see module doc). */
export function resolveLink(ctx: LinkContext, source: NoteRecord, link: RawLink): ResolvedLink {
  const out: ResolvedLink = { ...link, targetNote: null, asset: null, anchorId: null, unwritten: null };
  const at = { file: source.note.path, ...link.position };
  let target: NoteRecord | undefined;
  if (link.path === '') {
    target = source;
  } else {
    const r = ctx.resolver.resolve(link.path, source.note.path);
    if (r.status === 'found') {
      if (r.isNote) target = ctx.notesByPath.get(r.path);
      else out.asset = ctx.assetsByPath.get(r.path) ?? null;
      if (climbsAboveRoot(link.path, source.note.path)) ctx.diagnostics.push(diagnose(LinkOutsideVault, at, writtenLink(link), r.path));
      if (r.ambiguousCount > 0) {
        const others = { listed: r.ambiguous, total: r.ambiguousCount };
        ctx.diagnostics.push(
          r.settledBy
            ? diagnose(AmbiguousLinkSettled, at, link.path, r.path, others, r.settledBy)
            : diagnose(AmbiguousLink, at, link.path, r.path, others, r.via === 'alias' ? 'notes through their aliases' : 'files'),
        );
      }
    }
  }
  if (target) {
    out.targetNote = target.index;
    if (link.anchor) {
      out.anchorId = findAnchor(target, link.anchor);
      if (out.anchorId === null) {
        const note = target.note;
        const block = link.anchor.type === 'block';
        const missing: MissingAnchor = {
          written: writtenLink(link),
          note: note.id,
          file: note.path,
          kind: block ? 'block id' : 'heading',
          anchor: link.anchor.type === 'block' ? anchorText(link.anchor) : link.anchor.chain.join('#'),
          have: (block ? note.blocks.map((b) => `^${b.id}`) : note.headings.map((h) => h.text)).slice(0, 8),
        };
        ctx.diagnostics.push(link.kind === 'embed' ? diagnose(MissingEmbed, at, missing) : diagnose(BrokenAnchor, at, missing));
      }
    }
    return out;
  }
  if (out.asset) return out;
  const name = unwrittenName(link.path, source.note.path);
  const key = unresolvedKey(name);
  let raw = ctx.unwrittenRaw.get(key);
  if (raw === undefined) {
    raw = name;
    ctx.unwrittenRaw.set(key, raw);
  }
  out.unwritten = { raw, anchor: unwrittenAnchor(raw) };
  const code = link.kind === 'embed' ? MissingEmbed : link.syntax === 'markdown' ? PageNotInVault : BrokenLink;
  ctx.diagnostics.push(diagnose(code, at, { written: writtenLink(link), target: link.path }));
  return out;
}

/**
 * How a link is written, for messages: `[[Card Action]]`, `![[x.png]]`, `[…](keywords.md)`,
 * `[[Rules#Timing]]`, `[[C# Notes]]` (the anchor as written after `#`, `anchorText`; the path as
 * the resolver reads it, trimmed). The checker quotes an edge the same way, from `raw` and
 * `anchor.text` ({@link edgeAnchor}).
 */
function writtenLink(link: { path: string; kind: string; syntax: string; anchor: AnchorSpec | null }): string {
  const anchor = link.anchor ? `#${anchorText(link.anchor)}` : '';
  if (link.syntax === 'markdown') return `[…](${link.path}${anchor})`;
  return `${link.kind === 'embed' ? '!' : ''}[[${link.path}${anchor}]]`;
}

/** The graph's view of a resolved link's anchor. */
export function edgeAnchor(link: ResolvedLink): LinkAnchor | null {
  if (!link.anchor) return null;
  if (link.anchor.type === 'block') return { type: 'block', id: link.anchor.id };
  return { type: 'heading', text: anchorText(link.anchor), id: link.anchorId };
}
