/**
 * The micromark check shared by wikilinks and embeds: is `]]` next? Only `]]` ends a wikilink or
 * an embed in Obsidian, so a single `]` is part of the target or display text (`[[Sq]uare]]`).
 */
import type { Code, Construct, Effects, State, TokenType } from 'micromark-util-types';

const RIGHT_BRACKET = 93;

/**
 * A partial construct for `effects.check`: succeeds when the next two characters are `]]`
 * (consuming nothing, as a check); `marker` is the token type its tokens are entered as.
 */
export function closingBrackets(marker: TokenType): Construct {
  return {
    partial: true,
    tokenize(effects: Effects, ok: State, nok: State): State {
      const second = (code: Code): State | undefined => (code === RIGHT_BRACKET ? ok(code) : nok(code));
      return (code: Code): State | undefined => {
        if (code !== RIGHT_BRACKET) return nok(code);
        effects.enter(marker);
        effects.consume(code);
        effects.exit(marker);
        return second;
      };
    },
  };
}
