/**
 * Obsidian's `cssclasses` frontmatter property (a list, or a string; the older `cssclass` too):
 * classes put on the note's page (its `<article>`), where a vault's CSS snippets style them.
 */

const CLASS_NAME = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * The CSS classes a note's frontmatter asks for, in order, unique. A string is split at spaces
 * and commas; a value that is no valid class name (`a.b`, `"x y"` in a list, numbers) is left out.
 */
export function noteCssClasses(frontmatter: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const key of ['cssclasses', 'cssclass']) {
    const value = frontmatter[key];
    const items = typeof value === 'string' ? value.split(/[\s,]+/) : Array.isArray(value) ? value : [];
    for (const item of items) {
      if (typeof item === 'string' && CLASS_NAME.test(item.trim()) && !out.includes(item.trim())) out.push(item.trim());
    }
  }
  return out;
}
