/**
 * The syntax of Dataview's list, table and task queries (```` ```dataview ```` blocks) that the site
 * answers: {@link parseQuery} reads a block's text into a {@link Query}, or gives `null` for
 * anything it does not answer (the block then stays code, as Obsidian shows it without the
 * plugin), and {@link queryCost} says what running one costs, for a page's budget. What the
 * clauses mean, and running them over the notes: `dataview-query.ts`. Pure; bounded (at most
 * {@link MAX_QUERY_LENGTH} characters, nesting at most {@link MAX_DEPTH} deep).
 */
import type { PropertyValue } from './property-links.ts';

export type Source =
  | { kind: 'tag'; tag: string }
  | { kind: 'folder'; path: string }
  | { kind: 'linksTo'; note: string | null }
  | { kind: 'outgoing'; note: string | null }
  | { kind: 'not'; source: Source }
  | { kind: 'and' | 'or'; left: Source; right: Source };

/** A column of a table, or the value after each note of a list: a field, or an expression (`link(file.name)`, `length(tags)`). */
export interface Column {
  /** The field's path; `[]` for an expression column. */
  field: string[];
  /** An expression column's expression ({@link columnValue}), else `null`. */
  expr: Expr | null;
  /** The header: `AS "…"`, else the column as written. */
  name: string;
}

export interface Query {
  /** `TASK`: the rows are the notes' tasks (`dataview-query.ts`), and the query has no columns. */
  type: 'list' | 'table' | 'task';
  withoutId: boolean;
  /** LIST: at most one (the value shown after each note); TABLE: the columns; TASK: none. */
  columns: Column[];
  from: Source | null;
  /** `WHERE`, `SORT`, `LIMIT` and `FLATTEN`, each as often as written, run in the order written (as Dataview runs them). */
  steps: Step[];
  /**
   * The `GROUP BY expr [AS name]` step of `steps` (at most one), `null` when none. From there on the
   * rows are the groups, as in Dataview: `key` (or the group's name) is a group's key, `rows` its
   * rows (`rows.field` the field of each, `length(rows)` how many); its name heads a table's first column.
   */
  group: GroupStep | null;
}

/** `GROUP BY expr [AS name]`: `name` is the `AS` name, else the expression as written. */
export type GroupStep = { kind: 'group'; expr: Expr; name: string };

/**
 * One data command of a query: keep the rows a condition holds for, sort them (stably), keep the
 * first `n` (`LIMIT expr`, read once with `this` alone, as Dataview reads it: `LIMIT this.count`),
 * make one row of each item of a value (`FLATTEN expr AS name`: the item under `name`; `name` is
 * the field as written when no `AS` is given), or group the rows ({@link GroupStep}).
 */
type Step =
  | { kind: 'where'; expr: Expr }
  | { kind: 'sort'; keys: SortKey[] }
  | { kind: 'limit'; expr: Expr }
  | { kind: 'flatten'; expr: Expr; name: string }
  | GroupStep;

/** A `SORT` key: a field (`SORT level`) or an expression (`SORT length(file.tags) DESC`), as the expression it reads. */
export interface SortKey {
  expr: Expr;
  descending: boolean;
}

/** A token of a query: its kind, its text (a string's unescaped, a link's and a tag's without their marks), and where it is written (`start` to `end`). */
type Token = { kind: 'word' | 'tag' | 'string' | 'link' | 'punct' | 'number' | 'op'; text: string; start: number; end: number };

