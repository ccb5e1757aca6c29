/**
 * The expression language of Obsidian Bases' filters and formulas, read into an {@link Expr}
 * (`parseExpression`, recursive descent): comparisons, `&&`, `||`, `!`, arithmetic, literals,
 * properties (`price`, `note.price`, `file.name`, `formula.x`), `this` (the note showing the base:
 * `this.file`, `this.price`), regular expressions (`/…/i`, compiled by RE2: `safe-regex.ts`), calls
 * and methods the site runs (a list's `filter`, `map` and `reduce` read `value`, `index`, `acc`).
 * A date (`now()`, `file.mtime`…) or an unknown function is refused with the reason,
 * before anything runs. Bounded: at most {@link MAX_EXPRESSION_CHARS} characters, nested at most
 * {@link MAX_DEPTH} deep (parentheses, calls, lists). The YAML around it: `bases-parse.ts`.
 */
import { compilePattern, PatternError, type Regex } from './safe-regex.ts';

/** One filter or formula, at most (characters). */
const MAX_EXPRESSION_CHARS = 4_000;
/** Nesting of parentheses, calls and lists in an expression, and of `and`/`or`/`not` in filters. */
export const MAX_DEPTH = 32;

/** A literal or computed value of the expression language. */
export type Literal = null | boolean | number | string;

/** An expression of a filter or a formula. */
export type Expr =
  | { k: 'lit'; value: Literal }
  /** A bare name: `file`, or a note property (`price` is `note.price`). */
  | { k: 'name'; name: string }
  /** `this`: the note showing the base (its file; `this.x` its property `x`). */
  | { k: 'this' }
  /** A regular expression `/…/flags`: `global` for `g` (a `replace` of every match). */
  | { k: 'regex'; regex: Regex; global: boolean }
  | { k: 'member'; object: Expr; name: string }
  | { k: 'index'; object: Expr; index: Expr }
  | { k: 'call'; name: string; args: Expr[] }
  | { k: 'method'; object: Expr; name: string; args: Expr[] }
  | { k: 'list'; items: Expr[] }
  | { k: 'not'; operand: Expr }
  | { k: 'neg'; operand: Expr }
  | { k: 'binary'; op: BinaryOp; left: Expr; right: Expr };

type BinaryOp = '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | '+' | '-' | '*' | '/' | '%';

/** Global functions the site runs. */
const GLOBALS = new Set(['if', 'min', 'max', 'number', 'list', 'link', 'file']);
/** Global functions of dates: their answer depends on when the build runs. */
const DATE_GLOBALS = new Set(['now', 'today', 'date', 'duration']);
/** A list's methods that run an expression for each item (`value`, `index`, and `acc` for `reduce`). */
export const LAMBDA_METHODS = ['filter', 'map', 'reduce'] as const;
/** Methods the site runs (on text, numbers, lists, links, patterns, mappings and the file). */
const METHODS = new Set([
  'contains',
  'containsAll',
  'containsAny',
  'startsWith',
  'endsWith',
  'isEmpty',
  'lower',
  'upper',
  'title',
  'trim',
  'toFixed',
  'round',
  'abs',
  'ceil',
  'floor',
  'join',
  'toString',
  'isTruthy',
  'reverse',
  'unique',
  'hasTag',
  'inFolder',
  'hasLink',
  'hasProperty',
  'asLink',
  'asFile',
  'linksTo',
  'matches',
  'replace',
  'split',
  'slice',
  'repeat',
  'sort',
  'flat',
  'keys',
  'values',
  ...LAMBDA_METHODS,
]);
/** Fields of `file` the site gives. */
export const FILE_FIELDS = new Set([
  'name',
  'basename',
  'path',
  'folder',
  'ext',
  'size',
  'tags',
  'links',
  'embeds',
  'backlinks',
  'properties',
]);
/** Fields of `file` that change with a clone or a build (its dates; its size, in bytes, changes only with its text). */
const FILE_DATES = new Set(['ctime', 'mtime']);

export type ExprResult = { ok: true; expr: Expr } | { ok: false; problem: string };

type Token =
  | { t: 'num'; value: number }
  | { t: 'str'; value: string }
  | { t: 'id'; value: string }
  | { t: 'regex'; regex: Regex; global: boolean }
  | { t: 'op'; value: string }
  | { t: 'end' };

class ParseError extends Error {}

const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '+', '-', '*', '/', '%', '!', '(', ')', '[', ']', ',', '.'];

