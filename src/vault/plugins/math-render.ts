/**
 * Math as Obsidian typesets it (`$…$` inline, `$$…$$` display; parsed by remark-math), rendered
 * at build time with KaTeX: HTML for the eye plus MathML for screen readers, no script on the
 * page. KaTeX's stylesheet and fonts are served by the site (`src/styles/obsidian.css` imports
 * them) and precached for offline reading.
 *
 * KaTeX's output needs inline `style`, which the note sanitiser forbids, so math is rendered after
 * sanitising: `remarkMathPlaceholders` makes each formula a placeholder element carrying its TeX,
 * `renderMath` turns it into KaTeX's HTML. (A placeholder written as raw HTML in a note is only
 * typeset like any formula: KaTeX's output is safe for any input.) TeX KaTeX cannot typeset is shown as its source, marked `katex-error`, with
 * KaTeX's message as the title (never an exception: `throwOnError: false`, and what KaTeX throws
 * besides, such as running out of call stack, is caught and shown the same way). Commands that could
 * reach outside the page (`\href`, `\url`, `\includegraphics`, `\htmlId`…) are refused
 * (`trust: false`). The rendered math is left out of the search index (`data-pagefind-ignore`):
 * its HTML repeats every symbol several times.
 */
import katex, { type KatexOptions } from 'katex';
import type { Root, Table } from 'mdast';
import type {} from 'mdast-util-math';
import type {} from '../syntax-tree.ts';
import { walk } from '../walk.ts';
import { MATH_PLACEHOLDER } from '../sanitize-schema.ts';
import { hastToHtml } from '../html-string.ts';
import type { VFile } from 'vfile';

/**
 * Formulas a note has typeset, at most (real notes, lecture notes included, hold a few thousand):
 * KaTeX takes tens of microseconds a formula and writes about a kilobyte of HTML for it, so a
 * note of a million characters of `$x$` would take seconds and hundreds of MB. Past it, a formula
 * shows as written (its TeX between its dollars), and `TooManyFormulas` is reported once, at the
 * first such formula. The parser reads no inline formula after that first one
 * (`remark-inline-math.ts`): their dollars are text.
 */
export const MAX_TYPESET_FORMULAS = 10_000;

/**
 * remark plugin: every `math`/`inlineMath` node renders as the placeholder (`data-display`,
 * `data-tex`; `data-source` past the note's {@link MAX_TYPESET_FORMULAS}, reported into
 * `file.data.syntaxProblems`). Decided here, per note, so an embed of the note shows what its page
 * shows, and the build and the checker say the same.
 */
export function remarkMathPlaceholders() {
  return (tree: Root, file: VFile): void => {
    let count = 0;
    walk(tree, null, (node) => {
      // Before the formulas in it are visited.
      if (node.type === 'table') unescapeTablePipes(node);
      if (node.type !== 'math' && node.type !== 'inlineMath') return undefined;
      count++;
      const source = count > MAX_TYPESET_FORMULAS;
      if (count === MAX_TYPESET_FORMULAS + 1) {
        const at = node.position?.start;
        (file.data.syntaxProblems ??= []).push({
          code: 'TooManyFormulas',
          args: [String(MAX_TYPESET_FORMULAS)],
          line: at?.line ?? 1,
          column: at?.column ?? 1,
        });
      }
      // A display formula's block id (`$$…$$` then `^id`, `remark-block-ids.ts`) stays its id, so
      // that `![[Note#^id]]` embeds the formula and `[[Note#^id]]` reaches it on the page.
      const id = node.data?.hProperties?.id;
      node.data = {
        ...node.data,
        hName: MATH_PLACEHOLDER,
        hProperties: {
          ...(typeof id === 'string' ? { id } : {}),
          dataDisplay: node.type === 'math' ? 'block' : 'inline',
          dataTex: node.value,
          ...(source ? { dataSource: 'true' } : {}),
        },
        hChildren: [],
      };
      return undefined;
    });
  };
}

/**
 * A formula inside a table cell, with each `\|` that kept the cell together read as `|`: GFM takes
 * an escaped pipe out of a cell before reading its inline content, "including inside other inline
 * spans" (mdast-util-gfm-table does it for code spans only), and Obsidian reads a table so too:
 * `| $x \| y$ |` shows `x | y`, not the norm bars `\|` stands for in TeX. An escaped backslash
 * stays (`\\` is TeX's line break). In place.
 */