/** A `WHERE` condition or a column: fields, `this.…`, literals, arithmetic, comparisons, `and`/`or`/`!`, and Dataview's functions of {@link FUNCTIONS}. */
export type Expr =
  | { kind: 'field'; path: string[]; self: boolean }
  | { kind: 'literal'; value: PropertyValue }
  | { kind: 'compare'; op: string; left: Expr; right: Expr }
  | { kind: 'arith'; op: '+' | '-' | '*' | '/' | '%'; left: Expr; right: Expr }
  | { kind: 'neg'; expr: Expr }
  | { kind: 'and' | 'or'; left: Expr; right: Expr }
  | { kind: 'not'; expr: Expr }
  | { kind: 'call'; name: string; args: Expr[] }
  /** `object[index]`, and each `.name` after a value that is no field (`T[1].name`): Dataview's index. */
  | { kind: 'index'; object: Expr; index: Expr }
  /** `row` (the row itself) or `this` (the note holding the query) before `[…]`: `row["level"]`, `this[field]`. */
  | { kind: 'row'; self: boolean }
  /** A list literal: `[1, "two", [[Three]]]`. */
  | { kind: 'list'; items: Expr[] }
  /** A lambda, `(x) => x.level > 2`, `(acc, x) => acc + x`: an argument of `filter`, `map`, `sort` and the like. */
  | { kind: 'lambda'; params: string[]; body: Expr };

/**
 * Dataview's functions a condition or column may call here (names ignore case), with their least
 * and most arguments (`Infinity`: any number). What each does: `dataview-functions.ts`, and
 * `dataview-query.ts` for those given a lambda (`filter(moves, (m) => m.power > 40)`). Dates and
 * the like are not among them: a query calling them stays code.
 */
const FUNCTIONS: Readonly<Record<string, readonly [number, number]>> = {
  contains: [2, 2],
  icontains: [2, 2],
  econtains: [2, 2],
  containsword: [2, 2],
  startswith: [2, 2],
  endswith: [2, 2],
  length: [1, 1],
  link: [1, 2],
  embed: [1, 2],
  lower: [1, 1],
  upper: [1, 1],
  round: [1, 2],
  trunc: [1, 1],
  floor: [1, 1],
  ceil: [1, 1],
  default: [2, 2],
  ldefault: [2, 2],
  choice: [3, 3],
  object: [0, Number.POSITIVE_INFINITY],
  extract: [1, Number.POSITIVE_INFINITY],
  elink: [1, 2],
  meta: [1, 1],
  join: [1, 2],
  sum: [1, 1],
  product: [1, 1],
  average: [1, 1],
  min: [1, Number.POSITIVE_INFINITY],
  max: [1, Number.POSITIVE_INFINITY],
  number: [1, 1],
  string: [1, 1],
  list: [0, Number.POSITIVE_INFINITY],
  array: [0, Number.POSITIVE_INFINITY],
  nonnull: [1, 1],
  reverse: [1, 1],
  sort: [1, 2],
  unique: [1, 1],
  flat: [1, 2],
  slice: [1, 3],
  all: [1, 2],
  any: [1, 2],
  none: [1, 2],
  filter: [2, 2],
  map: [2, 2],
  reduce: [2, 2],
  minby: [2, 2],
  maxby: [2, 2],
  typeof: [1, 1],
  regextest: [2, 2],
  regexmatch: [2, 2],
  regexreplace: [3, 3],
  replace: [3, 3],
  split: [2, 3],
  substring: [2, 3],
  truncate: [2, 3],
  padleft: [2, 3],
  padright: [2, 3],
};

/** Queries longer than this are not read (the block stays code). */
const MAX_QUERY_LENGTH = 10_000;
/** Parentheses and negations nested at most (the parser and `matches` recurse once per level). */
export const MAX_DEPTH = 32;
/**
 * A field's name, as Dataview's `identifier` reads it: a letter of any script or an emoji first
 * (`作用`, `🎲roll`), then letters, emoji, digits, `_` and `-`; dotted for a path.
 */
export const FIELD_NAME = String.raw`[\p{L}\p{Emoji_Presentation}_][\p{L}\p{Emoji_Presentation}\w-]*`;
const FIELD = new RegExp(`^${FIELD_NAME}(?:\\.${FIELD_NAME})*$`, 'u');

/** The implicit `file.…` fields a query may read: those the vault's text decides. */
export const FILE_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'path',
  'link',
  'folder',
  'ext',
  'tags',
  'etags',
  'aliases',
  'day',
  'outlinks',
  'inlinks',
  'tasks',
]);

/**
 * A task's fields Dataview gives that a `TASK` query here does not (`dataview-query.ts` lists those
 * it gives): a TASK query reading one stays code, rather than read the note's field of that name;
 * so does any query reading `file.tasks` that names one anywhere in a field (`t.children`).
 */
