/**
 * micromark's `EditMap.consume` (micromark-util-edit-map 1), in time linear in the events from
 * its first edit on, instead of in all the document's events.
 *
 * micromark's document tokenizer applies an edit map each time a line closes containers (a list
 * item opened inside another on one line, `- - x`, closes one on every next line). The published
 * `consume` copies the whole event list to apply edits that are all near its end, so such a
 * list costs the square of its lines (3,200 lines of `- - x`, 19 KB: about 2 s; 1 MB: hours).
 * {@link consumeEdits} gives the same list, copying only from the first edit on; it replaces the
 * method on the class micromark imports, once, when this module is loaded (`parse.ts`).
 */
import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';

/** An edit: at index, remove so many events, insert these (micromark-util-edit-map's `Change`). */
type Change = [number, number, Event[]];

/**
 * Applies the edits in `map` to `events` in place and empties `map` and `index` (`EditMap.consume`'s
 * contract): edits sorted by index; the events before the first are kept; each inserts its
 * events, and the events from its index plus `remove` to the next edit's index follow (to the
 * end after the last). Touches only `events` from the first edit on.
 */
function consumeEdits(map: Change[], index: Map<number, Change>, events: Event[]): void {
  map.sort((a, b) => a[0] - b[0]);
  if (map.length === 0) return;
  const first = map[0]![0];
  const tail: Event[] = [];
  for (let k = 0; k < map.length; k++) {
    const [at, remove, add] = map[k]!;
    for (const event of add) tail.push(event);
    // Kept: from the end of this edit to the next edit (as the published method slices them).
    const until = Math.min(k + 1 < map.length ? map[k + 1]![0] : events.length, events.length);
    for (let i = at + remove; i < until; i++) tail.push(events[i]!);
  }
  events.length = Math.min(first, events.length);
  for (const event of tail) events.push(event);
  map.length = 0;
  index.clear();
}

/** micromark's own `consume`, kept to compare with (tests). */
export const publishedConsume = EditMap.prototype.consume;

interface EditMapFields {
  map: Change[];
  index: Map<number, Change>;
}

EditMap.prototype.consume = function consume(this: EditMap, events: Event[]): undefined {
  const self = this as unknown as EditMapFields;
  consumeEdits(self.map, self.index, events);
  return undefined;
};
