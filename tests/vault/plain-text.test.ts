/**
 * Word counts (`countWords`): a word is a run of non-space characters holding a letter or digit,
 * in any script; punctuation, emoji and markup alone are not words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords } from '../../src/vault/plain-text.ts';

/** The definition, word by word. */
const byDefinition = (text: string): number => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('countWords', () => {
  it('counts runs of non-space with a letter or digit', () => {
    expect(countWords('Suppression: 2 tokens — then rally!')).toBe(5);
    expect(countWords('  — ** 🎲 -- ')).toBe(0);
    expect(countWords('日本語 Ärger 𝐀x a-b 3.5\tx\u00a0y')).toBe(7);
    expect(countWords('')).toBe(0);
  });

  it('agrees with the definition on any text', () => {
    const piece = fc.constantFrom(
      'a',
      'Ä',
      '日',
      '𝐀',
      '7',
      '🎲',
      '-',
      '.',
      '**',
      '#',
      ' ',
      '\t',
      '\n',
      '\u00a0',
      '\u2003',
      '\u200b',
      '\ufeff',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.array(piece).map((p) => p.join('')),
        ),
        (text) => {
          expect(countWords(text)).toBe(byDefinition(text));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