/** The pattern `/…/flags` opening at `start` of `source`, compiled, and where it ends; throws {@link ParseError}. */
function readPattern(source: string, start: number): { token: Token; end: number } {
  let j = start + 1;
  let inClass = false;
  for (; j < source.length; j++) {
    const c = source[j]!;
    if (c === '\\') j++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) break;
    else if (c === '\n') j = source.length;
  }
  if (j >= source.length) throw new ParseError('a pattern opened with `/` is not closed');
  const flags = /^[a-z]*/.exec(source.slice(j + 1, j + 20))![0];
  const unknown = flags.replace(/[gimsuy]/g, '');
  if (unknown) throw new ParseError(`the pattern's flag \`${unknown[0]}\` is not one of g, i, m, s, u, y`);
  try {
    const regex = compilePattern(source.slice(start + 1, j), {
      ignoreCase: flags.includes('i'),
      multiline: flags.includes('m'),
      dotAll: flags.includes('s'),
    });
    return { token: { t: 'regex', regex, global: flags.includes('g') }, end: j + 1 + flags.length };
  } catch (error) {
    if (error instanceof PatternError) throw new ParseError(error.message);
    throw error;
  }
}

/** `source` cut into tokens; throws {@link ParseError}. Linear in its length. */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const m = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(source.slice(i, i + 400))!;
      tokens.push({ t: 'num', value: Number(m[0]) });
      i += m[0].length;
      continue;
    }
    if (c === '"' || c === "'") {
      let value = '';
      let j = i + 1;
      for (; j < source.length && source[j] !== c; j++) {
        if (source[j] === '\\' && j + 1 < source.length) {
          j++;
          const e = source[j]!;
          value += e === 'n' ? '\n' : e === 't' ? '\t' : e;
        } else value += source[j];
      }
      if (j >= source.length) throw new ParseError(`a text opened with ${c} is not closed`);
      tokens.push({ t: 'str', value });
      i = j + 1;
      continue;
    }
    const id = /^[\p{L}_$][\p{L}\p{N}_$]*/u.exec(source.slice(i, i + 400));
    if (id) {
      tokens.push({ t: 'id', value: id[0] });
      i += id[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    const last = tokens.at(-1);
    // A `/` where a value stands (not after a value, a `)` or a `]`) opens a pattern.
    if (op === '/' && (last === undefined || (last.t === 'op' && last.value !== ')' && last.value !== ']'))) {
      const { token, end } = readPattern(source, i);
      tokens.push(token);
      i = end;
      continue;
    }
    if (!op) throw new ParseError(`\`${c}\` cannot be read here`);
    tokens.push({ t: 'op', value: op });
    i += op.length;
  }
  tokens.push({ t: 'end' });
  return tokens;
}

/**
 * An expression of Bases' language read: literals, names, `a.b`, `a[0]`, calls and method calls,
 * lists `[a, b]`, `!`, unary `-`, `* / %`, `+ -`, comparisons, `&&`, `||` (JavaScript's
 * precedence). A problem (in words, for a diagnostic) when it is malformed, too long or deep, or
 * uses what the site does not run. Linear in the text's length.
 */