const TASK_FIELDS_NOT_READ = new Set(['children', 'subtasks', 'visual', 'position', 'symbol', 'real', 'header', 'list']);

/**
 * A field's path (`stats.range` → `['stats', 'range']`, `this.x` → `['this', 'x']`, `row.x` →
 * `['x']`, `file.inlinks.file.name`), or `null` for what is no field, or a `file.…` field other
 * than {@link FILE_FIELDS}: `file.mtime`, `file.ctime`, `file.size` are not in the vault's text (a
 * clone or a build machine changes them), so a query using them stays code.
 */
function fieldPath(text: string): string[] | null {
  if (!FIELD.test(text)) return null;
  const written = text.split('.');
  // `row.level` is the row's own `level`: Dataview reads the name `row` before a `.` as the row itself.
  const path = written[0] === 'row' && written.length > 1 ? written.slice(1) : written;
  const own = path[0] === 'this' ? path.slice(1) : path;
  if (own[0] === 'file' && (own.length < 2 || !FILE_FIELDS.has(own[1]!))) return null;
  return path;
}

/** A field path as the expression reading it: `this.level` the level of the note holding the query; `null` for `this` alone. */
export function fieldExpr(path: readonly string[]): Expr | null {
  if (path[0] === 'this') return path.length > 1 ? { kind: 'field', path: path.slice(1), self: true } : null;
  return { kind: 'field', path: [...path], self: false };
}

/**
 * A quoted text's content as Dataview's `string` reads it: `\"` is a quote and `\\` a backslash;
 * any other escape keeps its backslash (`"\d+"` is the pattern `\d+`, `"\+ "` the text `\+ `).
 */
export function unescapeText(quoted: string): string {
  return quoted.replace(/\\(.)/g, (escape, char: string) => (char === '"' || char === '\\' ? char : escape));
}

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern =
    /\s+|(\[\[[^\]\n]*\]\])|("(?:[^"\\\n]|\\.)*")|(#[^\s,()#"=!<>&|[\]]+)|(\d+(?:\.\d+)?)|([\p{L}\p{Emoji_Presentation}_][\p{L}\p{Emoji_Presentation}\w.-]*)|(=>|!=|<=|>=|=|<|>|&|\||\+|\*|%|\/(?!\/))|([,()!.[\]-])|(\/\/[^\n]*)|(.)/guy;
  for (let match = pattern.exec(source); match !== null && match.index < source.length; match = pattern.exec(source)) {
    const [, link, string, tag, number, word, op, punct, , other] = match;
    if (other !== undefined) return null;
    if (link !== undefined) tokens.push({ kind: 'link', text: link.slice(2, -2), start: match.index, end: pattern.lastIndex });
    else if (string !== undefined)
      tokens.push({ kind: 'string', text: unescapeText(string.slice(1, -1)), start: match.index, end: pattern.lastIndex });
    else if (tag !== undefined) tokens.push({ kind: 'tag', text: tag.slice(1), start: match.index, end: pattern.lastIndex });
    else if (number !== undefined) tokens.push({ kind: 'number', text: number, start: match.index, end: pattern.lastIndex });
    else if (word !== undefined) tokens.push({ kind: 'word', text: word, start: match.index, end: pattern.lastIndex });
    else if (op !== undefined) tokens.push({ kind: 'op', text: op, start: match.index, end: pattern.lastIndex });
    else if (punct !== undefined) tokens.push({ kind: 'punct', text: punct, start: match.index, end: pattern.lastIndex });
    if (pattern.lastIndex === match.index) return null;
  }
  return tokens;
}

const CLAUSES = new Set(['from', 'where', 'sort', 'limit', 'flatten', 'group']);
const COMPARISONS = new Set(['=', '!=', '<', '>', '<=', '>=']);
const SORT_DIRECTIONS = new Set(['asc', 'ascending', 'desc', 'descending']);