function unescapeTablePipes(table: Table): void {
  walk(table, 'inlineMath', (math) => {
    if (math.value.includes('\\|')) math.value = math.value.replace(/\\([\\|])/g, (all, ch: string) => (ch === '|' ? ch : all));
    return undefined;
  });
}

/**
 * Whether a formula is shown as written, not typeset, past the note's budget, from the properties
 * {@link remarkMathPlaceholders} gave its placeholder (the mdast node's `data.hProperties`, or the
 * placeholder element's `properties` once it is HTML).
 */
export function shownAsSource(properties: Readonly<Record<string, unknown>> | undefined): boolean {
  return properties?.dataSource === 'true';
}

/**
 * Symbols a formula may be typeset from, at most: its characters plus the tokens its commands
 * expand to. KaTeX bounds how many times commands expand (`maxExpand`), not what they expand to,
 * and its HTML takes time that grows faster than the formula's length: a 250-byte formula
 * `\def\d#1{#1#1#1#1#1#1#1#1#1#1}\d{\d{\d{xx…}}}` expands to 200,000 symbols and took 38 s to
 * typeset, a formula of 100,000 characters 10 s. The longest formulas of real notes (a large
 * matrix) hold a few thousand. Past it, the formula is shown in red with the reason, as any formula
 * KaTeX cannot typeset (`MathNotTypeset`).
 */
export const MAX_FORMULA_SYMBOLS = 20_000;

/**
 * Tokens the commands of one {@link MathScope} (a page, or a note for the checks) may expand to
 * in all: a command defined once and used in thousands of formulas cannot make each of them
 * expand to {@link MAX_FORMULA_SYMBOLS}. Past it, a formula whose commands expand is shown in red.
 */
export const MAX_SCOPE_EXPANSION = 200_000;

const TOO_LONG = `too long to typeset: over ${MAX_FORMULA_SYMBOLS.toLocaleString('en')} symbols, its commands expanded`;

/** What the formula being typeset may still expand to (set by {@link typeset}; KaTeX runs synchronously). */
let symbolsLeft = Number.POSITIVE_INFINITY;
let scopeLeft = Number.POSITIVE_INFINITY;

/**
 * Counts what KaTeX's macro expander pushes (`expandOnce` returns the number of tokens an
 * expansion put back), against {@link symbolsLeft} and {@link scopeLeft}. KaTeX does not export
 * its expander: a function macro is given it, so one is typeset once to reach its prototype.
 */
function countExpansions(): void {
  type Expander = { expandOnce(this: Expander, ...args: unknown[]): number | false };
  let prototype: Expander | undefined;
  katex.renderToString('\\rulegraphProbe', {
    macros: {
      '\\rulegraphProbe': (expander: object) => {
        prototype = Object.getPrototypeOf(expander) as Expander;
        return '';
      },
    },
  });
  const original = prototype?.expandOnce;
  if (!prototype || typeof original !== 'function') return;
  prototype.expandOnce = function (this: Expander, ...args: unknown[]): number | false {
    if (symbolsLeft < 0) throw new katex.ParseError(TOO_LONG);
    const pushed = original.apply(this, args);
    if (typeof pushed === 'number' && pushed > 0) {
      symbolsLeft -= pushed;
      scopeLeft -= pushed;
      if (symbolsLeft < 0) throw new katex.ParseError(TOO_LONG);
      if (scopeLeft < 0)
        throw new katex.ParseError(
          `the commands of this page's formulas expand to over ${MAX_SCOPE_EXPANSION.toLocaleString('en')} symbols in all`,
        );
    }
    return pushed;
  };
}
countExpansions();

const quiet = (): void => {};

/**
 * KaTeX's `renderToString` of `tex` within {@link MAX_FORMULA_SYMBOLS} and the scope's
 * {@link MAX_SCOPE_EXPANSION}. KaTeX writes `No character metrics for '…'` to the console for
 * every character its fonts lack (an emoji, a byte-order mark or a bidirectional mark in a
 * formula), whatever its options: the character is typeset all the same, and the line would only
 * flood the build's and the checker's output with the note's characters as written (a right-to-left
 * override turning the terminal's text around). `console.warn` is silenced while KaTeX runs.
 */
