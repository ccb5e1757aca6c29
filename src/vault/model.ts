/**
 * Internal records shared by `graph.ts` (which builds them) and `render.ts` / `embed-expand.ts`
 * (which turn them into HTML). Not part of the public API.
 */
import type { Root } from 'mdast';
import type { FactNodes, NoteFacts, RawLink } from './extract.ts';
import type { VaultAsset, VaultNote } from './types.ts';

/** A link after resolution. */
export interface ResolvedLink extends RawLink {
  /** Index into `NoteRecord[]` of the target note, or `null`. */
  targetNote: number | null;
  asset: VaultAsset | null;
  /** HTML id of the anchor in the target note (`a-types`, `^rule-id`), `null` when none/not found. */
  anchorId: string | null;
  /** `raw` of the unresolved target group this link belongs to (its anchor on /unwritten/). */
  unwritten: { raw: string; anchor: string } | null;
}

export interface NoteRecord {
  index: number;
  note: VaultNote;
  /** `null` when the note is binary or too large to parse, or (with `reload`) while not in use. */
  tree: Root | null;
  /** The nodes of `tree` (or of the tree last given by `reload`) that `facts` describe. */
  nodes: FactNodes | null;
  /** A fresh parse of the note, when it was read ahead (worker threads, cache): the record holds
   * only its facts, and the tree is loaded to render (memory: one tree at a time). */
  reload: (() => Root) | null;
  /** The file is binary (`BinaryFile`): not a note, so it is not published (the build leaves it out). */
  binary: boolean;
  /** The text shown as plain text for a note too large to parse. */
  plainText: string | null;
  facts: NoteFacts;
  /** `facts.links` resolved, without the links to site pages (`siteLinks`). */
  links: ResolvedLink[];
  /** Markdown links to pages the site serves outside the vault (`VaultOptions.siteLinks`): the
   * link's place among the note's links and the URL it is written with. */
  siteLinks: Array<{ ordinal: number; url: string }>;
}
