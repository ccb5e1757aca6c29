/**
 * remark plugin: inline math `$…$` as Obsidian reads it. A single `$` opens a formula only when
 * the character after it is not a space or a line break, and closes one only when the character
 * before it is not one either; a `$` after a space inside a formula is part of its TeX. So
 * `$x$` is math, while `$ x $`, `costs $5 to $10` and `a $ sign` stay text, as in Obsidian (whose
 * forum documents the closing rule: `$S_n $` is not math). Inside a formula a `\` escapes the
 * character after it, so `$\$800$` is one formula (KaTeX's `\$`, a dollar sign), as vaults
 * write prices in Obsidian. `$$…$$` in a line keeps remark-math's
 * reading.
 *
 * remark-math's text construct (micromark-extension-math) pairs any two `$`; this one takes its
 * place and gives the same tokens, so remark-math's resolver and from-markdown handlers build the
 * same `inlineMath` node. Every character is read once: linear time.
 *
 * A note reads at most {@link MAX_TYPESET_FORMULAS} + 1 inline formulas: once it has, a `$` opens
 * none (the construct's `previous` refuses it), so the rest of the note's dollars are text, read
 * as one run with the text around them. The site typesets the first {@link MAX_TYPESET_FORMULAS}
 * formulas of a note anyway (`math-render.ts`), and the one after them is kept as a formula so
 * that `TooManyFormulas` is reported at it; past it, a million characters of `$x$` cost the parse
 * of plain text, not a node, an element and a kilobyte of HTML each.
 */
import type { Processor } from 'unified';
import { markdownLineEnding, markdownSpace } from 'micromark-util-character';
import type { Code, Construct, Effects, Extension, Previous, State, Token, TokenizeContext } from 'micromark-util-types';
import { MAX_TYPESET_FORMULAS } from './math-render.ts';

declare module 'micromark-util-types' {
  /** The tokens of remark-math's text construct (micromark-extension-math), which this one gives too. */
  interface TokenTypeMap {
    mathText: 'mathText';
    mathTextSequence: 'mathTextSequence';
    mathTextData: 'mathTextData';
  }
}

const DOLLAR = 36;
const BACKSLASH = 92;
const EOF = null;

/**
 * Per parse: the last single-`$` formula that found no closing `$`, from its opening to the end of
 * its text. A later `$` inside that stretch cannot close either (it would have closed that one),
 * so it is not tried: `$a $a $a …` is read in linear time, not each `$` to the end of the paragraph.
 */
const unclosed = new WeakMap<object, { from: number; to: number }>();

/** Per parse: the inline formulas read so far (see the module doc for the budget). */
const formulasRead = new WeakMap<object, number>();

/** `previous` (the construct's own test of the character before, if any), refused past the parse's budget of formulas. */
function withinBudget(previous: Previous | undefined): Previous {
  return function previousWithinBudget(this: TokenizeContext, code: Code): boolean {
    if ((formulasRead.get(this.parser) ?? 0) > MAX_TYPESET_FORMULAS) return false;
    return previous ? previous.call(this, code) : true;
  };
}

/** A space, a tab or a line break (or nothing): what may not follow an opening `$` nor precede a closing one. */
const blank = (code: Code): boolean => code === EOF || markdownSpace(code) || markdownLineEnding(code);