/** The note a link in a source names (`[[Note|text]]` → `Note`; `[[#]]` or `[[]]` → `null`, the querying note). */
function linkTarget(text: string): string | null {
  const target = text.split('|')[0]!.split('#')[0]!.trim();
  return target === '' ? null : target;
}

/**
 * Reads a ```` ```dataview ```` block's text; `null` when it is not a query this module answers
 * (see module doc) or is malformed.
 */
export function parseQuery(text: string): Query | null {
  return read(text, false) as Query | null;
}

/**
 * Reads `text` as one Dataview expression, as a query's condition or column reads it (an inline
 * query's `=…`, `inline-queries.ts`): `null` when it is not one this module answers, is malformed,
 * or has anything after it.
 */
export function parseExpression(text: string): Expr | null {
  return read(text, true) as Expr | null;
}

/** {@link parseQuery}, or with `expression` {@link parseExpression}: one reader for both. */
function read(text: string, expression: boolean): Query | Expr | null {
  if (text.length > MAX_QUERY_LENGTH) return null;
  const tokens = tokenize(text);
  if (tokens === null || tokens.length === 0) return null;
  let at = 0;
  const peek = (): Token | undefined => tokens[at];
  const isWord = (word: string): boolean => peek()?.kind === 'word' && peek()!.text.toLowerCase() === word;
  /** Whether the next token is the mark `text` (not a quoted text holding it). */
  const isPunct = (text: string): boolean => peek()?.kind === 'punct' && peek()!.text === text;
  /** Whether `token` is the mark `text`. */
  const punct = (token: Token | undefined, text: string): boolean => token?.kind === 'punct' && token.text === text;
  /** `AS "Name"` (or `AS name`) next: the name; `undefined` when no `AS` comes; `null` when no name follows it. */
  const readAlias = (): string | null | undefined => {
    if (!isWord('as')) return undefined;
    at++;
    const alias = peek();
    if (alias?.kind !== 'string' && alias?.kind !== 'word') return null;
    at++;
    return alias.text;
  };
  /** The text from token `first` to the one read last, as written, each line trimmed and the lines joined (Dataview's header of a column or group). */
  const written = (first: number): string =>
    text
      .slice(tokens[first]!.start, tokens[at - 1]!.end)
      .split(/[\r\n]+/)
      .map((line) => line.trim())
      .join('');
  const atClause = (): boolean => peek() === undefined || (peek()!.kind === 'word' && CLAUSES.has(peek()!.text.toLowerCase()));

  const kind = expression || peek()?.kind !== 'word' ? undefined : peek()!.text.toLowerCase();
  // A query reading the tasks of notes as values: any field may be one of a task's.
  const readsTasks = /\bfile\s*\.\s*tasks\b/i.test(text);
  /**
   * {@link fieldPath}, and `null` for a task's field not given here ({@link TASK_FIELDS_NOT_READ}):
   * a row's in a TASK query, any part of a field's in a query reading `file.tasks`.
   */
  const rowField = (text: string): string[] | null => {
    const path = fieldPath(text);
    if (path === null) return null;
    if (kind === 'task' && path[0] !== 'this' && TASK_FIELDS_NOT_READ.has(path[0]!)) return null;
    return readsTasks && path.some((name) => TASK_FIELDS_NOT_READ.has(name)) ? null : path;
  };

  let depth = 0;
  /**
   * `next (kind next)*`, left to right, as `{ kind, left, right }`; the joining word is `kind`
   * (`and`, `or`) or, where `symbols` allows, `&` or `|`. `null` when a part is missing.
   */
  const chain = <T>(kind: 'and' | 'or', next: () => T | null, symbols: boolean): T | { kind: 'and' | 'or'; left: T; right: T } | null => {
    let left: T | { kind: 'and' | 'or'; left: T; right: T } | null = next();
    const joins = (): boolean => isWord(kind) || (symbols && peek()?.kind === 'op' && peek()!.text === (kind === 'and' ? '&' : '|'));
    while (left !== null && joins()) {
      at++;
      const right = next();
      if (right === null) return null;
      left = { kind, left: left as T, right };
    }
    return left;
  };
  /** `a or b or …`, each an `and` chain (and binds tighter, as in Dataview). */
  const source = (): Source | null => chain<Source>('or', andChain, false) as Source | null;
  const andChain = (): Source | null => chain<Source>('and', term, false) as Source | null;
  const term = (): Source | null => {
    const token = peek();
    if (token === undefined || depth >= MAX_DEPTH) return null;
    at++;
    depth++;
    try {
      return termAfter(token);
    } finally {
      depth--;
    }
  };
  const termAfter = (token: Token): Source | null => {
    if (token.kind === 'punct' && (token.text === '-' || token.text === '!')) {
      const inner = term();
      return inner === null ? null : { kind: 'not', source: inner };
    }
    if (token.kind === 'punct' && token.text === '(') {
      const inner = source();
      if (inner === null || !isPunct(')')) return null;
      at++;
      return inner;
    }
    if (token.kind === 'tag') return { kind: 'tag', tag: token.text.toLowerCase() };
    if (token.kind === 'string') return { kind: 'folder', path: token.text.replace(/^\/+|\/+$/g, '') };
    if (token.kind === 'link') return { kind: 'linksTo', note: linkTarget(token.text) };
    if (token.kind === 'word' && token.text.toLowerCase() === 'outgoing' && isPunct('(')) {
      at++;
      const link = peek();
      if (link?.kind !== 'link' || !punct(tokens[at + 1], ')')) return null;
      at += 2;
      return { kind: 'outgoing', note: linkTarget(link.text) };
    }
    return null;
  };

  const orExpr = (): Expr | null => chain<Expr>('or', andExpr, true) as Expr | null;
  const andExpr = (): Expr | null => chain<Expr>('and', comparison, true) as Expr | null;
  const comparison = (): Expr | null => {
    const left = additive();
    if (left === null || peek()?.kind !== 'op' || !COMPARISONS.has(peek()!.text)) return left;
    const op = peek()!.text;
    at++;
    const right = additive();
    return right === null ? null : { kind: 'compare', op, left, right };
  };
  /** `next (op next)*` for the operators `ops`, left to right (`-` is read as a punctuation token). */
  const arithmetic = (ops: readonly string[], next: () => Expr | null) => (): Expr | null => {
    let left = next();
    while (left !== null && peek() !== undefined && ops.includes(peek()!.text) && peek()!.kind !== 'string') {
      const op = peek()!.text as '+' | '-' | '*' | '/' | '%';
      at++;
      const right = next();
      if (right === null) return null;
      left = { kind: 'arith', op, left, right };
    }
    return left;
  };
  const multiplicative = arithmetic(['*', '/', '%'], () => unary());
  const additive = arithmetic(['+', '-'], multiplicative);
  const unary = (): Expr | null => {
    if (depth >= MAX_DEPTH) return null;
    depth++;
    try {
      return primary();
    } finally {
      depth--;
    }
  };
  /** Expressions separated by commas up to `close` (read too): a call's arguments, a list's items; `null` when malformed. */
  const listUntil = (close: string): Expr[] | null => {
    const items: Expr[] = [];
    while (!isPunct(close)) {
      if (items.length > 0) {
        if (!isPunct(',')) return null;
        at++;
      }
      const item = orExpr();
      if (item === null) return null;
      items.push(item);
    }
    at++;
    return items;
  };
  /** A value, then each `[index]` and `.name` after it, left to right (Dataview's postfix index). */
  const primary = (): Expr | null => {
    let expr = atom();
    // Each index nests the value it reads: as many as parentheses may nest.
    let steps = 0;
    while (expr !== null && (isPunct('[') || isPunct('.'))) {
      if (++steps + depth > MAX_DEPTH) return null;
      const opened = isPunct('[');
      at++;
      if (opened) {
        // As Dataview's: a name alone in brackets is that text (`x[level]` is `x["level"]`), not the field's value.
        const word = peek();
        const named =
          word?.kind === 'word' && punct(tokens[at + 1], ']') && !word.text.includes('.') && !/^(?:true|false|null)$/i.test(word.text);
        if (named) at++;
        const index: Expr | null = named ? { kind: 'literal', value: word.text } : orExpr();
        if (index === null || !isPunct(']')) return null;
        at++;
        expr = { kind: 'index', object: expr, index };
        continue;
      }
      // `.name` (a word token may hold several: `.name.first`), each a text index.
      const name = peek();
      if (name?.kind !== 'word' || !FIELD.test(name.text)) return null;
      at++;
      const parts = name.text.split('.');
      steps += parts.length - 1;
      if (steps + depth > MAX_DEPTH) return null;
      for (const part of parts) expr = { kind: 'index', object: expr, index: { kind: 'literal', value: part } };
    }
    return expr;
  };
  /**
   * After an opening parenthesis: a lambda (`(x) => body`, `(acc, x) => body`: plain names, then
   * `=>`), read to the end of its body; `undefined` when what follows is no lambda (nothing is
   * read), `null` when its body is not read.
   */
  const lambdaAfterParen = (): Expr | null | undefined => {
    const params: string[] = [];
    let k = at;
    while (tokens[k]?.kind === 'word' && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(tokens[k]!.text)) {
      params.push(tokens[k]!.text);
      k++;
      if (!punct(tokens[k], ',')) break;
      k++;
    }
    if (params.length === 0 || !punct(tokens[k], ')') || tokens[k + 1]?.kind !== 'op' || tokens[k + 1]!.text !== '=>') return undefined;
    at = k + 2;
    const body = orExpr();
    return body === null ? null : { kind: 'lambda', params, body };
  };
  const atom = (): Expr | null => {
    const token = peek();
    if (token === undefined) return null;
    at++;
    if (token.kind === 'punct' && token.text === '[') {
      const items = listUntil(']');
      return items === null ? null : { kind: 'list', items };
    }
    // `row[…]` and `this[…]`: a field of the row, or of the note holding the query, by a name computed.
    if (token.kind === 'word' && (token.text === 'row' || token.text === 'this') && isPunct('['))
      return { kind: 'row', self: token.text === 'this' };
    if (token.kind === 'punct' && token.text === '!') {
      const expr = unary();
      return expr === null ? null : { kind: 'not', expr };
    }
    if (token.kind === 'punct' && token.text === '-') {
      const expr = unary();
      return expr === null ? null : { kind: 'neg', expr };
    }
    if (token.kind === 'punct' && token.text === '(') {
      const lambda = lambdaAfterParen();
      if (lambda !== undefined) return lambda;
      const expr = orExpr();
      if (expr === null || !isPunct(')')) return null;
      at++;
      return expr;
    }
    if (token.kind === 'string') return { kind: 'literal', value: token.text };
    if (token.kind === 'number') return { kind: 'literal', value: Number(token.text) };
    // `[[]]` and `[[#]]` are the note holding the query, as `this.file.link`: Dataview resolves every
    // link from that note (`getFirstLinkpathDest(link, origin)`, engine.ts's `defaultLinkHandler`), and
    // its docs say "You can implicitly reference the current file via `[[#]]` or `[[]]`".
    if (token.kind === 'link')
      return linkTarget(token.text) === null
        ? { kind: 'field', path: ['file', 'link'], self: true }
        : { kind: 'literal', value: `[[${token.text}]]` };
    if (token.kind === 'tag') return { kind: 'literal', value: `#${token.text}` };
    if (token.kind !== 'word') return null;
    const word = token.text.toLowerCase();
    if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true' };
    if (word === 'null') return { kind: 'literal', value: null };
    if (isPunct('(')) {
      const arity = Object.hasOwn(FUNCTIONS, word) ? FUNCTIONS[word] : undefined;
      if (arity === undefined) return null;
      at++;
      const args = listUntil(')');
      return args !== null && args.length >= arity[0] && args.length <= arity[1] ? { kind: 'call', name: word, args } : null;
    }
    const path = rowField(token.text);
    return path === null ? null : fieldExpr(path);
  };

  if (expression) {
    const expr = orExpr();
    return expr !== null && at === tokens.length ? expr : null;
  }
  if (peek()?.kind !== 'word' || (kind !== 'list' && kind !== 'table' && kind !== 'task')) return null;
  at++;
  const query: Query = { type: kind, withoutId: false, columns: [], from: null, steps: [], group: null };
  if (kind !== 'task' && isWord('without') && tokens[at + 1]?.kind === 'word' && tokens[at + 1]!.text.toLowerCase() === 'id') {
    query.withoutId = true;
    at += 2;
  }
  // A TASK query has no columns: its clauses come right after it.
  if (kind === 'task' && !atClause()) return null;
  // The columns: a field (`level`, `file.link`), or an expression (`link(file.name)`), each with an optional `AS "Name"`.
  while (!atClause()) {
    const first = at;
    const field = peek()!;
    const next = tokens[at + 1];
    // A field alone (then `AS`, `,` or the next clause), else an expression (`link(file.name)`, `cost / 2`).
    const alone =
      next === undefined ||
      punct(next, ',') ||
      (next.kind === 'word' && (next.text.toLowerCase() === 'as' || CLAUSES.has(next.text.toLowerCase())));
    const path = field.kind === 'word' && alone ? fieldPath(field.text) : null;
    let expr: Expr | null = null;
    if (path === null) {
      expr = orExpr();
      if (expr === null) return null;
    } else if (fieldExpr(path) === null) return null;
    else at++;
    const name = path === null ? written(first) : field.text;
    const alias = readAlias();
    if (alias === null) return null;
    query.columns.push({ field: path ?? [], expr, name: alias ?? name });
    if (isPunct(',')) at++;
    else if (!atClause()) return null;
  }
  if (query.type === 'list' && query.columns.length > 1) return null;

  let fromRead = false;
  while (peek() !== undefined) {
    const clause = peek()!.text.toLowerCase();
    // FROM once; WHERE, SORT, LIMIT and FLATTEN as often as written (Dataview runs each in turn).
    if (peek()!.kind !== 'word' || (clause === 'from' && fromRead)) return null;
    at++;
    if (clause === 'from') {
      fromRead = true;
      query.from = source();
      if (query.from === null) return null;
    } else if (clause === 'sort') {
      const keys: SortKey[] = [];
      do {
        if (isPunct(',')) at++;
        const field = peek();
        const next = tokens[at + 1];
        // A field alone (then ASC, DESC, `,` or the next clause), else an expression.
        const alone =
          next === undefined ||
          punct(next, ',') ||
          (next.kind === 'word' && (SORT_DIRECTIONS.has(next.text.toLowerCase()) || CLAUSES.has(next.text.toLowerCase())));
        const path = field?.kind === 'word' && alone ? rowField(field.text) : null;
        const expr = path === null ? orExpr() : fieldExpr(path);
        if (expr === null) return null;
        if (path !== null) at++;
        let descending = false;
        if (isWord('asc') || isWord('ascending')) at++;
        else if (isWord('desc') || isWord('descending')) {
          descending = true;
          at++;
        }
        keys.push({ expr, descending });
      } while (isPunct(','));
      query.steps.push({ kind: 'sort', keys });
    } else if (clause === 'limit') {
      const expr = orExpr();
      // A written value that is no number (`LIMIT "ten"`) is Dataview's error whatever the notes: not answered.
      if (expr === null || (expr.kind === 'literal' && typeof expr.value !== 'number')) return null;
      query.steps.push({ kind: 'limit', expr });
    } else if (clause === 'where') {
      const expr = orExpr();
      if (expr === null) return null;
      query.steps.push({ kind: 'where', expr });
    } else if (clause === 'flatten') {
      // As Dataview's: a field (named as written), or any expression with `AS name`.
      const field = peek();
      const next = tokens[at + 1];
      const alone =
        next === undefined || (next.kind === 'word' && (next.text.toLowerCase() === 'as' || CLAUSES.has(next.text.toLowerCase())));
      const path = field?.kind === 'word' && alone ? rowField(field.text) : null;
      let expr: Expr | null;
      if (path === null) expr = orExpr();
      else {
        at++;
        expr = fieldExpr(path);
      }
      if (expr === null) return null;
      const alias = readAlias();
      if (alias === null || (alias === undefined && path === null)) return null;
      query.steps.push({ kind: 'flatten', expr, name: alias ?? field!.text });
    } else if (clause === 'group') {
      // One grouping: groups of groups are not answered here.
      if (!isWord('by') || query.group !== null) return null;
      at++;
      const first = at;
      const expr = orExpr();
      if (expr === null) return null;
      const name = written(first);
      const alias = readAlias();
      if (alias === null) return null;
      query.group = { kind: 'group', expr, name: alias ?? name };
      query.steps.push(query.group);
    } else return null;
  }
  return query;
}

