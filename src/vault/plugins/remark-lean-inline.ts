/**
 * remark plugin: inline code (`` `a` ``, ``` ``a`b`` ```) and inline HTML (`<span>`, `<!-- a -->`)
 * read by micromark's own constructs, with fewer of their events kept. micromark keeps every event
 * of a paragraph until the paragraph is compiled: a code span keeps four tokens or more (the span,
 * its opening and closing backticks, its text, a padding token for each stripped space), inline
 * HTML two (the tag and its text). Once such a construct on one line is resolved
 * ({@link leanResolver}), only its own enter and exit are kept, and the tree takes its value from
 * its source when it is compiled (code: {@link lineSpanValue}; HTML: the source itself). The tree
 * is the same, positions included (tests/vault/lean-inline.test.ts compares both on random soup);
 * 1 MB of `` `=this.a` `` (100,000 spans in one paragraph) holds 400,000 events instead of a
 * million, and 1 MB of `<span>` 333,000 instead of 667,000. Inline math (`$x$`, remark-math's
 * construct as `remark-inline-math.ts` reads Obsidian's dollars) is made lean the same way by
 * {@link remarkLeanInlineMath}, used after those plugins.
 */
import type { Processor } from 'unified';
import { codeText, htmlText } from 'micromark-core-commonmark';
import type { Html, InlineCode } from 'mdast';
import type { InlineMath } from 'mdast-util-math';
import type { CompileContext, Extension as FromMarkdownExtension, Token as CompiledToken } from 'mdast-util-from-markdown';
import type { Construct, Event, Extension, Resolver, Token } from 'micromark-util-types';
import { dollarConstruct, INLINE_MATH } from './remark-inline-math.ts';

/** Constructs on one line whose inner events were dropped: their value is read from their source. */
const leanTokens = new WeakSet<Token>();

/**
 * `resolve` (the construct's own resolver, if any), then, for a construct on one line, every event
 * but its own enter and exit taken out (in place). One over several lines keeps them: micromark cuts
 * a paragraph's events into its lines by the tokens that hold a line break, and a line left with a
 * lone event (the construct's exit) would stall that cut.
 */
function leanResolver(resolve: Resolver | undefined): Resolver {
  return (events: Event[], context) => {
    const resolved = resolve ? resolve(events, context) : events;
    const token = resolved[0]?.[1];
    if (!token || token.start.line !== token.end.line || resolved.length < 2) return resolved;
    leanTokens.add(token);
    resolved[1] = resolved[resolved.length - 1]!;
    resolved.length = 2;
    return resolved;
  };
}

/**
 * The value of a code span (or, with `marker` 36, inline math) on one line from its source
 * (backticks, or dollars, included), as CommonMark gives it: the text between the runs of
 * `marker`, less one space at each end when it both starts and ends with a space and is not only
 * spaces.
 */
function lineSpanValue(source: string, marker = 96): string {
  let ticks = 0;
  while (source.charCodeAt(ticks) === marker) ticks++;
  const inner = source.slice(ticks, source.length - ticks);
  const padded = inner.length > 1 && inner.startsWith(' ') && inner.endsWith(' ') && /[^ ]/.test(inner);
  return padded ? inner.slice(1, -1) : inner;
}

/**
 * micromark's code span and inline HTML constructs with {@link leanResolver}. They have names of
 * their own, since micromark's are turned off by name.
 */
const leanCodeText: Construct = { ...codeText, name: 'leanCodeText', resolve: leanResolver(codeText.resolve) };
const leanHtmlText: Construct = { ...htmlText, name: 'leanHtmlText', resolve: leanResolver(htmlText.resolve) };

const leanInlineExtension: Extension = {
  disable: { null: ['codeText', 'htmlText'] },
  text: { 60: leanHtmlText, 96: leanCodeText },
};

/**
 * An exit for mdast-util-from-markdown that sets the node's value from what was buffered, or, for a
 * lean construct, from `fromSource` of its source. With `tableEscapes` (code spans), a `\|` in a
 * table cell is a pipe, as GFM reads it: this exit replaces mdast-util-gfm-table's, which does that.
 */
function exitWithValue(fromSource: (source: string) => string, tableEscapes = false) {
  return function exit(this: CompileContext, token: CompiledToken): undefined {
    const data = this.resume();
    const node = this.stack[this.stack.length - 1] as InlineCode | Html;
    const value = leanTokens.has(token as Token) ? fromSource(this.sliceSerialize(token)) : data;
    node.value = tableEscapes && this.data.inTable ? value.replace(/\\([\\|])/g, (all, c: string) => (c === '|' ? c : all)) : value;
    this.exit(token);
  };
}

const leanInlineFromMarkdown: FromMarkdownExtension = {
  exit: { codeText: exitWithValue(lineSpanValue, true), htmlText: exitWithValue((source) => source) },
};

/**
 * mdast-util-math's exit of inline math (its value, and the same text as the child of the element
 * it renders as), with the value of a lean formula read from its source.
 */
function exitMathText(this: CompileContext, token: CompiledToken): undefined {
  const data = this.resume();
  const node = this.stack[this.stack.length - 1] as InlineMath & { data: { hChildren: Array<{ type: 'text'; value: string }> } };
  this.exit(token);
  const value = leanTokens.has(token as Token) ? lineSpanValue(this.sliceSerialize(token), 36) : data;
  node.value = value;
  node.data.hChildren.push({ type: 'text', value });
}

/**
 * remark plugin, after remark-math and `remark-inline-math.ts`: inline math on one line keeps only
 * its own events, as code spans do here (its resolver, remark-math's, is the code span's).
 */
export function remarkLeanInlineMath(this: Processor): void {
  const found = dollarConstruct(this, INLINE_MATH);
  if (!found) throw new Error('remark-lean-inline: remark-inline-math is not in use before it (its construct was not found).');
  found.extension.text![36] = { ...found.construct, resolve: leanResolver(found.construct.resolve) };
  (this.data().fromMarkdownExtensions ??= []).push({ exit: { mathText: exitMathText } });
}

/** The plugin: adds the lean constructs to the parser (remark-parse's micromark and mdast extensions). */
export default function remarkLeanInline(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(leanInlineExtension);
  (data.fromMarkdownExtensions ??= []).push(leanInlineFromMarkdown);
}
