/**
 * Obsidian's search syntax, as written in an embedded search (a ```` ```query ```` block), read
 * into a query ({@link parseSearch}); running it over the notes is `search-query.ts`.
 *
 *     word "a phrase"            each must be found (in the note's text or its path), ignoring case
 *     a OR b   -a   ( … )        either; not; grouping (`OR` in capitals, as Obsidian reads it)
 *     file:x  path:x  content:x  in the file name (`Melee.md`), the path, the text only
 *     tag:#x                     the note has tag `x` or a tag nested in it (`#x/y`)
 *     line:( … )  section:( … )  all on one line; all in one section (text between two headings)
 *     [prop]  [prop:value]       the note has the property; one of its values holds the value
 *     /regex/                    a JavaScript-style pattern, within one line (see {@link compileRegex})
 *     match-case:x  ignore-case:x
 *
 * Owns the query's shape ({@link SearchQuery}, {@link SearchNode}), the reader of the syntax, and
 * the compiling of `/…/` patterns with RE2, so a pattern that cannot run is refused as the query
 * is read. `parseSearch` gives the query or, for a query it cannot run (malformed, or `block:`,
 * `task:` and the like), the reason in words. Pure.
 */
import { compilePattern, MAX_PATTERN, PatternError, type Regex } from './safe-regex.ts';

class SearchSyntaxError extends Error {}

/**
 * A pattern as written between `/…/`, compiled (`safe-regex.ts`); throws {@link SearchSyntaxError}
 * naming what it cannot run: a pattern over 500 characters, or one RE2 refuses (back-references,
 * look-around, a syntax error).
 */
