/**
 * Emphasis, strong and GFM strikethrough are paired in linear time
 * (`plugins/remark-linear-attention.ts`) with the same result as micromark's own pairing: the same mdast (positions included) with and without
 * the plugin, on random delimiter soup (runs of `*` and `_`, flanking punctuation, line breaks,
 * links, code spans, GFM strikethrough), on every note of a generated vault and on prose.
 */
import fc from 'fast-check';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkLinearAttention from '../../src/vault/plugins/remark-linear-attention.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';

const micromarks = unified().use(remarkParse).use(remarkGfm).freeze();
const linear = unified().use(remarkParse).use(remarkGfm).use(remarkLinearAttention).freeze();
function same(text: string): void {
  expect(linear.parse(text)).toEqual(micromarks.parse(text));
}

const piece = fc.constantFrom(
  '*',
  '**',
  '***',
  '_',
  '__',
  '___',
  '****',
  'a',
  'word',
  ' ',
  '  ',
  '\n',
  '.',
  ',',
  '~',
  '~~',
  '[',
  '](x)',
  '`',
  '\\*',
  '> ',
  '- ',
  '1',
  'é',
);
const soup = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

describe('emphasis paired in linear time', () => {
  it('gives the same tree as micromark on random delimiter soup', () => {
    fc.assert(
      fc.property(soup, (text) => same(text)),
      { numRuns: 1500 },
    );
  });

  it('gives the same tree on the notes of a generated vault', () => {
    for (const file of generateVault({ notes: 30, seed: 7 })) {
      if (file.path.endsWith('.md')) same(typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content));
    }
  });

  it('gives the same tree on the CommonMark rule-of-three and leftover-marker cases', () => {
    for (const text of [
      '*foo**bar**baz*',
      '*foo**bar*',
      '***foo** bar*',
      '**foo*bar*baz**',
      'foo***bar***baz',
      '*a **b** c*',
      '_a__b__',
      '**a *b **c** d* e**',
      '*(**foo**)*',
      'a*"foo"*',
      '***a**b*c*',
      // Closers with no opener (the search stops where an earlier closer of its kind found none).
      'a* b* *c* d* e_ _f_ g*',
      '*a b** c* d** **e*',
      'x** y* *z** w*** ***v*',
      // Strikethrough: only runs of the same length pair; closers with no opener.
      'a~ b~~ ~c~ ~~d~~ e~',
      '~~a~ b~~ c~ ~d~~',
      '~a *b~ c* d~',
      'a~~ b~~ c~~ ~~d~~ e~~',
    ]) {
      same(text);
    }
  });
});
