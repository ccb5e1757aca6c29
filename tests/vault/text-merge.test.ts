/**
 * micromark's merging of adjacent text done in linear time (`plugins/micromark-text-merge.ts`)
 * gives the same tree as micromark's own: on random soup of constructs that fail (brackets with no
 * definition, footnote calls, emphasis, tildes, entities, autolink starts, line breaks), on every
 * note of a generated vault, and on the runs that once took quadratic time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/vault/parse.ts';
import { textMerges, withPublishedTextMerge } from '../../src/vault/plugins/micromark-text-merge.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';
import { scalableCases } from '../../src/synthetic/hostile-cases.ts';

function same(text: string): void {
  const linear = parseMarkdown(text);
  const published = withPublishedTextMerge(() => parseMarkdown(text));
  expect(linear).toEqual(published);
}

const piece = fc.constantFrom(
  '[a]',
  '[^a]',
  '[a]: ',
  '[[a]]',
  ']',
  '[',
  '!',
  '*',
  '_',
  '~',
  '&amp;',
  '&x',
  '<',
  'www.',
  '\\',
  '`',
  ' ',
  '\n',
  'word',
  '#t',
  '==',
  '$',
  'é',
);
const soup = fc.array(piece, { maxLength: 50 }).map((parts) => parts.join(''));

describe('adjacent text merged in linear time', () => {
  it('is in use: parsing a paragraph of failed constructs merges its text with it', () => {
    const before = textMerges.runs;
    parseMarkdown('See [a] and [^b] here.');
    expect(textMerges.runs).toBeGreaterThan(before);
  });

  it('gives the same tree as micromark on random soup', () => {
    fc.assert(
      fc.property(soup, (text) => same(text)),
      { numRuns: 500 },
    );
  });

  it('gives the same tree on the notes of a generated vault and on the hostile runs', () => {
    for (const file of generateVault({ notes: 20, seed: 3 })) {
      if (file.path.endsWith('.md')) same(typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content));
    }
    for (const c of scalableCases(4000)) if (!c.path.startsWith('deep-')) same(new TextDecoder().decode(c.bytes));
  });
});
