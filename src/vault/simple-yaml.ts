/**
 * The frontmatter most notes have, read without a YAML parser: lines of `key: value`, where each
 * value is a plain word-like string (`Move`, `legion/core`), a double-quoted string without escapes
 * (`"Card Actions"`), or a one-line list of them (`[]`, `[legion, "free action"]`). For such text,
 * the `yaml` package (YAML 1.2, core schema) gives exactly this mapping of strings and lists of
 * strings (tests/vault/simple-yaml.test.ts compares them on every note of the fixture vaults and
 * on random text made to come close); anything else (comments, numbers, booleans, null, nesting,
 * escapes, a repeated key, other characters) is not read here: {@link readSimpleYaml} gives
 * `null`, and the caller parses it with `yaml`. Parsing with `yaml` was about a tenth of reading
 * a generated note.
 */

/** A plain scalar that YAML's core schema reads as this very string, in block or flow context. */
const PLAIN = /^[A-Za-z][A-Za-z0-9 _./-]*$/;
/** Words YAML's core schema reads as `null`, `true` or `false`, not as strings. */
const SPECIAL = /^(?:null|true|false)$/i;
/** A double-quoted string without escapes, line breaks or characters YAML might refuse or fold. */
const QUOTED = /^"([^"\\\p{C}]*)"$/u;
const KEY = /^([A-Za-z_][A-Za-z0-9_-]*): +(.*?) *$/;

/** One scalar (`text` trimmed) as a string, or `undefined` when it is not one of the simple forms. */
function scalar(text: string): string | undefined {
  const quoted = QUOTED.exec(text);
  if (quoted) return quoted[1];
  if (PLAIN.test(text) && !SPECIAL.test(text) && !text.endsWith(' ')) return text;
  return undefined;
}

/** A value: a scalar or a one-line flow list of scalars; `undefined` when not a simple form. */
function value(text: string): string | string[] | undefined {
  if (!text.startsWith('[')) return scalar(text);
  if (!text.endsWith(']')) return undefined;
  const inner = text.slice(1, -1).trim();
  if (inner === '') return text === '[]' ? [] : undefined;
  const items: string[] = [];
  for (const part of inner.split(',')) {
    const item = part.trim();
    // A comma inside quotes would split the item: the quoted form then fails to match.
    const read = item.startsWith('"') ? scalar(item) : PLAIN.test(item) ? scalar(item) : undefined;
    if (read === undefined) return undefined;
    items.push(read);
  }
  return items;
}

/**
 * The mapping `text` (a note's frontmatter, without its `---` lines) holds, when it is written in
 * the simple form of the module doc; `null` otherwise (then parse it with `yaml`). The result has
 * the keys in their order, each a string or a list of strings.
 */
export function readSimpleYaml(text: string): Record<string, string | string[]> | null {
  if (text === '' || text.includes('\r')) return null;
  const out: Record<string, string | string[]> = {};
  for (const line of text.split('\n')) {
    const match = KEY.exec(line);
    if (!match) return null;
    const [, key, raw] = match as unknown as [string, string, string];
    if (SPECIAL.test(key) || key === '__proto__' || Object.hasOwn(out, key)) return null;
    const read = value(raw);
    if (read === undefined) return null;
    out[key] = read;
  }
  return out;
}