/** What a column reads of a group ({@link Query.group}): its key, or a field of each of its notes; `null` when neither. */
export type GroupField = { kind: 'key' } | { kind: 'rows'; field: string[] };

/**
 * What `field` (a column's path) reads of a group named `group.name`: `key` or the name itself, its
 * key; `rows.field`, the field of each of its notes (the rules of {@link fieldPath} apply to
 * `field`); `null` for anything else.
 */
export function groupField(group: GroupStep, field: readonly string[]): GroupField | null {
  const written = field.join('.');
  if (written === 'key' || written === group.name) return { kind: 'key' };
  if (field[0] !== 'rows' || field.length < 2) return null;
  const rest = fieldPath(field.slice(1).join('.'));
  return rest === null || rest[0] === 'this' ? null : { kind: 'rows', field: rest };
}

function sourceSize(source: Source | null): number {
  if (source === null) return 0;
  if (source.kind === 'not') return 1 + sourceSize(source.source);
  if (source.kind === 'and' || source.kind === 'or') return 1 + sourceSize(source.left) + sourceSize(source.right);
  return 1;
}

/** Every part of `expr` (itself, each operand and argument, and theirs): each field, literal, operator and call once. */
export function exprParts(expr: Expr): Expr[] {
  const parts: Expr[] = [];
  const stack = [expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    parts.push(e);
    if (e.kind === 'not' || e.kind === 'neg') stack.push(e.expr);
    else if (e.kind === 'call') stack.push(...e.args);
    else if (e.kind === 'list') stack.push(...e.items);
    else if (e.kind === 'lambda') stack.push(e.body);
    else if (e.kind === 'index') stack.push(e.object, e.index);
    else if (e.kind === 'and' || e.kind === 'or' || e.kind === 'compare' || e.kind === 'arith') stack.push(e.left, e.right);
  }
  return parts;
}

