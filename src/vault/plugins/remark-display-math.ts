/**
 * remark plugin: display math as Obsidian reads it, where `$$` opens and closes the formula on
 * the same lines as its TeX:
 *
 * ```markdown
 * $$\begin{vmatrix}a & b\\
 * c & d
 * \end{vmatrix}=ad-bc$$
 *
 * $$e^{i\pi} + 1 = 0$$
 * ```
 *
 * remark-math's flow construct wants each `$$` alone on its line: it took the TeX after an
 * opening `$$` for an info string (and dropped it), and never found a `$$` at the end of a line of
 * TeX, so the formula ran on to the end of the note (or of its callout), taking every paragraph
 * after it; a line holding only `$$x$$` was inline math, where Obsidian shows a centred formula.
 *
 * This construct is tried first at a `$` that starts a block. It reads, as Obsidian does:
 * - an opening run of two or more `$`, then the first line of TeX on the same line, if any;
 * - lines of TeX, up to a line that ends with a run of at least as many `$` (spaces after it
 *   allowed), or a line holding only that run (as remark-math closes);
 * - `\$` as an escaped dollar of the TeX, never a closing run.
 * It gives remark-math's tokens (`mathFlow`, its fences and values), so the tree holds the `math`
 * node remark-math's own syntax gives, rendered the same way (`math-render.ts`).
 *
 * It steps aside, leaving the line to remark-math (inline math in a paragraph, as before), when the
 * opening line holds another `$` that does not end it: `$$a$$ and $$b$$` is text with inline
 * math. Reading choices where Obsidian's behaviour is not documented: a run of `$` in the middle of
 * a later line is TeX (only one at the end of a line closes), and a formula that is never closed
 * runs to the end of its container, as remark-math's does.
 *
 * Every character is read once, and the look-ahead at a run of `$` reads the run and the spaces
 * after it (a run that does not close is then taken whole): linear time.
 */
import type { Processor } from 'unified';
import { factorySpace } from 'micromark-factory-space';
import { markdownLineEnding, markdownSpace } from 'micromark-util-character';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

declare module 'micromark-util-types' {
  /** The tokens of remark-math's flow construct (micromark-extension-math), which this one gives too. */
  interface TokenTypeMap {
    mathFlow: 'mathFlow';
    mathFlowFence: 'mathFlowFence';
    mathFlowFenceSequence: 'mathFlowFenceSequence';
    mathFlowValue: 'mathFlowValue';
  }
}

const DOLLAR = 36;
const BACKSLASH = 92;
/** CommonMark's tab size: a closing fence may be indented by up to three spaces. */
const TAB_SIZE = 4;

/** A run of `$` of at least `size` with only spaces after it to the end of the line: a closing fence. */
function closingRun(size: number): Construct {
  return {
    partial: true,
    tokenize(effects: Effects, ok: State, nok: State): State {
      let run = 0;
      const end = (code: Code): State | undefined => {
        if (code !== null && !markdownLineEnding(code)) return nok(code);
        effects.exit('mathFlowFence');
        return ok(code);
      };
      const sequence = (code: Code): State | undefined => {
        if (code === DOLLAR) {
          run++;
          effects.consume(code);
          return sequence;
        }
        if (run < size) return nok(code);
        effects.exit('mathFlowFenceSequence');
        return factorySpace(effects, end, 'whitespace')(code);
      };
      return (code: Code): State | undefined => {
        effects.enter('mathFlowFence');
        effects.enter('mathFlowFenceSequence');
        return sequence(code);
      };
    },
  };
}

/** The next line continues the block, not a lazy line (micromark-extension-math's own check). */
const nonLazyContinuation: Construct = {
  partial: true,
  tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const self = this;
    const lineStart = (code: Code): State | undefined => (self.parser.lazy[self.now().line] ? nok(code) : ok(code));
    return (code: Code): State | undefined => {
      if (code === null) return ok(code);
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      return lineStart;
    };
  },
};

