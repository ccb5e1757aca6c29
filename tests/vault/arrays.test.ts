/**
 * Adding hundreds of thousands of nodes or diagnostics at once (a note of 200,000 broken links):
 * no call-stack error, every item kept, in order.
 */
import { describe, expect, it } from 'vitest';
import { pushAll, replaceChild } from '../../src/vault/arrays.ts';

const many = Array.from({ length: 500_000 }, (_, i) => i);

describe('arrays of any length', () => {
  it('pushAll appends 500,000 items in order where push(...items) throws', () => {
    expect(() => [].push(...(many as never[]))).toThrow(RangeError);
    const target = [-1];
    pushAll(target, many);
    expect(target.length).toBe(500_001);
    expect(target[1]).toBe(0);
    expect(target.at(-1)).toBe(499_999);
  });

  it('replaceChild puts 500,000 children in place of one, keeping those around it', () => {
    const children = [-2, -1, -3];
    replaceChild(children, 1, many);
    expect(children.length).toBe(500_002);
    expect(children[0]).toBe(-2);
    expect(children[1]).toBe(0);
    expect(children.at(-2)).toBe(499_999);
    expect(children.at(-1)).toBe(-3);
    const few = [1, 2, 3];
    replaceChild(few, 0, [7, 8]);
    expect(few).toEqual([7, 8, 2, 3]);
  });
});