function compileRegex(source: string, ignoreCase: boolean): Regex {
  try {
    return compilePattern(source, { ignoreCase });
  } catch (error) {
    if (error instanceof PatternError) throw new SearchSyntaxError(error.message);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The query.

type Field = 'default' | 'file' | 'path' | 'content';

/** A part of a query: the tree {@link parseSearch} reads. */
export type SearchNode =
  | { kind: 'term'; field: Field; text: string; lower: string; caseSensitive: boolean; regex: Regex | null }
  | { kind: 'tag'; tag: string }
  | { kind: 'property'; name: string; value: SearchNode | null }
  | { kind: 'scope'; scope: 'line' | 'section'; inner: SearchNode }
  | { kind: 'not'; inner: SearchNode }
  | { kind: 'and' | 'or'; items: SearchNode[] };

/** A query read from a ```` ```query ```` block. */
export interface SearchQuery {
  root: SearchNode;
  /** The parts whose matches show a note's lines: its terms, tags and `line:` parts that are not negated. */
  shown: SearchNode[];
  /** What running it costs per character of the vault's text (`searchCost` in `search-query.ts` multiplies it by the text searched). */
  weight: number;
  /** What running it costs per line of the vault's text, over `weight` (a pattern is run, and a `line:` or `section:` walks, line by line). */
  lineWeight: number;
}

/** A query read, or why it cannot run. */
export type ParsedSearch = { ok: true; query: SearchQuery } | { ok: false; problem: string };

const MAX_QUERY = 2_000;
const MAX_DEPTH = 32;

/** The operators of Obsidian's search the site runs, and those it does not. */
const FIELDS = new Set(['file', 'path', 'content']);
const CASES = new Set(['match-case', 'ignore-case']);
const SCOPES = new Set(['line', 'section']);
const NOT_RUN = new Set(['block', 'task', 'task-todo', 'task-done']);

/**
 * Reads an embedded search (see module doc). Not run: an empty query, unbalanced parentheses or
 * brackets, an unclosed quote, an operator with nothing after it, `block:`, `task:`, `task-todo:`,
 * `task-done:`, a pattern {@link compileRegex} refuses, a query over 2,000 characters or nested
 * more than 32 deep.
 */
export function parseSearch(source: string): ParsedSearch {
  const text = source.replace(/\r\n?/g, '\n');
  if (text.length > MAX_QUERY) return { ok: false, problem: `the query is longer than ${MAX_QUERY.toLocaleString('en')} characters` };
  if (text.trim() === '') return { ok: false, problem: 'the query is empty' };
  try {
    // Each pattern compiled once, its case settled (`match-case:` nested thirty deep compiles it once, not thirty times).
    const root = compiled(new Parser(text).query());
    const shown: SearchNode[] = [];
    collectShown(root, shown);
    const { perChar, perLine } = weightOf(root);
    return { ok: true, query: { root, shown, weight: perChar, lineWeight: perLine } };
  } catch (error) {
    if (error instanceof SearchSyntaxError) return { ok: false, problem: error.message };
    throw error;
  }
}

class Parser {
  private at = 0;
  private depth = 0;
  /** Inside `[prop:…]`: a `]` ends a word. */
  private inProperty = 0;

  private readonly s: string;

  constructor(s: string) {
    this.s = s;
  }

  query(): SearchNode {
    const node = this.or();
    this.space();
    if (this.at < this.s.length) throw new SearchSyntaxError(this.s[this.at] === ')' ? 'a `)` has no `(`' : 'a `]` has no `[`');
    return node;
  }

  private space(): void {
    while (this.at < this.s.length && /\s/.test(this.s[this.at]!)) this.at++;
  }

  private ends(): boolean {
    this.space();
    const c = this.s[this.at];
    return c === undefined || c === ')' || (c === ']' && this.inProperty > 0);
  }

  private or(): SearchNode {
    const items = [this.and()];
    while (this.isOr()) {
      this.at += 2;
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  }

  private isOr(): boolean {
    this.space();
    const after = this.s[this.at + 2];
    return this.s.startsWith('OR', this.at) && after !== undefined && /[\s(]/.test(after);
  }

  private and(): SearchNode {
    const items: SearchNode[] = [];
    while (!this.ends() && !this.isOr()) items.push(this.unary());
    if (items.length === 0)
      throw new SearchSyntaxError(
        this.at >= this.s.length ? 'the query ends where a term should be' : 'a group or `OR` has nothing on one side',
      );
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  }

  private unary(): SearchNode {
    if (++this.depth > MAX_DEPTH) throw new SearchSyntaxError(`the query nests more than ${MAX_DEPTH} deep`);
    try {
      if (this.s[this.at] === '-' && this.s[this.at + 1] !== undefined && !/\s/.test(this.s[this.at + 1]!)) {
        this.at++;
        return { kind: 'not', inner: this.unary() };
      }
      return this.primary();
    } finally {
      this.depth--;
    }
  }

  private group(): SearchNode {
    // `(` read.
    const inner = this.or();
    if (this.s[this.at] !== ')') throw new SearchSyntaxError('a `(` has no `)`');
    this.at++;
    return inner;
  }

  private primary(): SearchNode {
    const c = this.s[this.at]!;
    if (c === '(') {
      this.at++;
      return this.group();
    }
    if (c === '[' && this.s[this.at + 1] !== '[') return this.property();
    const operator = /^([A-Za-z][\w-]*):/.exec(this.s.slice(this.at, this.at + 24));
    if (operator) {
      const name = operator[1]!.toLowerCase();
      if (NOT_RUN.has(name)) throw new SearchSyntaxError(`the operator \`${name}:\` is not run on the site`);
      if (FIELDS.has(name) || CASES.has(name) || SCOPES.has(name) || name === 'tag') {
        this.at += operator[0].length;
        const next = this.s[this.at];
        if (next === undefined || /\s/.test(next) || next === ')' || (next === ']' && this.inProperty > 0))
          throw new SearchSyntaxError(`\`${name}:\` has nothing after it`);
        return this.operand(name);
      }
    }
    return this.term('default');
  }

  private operand(name: string): SearchNode {
    if (name === 'tag') {
      const token = this.s[this.at] === '"' ? this.phrase() : this.word();
      const tag = token.replace(/^#/, '').toLowerCase();
      if (tag === '') throw new SearchSyntaxError('`tag:` takes one tag (`tag:#melee`); join several with OR');
      return { kind: 'tag', tag };
    }
    let inner: SearchNode;
    if (this.s[this.at] === '(') {
      this.at++;
      inner = this.group();
    } else if (SCOPES.has(name)) inner = this.unary();
    else inner = this.term('default');
    if (SCOPES.has(name)) return { kind: 'scope', scope: name as 'line' | 'section', inner };
    return CASES.has(name) ? withCase(inner, name === 'match-case') : withField(inner, name as Field);
  }

  private property(): SearchNode {
    this.at++;
    const close = this.s.indexOf(']', this.at);
    const colon = this.s.indexOf(':', this.at);
    if (close === -1) throw new SearchSyntaxError('a `[` has no `]`');
    if (colon === -1 || colon > close) {
      const name = this.s.slice(this.at, close).trim();
      if (name === '') throw new SearchSyntaxError('`[]` names no property');
      this.at = close + 1;
      return { kind: 'property', name: name.toLowerCase(), value: null };
    }
    const name = this.s.slice(this.at, colon).trim();
    if (name === '') throw new SearchSyntaxError('`[:…]` names no property');
    this.at = colon + 1;
    this.inProperty++;
    const value = this.ends() ? null : this.or();
    this.inProperty--;
    if (this.s[this.at] !== ']') throw new SearchSyntaxError('a `[` has no `]`');
    this.at++;
    return { kind: 'property', name: name.toLowerCase(), value: value === null ? null : withField(value, 'content') };
  }

  private phrase(): string {
    // `"` next; `\"` inside is a quote.
    let out = '';
    this.at++;
    while (this.at < this.s.length && this.s[this.at] !== '"') {
      if (this.s[this.at] === '\\' && (this.s[this.at + 1] === '"' || this.s[this.at + 1] === '\\')) this.at++;
      out += this.s[this.at++];
    }
    if (this.s[this.at] !== '"') throw new SearchSyntaxError('a `"` has no closing `"`');
    this.at++;
    return out;
  }

  private word(): string {
    const start = this.at;
    while (this.at < this.s.length) {
      const c = this.s[this.at]!;
      if (/\s/.test(c) || c === ')' || c === '(' || (c === ']' && this.inProperty > 0)) break;
      this.at++;
    }
    return this.s.slice(start, this.at);
  }

  private term(field: Field): SearchNode {
    const c = this.s[this.at];
    if (c === '"') return makeTerm(field, this.phrase(), false, null);
    if (c === '/') {
      // `/…/` followed by a space, a parenthesis or the end: a pattern; else a word starting with `/`.
      let end = this.at + 1;
      while (end < this.s.length && this.s[end] !== '/' && this.s[end] !== '\n') end += this.s[end] === '\\' ? 2 : 1;
      const after = this.s[end + 1];
      if (this.s[end] === '/' && end > this.at + 1 && (after === undefined || /[\s)\]]/.test(after))) {
        const pattern = this.s.slice(this.at + 1, end);
        this.at = end + 1;
        return makeTerm(field, pattern, false, pattern);
      }
    }
    const word = this.word();
    if (word === '') throw new SearchSyntaxError(`\`${this.s[this.at] ?? ''}\` stands where a term should be`);
    return makeTerm(field, word, false, null);
  }
}

/** A pattern read but not yet compiled: {@link compiled} compiles it once the query is read. */
const PENDING = Symbol('pattern');

function makeTerm(field: Field, text: string, caseSensitive: boolean, pattern: string | null): SearchNode {
  // A pattern's length is checked as it is read, so a query of many long patterns stops at the first.
  if (pattern !== null && pattern.length > MAX_PATTERN) throw new SearchSyntaxError(`the pattern is longer than ${MAX_PATTERN} characters`);
  return {
    kind: 'term',
    field,
    text,
    lower: text.toLowerCase(),
    caseSensitive,
    regex: pattern === null ? null : (PENDING as unknown as Regex),
  };
}

/** `node` with each pattern compiled, matching case or not as its term now says. */
function compiled(node: SearchNode): SearchNode {
  switch (node.kind) {
    case 'term':
      return node.regex === null ? node : { ...node, regex: compileRegex(node.text, !node.caseSensitive) };
    case 'property':
      return node.value === null ? node : { ...node, value: compiled(node.value) };
    case 'scope':
    case 'not':
      return { ...node, inner: compiled(node.inner) };
    case 'and':
    case 'or':
      return { ...node, items: node.items.map(compiled) };
    default:
      return node;
  }
}

/** `node` with its terms read in `field` (those already given a field keep it). */
function withField(node: SearchNode, field: Field): SearchNode {
  switch (node.kind) {
    case 'term':
      return node.field === 'default' ? { ...node, field } : node;
    case 'not':
      return { ...node, inner: withField(node.inner, field) };
    case 'and':
    case 'or':
      return { ...node, items: node.items.map((item) => withField(item, field)) };
    default:
      return node;
  }
}

/** `node` with its terms matched in case (`match-case:`) or ignoring it (`ignore-case:`). */
function withCase(node: SearchNode, caseSensitive: boolean): SearchNode {
  switch (node.kind) {
    case 'term':
      return { ...node, caseSensitive };
    case 'not':
    case 'scope':
      return { ...node, inner: withCase(node.inner, caseSensitive) };
    case 'and':
    case 'or':
      return { ...node, items: node.items.map((item) => withCase(item, caseSensitive)) };
    default:
      return node;
  }
}

function collectShown(node: SearchNode, out: SearchNode[]): void {
  if (node.kind === 'and' || node.kind === 'or') for (const item of node.items) collectShown(item, out);
  else if (node.kind === 'term' && (node.field === 'default' || node.field === 'content')) out.push(node);
  else if (node.kind === 'tag' || node.kind === 'scope') out.push(node);
}

/**
 * Work, in units of a character read by a word looked up (`String.prototype.includes`, about 2,000
 * million characters a second), per character and per line of the text searched:
 * - a word: 1 a character;
 * - a pattern: {@link PATTERN_STEP} a character for each instruction of its RE2 program (what RE2
 *   steps through at worst, when its DFA gives way to its NFA: `/[ab]*a[ab]{20}x/` over random
 *   `a`s and `b`s), and {@link PATTERN_CALL} a line (it is run line by line, each run a start-up);
 * - `line:` and `section:`: 10 times their parts, and a line each (the lines, and the sections
 *   made of them, are walked one by one);
 * - `[prop:value]`: its value for each value of the property, each at least two characters of the
 *   frontmatter (`[a,b]`), so a line's cost of its value for every two characters.
 */
function weightOf(node: SearchNode): { perChar: number; perLine: number } {
  switch (node.kind) {
    case 'term':
      return node.regex === null ? { perChar: 1, perLine: 0 } : { perChar: PATTERN_STEP * node.regex.programSize(), perLine: PATTERN_CALL };
    case 'tag':
      return { perChar: 1, perLine: 0 };
    case 'property': {
      if (node.value === null) return { perChar: 1, perLine: 0 };
      const value = weightOf(node.value);
      return { perChar: 1 + value.perChar + value.perLine / 2, perLine: 0 };
    }
    case 'scope': {
      const inner = weightOf(node.inner);
      return { perChar: 10 * (1 + inner.perChar), perLine: 10 * (inner.perLine + (node.scope === 'line' ? LINE_WALK : SECTION_WALK)) };
    }
    case 'not': {
      const inner = weightOf(node.inner);
      return { perChar: 1 + inner.perChar, perLine: inner.perLine };
    }
    case 'and':
    case 'or':
      return node.items.reduce(
        (sum, item) => {
          const w = weightOf(item);
          return { perChar: sum.perChar + w.perChar, perLine: sum.perLine + w.perLine };
        },
        { perChar: 0, perLine: 0 },
      );
  }
}

/** A pattern's work per character for each instruction of its program (about 50 ns at worst). */
const PATTERN_STEP = 100;
/** A pattern's work to start a run over one line (about 3 µs). */
const PATTERN_CALL = 6_000;
/**
 * The work of walking to one line in a `line:` (about 1.5 µs with the `10` above, the garbage of
 * its line objects collected), and of making a section of it in a `section:` (about 3 µs).
 */
const LINE_WALK = 300;
const SECTION_WALK = 600;
