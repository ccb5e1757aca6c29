/**
 * Line endings shown as breaks (`plugins/remark-line-breaks.ts`, Obsidian's default) give the
 * same tree as remark-breaks, on random Markdown with line endings in every kind of phrasing
 * content (`\n`, `\r\n`, `\r`), on the notes of a generated vault, and on a paragraph of
 * thousands of lines.
 */
import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkBreaks from 'remark-breaks';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/vault/parse.ts';
import { lineEndingsToBreaks } from '../../src/vault/plugins/remark-line-breaks.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';

const breaks = unified().use(remarkBreaks).freeze();

function same(text: string): void {
  const theirs = breaks.runSync(parseMarkdown(text).tree) as Root;
  const ours = parseMarkdown(text).tree;
  lineEndingsToBreaks(ours);
  expect(ours).toEqual(theirs);
}

const piece = fc.constantFrom(
  'a',
  'word ',
  '\n',
  '\r\n',
  '\r',
  '*',
  '**',
  '[[Note|x]]',
  '[x](y)',
  '`c`',
  '> ',
  '- ',
  '\n\n',
  '==h==',
  '#tag ',
  'x^[n]',
  '<b>',
  '  ',
);
const markdown = fc.array(piece, { maxLength: 50 }).map((parts) => parts.join(''));

describe('line endings as breaks', () => {
  it('gives the tree remark-breaks gives on random Markdown', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        same(text);
      }),
      { numRuns: 800 },
    );
  });

  it('gives the same tree on the notes of a generated vault and on a long paragraph', () => {
    for (const file of generateVault({ notes: 20, seed: 3 })) {
      if (file.path.endsWith('.md')) same(typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content));
    }
    same('The unit moves, then attacks with *two* weapons.\n'.repeat(3000));
  });
});
