/**
 * Frontmatter properties as Obsidian reads them: each property's value as JSON-safe data, and the
 * wikilinks the values hold. A text value holding `[[Note]]` (`related: "[[Cover]]"`, or an item
 * of a list, at any depth) links the note to `Note`: the link is resolved like a body link and
 * counts as one (edges, backlinks, unwritten notes, `BrokenLink`), at the line of its value.
 *
 * An unquoted link (`related: [[Cover]]`) is YAML for a list in a list (`[["Cover"]]`); Obsidian
 * needs the quotes. It is read as the link the editor meant, and reported (`UnquotedPropertyLink`).
 * An unquoted template placeholder (`date: {{date}}`, as Obsidian's Templates write them in a
 * template note) is YAML for a mapping whose one key is a mapping; it is shown as the text written,
 * and reported (`UnquotedPlaceholder`).
 * Aliases (`*name`) repeat their anchor's value without links of their own: a link is where it is
 * written. Reads the YAML syntax tree of the `yaml` package; never throws.
 */
import { isAlias, isMap, isScalar, isSeq, type Document, type Pair } from 'yaml';
import { diagnose, UnquotedPlaceholder, UnquotedPropertyLink } from './diagnostics.ts';
import { wikiLinkDisplay } from './plain-text.ts';
import type { Diagnostic, SourcePosition } from './types.ts';

/** A property value as graph.json holds it: JSON data, mappings without prototype. */
export type PropertyValue = string | number | boolean | null | PropertyValue[] | { [key: string]: PropertyValue };

/** A note's properties in written order: property name → value (a prototype-free object). */
export type Properties = Record<string, PropertyValue>;

/** A wikilink in a property value, before resolution. */
export interface PropertyLink {
  /** The top-level property holding it: `related`, `rules`. */
  property: string;
  /** Inside the brackets, without the `|alias`: `Standby#Trigger`. */
  target: string;
  /** The `|alias` display text, `null` when absent. */
  alias: string | null;
  /** 1-based place of its `[[` in the note. */
  position: SourcePosition;
}

/** What {@link readProperties} finds. */
export interface ReadProperties {
  properties: Properties;
  links: PropertyLink[];
  /** `UnquotedPropertyLink` and `UnquotedPlaceholder` diagnostics, with `file` as given. */
  diagnostics: Diagnostic[];
}

/** Values converted per note at most (aliases repeat values; their expansion is bounded before). */
const MAX_VALUES = 100_000;
/** Nesting followed at most; deeper values are `null`. */
const MAX_DEPTH = 100;
/** `[[…]]` as in the note's text: only `]]` ends it (`[[Sq]uare]]`), a `[` inside ends the try. */
const LINK = /\[\[((?:[^[\]]|\](?!\]))+?)\]\]/g;
const UNQUOTED = /^\[\[((?:[^[\]]|\](?!\]))+)\]\]$/;
/** `{{name}}` written without quotes (Obsidian's Templates: `{{date}}`, `{{time}}`, `{{title}}`, `{{date:YYYY-MM-DD}}`). */
const PLACEHOLDER = /^\{\{[^{}]*\}\}$/;

/** A wikilink in a text value: where it stands in the text, and what it says. */
export interface TextLink {
  /** Offset of its `[[` in the text, and its length up to and with `]]`. */
  index: number;
  length: number;
  /** Inside the brackets, without the `|alias`: `Standby#Trigger`. */
  target: string;
  /** The `|alias` display text, `null` when absent. */
  alias: string | null;
}

/**
 * The wikilinks of a property's text value, in order: the one reading of which spans of a value
 * are links, for the vault (edges) and the site (the Properties block). A link with an empty
 * target (`[[|x]]`) is none.
 */
export function linksInText(text: string): TextLink[] {
  const links: TextLink[] = [];
  for (const match of text.matchAll(LINK)) {
    const inner = match[1]!;
    const bar = inner.indexOf('|');
    const target = bar === -1 ? inner : inner.slice(0, bar);
    if (target.trim() === '') continue;
    links.push({ index: match.index, length: match[0].length, target, alias: bar === -1 ? null : inner.slice(bar + 1) });
  }
  return links;
}

/** What Obsidian's Properties view shows for a link of a value: its alias, else `Note`, `Note > Heading`. */
export function linkShownText(link: TextLink): string {
  return link.alias ?? (wikiLinkDisplay(link.target) || link.target);
}

/**
 * A property's text value as a reader sees it, as plain text: each `[[…]]` in it ({@link linksInText})
 * replaced by the text the Properties view shows for it ({@link linkShownText}); other text as written.
 */
export function propertyPlainText(text: string): string {
  let out = '';
  let at = 0;
  for (const link of linksInText(text)) {
    out += text.slice(at, link.index) + linkShownText(link);
    at = link.index + link.length;
  }
  return out + text.slice(at);
}

/** A null-prototype object, so that keys such as `__proto__` are plain data. */
function record(): Record<string, PropertyValue> {
  return Object.create(null) as Record<string, PropertyValue>;
}

/**
 * Offset in the frontmatter's YAML text `source` → 1-based position in the note, whose opening
 * `---` is at line `startLine` (the YAML starts on the next line). O(log lines) per offset.
 */
export function frontmatterPlaces(source: string, startLine: number): (offset: number) => SourcePosition {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: startLine + lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
}

/** The text a mapping key stands for (`1` for `1:`, `''` for a missing key). */
export function keyText(key: unknown): string {
  if (key === null || key === undefined) return '';
  if (isScalar(key)) return String(key.value ?? '');
  return String(key);
}

