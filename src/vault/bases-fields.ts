/**
 * What a run of a base reads of the vault's notes ({@link Scope}): a note's properties
 * (`note.x`, `x`; a text that is one `[[wikilink]]` read as a link) and its file's fields
 * (`file.name`, `file.links`, `file.backlinks`…), and the steps the run has left ({@link spend}).
 */
import type { QueryNote } from './dataview-query.ts';
import { noteName } from './dataview-query.ts';
import type { Properties, PropertyValue } from './property-links.ts';
import type { Expr } from './bases-expression.ts';
import type { Base } from './bases-parse.ts';
import { type LinkValue, noteNamed, type Value, WIKILINK } from './bases-values.ts';

/**
 * A note as a base reads it: Dataview's `QueryNote` (`links`: the notes it links to or embeds,
 * frontmatter included, which `file.hasLink` and `file.backlinks` read, as Obsidian's backlinks
 * pane counts embeds), and what only bases read.
 */
export interface BaseNote extends QueryNote {
  /** The notes linking to or embedding it, itself left out, in note order (`file.backlinks`; default: none). */
  backlinks?: readonly number[];
  /** The notes its links name, not its embeds (`file.links`; default: `links`). */
  linked?: readonly number[];
  /** Its embeds in order (`file.embeds`): the note embedded (`null`: a file, or nothing) and the target as written. */
  embeds?: readonly { note: number | null; target: string }[];
  /** Its file's size in bytes, as read (`file.size`; default: none, null). */
  size?: number;
}

/** Thrown when a run takes more steps than it was given ({@link runView}). */
export class StepsExceeded extends Error {}

/** Spends `n` of the run's steps (work a function does besides running expressions); throws {@link StepsExceeded} past them. */
export function spend(scope: Scope, n: number): void {
  scope.steps.left -= n;
  if (scope.steps.left < 0) throw new StepsExceeded();
}

/** A note's values, computed once a run: its formulas. */
export interface Row {
  note: number;
  formulas: Map<string, Value>;
  /** Formulas being computed (a cycle gives null; `parseBase` refuses cycles before). */
  computing: Set<string>;
  /** Inside a list's `filter`, `map` or `reduce`: `value`, `index` (and `acc`). */
  locals?: ReadonlyMap<string, Value>;
}

/** What a run reads: the notes, the base, the note showing it (`this`; `null`: none), and the steps it has left. */
export interface Scope {
  notes: readonly BaseNote[];
  /** The note a property's `[[target]]` of note `owner` names, as the vault resolved it (`undefined`: not known; then {@link noteNamed}). */
  resolve?: ((owner: number, target: string) => number | null | undefined) | undefined;
  base: Base;
  self: number | null;
  steps: { left: number };
  /** Runs `expr` for `row` (the query's evaluation, handed in so that functions run their arguments without importing it). */
  evaluate: (row: Row, expr: Expr) => Value;
  /** Properties' lists as read (by the frontmatter's list), made when first read: a list read again is not converted again. */
  lists?: WeakMap<readonly PropertyValue[], Value>;
}

/**
 * A property's value of note `owner` (`null`: not known, a mapping's) as Bases reads it: a text
 * that is one wikilink (`"[[Luke]]"`, `"[[Luke|the boss]]"`) a Link to the note it names (as
 * the vault resolved it from `owner`), as Obsidian reads wikilinks in frontmatter; lists item by item.
 */
export function fromProperty(scope: Scope, owner: number | null, value: PropertyValue | undefined): Value {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    // Read once a run: a long list read for each item of a `map` (one step each) costs its length once.
    const known = (scope.lists ??= new WeakMap()).get(value);
    if (known !== undefined) return known;
    const list = value.map((v) => fromProperty(scope, owner, v));
    scope.lists.set(value, list);
    return list;
  }
  if (typeof value === 'object') return { kind: 'object', value: value as Properties, owner };
  if (typeof value === 'string') {
    const m = WIKILINK.exec(value);
    if (m) {
      const target = m[1]!.trim();
      const resolved = owner !== null && scope.resolve ? scope.resolve(owner, target) : undefined;
      const note = resolved === undefined ? noteNamed(scope.notes, target) : resolved;
      const link: LinkValue = { kind: 'link', note, target };
      if (m[2] !== undefined && m[2].trim() !== '') link.display = m[2].trim();
      if (owner !== null) link.from = owner;
      return link;
    }
  }
  return value;
}

/** A property of note `i` by name (as written, else ignoring case, as Obsidian's property names are). */
export function noteProperty(scope: Scope, i: number, name: string): Value {
  const props = scope.notes[i]!.properties;
  if (Object.hasOwn(props, name)) return fromProperty(scope, i, props[name]);
  const lower = name.toLowerCase();
  for (const key of Object.keys(props)) if (key.toLowerCase() === lower) return fromProperty(scope, i, props[key]);
  return null;
}

export const folderOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
const extOf = (path: string): string => (fileName(path).includes('.') ? fileName(path).slice(fileName(path).lastIndexOf('.') + 1) : '');

/** A `file` field of note `i`. */
export function fileField(scope: Scope, i: number, name: string): Value {
  const note = scope.notes[i]!;
  switch (name) {
    case 'name':
      return fileName(note.path);
    case 'basename':
      return noteName(note.path);
    case 'path':
      return note.path;
    case 'folder':
      return folderOf(note.path);
    case 'ext':
      return extOf(note.path);
    case 'tags':
      return note.tags.map((t) => `#${t}`);
    case 'links':
      return [...new Set(note.linked ?? note.links)].map(
        (n): LinkValue => ({ kind: 'link', note: n, target: noteName(scope.notes[n]!.path) }),
      );
    case 'embeds':
      return (note.embeds ?? []).map((e): LinkValue => ({ kind: 'link', note: e.note, target: e.target, from: i }));
    case 'size':
      return note.size ?? null;
    case 'backlinks':
      return (note.backlinks ?? []).map((n): LinkValue => ({ kind: 'link', note: n, target: noteName(scope.notes[n]!.path) }));
    case 'properties':
      return { kind: 'object', value: note.properties, owner: i };
    default:
      return null;
  }
}
