/**
 * remark plugin: Obsidian inline tags `#tag`, `#nested/tag` as `tag` nodes (value without `#`),
 * rendered `<span class="tag">#tag</span>`.
 *
 * A tag starts after whitespace (a no-break or ideographic space too) or at the start of a text
 * node, and has at least one character that is not a digit (`#1` is not a tag). Punctuation right
 * before the `#` blocks a tag, as in Obsidian: `(#tag)`, `"#tag"`, `.#tag`, `word#tag` are text (an `_` does not block: `word_#tag` is a tag)
 * (measured on Obsidian 1.13.7's metadata cache, GitHub cyanheads/obsidian-mcp-server, issue
 * "inline tags read after punctuation and inside HTML comments and math"), except right after
 * another tag: `#combat#ranged` is two tags (the same source's follow-up issue). As in Obsidian, a
 * tag holds letters, digits, `_`, `-`, `/` (nesting: `#legion/actions`) and emoji (`#emoji🎉`).
 * A tag in a Markdown link's text (`[Discord #chat](https://…)`) is one of the note's tags, as
 * Obsidian's metadata cache reads it (the follow-up issue); the page shows it inside the link as
 * text (`linkTags` of render.ts: a link holds no link). A `#` escaped with a backslash (`\#hashtag` shows `#hashtag`, no tag, as in Obsidian).
 */
import type { Parents, PhrasingContent, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import type { Tag } from '../syntax-tree.ts';
import { escapedIn } from './escaped-characters.ts';

/**
 * A tag's name: tag characters, at least one of them not a digit. The zero-width joiner and the
 * variation selector are allowed one by one, as Obsidian allows them in emoji tags.
 */
const NAME = String.raw`([\p{L}\p{N}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f_/-]*[\p{L}\p{Extended_Pictographic}_/-][\p{L}\p{N}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f_/-]*)`;
/**
 * A tag opens after a space, at the start of a text node, or after an `_` written as text:
 * `snake_case_#tag` is a tag in Obsidian's metadata cache (GitHub cyanheads/obsidian-mcp-server,
 * issue "inline tag reader still disagrees with Obsidian in six markdown shapes").
 */
const TAG = new RegExp(String.raw`(^|[\s_])#${NAME}`, 'gu');
/** A tag right where the one before it ends (`#combat#ranged`, `#rules/#timing`: two tags in Obsidian). */
const CHAINED = new RegExp(`#${NAME}`, 'uy');

export default function remarkTags() {
  return (tree: Root, file?: VFile): void => {
    const source = String(file?.value ?? '');
    // The text nodes holding tags, by parent and index: each parent's children are rebuilt once,
    // after the walk (a splice per text node is quadratic in a paragraph of 100,000 of them).
    const replaced = new Map<Parents, Map<number, PhrasingContent[]>>();
    walk(tree, 'text', (node: Text, index, parent: Parents | undefined) => {
      if (!parent || index === undefined) return;
      if (!node.value.includes('#')) return;
      const parts: PhrasingContent[] = [];
      let last = 0;
      const escaped = escapedIn(node, source, /\\#/);
      const push = (start: number, value: string): void => {
        if (start > last) parts.push({ type: 'text', value: node.value.slice(last, start) });
        parts.push({
          type: 'tag',
          value,
          data: { hName: 'span', hProperties: { className: ['tag'] }, hChildren: [{ type: 'text', value: `#${value}` }] },
        } satisfies Tag);
        last = start + 1 + value.length;
      };
      for (const match of node.value.matchAll(TAG)) {
        const start = match.index + (match[1] ?? '').length;
        if (start < last || escaped?.has(start)) continue;
        push(start, match[2] ?? '');
        // Measured on Obsidian's metadata cache: a `#` right after a tag starts another tag.
        for (let next = last; node.value.charCodeAt(next) === 35 && !escaped?.has(next); next = last) {
          CHAINED.lastIndex = next;
          const chained = CHAINED.exec(node.value);
          if (!chained) break;
          push(next, chained[1] ?? '');
        }
      }
      if (parts.length === 0) return;
      if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
      let inParent = replaced.get(parent);
      if (!inParent) replaced.set(parent, (inParent = new Map()));
      inParent.set(index, parts);
      return undefined;
    });
    for (const [parent, byIndex] of replaced) {
      const children: PhrasingContent[] = [];
      (parent.children as PhrasingContent[]).forEach((child, i) => {
        const parts = byIndex.get(i);
        if (!parts) children.push(child);
        else for (const part of parts) children.push(part);
      });
      parent.children = children as typeof parent.children;
    }
  };
}