function typeset(tex: string, options: KatexOptions, scope: MathScope | undefined): string {
  symbolsLeft = MAX_FORMULA_SYMBOLS - tex.length;
  scopeLeft = scope ? scope.expansionLeft : MAX_SCOPE_EXPANSION;
  const before = scopeLeft;
  const warn = console.warn;
  console.warn = quiet;
  try {
    return katex.renderToString(tex, options);
  } finally {
    console.warn = warn;
    if (scope) scope.expansionLeft -= before - scopeLeft;
    symbolsLeft = Number.POSITIVE_INFINITY;
    scopeLeft = Number.POSITIVE_INFINITY;
  }
}

/** KaTeX's options for every formula of the site (see the module doc). */
const KATEX_OPTIONS = { trust: false, strict: 'ignore', maxExpand: 1000, maxSize: 50 } as const;

/** KaTeX's macros: a command's name → what it expands to. */
type Macros = NonNullable<KatexOptions['macros']>;

/** What a KaTeX function macro is given (KaTeX's MacroContextInterface, the part used here). */
interface MacroContext {
  consumeArg(): { tokens: { text: string }[] };
  isDefined(name: string): boolean;
}

/**
 * Commands of MathJax's base TeX package, which Obsidian typesets math with, that KaTeX lacks or
 * reads otherwise, written as KaTeX macros: `\mbox{…}` (LaTeX's text box: Obsidian shows `$s
 * \mbox{ if } t$` with the words upright, as `\text{…}` does); `\newcommand` of a command that is
 * already defined, which MathJax takes as a new definition and KaTeX refuses, is read as
 * `\renewcommand` (a note defining `\P`, which both have as ¶, gets its own `\P`; a note
 * typeset twice on a page, embedded in it, is no error).
 */
const MATHJAX_MACROS: Readonly<Macros> = {
  '\\mbox': '\\text{#1}',
  '\\newcommand': (expander: object) => {
    const context = expander as MacroContext;
    const name = context.consumeArg().tokens;
    // `\newcommand{\a\b}`: not one name; KaTeX's own \newcommand says so.
    if (name.length !== 1) return `\\providecommand{${name.map((t) => t.text).join('')}}`;
    return `\\${context.isDefined(name[0]!.text) ? 'renewcommand' : 'providecommand'}{${name[0]!.text}}`;
  },
};

/** TeX that defines a command (`\newcommand`, `\def`, `\let`…, as KaTeX has them). */
const DEFINES = /\\(?:[gex]?def|(?:re|provide|new)command|let|futurelet|global)(?![A-Za-z])/;

/**
 * The commands a note's formulas have defined so far, in the order the note shows them. Obsidian
 * typesets with one MathJax for the whole app, so a command a formula defines (`$$\newcommand{\P}
 * {\Pr}$$`) is known to every formula typeset after it: in the note, the formulas below it. A
 * site cannot follow the order notes were opened in, so here a definition reaches the formulas
 * after it on the same page (the note's own, and those of the notes it embeds there) and, for
 * {@link mathError}, in the same note. Make one per note or page with {@link mathScope}.
 */
export interface MathScope {
  /** KaTeX's macros: {@link MATHJAX_MACROS}, then what the formulas defined. */
  readonly macros: Macros;
  /** A formula of the scope has defined a command: later formulas depend on it. */
  defined: boolean;
  /** What the scope's commands may still expand to, in tokens ({@link MAX_SCOPE_EXPANSION}). */
  expansionLeft: number;
}

/** A new {@link MathScope}: nothing defined yet. */
export function mathScope(): MathScope {
  return { macros: { ...MATHJAX_MACROS }, defined: false, expansionLeft: MAX_SCOPE_EXPANSION };
}

/**
 * {@link KATEX_OPTIONS} for one formula: in `scope` (what it defines is kept there, KaTeX's
 * `globalGroup`), else with a copy of {@link MATHJAX_MACROS} of its own (KaTeX writes a formula's
 * definitions into the object it is given).
 */