/** The parts of `expr` ({@link exprParts}), what evaluating it costs in steps; 0 for none. */
export function exprSize(expr: Expr | null): number {
  return expr === null ? 0 : exprParts(expr).length;
}

/**
 * What one row costs going through `steps` and then the query's columns, in steps: the parts of
 * each WHERE, SORT, FLATTEN and GROUP BY expression (and one more for a sort key and a grouping),
 * one for a LIMIT, and the parts of each column (a field: one).
 */
export function rowCost(query: Query, steps: Query['steps'] = query.steps): number {
  const columns = query.columns.reduce((n, column) => n + Math.max(1, exprSize(column.expr)), 0);
  return (
    columns +
    steps.reduce(
      (n, step) =>
        n +
        (step.kind === 'where' || step.kind === 'flatten'
          ? exprSize(step.expr)
          : step.kind === 'group'
            ? 1 + exprSize(step.expr)
            : step.kind === 'sort'
              ? step.keys.reduce((k, key) => k + 1 + exprSize(key.expr), 0)
              : 1),
      0,
    )
  );
}

/**
 * What running `query` over `notes` notes costs, in steps, for a page's budget: notes × the parts
 * of its FROM, and its rows (the notes; for TASK the `tasks` tasks they hold, each made a row) ×
 * {@link rowCost}. The rows a FLATTEN adds are paid for as they are made (`dataview-query.ts`).
 */
export function queryCost(query: Query, notes: number, tasks = 0): number {
  const rows = query.type === 'task' ? tasks : notes;
  return notes * (1 + sourceSize(query.from)) + rows * ((query.type === 'task' ? 1 : 0) + rowCost(query));
}
