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
import { closingBrackets } from './closing-brackets.ts';

declare module 'micromark-util-types' {
  /** The tokens of remark-wiki-link's micromark extension (micromark-extension-wiki-link). */
  interface TokenTypeMap {
    wikiLink: 'wikiLink';
    wikiLinkMarker: 'wikiLinkMarker';
    wikiLinkData: 'wikiLinkData';
    wikiLinkTarget: 'wikiLinkTarget';
    wikiLinkAliasMarker: 'wikiLinkAliasMarker';
    wikiLinkAlias: 'wikiLinkAlias';
  }
}

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

const RIGHT_BRACKET = 93;
const PIPE = 124;
const isSpace = (code: Code): boolean => code === -2 || code === -1 || code === 32;
const isLineEnd = (code: Code): boolean => code === null || code === -5 || code === -4 || code === -3;

/** `]]` next (a check: consumes nothing). */
const closing = closingBrackets('wikiLinkMarker');

/**
 * The links remark-wiki-link refuses but Obsidian reads, tried before it; every other link is
 * left to it (this construct fails), so those parse exactly as before. It gives the tokens
 * remark-wiki-link gives `[[target|alias]]`.
 *
 * - `[[target|]]` (or `[[target|  ]]`): a link whose display text is empty, which Obsidian shows
 *   as nothing (an invisible link, still a link of the note); with the spaces as alias, if any.
 * - A single `]` in the target or display text: only `]]` ends a wikilink in Obsidian, so
 *   `[[Sq]uare]]` links to `Sq]uare` and `[[Note|[1] rule]]` shows `[1] rule` (measured on
 *   Obsidian 1.13.7's metadata cache, GitHub pvliesdonk/markdown-vault-mcp, issue "a single ]
 *   inside a wikilink target ends the link; Obsidian ends it only at ]]").
 * - A single `[` in the target: only `[[` inside a wikilink stops it in Obsidian, so
 *   `[[Turn#Rule 5 [draft] notes]]` links to that heading. Obsidian writes such links itself: for
 *   a link to a heading it turns `[[`, `]]`, `#`, `|`, `^`, `:`, `%%` and `\` into spaces but
 *   keeps a single bracket (`stripHeadingForLink` in obsidian.d.ts).
 *
 * A target starting with `[` is left to remark-wiki-link; like it, this construct fails at a `[[`
 * inside the link and at the end of the line, so each try reads at most to the next `[[`.
 */
const bracketWikiLink: Construct = {
  name: 'wikiLinkObsidian',
  tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    let data = false;
    let alias = false;
    let bracket = false;
    let previous: Code = null;
    const close = (code: Code): State | undefined => {
      if (code !== RIGHT_BRACKET) return nok(code);
      effects.consume(code);
      effects.exit('wikiLinkMarker');
      effects.exit('wikiLink');
      return ok;
    };
    const end = (code: Code): State | undefined => {
      effects.exit('wikiLinkData');
      effects.enter('wikiLinkMarker');
      effects.consume(code);
      return close;
    };
    const endAlias = (code: Code): State | undefined => {
      // A display text without `]` and not empty is remark-wiki-link's to read.
      if (alias && !bracket) return nok(code);
      effects.exit('wikiLinkAlias');
      return end(code);
    };
    const aliasBracket = (code: Code): State | undefined => {
      bracket = true;
      alias = true;
      previous = code;
      effects.consume(code);
      return aliasText;
    };
    const aliasText = (code: Code): State | undefined => {
      if (code === RIGHT_BRACKET) return effects.check(closing, endAlias, aliasBracket)(code);
      if (isLineEnd(code) || (code === LEFT_BRACKET && previous === LEFT_BRACKET)) return nok(code);
      if (!isSpace(code)) alias = true;
      previous = code;
      effects.consume(code);
      return aliasText;
    };
    const afterDivider = (code: Code): State | undefined => {
      if (code === RIGHT_BRACKET) return effects.check(closing, end, aliasStart)(code);
      return aliasStart(code);
    };
    const aliasStart = (code: Code): State | undefined => {
      if (isLineEnd(code)) return nok(code);
      effects.enter('wikiLinkAlias');
      return code === RIGHT_BRACKET ? aliasBracket(code) : aliasText(code);
    };
    const endTarget = (code: Code): State | undefined => {
      if (!data || !bracket) return nok(code);
      effects.exit('wikiLinkTarget');
      return end(code);
    };
    const targetBracket = (code: Code): State | undefined => {
      bracket = true;
      data = true;
      previous = code;
      effects.consume(code);
      return target;
    };
    const target = (code: Code): State | undefined => {
      if (code === PIPE) {
        if (!data) return nok(code);
        effects.exit('wikiLinkTarget');
        effects.enter('wikiLinkAliasMarker');
        effects.consume(code);
        effects.exit('wikiLinkAliasMarker');
        return afterDivider;
      }
      if (code === RIGHT_BRACKET) return effects.check(closing, endTarget, targetBracket)(code);
      if (isLineEnd(code) || (code === LEFT_BRACKET && previous === LEFT_BRACKET)) return nok(code);
      if (code === LEFT_BRACKET) bracket = true;
      if (!isSpace(code)) data = true;
      previous = code;
      effects.consume(code);
      return target;
    };
    const targetStart = (code: Code): State | undefined => {
      if (isLineEnd(code) || code === LEFT_BRACKET || code === RIGHT_BRACKET || code === PIPE) return nok(code);
      effects.enter('wikiLinkData');
      effects.enter('wikiLinkTarget');
      return target(code);
    };
    const second = (code: Code): State | undefined => {
      if (code !== LEFT_BRACKET) return nok(code);
      effects.consume(code);
      effects.exit('wikiLinkMarker');
      return targetStart;
    };
    return (code: Code): State | undefined => {
      if (code !== LEFT_BRACKET) return nok(code);
      effects.enter('wikiLink');
      effects.enter('wikiLinkMarker');
      effects.consume(code);
      return second;
    };
  },
};

export default function remarkWikiLinks(this: Processor, options: { aliasDivider?: string } = {}): void {
  const data = this.data();
  const before = data.micromarkExtensions?.length ?? 0;
  (remarkWikiLink as unknown as (this: Processor, o: unknown) => void).call(this, options);
  const extensions = data.micromarkExtensions ?? [];
  for (let i = before; i < extensions.length; i++) {
    const extension = extensions[i] as Extension;
    const construct = extension.text?.[LEFT_BRACKET];
    if (construct && !Array.isArray(construct) && typeof (construct as Construct).tokenize === 'function') {
      const constructs =
        (options.aliasDivider ?? ':') === '|' ? [bracketWikiLink, bounded(construct as Construct)] : bounded(construct as Construct);
      extensions[i] = { ...extension, text: { ...extension.text, [LEFT_BRACKET]: constructs } };
    }
  }
}