function tokenizeInlineMath(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const self = this;
  const from = self.now().offset;
  let sizeOpen = 0;
  let size = 0;
  let token: Token | undefined;
  /** The last character read inside the formula. */
  let last: Code = EOF;

  const start: State = (code) => {
    effects.enter('mathText');
    effects.enter('mathTextSequence');
    return sequenceOpen(code);
  };

  const sequenceOpen: State = (code) => {
    if (code === DOLLAR) {
      effects.consume(code);
      sizeOpen++;
      return sequenceOpen;
    }
    if (sizeOpen === 1) {
      // `$ x$`: a single `$` before a space opens nothing.
      if (blank(code)) return nok(code);
      const known = unclosed.get(self.parser);
      if (known && from > known.from && from < known.to) return nok(code);
    }
    effects.exit('mathTextSequence');
    return between(code);
  };

  const between: State = (code) => {
    if (code === EOF) {
      if (sizeOpen === 1) unclosed.set(self.parser, { from, to: self.now().offset });
      return nok(code);
    }
    if (code === DOLLAR) {
      // `$5 to $10`: a single-`$` formula does not close after a space; the `$` is its TeX.
      if (sizeOpen === 1 && blank(last)) {
        effects.enter('mathTextData');
        return dollarData(code);
      }
      token = effects.enter('mathTextSequence');
      size = 0;
      return sequenceClose(code);
    }
    // A single-`$` formula neither starts nor ends with a space (no padding to strip), so its
    // spaces are data (one token a line: a formula that never closes costs no token a word).
    if (code === 32 && sizeOpen !== 1) {
      effects.enter('space');
      effects.consume(code);
      effects.exit('space');
      last = code;
      return between;
    }
    if (markdownLineEnding(code)) {
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      last = code;
      return between;
    }
    effects.enter('mathTextData');
    return data(code);
  };

  /** A run of `$` that closes nothing, as data. */
  const dollarData: State = (code) => {
    if (code === DOLLAR) {
      effects.consume(code);
      last = code;
      return dollarData;
    }
    effects.exit('mathTextData');
    return between(code);
  };

  const data: State = (code) => {
    if (code === BACKSLASH) {
      effects.consume(code);
      last = code;
      return escaped;
    }
    if (sizeOpen === 1) {
      if (code === 32) {
        effects.consume(code);
        last = code;
        return data;
      }
      if (code === DOLLAR && blank(last)) return dollarRun(code);
    }
    if (code === EOF || code === 32 || code === DOLLAR || markdownLineEnding(code)) {
      effects.exit('mathTextData');
      return between(code);
    }
    effects.consume(code);
    last = code;
    return data;
  };

  /** After a `\` in a formula: `\$` and `\\` are TeX (KaTeX's dollar sign, a line break), never a closing `$`. */
  const escaped: State = (code) => {
    if (code === DOLLAR || code === BACKSLASH) {
      effects.consume(code);
      last = code;
      return data;
    }
    return data(code);
  };

  /** Inside a single-`$` formula's data: a run of `$` after a space, which closes nothing (its TeX). */
  const dollarRun: State = (code) => {
    if (code === DOLLAR) {
      effects.consume(code);
      last = code;
      return dollarRun;
    }
    return data(code);
  };

  const sequenceClose: State = (code) => {
    if (code === DOLLAR) {
      effects.consume(code);
      size++;
      return sequenceClose;
    }
    if (size === sizeOpen) {
      effects.exit('mathTextSequence');
      effects.exit('mathText');
      formulasRead.set(self.parser, (formulasRead.get(self.parser) ?? 0) + 1);
      return ok(code);
    }
    // A run of another length is TeX.
    token!.type = 'mathTextData';
    last = DOLLAR;
    return data(code);
  };

  return start;
}

/**
 * Use after remark-math: replaces its text construct at `$` with this one (its resolver and its
 * test of the character before kept), in the extension remark-math added.
 */
export default function remarkInlineMath(this: Processor): void {
  const found = dollarConstruct(this, 'mathText');
  if (!found) throw new Error('remark-inline-math: remark-math is not in use before it (its text construct was not found).');
  found.extension.text![DOLLAR] = {
    ...found.construct,
    name: INLINE_MATH,
    tokenize: tokenizeInlineMath,
    previous: withinBudget(found.construct.previous),
  };
}

/** The name of this plugin's construct (`remark-lean-inline.ts` finds it by it). */
export const INLINE_MATH = 'obsidianInlineMath';

/** The text construct named `name` at `$` among the processor's micromark extensions, with its extension. */
export function dollarConstruct(processor: Processor, name: string): { extension: Extension; construct: Construct } | undefined {
  for (const extension of (processor.data().micromarkExtensions ?? []) as Extension[]) {
    const text = extension.text?.[DOLLAR];
    const construct = (Array.isArray(text) ? text[0] : text) as Construct | undefined;
    if (construct?.name === name) return { extension, construct };
  }
  return undefined;
}