export function parseExpression(source: string): ExprResult {
  if (source.length > MAX_EXPRESSION_CHARS)
    return { ok: false, problem: `it is longer than ${MAX_EXPRESSION_CHARS.toLocaleString('en')} characters` };
  let tokens: Token[];
  try {
    tokens = tokenize(source);
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, problem: e.message };
    throw e;
  }
  let at = 0;
  let depth = 0;
  const peek = (): Token => tokens[at]!;
  const isOp = (value: string): boolean => {
    const t = peek();
    return t.t === 'op' && t.value === value;
  };
  const expect = (value: string): void => {
    if (!isOp(value)) throw new ParseError(`\`${value}\` is missing`);
    at++;
  };
  const deeper = (): void => {
    if (++depth > MAX_DEPTH) throw new ParseError(`it is nested more than ${MAX_DEPTH} deep`);
  };
  /** Values separated by commas up to `close` (a call's arguments, a list's items), one level deeper. */
  const listUntil = (close: string): Expr[] => {
    deeper();
    const list: Expr[] = [];
    if (!isOp(close)) {
      do list.push(or());
      while (isOp(',') && ++at);
    }
    expect(close);
    depth--;
    return list;
  };
  const primary = (): Expr => {
    const t = peek();
    at++;
    if (t.t === 'num') return { k: 'lit', value: t.value };
    if (t.t === 'str') return { k: 'lit', value: t.value };
    if (t.t === 'regex') return { k: 'regex', regex: t.regex, global: t.global };
    if (t.t === 'id') {
      if (t.value === 'true' || t.value === 'false') return { k: 'lit', value: t.value === 'true' };
      if (t.value === 'null') return { k: 'lit', value: null };
      if (t.value === 'this') return { k: 'this' };
      if (isOp('(')) {
        at++;
        if (DATE_GLOBALS.has(t.value))
          throw new ParseError(`dates (\`${t.value}()\`) are not run at build time: the answer would change with the day of the build`);
        if (!GLOBALS.has(t.value)) throw new ParseError(`the function \`${t.value}()\` is not run on the site`);
        return { k: 'call', name: t.value, args: listUntil(')') };
      }
      return { k: 'name', name: t.value };
    }
    if (t.t === 'op' && t.value === '(') {
      deeper();
      const inner = or();
      expect(')');
      depth--;
      return inner;
    }
    if (t.t === 'op' && t.value === '[') return { k: 'list', items: listUntil(']') };
    throw new ParseError(t.t === 'end' ? 'it ends where a value is missing' : `\`${t.value}\` stands where a value is missing`);
  };
  const postfix = (): Expr => {
    let e = primary();
    for (;;) {
      if (isOp('.')) {
        at++;
        const t = peek();
        if (t.t !== 'id') throw new ParseError('a name is missing after `.`');
        at++;
        if (isOp('(')) {
          at++;
          if (!METHODS.has(t.value)) throw new ParseError(`the function \`${t.value}()\` is not run on the site`);
          e = { k: 'method', object: e, name: t.value, args: listUntil(')') };
        } else {
          if (e.k === 'name' && e.name === 'file') {
            if (FILE_DATES.has(t.value)) throw new ParseError(`\`file.${t.value}\` is not run on the site: a clone or a build changes it`);
            if (!FILE_FIELDS.has(t.value)) throw new ParseError(`\`file.${t.value}\` is not run on the site`);
          }
          e = { k: 'member', object: e, name: t.value };
        }
      } else if (isOp('[')) {
        at++;
        deeper();
        const index = or();
        expect(']');
        depth--;
        e = { k: 'index', object: e, index };
      } else return e;
    }
  };
  const unary = (): Expr => {
    if (isOp('!') || isOp('-')) {
      const op = peek() as { value: string };
      at++;
      deeper();
      const operand = unary();
      depth--;
      return op.value === '!' ? { k: 'not', operand } : { k: 'neg', operand };
    }
    return postfix();
  };
  const level = (ops: readonly string[], next: () => Expr) => (): Expr => {
    let left = next();
    for (;;) {
      const t = peek();
      if (t.t !== 'op' || !ops.includes(t.value)) return left;
      at++;
      left = { k: 'binary', op: t.value as BinaryOp, left, right: next() };
    }
  };
  const multiplicative = level(['*', '/', '%'], unary);
  const additive = level(['+', '-'], multiplicative);
  const comparison = level(['<', '<=', '>', '>='], additive);
  const equality = level(['==', '!='], comparison);
  const and = level(['&&'], equality);
  const or: () => Expr = level(['||'], and);
  try {
    const expr = or();
    if (peek().t !== 'end') {
      const t = peek() as { value: unknown };
      throw new ParseError(`\`${String(t.value)}\` is left over after the expression`);
    }
    return { ok: true, expr };
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, problem: e.message };
    // A stack overflow is a bound too: the depth limit should have caught it first.
    if (e instanceof RangeError) return { ok: false, problem: 'it is nested too deeply' };
    throw e;
  }
}

/** The expressions directly inside `e`. */
function exprChildren(e: Expr): readonly Expr[] {
  switch (e.k) {
    case 'lit':
    case 'name':
    case 'this':
    case 'regex':
      return [];
    case 'member':
      return [e.object];
    case 'index':
      return [e.object, e.index];
    case 'call':
      return e.args;
    case 'method':
      return [e.object, ...e.args];
    case 'list':
      return e.items;
    case 'not':
    case 'neg':
      return [e.operand];
    case 'binary':
      return [e.left, e.right];
  }
}

/** Nodes of an expression tree. */
export function exprSize(e: Expr): number {
  return exprChildren(e).reduce((n, c) => n + exprSize(c), 1);
}

/** Whether `test` holds for `e` or an expression inside it. */
export function someNode(e: Expr, test: (e: Expr) => boolean): boolean {
  return test(e) || exprChildren(e).some((c) => someNode(c, test));
}

/** The formulas an expression names (`formula.x`). */
export function formulasIn(e: Expr, out: Set<string>): void {
  if (e.k === 'member' && e.object.k === 'name' && e.object.name === 'formula') {
    out.add(e.name);
    return;
  }
  if (e.k === 'index' && e.object.k === 'name' && e.object.name === 'formula' && e.index.k === 'lit') out.add(String(e.index.value));
  for (const c of exprChildren(e)) formulasIn(c, out);
}
