/**
 * remark plugin: Obsidian embeds `![[target]]` / `![[target|alias]]` as `wikiEmbed` nodes.
 *
 * remark-wiki-link has no embeds, and because micromark tries the image construct `![` first,
 * `![[x]]` would otherwise come out as plain text. This plugin adds a micromark text construct
 * at `!` (tried before the core image construct) and a from-markdown handler.
 * Inside GFM tables the divider is written `\|`; both `|` and `\|` split target and alias.
 */
import type { Processor } from 'unified';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Extension as FromMarkdownExtension, CompileContext } from 'mdast-util-from-markdown';
import type { Token } from 'micromark-util-types';
import type { WikiEmbed } from '../syntax-tree.ts';
import { closingBrackets } from './closing-brackets.ts';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    wikiEmbed: 'wikiEmbed';
    wikiEmbedMarker: 'wikiEmbedMarker';
    wikiEmbedData: 'wikiEmbedData';
  }
}

const EXCLAMATION = 33;
const LEFT_BRACKET = 91;
const RIGHT_BRACKET = 93;

function isLineEndingOrEof(code: Code): boolean {
  return code === null || code < -2;
}

/** `]]` next (a check: consumes nothing). */
const closing = closingBrackets('wikiEmbedMarker');

/**
 * `![[target]]`, `![[target|alias]]`. As in a wikilink, only `]]` ends it (a single `]` is part of
 * the target or alias: `![[Sq]uare]]` embeds `Sq]uare`) and a single `[` after the first character
 * is too (`![[Turn#Rule [draft] notes]]`); a `[[` inside, a `[` first, or the end of the line fails it.
 */
function tokenizeEmbed(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  let hasData = false;
  // The code before the one read: a `[` after a `[` (`[[`) fails the embed, a single `[` is data.
  let previous: Code = LEFT_BRACKET;
  return start;

  function start(code: Code): State | undefined {
    if (code !== EXCLAMATION) return nok(code);
    effects.enter('wikiEmbed');
    effects.enter('wikiEmbedMarker');
    effects.consume(code);
    return openFirst;
  }
  function openFirst(code: Code): State | undefined {
    if (code !== LEFT_BRACKET) return nok(code);
    effects.consume(code);
    return openSecond;
  }
  function openSecond(code: Code): State | undefined {
    if (code !== LEFT_BRACKET) return nok(code);
    effects.consume(code);
    effects.exit('wikiEmbedMarker');
    effects.enter('wikiEmbedData');
    return data;
  }
  function data(code: Code): State | undefined {
    if (isLineEndingOrEof(code) || (code === LEFT_BRACKET && previous === LEFT_BRACKET)) return nok(code);
    if (code === RIGHT_BRACKET) return effects.check(closing, close, single)(code);
    if (code !== null && code > 32) hasData = true;
    previous = code;
    effects.consume(code);
    return data;
  }
  function close(code: Code): State | undefined {
    if (!hasData) return nok(code);
    effects.exit('wikiEmbedData');
    effects.enter('wikiEmbedMarker');
    effects.consume(code);
    return closeSecond;
  }
  function single(code: Code): State | undefined {
    hasData = true;
    previous = code;
    effects.consume(code);
    return data;
  }
  function closeSecond(code: Code): State | undefined {
    if (code !== RIGHT_BRACKET) return nok(code);
    effects.consume(code);
    effects.exit('wikiEmbedMarker');
    effects.exit('wikiEmbed');
    return ok;
  }
}

const embedConstruct: Construct = { name: 'wikiEmbed', tokenize: tokenizeEmbed };

/** The micromark syntax extension (exported for tests). */
const wikiEmbedSyntax: Extension = { text: { [EXCLAMATION]: embedConstruct } };

/** Split `target|alias` (or `target\|alias`) into its parts, trimmed; alias `null` when absent. */
export function splitEmbedData(raw: string): { target: string; alias: string | null } {
  const match = /\\?\|/.exec(raw);
  if (!match) return { target: raw.trim(), alias: null };
  const alias = raw.slice(match.index + match[0].length).trim();
  return { target: raw.slice(0, match.index).trim(), alias: alias === '' ? null : alias };
}

/** The from-markdown extension (exported for tests). */
const wikiEmbedFromMarkdown: FromMarkdownExtension = {
  enter: {
    wikiEmbed(this: CompileContext, token: Token) {
      const node: WikiEmbed = { type: 'wikiEmbed', value: '', alias: null };
      this.enter(node, token);
    },
  },
  exit: {
    wikiEmbedData(this: CompileContext, token: Token) {
      const node = this.stack[this.stack.length - 1];
      if (node?.type !== 'wikiEmbed') return;
      const { target, alias } = splitEmbedData(this.sliceSerialize(token));
      node.value = target;
      node.alias = alias;
    },
    wikiEmbed(this: CompileContext, token: Token) {
      this.exit(token);
    },
  },
};

/** Adds `![[…]]` embeds to remark-parse. Use after remark-wiki-link. */
export default function remarkEmbeds(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(wikiEmbedSyntax);
  (data.fromMarkdownExtensions ??= []).push(wikiEmbedFromMarkdown);
}