/**
 * The properties of a parsed frontmatter `doc` (its contents a mapping) and the links they hold.
 * `source`: the YAML text (`doc`'s ranges are offsets in it); `startLine`: the note line of the
 * opening `---`; `skip`: pairs left out (their aliases expand too far, `frontmatter.ts`); `file`
 * names the note in diagnostics.
 */
export function readProperties(doc: Document, source: string, startLine: number, skip: ReadonlySet<Pair>, file: string): ReadProperties {
  const out: ReadProperties = { properties: record(), links: [], diagnostics: [] };
  if (!isMap(doc.contents)) return out;
  const at = frontmatterPlaces(source, startLine);
  let budget = MAX_VALUES;

  const addLink = (property: string, link: Pick<TextLink, 'target' | 'alias'>, offset: number): void => {
    out.links.push({ property, target: link.target, alias: link.alias, position: at(offset) });
  };

  /** `node` as a value; links are collected when `written` (not reached through an alias). */
  const convert = (node: unknown, property: string, written: boolean, depth: number, direct: boolean): PropertyValue => {
    if (node === null || node === undefined || budget-- <= 0 || depth > MAX_DEPTH) return null;
    if (isAlias(node)) {
      let target: unknown;
      try {
        target = node.resolve(doc);
      } catch {
        return null;
      }
      return convert(target, property, false, depth + 1, false);
    }
    if (isScalar(node)) {
      const value = node.value;
      if (typeof value === 'string') {
        if (written && value.includes('[[')) stringLinks(property, value, node.range?.[0], node.range?.[1]);
        return value;
      }
      if (typeof value === 'number') return Number.isFinite(value) ? value : (node.source ?? String(value));
      if (typeof value === 'boolean' || value === null) return value;
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(node.source ?? '') : value.toISOString();
      return String(node.source ?? value);
    }
    if (isSeq(node)) {
      const link = unquotedLink(node);
      if (link !== null) {
        if (written) {
          const offset = node.range![0];
          for (const found of linksInText(`[[${link}]]`)) addLink(property, found, offset);
          const place = at(offset);
          const fix = direct ? `${property}: "[[${link}]]"` : `- "[[${link}]]"`;
          out.diagnostics.push(diagnose(UnquotedPropertyLink, { file, ...place }, property, `[[${link}]]`, fix));
        }
        return `[[${link}]]`;
      }
      return node.items.map((item) => convert(item, property, written, depth + 1, false));
    }
    if (isMap(node)) {
      const placeholder = unquotedPlaceholder(node);
      if (placeholder !== null) {
        if (written) {
          const fix = direct ? `${property}: "${placeholder}"` : `- "${placeholder}"`;
          out.diagnostics.push(diagnose(UnquotedPlaceholder, { file, ...at(node.range![0]) }, property, placeholder, fix));
        }
        return placeholder;
      }
      const object = record();
      for (const pair of node.items) {
        const value = convert(pair.value, property, written, depth + 1, false);
        Object.defineProperty(object, keyText(pair.key), { value, enumerable: true, writable: true, configurable: true });
      }
      return object;
    }
    return null;
  };

  /** The links of a text value whose source spans `[start, end)` of `source`. */
  const stringLinks = (property: string, value: string, start: number | undefined, end: number | undefined): void => {
    const inValue = linksInText(value);
    const written = start === undefined || end === undefined ? [] : linksInText(source.slice(start, end));
    // The places are those of the source when it spells the same links (no escapes in between).
    const same =
      written.length === inValue.length &&
      written.every((w, i) => w.target === inValue[i]!.target && w.alias === inValue[i]!.alias && w.length === inValue[i]!.length);
    inValue.forEach((link, i) => {
      addLink(property, link, same ? start! + written[i]!.index : (start ?? 0));
    });
  };

  /** The target of `[[Note]]` written without quotes (a flow list holding one flow list of one text), else `null`. */
  const unquotedLink = (node: { flow?: boolean; items: unknown[]; range?: [number, number, number] | null }): string | null => {
    if (!node.flow || node.items.length !== 1 || !node.range) return null;
    const inner = node.items[0];
    if (!isSeq(inner) || !inner.flow || inner.items.length !== 1 || !isScalar(inner.items[0])) return null;
    if (typeof inner.items[0].value !== 'string') return null;
    const match = UNQUOTED.exec(source.slice(node.range[0], node.range[1]).trim());
    return match ? match[1]! : null;
  };

  /** `{{…}}` as written, when `node` is one (a flow mapping whose one key is a flow mapping, with no value), else `null`. */
  const unquotedPlaceholder = (node: { flow?: boolean; items: Pair[]; range?: [number, number, number] | null }): string | null => {
    if (!node.flow || node.items.length !== 1 || !node.range) return null;
    const pair = node.items[0]!;
    if (!isMap(pair.key) || !pair.key.flow || (pair.value !== null && !(isScalar(pair.value) && pair.value.value === null))) return null;
    const text = source.slice(node.range[0], node.range[1]).trim();
    return PLACEHOLDER.test(text) ? text : null;
  };

  for (const pair of doc.contents.items) {
    if (skip.has(pair)) continue;
    const property = keyText(pair.key);
    const value = convert(pair.value, property, true, 0, true);
    Object.defineProperty(out.properties, property, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** A deep copy of `value` whose mappings have no prototype (after a copy that lost it, e.g. `node:v8`). */
export function prototypeFree<T extends PropertyValue | Properties>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => prototypeFree(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy = record();
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, {
      value: prototypeFree((value as Record<string, PropertyValue>)[key]!),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy as T;
}
