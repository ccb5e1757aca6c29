/**
 * A full garbage collection, asked of V8 when the heap has grown by {@link GROWTH} bytes since the
 * last one asked for. Parsing a large note (or a few notes of many list items) leaves hundreds of
 * MB of micromark's events and the note's trees behind as garbage, and V8, seeing the process
 * spend little time collecting, lets the heap grow to several times its live size before it
 * collects: the peak memory of a 1 MB note then depends on when V8 happened to collect. Collecting
 * here bounds it. Only where V8's `gc` is exposed (`--expose-gc`, one of the product's Node flags:
 * `scripts/node-flags.ts`); a no-op elsewhere (tests, other hosts).
 *
 * Cost: one full collection each {@link GROWTH} bytes the heap grows by, which V8 would make
 * anyway at a larger heap; its time is that of marking the live heap.
 */
import { getHeapStatistics } from 'node:v8';

/** Growth of the heap, in bytes, past which a collection is asked for. */
const GROWTH = 128 * 1024 * 1024;

/** The heap's size, in bytes, after the last collection asked for. */
let floor = 0;

/**
 * Asks V8 for a full collection if the heap (`used_heap_size`) has grown by more than
 * {@link GROWTH} bytes since the last one this asked for. Call between notes (after a parse, after
 * a render). Never throws.
 */
export function collectIfGrown(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return;
  const used = getHeapStatistics().used_heap_size;
  if (used < floor) floor = used;
  if (used - floor < GROWTH) return;
  gc();
  floor = getHeapStatistics().used_heap_size;
}
