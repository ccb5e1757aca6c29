/**
 * remark plugin: Obsidian inline tags `#tag`, `#nested/tag` as `tag` nodes (value without `#`),
 * rendered `<span class="tag">#tag</span>`.
 *
 * A tag starts after whitespace or at the start of a text node, and has at least one character
 * that is not a digit (`#1` is not a tag). As in Obsidian, a tag holds letters, digits, `_`, `-`,
 * `/` (nesting: `#legion/actions`) and emoji (`#emoji🎉`). Text inside links is left alone, and so
 * is a `#` escaped with a backslash (`\#hashtag` shows `#hashtag`, no tag, as in Obsidian).
 */
import type { Parents, PhrasingContent, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, walk } from '../walk.ts';
import type { Tag } from '../syntax-tree.ts';
import { escapedIn } from './escaped-characters.ts';

const TAG =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the zero-width joiner and variation selector are allowed one by one, as Obsidian allows them in emoji tags.
  /(^|[\s(,;])#([\p{L}\p{N}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f_/-]*[\p{L}\p{Extended_Pictographic}_/-][\p{L}\p{N}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f_/-]*)/gu;

export default function remarkTags() {
  return (tree: Root, file?: VFile): void => {
    const source = String(file?.value ?? '');
    walk(tree, 'text', (node: Text, index, parent: Parents | undefined) => {
      if (!parent || index === undefined || parent.type === 'link' || parent.type === 'linkReference') return;
      if (!node.value.includes('#')) return;
      const parts: PhrasingContent[] = [];
      let last = 0;
      const escaped = escapedIn(node, source, /\\#/);
      for (const match of node.value.matchAll(TAG)) {
        const start = match.index + (match[1] ?? '').length;
        if (escaped?.has(start)) continue;
        if (start > last) parts.push({ type: 'text', value: node.value.slice(last, start) });
        const value = match[2] ?? '';
        const tag: Tag = {
          type: 'tag',
          value,
          data: { hName: 'span', hProperties: { className: ['tag'] }, hChildren: [{ type: 'text', value: `#${value}` }] },
        };
        parts.push(tag);
        last = match.index + match[0].length;
      }
      if (parts.length === 0) return;
      if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
      (parent.children as PhrasingContent[]).splice(index, 1, ...parts);
      return [SKIP, index + parts.length];
    });
  };
}
