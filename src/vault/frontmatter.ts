/**
 * Frontmatter: the YAML between the leading `---` lines (found by remark-frontmatter), parsed
 * with the `yaml` package. Reads `title`, `aliases`, `tags` and `summary`/`description`, and
 * checks `cssclasses`; the retired `alias`, `tag` and `cssclass` give `RetiredProperty`. Never throws: invalid YAML gives
 * `InvalidFrontmatter` at the line of the error (1-based, in the note file) and an empty object; a
 * field of the wrong type (a `title` that is not text, `aliases`/`tags`/`cssclasses` that are not
 * strings) gives `InvalidFrontmatterField` at the field's line, and its usable values are kept.
 * Aliases (`*name`) are expanded at most {@link MAX_ALIAS_COUNT} times over per property: a property
 * past that is left out (`YamlAliasLimit` at its line), the others kept. The properties and the
 * links they hold: `property-links.ts`.
 */
import type { Yaml } from 'mdast';
import { isAlias, isMap, parseDocument, visit, type Document, type Pair } from 'yaml';
import { diagnose, InvalidFrontmatter, InvalidFrontmatterField, RetiredProperty, YamlAliasLimit } from './diagnostics.ts';
import { frontmatterPlaces, keyText, readProperties, type Properties, type PropertyLink } from './property-links.ts';
import type { Diagnostic } from './types.ts';
import { pushAll } from './arrays.ts';

/** The `yaml` package's bound on alias expansion (its default), against "billion laughs". */
const MAX_ALIAS_COUNT = 100;

