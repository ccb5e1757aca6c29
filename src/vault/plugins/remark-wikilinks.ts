/**
 * remark plugin: remark-wiki-link (`[[target|alias]]`), in linear time.
 *
 * Its micromark construct, tried at every `[`, reads on to the end of the line when no `]]`
 * closes the link, so a line of unclosed `[[` took quadratic time (10,000 of them: 13 s; 20,000:
 * 53 s). Here the construct gives up at a `[[` inside the link, where Obsidian starts a new link
 * anyway (`[[a [[b]]` links to `b`), so each try reads at most to the next `[[`. Links without
 * `[[` inside parse exactly as before.
 */
import type { Processor } from 'unified';
import remarkWikiLink from 'remark-wiki-link';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

const LEFT_BRACKET = 91;

/** `construct` failing at a `[[` after its opening `[[` (see module doc). */
function bounded(construct: Construct): Construct {
  return {
    ...construct,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      let read = 0;
      let previous: Code = null;
      // Once the construct has ended (`ok` or `nok` called), the states are micromark's own.
      let ended = false;
      const end =
        (then: State): State =>
        (code) => {
          ended = true;
          return then(code);
        };
      const guard = (state: State): State =>
        function guarded(code: Code): State | undefined {
          if (read >= 3 && code === LEFT_BRACKET && previous === LEFT_BRACKET) return nok(code);
          read++;
          previous = code;
          const next = state(code);
          return typeof next === 'function' && !ended ? guard(next) : next;
        };
      return guard(construct.tokenize.call(this, effects, end(ok), end(nok)));
    },
  };
}

export default function remarkWikiLinks(this: Processor, options: { aliasDivider?: string } = {}): void {
  const data = this.data();
  const before = data.micromarkExtensions?.length ?? 0;
  (remarkWikiLink as unknown as (this: Processor, o: unknown) => void).call(this, options);
  const extensions = data.micromarkExtensions ?? [];
  for (let i = before; i < extensions.length; i++) {
    const extension = extensions[i] as Extension;
    const construct = extension.text?.[LEFT_BRACKET];
    if (construct && !Array.isArray(construct) && typeof (construct as Construct).tokenize === 'function') {
      extensions[i] = { ...extension, text: { ...extension.text, [LEFT_BRACKET]: bounded(construct as Construct) } };
    }
  }
}
