/**
 * Obsidian's `cssclasses` frontmatter property (a list, or a string; the older `cssclass` too,
 * in any case): classes put on the note's page (its `<article>`), where a vault's CSS snippets
 * style them.
 */
import { CSS_CLASS_KEY, frontmatterEntry } from './frontmatter.ts';

const CLASS_NAME = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * The CSS classes a note's frontmatter asks for, in order, unique. A string is split at spaces
 * and commas; a value that is no valid class name (`a.b`, `"x y"` in a list, numbers) is left out.
 */
export function noteCssClasses(frontmatter: Record<string, unknown>): string[] {
  const out: string[] = [];
  const value = frontmatterEntry(frontmatter, CSS_CLASS_KEY)?.value;
  const items = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value : [];
  for (const item of items) {
    if (typeof item === 'string' && CLASS_NAME.test(item.trim()) && !out.includes(item.trim())) out.push(item.trim());
  }
  return out;
}