export interface Frontmatter {
  /** The parsed mapping; `{}` when absent, invalid or not a mapping. */
  data: Record<string, unknown>;
  title: string | null;
  aliases: string[];
  /** Without `#`, lower-cased, as written otherwise. */
  tags: string[];
  /** `summary` or `description`, when a string. */
  summary: string | null;
  /** The properties as JSON-safe values, in written order (`property-links.ts`); `{}` when absent or invalid. */
  properties: Properties;
  /** The wikilinks the property values hold, with their note positions. */
  links: PropertyLink[];
  diagnostics: Diagnostic[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string or list of strings (a string may be comma-separated when `commas`), trimmed, non-empty. */
function stringList(value: unknown, commas: boolean): { values: string[]; rejected: boolean } {
  if (value === undefined || value === null) return { values: [], rejected: false };
  const items = Array.isArray(value) ? value : [value];
  const values: string[] = [];
  let rejected = false;
  for (const item of items) {
    if (typeof item === 'string' || typeof item === 'number') {
      const text = String(item);
      for (const part of commas ? text.split(',') : [text]) {
        const trimmed = part.trim();
        if (trimmed !== '') values.push(trimmed);
      }
    } else if (item !== null) rejected = true;
  }
  return { values, rejected };
}

/** The parts of a `tags` property written as text: Obsidian splits it at commas and spaces (a tag
 * holds neither), so `tags: rules, combat` and `tags: rules combat` name two tags. */
export function splitTagText(text: string): string[] {
  return text.split(/[\s,]+/);
}

/**
 * The parts of an `aliases` property written as text: Obsidian splits it at commas, so
 * `aliases: Scout, Recon` names two aliases (a list item is one alias, commas and all). The parts
 * are as written, spaces kept; the note's aliases and its Properties block both read them so.
 */
export function splitAliasText(text: string): string[] {
  return text.split(',');
}

/**
 * Obsidian's keys for a note's aliases, tags and CSS classes, in any case (`Tags`, `Aliases`).
 * The singular `alias`, `tag` and `cssclass` were deprecated in Obsidian 1.4 and are no longer
 * read since 1.9 ("officially removed", its changelog): they are ordinary properties, reported
 * with `RetiredProperty` ({@link RETIRED_KEYS}).
 */
export const ALIAS_KEY = /^aliases$/i;
export const TAG_KEY = /^tags$/i;
export const CSS_CLASS_KEY = /^cssclasses$/i;

/** The keys Obsidian no longer reads (compared without case), each with the key that replaced it. */
const RETIRED_KEYS: Readonly<Record<string, string>> = { alias: 'aliases', tag: 'tags', cssclass: 'cssclasses' };

/**
 * The first property of `data` (in the order written) whose key matches `key`, with that key, as
 * Obsidian's `parseFrontMatterEntry` reads `Tags:` or `Aliases:`; `null` when none does.
 */
export function frontmatterEntry(data: Readonly<Record<string, unknown>>, key: RegExp): { key: string; value: unknown } | null {
  for (const k of Object.keys(data)) if (key.test(k)) return { key: k, value: data[k] };
  return null;
}

/**
 * The first alias (`*name`) of `doc` with no anchor (`&name`) before it, with its offset in the
 * YAML text; `null` when every alias has one. The `yaml` package parses such a document without an
 * error and throws only when its values are read (`Unresolved alias`); it is reported here, at the
 * alias, as YAML that cannot be read, instead of as an alias past its expansion limit.
 */
function unresolvedAlias(doc: Document): { name: string; offset: number } | null {
  const anchors = new Set<string>();
  let found: { name: string; offset: number } | null = null;
  visit(doc, {
    Node(_key, node) {
      if (isAlias(node)) {
        if (!anchors.has(node.source)) {
          found = { name: node.source, offset: node.range?.[0] ?? 0 };
          return visit.BREAK;
        }
      } else if (node.anchor) anchors.add(node.anchor);
      return undefined;
    },
  });
  return found;
}

/**
 * Parses the frontmatter node of a note (or `undefined` when it has none).
 * `file` is the vault-relative path used in diagnostics.
 */
export function readFrontmatter(node: Yaml | undefined, file: string): Frontmatter {
  const result: Frontmatter = {
    data: {},
    title: null,
    aliases: [],
    tags: [],
    summary: null,
    properties: Object.create(null) as Properties,
    links: [],
    diagnostics: [],
  };
  if (!node) return result;
  const startLine = node.position?.start.line ?? 1;
  // `logLevel: 'error'`: the package's warnings (a mapping used as a key is made text) would reach the
  // terminal with no file named; what they concern is reported here with the note's line.
  const doc = parseDocument(node.value, { prettyErrors: true, uniqueKeys: true, logLevel: 'error' });
  const error = doc.errors[0];
  if (error) {
    let pos = error.linePos?.[0];
    let reason = error.message.split('\n')[0] ?? error.message;
    if (error.code === 'RESOURCE_EXHAUSTION') {
      // Brackets or indents nested thousands deep: where the parser ran out of call stack depends
      // on the stack left (the build and `check` would name different columns), so the place is
      // the top-level property holding them, and the reason says what is wrong.
      const lines = node.value.split(/\r\n|\r|\n/);
      let line = Math.min(pos?.line ?? 1, lines.length);
      while (line > 1 && !/^[^\s#\-[\]{},]/.test(lines[line - 1] ?? '')) line--;
      pos = { line, col: 1 };
      reason = 'its values are nested too deeply to read (thousands of brackets or indents).';
    }
    result.diagnostics.push(diagnose(InvalidFrontmatter, { file, line: startLine + (pos?.line ?? 1), column: pos?.col ?? 1 }, reason));
    return result;
  }
  const place = frontmatterPlaces(node.value, startLine);
  const unresolved = unresolvedAlias(doc);
  if (unresolved) {
    result.diagnostics.push(
      diagnose(
        InvalidFrontmatter,
        { file, ...place(unresolved.offset) },
        `the alias \`*${unresolved.name}\` names no anchor \`&${unresolved.name}\` written before it.`,
      ),
    );
    return result;
  }
  let value: unknown;
  /** Pairs whose aliases expand past the bound: left out. */
  const skipped = new Set<Pair>();
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    if (!isMap(doc.contents)) {
      result.diagnostics.push(diagnose(InvalidFrontmatter, { file, line: startLine + 1, column: 1 }, (e as Error).message));
      return result;
    }
    // One property at a time: only those whose aliases expand too far are left out.
    const data: Record<string, unknown> = {};
    for (const pair of doc.contents.items) {
      const key = keyText(pair.key);
      try {
        const item = (pair.value as { toJS?: (doc: unknown, options: object) => unknown } | null)?.toJS?.(doc, {
          maxAliasCount: MAX_ALIAS_COUNT,
        });
        Object.defineProperty(data, key, { value: item ?? null, enumerable: true, writable: true, configurable: true });
      } catch {
        skipped.add(pair);
        const offset = (pair.key as { range?: [number, number, number] } | null)?.range?.[0] ?? 0;
        result.diagnostics.push(diagnose(YamlAliasLimit, { file, ...place(offset) }, key, MAX_ALIAS_COUNT));
      }
    }
    value = data;
  }
  if (value === null || value === undefined) return result;
  if (!isRecord(value)) {
    result.diagnostics.push(
      diagnose(InvalidFrontmatter, { file, line: startLine + 1, column: 1 }, 'it is not a mapping of `key: value` lines.'),
    );
    return result;
  }
  result.data = value;
  const properties = readProperties(doc, node.value, startLine, skipped, file);
  result.properties = properties.properties;
  result.links = properties.links;
  pushAll(result.diagnostics, properties.diagnostics);
  /** Where the field `key` is written (its key's line), else the first line of the frontmatter. */
  const at = (key: string): { file: string; line: number; column: number } => {
    const contents = doc.contents as { items?: Array<{ key?: { value?: unknown; range?: [number, number, number] } }> } | null;
    const pair = contents?.items?.find((p) => p.key?.value === key);
    const offset = pair?.key?.range?.[0];
    if (offset === undefined) return { file, line: startLine + 1, column: 1 };
    return { file, ...place(offset) };
  };
  const aliasEntry = frontmatterEntry(value, ALIAS_KEY);
  const tagEntry = frontmatterEntry(value, TAG_KEY);
  const classEntry = frontmatterEntry(value, CSS_CLASS_KEY);
  if (typeof value.title === 'string') {
    if (value.title.trim() !== '') result.title = value.title.trim();
  } else if (value.title !== undefined && value.title !== null) {
    // A number, date, list or binary: not a title the reader wrote as such; the file name stays the title.
    result.diagnostics.push(diagnose(InvalidFrontmatterField, at('title'), 'title', 'text'));
  }
  const aliasValue = aliasEntry?.value;
  const aliases = stringList(typeof aliasValue === 'string' ? splitAliasText(aliasValue) : aliasValue, false);
  if (aliases.rejected && aliasEntry)
    result.diagnostics.push(diagnose(InvalidFrontmatterField, at(aliasEntry.key), aliasEntry.key, 'a list of strings'));
  result.aliases = [...new Set(aliases.values)];
  const tagValue = tagEntry?.value;
  const tags = stringList(typeof tagValue === 'string' ? splitTagText(tagValue) : tagValue, true);
  if (tags.rejected && tagEntry)
    result.diagnostics.push(diagnose(InvalidFrontmatterField, at(tagEntry.key), tagEntry.key, 'a list of strings'));
  result.tags = tags.values.map((t) => t.replace(/^#/, '')).filter((t) => t !== '');
  const classes = stringList(classEntry?.value, false);
  if (classes.rejected && classEntry)
    result.diagnostics.push(diagnose(InvalidFrontmatterField, at(classEntry.key), classEntry.key, 'a list of strings'));
  for (const key of Object.keys(value)) {
    // Own keys only: `constructor` or `__proto__` is no retired key.
    const now = Object.hasOwn(RETIRED_KEYS, key.toLowerCase()) ? RETIRED_KEYS[key.toLowerCase()] : undefined;
    // An empty one (`cssclass:`, a template's blank) gave the note nothing before 1.9 either: nothing is lost.
    if (now !== undefined && !isEmptyValue(value[key])) result.diagnostics.push(diagnose(RetiredProperty, at(key), key, now));
  }
  const summary = value.summary ?? value.description;
  if (typeof summary === 'string' && summary.trim() !== '') result.summary = summary.trim();
  return result;
}

/** Whether a property's value holds nothing: no value, blank text, or a list of such. */
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.every(isEmptyValue);
}

/** The most text {@link misplacedFrontmatter} reads as YAML (frontmatter is a few lines). */
const MAX_MISPLACED_BYTES = 64 * 1024;

/**
 * The line of a frontmatter block that does not start the note, or `null`: a note whose text
 * opens with blank lines and then a `---` line, YAML mapping lines starting at the next line with a
 * key (`title: …`) and a closing `---`. Obsidian reads properties only from a `---` on the note's first line, so
 * it shows such a block as text between rules (a `key: value` line just above a `---` is then a
 * heading), and so does the site; the editor most likely meant properties.
 */
export function misplacedFrontmatter(text: string): number | null {
  const m = /^((?:[ \t]*\r?\n)+)---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text.slice(0, MAX_MISPLACED_BYTES));
  // Properties start on the line after `---` with a key (`title:`); text between two rules does not.
  if (!m || !/^[^\s:#-][^:\n]*:(?:[ \t]|$)/m.test(m[2]!.split('\n', 1)[0]!)) return null;
  const doc = parseDocument(m[2]!, { uniqueKeys: true, logLevel: 'silent' });
  if (doc.errors.length || !isMap(doc.contents) || doc.contents.items.length === 0) return null;
  return m[1]!.split('\n').length;
}
