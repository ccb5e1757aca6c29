import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsonChunks, jsonDigest, jsonPieces } from '../../src/loaders/json-chunks.ts';

/** Top-level values as a graph holds them, plus what JSON.stringify leaves out or turns to null. */
const topLevel = fc.dictionary(
  fc.string(),
  fc.oneof(
    fc.jsonValue(),
    fc.array(
      fc.oneof(
        fc.jsonValue(),
        fc.constant(undefined),
        fc.constant(() => 1),
      ),
    ),
    fc.constant(undefined),
    fc.constant(() => 1),
    fc.date({ noInvalidDate: true }),
  ),
);

describe('jsonChunks', () => {
  it('gives the text JSON.stringify gives, byte for byte (law)', () => {
    fc.assert(
      fc.property(topLevel, (value) => {
        expect([...jsonChunks(value)].join('')).toBe(JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });

  it('splits a top-level array into its elements, so no piece holds the whole array', () => {
    const notes = Array.from({ length: 1000 }, (_, i) => ({ id: `note ${i}`, html: 'x'.repeat(100) }));
    const pieces = [...jsonChunks({ notes, edges: [] })];
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(200);
  });

  it('digests and gathers the same text', () => {
    const value = { notes: [{ id: 'Aim', title: 'Aim — “quoted”' }], edges: [[0, 1]], base: '/' };
    const text = JSON.stringify(value);
    expect(jsonDigest(value)).toBe(createHash('sha256').update(text).digest('base64url'));
    expect([...jsonPieces(value)].join('')).toBe(text);
  });

  it('gathers a long array into pieces of about the size asked for', () => {
    const value = { notes: Array.from({ length: 5000 }, (_, i) => ({ id: `n${i}`, text: 'é'.repeat(50) })) };
    const pieces = [...jsonPieces(value, 16 * 1024)];
    expect(pieces.join('')).toBe(JSON.stringify(value));
    expect(pieces.length).toBeGreaterThan(10);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(17 * 1024);
  });
});