function katexOptions(display: boolean, scope: MathScope | undefined) {
  return scope
    ? { ...KATEX_OPTIONS, macros: scope.macros, globalGroup: true, displayMode: display }
    : { ...KATEX_OPTIONS, macros: { ...MATHJAX_MACROS }, displayMode: display };
}

/** Why KaTeX threw `error` besides a parse error: it runs out of call stack on a few thousand nested braces. */
function thrownReason(error: unknown): string {
  return error instanceof RangeError ? 'too deeply nested to typeset' : String(error);
}

/**
 * Why KaTeX cannot typeset `tex` (a display formula when `display`), in KaTeX's words with the
 * character it stopped at (`No such environment: flalign (at character 7)`), or `null` when it can.
 * Typesets the formula (MathML only) to find out, in `scope` (the note's {@link MathScope}: the
 * commands its earlier formulas defined, and this one's kept for the next); never throws.
 */
export function mathError(tex: string, display: boolean, scope?: MathScope): string | null {
  if (scope && (scope.defined || DEFINES.test(tex))) {
    // Its answer depends on the definitions before it, or it makes some: typeset it in the scope.
    scope.defined = true;
    return typesetError(tex, display, scope);
  }
  const key = `${display ? 'd' : 'i'}${tex}`;
  const known = knownErrors.get(key);
  if (known !== undefined) return known;
  const reason = typesetError(tex, display, undefined);
  // Notes repeat their formulas (`$d6$` on every line): each is typeset once. Bounded.
  if (knownErrors.size >= MAX_KNOWN_FORMULAS) knownErrors.clear();
  if (tex.length <= MAX_KNOWN_LENGTH) knownErrors.set(key, reason);
  return reason;
}

/** Formulas whose answer {@link mathError} keeps, at most, and the longest it keeps. */
const MAX_KNOWN_FORMULAS = 10_000;
const MAX_KNOWN_LENGTH = 200;
const knownErrors = new Map<string, string | null>();

function typesetError(tex: string, display: boolean, scope: MathScope | undefined): string | null {
  try {
    typeset(tex, { ...katexOptions(display, scope), throwOnError: true, output: 'mathml' }, scope);
    return null;
  } catch (error) {
    if (!(error instanceof katex.ParseError)) return thrownReason(error);
    const { rawMessage, position } = error as katex.ParseError & { rawMessage?: string; position?: number };
    const reason = rawMessage ?? error.message;
    return position === undefined ? reason : `${reason} (at character ${position + 1})`;
  }
}

/**
 * KaTeX's HTML for `tex`, wrapped in `<span class="math math-inline">` or `<div class="math
 * math-display">`; with `asSource`, the formula as written there instead, between its dollars (a
 * formula past the note's {@link MAX_TYPESET_FORMULAS}, shown as the inline formulas after it are:
 * as text). Typeset in `scope` (the page's {@link MathScope}) when given; `id` (a display formula's
 * block id, `^id`) is the wrapper's HTML id.
 */
export function renderMath(tex: string, display: boolean, asSource = false, scope?: MathScope, id?: string): string {
  const tag = display ? 'div' : 'span';
  const kind = `math math-${display ? 'display' : 'inline'}`;
  const idAttribute = id === undefined ? '' : ` id="${id.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  if (asSource) {
    const dollars = display ? '$$' : '$';
    const written = hastToHtml({ type: 'text', value: `${dollars}${tex}${dollars}` });
    return `<${tag}${idAttribute} class="${kind} math-source">${written}</${tag}>`;
  }
  let html: string;
  try {
    html = typeset(tex, { ...katexOptions(display, scope), throwOnError: false, output: 'htmlAndMathml' }, scope);
  } catch (error) {
    // What KaTeX throws besides a parse error is shown as KaTeX shows a parse error: the source,
    // marked, with the reason as title.
    const reason = thrownReason(error);
    html = hastToHtml({
      type: 'element',
      tagName: 'span',
      properties: { className: ['katex-error'], title: `KaTeX: ${reason}` },
      children: [{ type: 'text', value: tex }],
    });
  }
  return `<${tag}${idAttribute} class="${kind}" data-pagefind-ignore="all">${html}</${tag}>`;
}
