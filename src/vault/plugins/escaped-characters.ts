/**
 * Which characters of a text node were written with a backslash escape (`\#`, `\[`, `\^` …).
 *
 * mdast keeps a character escape as the bare character in a text node's value, so a plugin that
 * gives a character a meaning Markdown does not (Obsidian's `#tag`, `^[inline footnote]`) reads
 * the node's source to tell `\#tag` (text, as in Obsidian) from `#tag`.
 */
import type { Text } from 'mdast';

/** ASCII punctuation: the characters a backslash escapes in CommonMark. */
const PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * The indexes in `node.value` of the characters written escaped; `null` when `mentioned` (a test
 * of the written text, such as `/\\[[\]^]/`) finds no escape worth a walk, or the node has no
 * place in `source` (the usual cases). The value is read along the node's source, skipping what
 * the value leaves out (quote markers, indentation).
 */
export function escapedIn(node: Text, source: string, mentioned: RegExp): Set<number> | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return null;
  const written = source.slice(start, end);
  if (!mentioned.test(written)) return null;
  const escaped = new Set<number>();
  const value = node.value;
  for (let i = 0, j = 0; i < written.length && j < value.length; ) {
    if (written[i] === '\\' && written[i + 1] === value[j] && PUNCTUATION.test(value[j]!)) {
      escaped.add(j++);
      i += 2;
    } else if (written[i] === value[j]) {
      i++;
      j++;
    } else i++;
  }
  return escaped;
}