function tokenizeDisplayMath(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  const self = this;
  const tail = self.events[self.events.length - 1];
  const initialSize = tail && tail[1].type === 'linePrefix' ? tail[2].sliceSerialize(tail[1], true).length : 0;
  let sizeOpen = 0;
  /** Still on the opening line: a `$` there that does not end it hands the line back to remark-math. */
  let opening = true;
  /** The closing fence for this formula's opening run (made once that run is read). */
  let closingFence: Construct | null = null;
  const closing = (): Construct => (closingFence ??= closingRun(sizeOpen));

  const after = (code: Code): State | undefined => {
    effects.exit('mathFlow');
    return ok(code);
  };

  /** At the run of `$` that closes the formula (known by the look-ahead). */
  const closeRun = (code: Code): State | undefined => {
    effects.enter('mathFlowFence');
    effects.enter('mathFlowFenceSequence');
    return closeSequence(code);
  };
  const closeSequence = (code: Code): State | undefined => {
    if (code === DOLLAR) {
      effects.consume(code);
      return closeSequence;
    }
    effects.exit('mathFlowFenceSequence');
    return factorySpace(effects, closeEnd, 'whitespace')(code);
  };
  const closeEnd = (code: Code): State | undefined => {
    effects.exit('mathFlowFence');
    return after(code);
  };

  /** In a line of TeX. */
  const value = (code: Code): State | undefined => {
    if (code === null || markdownLineEnding(code)) {
      effects.exit('mathFlowValue');
      return lineEnd(code);
    }
    if (code === DOLLAR) return effects.check(closing(), closeInValue, opening ? nok : takeRun)(code);
    if (code === BACKSLASH) {
      effects.consume(code);
      return escaped;
    }
    effects.consume(code);
    return value;
  };
  const escaped = (code: Code): State | undefined => {
    if (code === null || markdownLineEnding(code)) return value(code);
    effects.consume(code);
    return value;
  };
  /** A run of `$` that does not close: TeX, taken whole so it is looked at once. */
  const takeRun = (code: Code): State | undefined => {
    if (code === DOLLAR) {
      effects.consume(code);
      return takeRun;
    }
    return value(code);
  };
  const closeInValue = (code: Code): State | undefined => {
    effects.exit('mathFlowValue');
    return closeRun(code);
  };

  /** At the end of a line of the formula (or of its opening fence). */
  const lineEnd = (code: Code): State | undefined => {
    if (opening) {
      opening = false;
      // Deciding whether the formula may interrupt a paragraph needs only its opening line.
      if (self.interrupt) return ok(code);
    }
    if (code === null) return after(code);
    return effects.attempt(nonLazyContinuation, lineStart, after)(code);
  };

  /** At the start of a line after the opening one: a closing fence alone, or TeX. */
  const lineStart = (code: Code): State | undefined =>
    effects.attempt({ partial: true, tokenize: tokenizeClosingFence }, after, contentStart)(code);
  const contentStart = (code: Code): State | undefined =>
    (initialSize ? factorySpace(effects, contentBefore, 'linePrefix', initialSize + 1) : contentBefore)(code);
  const contentBefore = (code: Code): State | undefined => {
    if (code === null || markdownLineEnding(code)) return lineEnd(code);
    effects.enter('mathFlowValue');
    return value(code);
  };

  /** A line holding only a closing run of `$`, indented by up to three spaces (remark-math's closing fence). */
  function tokenizeClosingFence(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const indented = self.parser.constructs.disable.null?.includes('codeIndented') ? undefined : TAB_SIZE;
    return factorySpace(effects, closing().tokenize.call(this, effects, ok, nok), 'linePrefix', indented);
  }

  /** In the opening run of `$`. */
  const openSequence = (code: Code): State | undefined => {
    if (code === DOLLAR) {
      sizeOpen++;
      effects.consume(code);
      return openSequence;
    }
    if (sizeOpen < 2) return nok(code);
    effects.exit('mathFlowFenceSequence');
    return factorySpace(effects, openEnd, 'whitespace')(code);
  };
  const openEnd = (code: Code): State | undefined => {
    effects.exit('mathFlowFence');
    if (code === null || markdownLineEnding(code)) return lineEnd(code);
    // `$$ $$`: an empty formula (no empty value token).
    if (code === DOLLAR) return effects.check(closing(), closeRun, nok)(code);
    effects.enter('mathFlowValue');
    return value(code);
  };

  return (code: Code): State | undefined => {
    if (code !== DOLLAR) return nok(code);
    effects.enter('mathFlow');
    effects.enter('mathFlowFence');
    effects.enter('mathFlowFenceSequence');
    return openSequence(code);
  };
}

/** The flow construct at `$` (see module doc). */
const displayMath: Construct = { name: 'obsidianDisplayMath', tokenize: tokenizeDisplayMath, concrete: true };

const displayMathExtension: Extension = { flow: { [DOLLAR]: displayMath } };

/**
 * Use after remark-math (whose tokens it gives, and whose from-markdown handlers build the `math`
 * node): extensions added later are tried first, so this construct runs before remark-math's.
 */
export default function remarkDisplayMath(this: Processor): void {
  (this.data().micromarkExtensions ??= []).push(displayMathExtension);
}
