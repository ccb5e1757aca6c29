/**
 * micromark's edit map applied in linear time (`plugins/micromark-edit-map.ts`) gives the event
 * list micromark's own method gives, for random edits (inserts, removals, both, at the same and
 * at overlapping places), and a list whose lines close containers parses whole.
 */
import fc from 'fast-check';
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';
import { describe, expect, it } from 'vitest';
import { publishedConsume } from '../../src/vault/plugins/micromark-edit-map.ts';
import { NESTING_BUDGET } from '../../src/vault/nesting.ts';
import { parseMarkdown } from '../../src/vault/parse.ts';

const event = (n: number): Event => ['enter', { type: `t${n}` } as unknown as Event[1], {} as Event[2]];

describe("micromark's edit map", () => {
  it('applies random edits as the published method does', () => {
    const edit = fc.record({ at: fc.nat(30), remove: fc.nat(4), add: fc.array(fc.nat(99), { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.nat(30), fc.array(edit, { maxLength: 6 }), (length, edits) => {
        const source = Array.from({ length }, (_, i) => event(i));
        const apply = (consume: (this: EditMap, events: Event[]) => undefined): string[] => {
          const map = new EditMap();
          for (const e of edits)
            if (e.at <= length)
              map.add(
                e.at,
                e.remove,
                e.add.map((n) => event(100 + n)),
              );
          const events = [...source];
          consume.call(map, events);
          return events.map((e) => e[1].type);
        };
        expect(apply(EditMap.prototype.consume)).toEqual(apply(publishedConsume));
      }),
      { numRuns: 2000 },
    );
  });

  it('parses a list that closes a nested list on every line as a list of them all', () => {
    // Lines of two levels each, within the note's nesting budget (`nesting.ts`).
    const lines = NESTING_BUDGET / 2 - 500;
    const { tree } = parseMarkdown('- - x\n'.repeat(lines));
    const list = tree.children[0];
    expect(list?.type).toBe('list');
    expect(list?.type === 'list' && list.children.length).toBe(lines);
  });
});
