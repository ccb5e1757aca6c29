import { describe, expect, it } from 'vitest';
import { numberProblem } from '../../src/components/islands/dom.ts';

describe('a number typed into a check widget', () => {
  it('is usable only as a whole number within the range', () => {
    for (const ok of ['0', '30', '7', ' 3 ']) expect(numberProblem('Suppression tokens', ok, 0, 30), ok).toBeNull();
  });

  it('names the field, the value and what to enter when it cannot be used', () => {
    expect(numberProblem('Suppression tokens', '99', 0, 30)).toBe(
      'Suppression tokens: 99 is out of range; enter a whole number from 0 to 30.',
    );
    expect(numberProblem('Suppression tokens', '-1', 0, 30)).toBe(
      'Suppression tokens: -1 is out of range; enter a whole number from 0 to 30.',
    );
    expect(numberProblem('Suppression tokens', '1.5', 0, 30)).toBe(
      'Suppression tokens: 1.5 is not a whole number; enter a whole number from 0 to 30.',
    );
    expect(numberProblem('Movement', '500', 0, 12)).toBe('Movement: 500 is out of range; enter a whole number from 0 to 12.');
    expect(numberProblem('Movement', '', 0, 12)).toBe('Movement: enter a whole number from 0 to 12.');
    expect(numberProblem('Movement', '4', 0, 12, true)).toBe('Movement: enter a whole number from 0 to 12.');
    expect(numberProblem('Movement', 'four', 0, 12)).toContain('is not a number');
  });
});
