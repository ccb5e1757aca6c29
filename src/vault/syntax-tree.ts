/**
 * The mdast nodes our plugins add, and the per-file data they record, declared for TypeScript
 * (`declare module 'mdast'` / `declare module 'vfile'`, as unified plugins do).
 *
 * - `wikiLink` (from remark-wiki-link): `[[target|alias]]`; `value` is the target as written.
 * - `wikiEmbed` (ours, `remark-embeds`): `![[target|alias]]`.
 * - `tag` (ours, `remark-tags`): an inline `#tag`; `value` without `#`.
 */
import type { Data, Literal } from 'mdast';
// Bring in the `hName`/`hProperties` (mdast-util-to-hast) and `micromarkExtensions`
// (remark-parse) augmentations for every file that imports this one.
import type {} from 'mdast-util-to-hast';
import type {} from 'remark-parse';

interface WikiLinkData extends Data {
  /** Text after `|`, or (remark-wiki-link's default) the target when there is none. */
  alias?: string | null;
  /** Set by `remark-table-wikilinks`: true when the link had an explicit `|alias`. */
  hasAlias?: boolean;
  /** The alias as a reader sees it, when it holds Markdown (`**The** rules` → `The rules`). */
  aliasText?: string;
}

export interface WikiLink extends Literal {
  type: 'wikiLink';
  data?: WikiLinkData;
}

export interface WikiEmbed extends Literal {
  type: 'wikiEmbed';
  /** Text after `|` (`100`, `100x50`, or alt/display text), `null` when absent. */
  alias: string | null;
}

export interface Tag extends Literal {
  type: 'tag';
}

declare module 'mdast' {
  interface PhrasingContentMap {
    wikiLink: WikiLink;
    wikiEmbed: WikiEmbed;
    tag: Tag;
  }
  interface RootContentMap {
    wikiLink: WikiLink;
    wikiEmbed: WikiEmbed;
    tag: Tag;
  }
  interface Data {
    /** Obsidian block id (without `^`) of this block, set by `remark-block-ids`. */
    blockId?: string;
    /**
     * On a raw HTML node whose value spans lines or lost a comment: where each piece of the value
     * starts in the note, `[index in the value, line, column]` in order (`note-places.ts`).
     */
    valuePlaces?: Array<[number, number, number]>;
  }
}

/** A problem a plugin found while parsing; turned into a `Diagnostic` by the graph builder. */
export interface SyntaxProblem {
  code: 'DuplicateBlockId' | 'OrphanBlockId' | 'NestingTooDeep' | 'MarkupTooDense' | 'TooManyFormulas' | 'InvalidCanvas';
  args: string[];
  line: number;
  column: number;
}

declare module 'vfile' {
  interface DataMap {
    /** Problems found by our remark plugins, in document order. */
    syntaxProblems: SyntaxProblem[];
  }
}
