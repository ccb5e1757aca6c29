/**
 * A full garbage collection, asked of V8 when the heap has grown by {@link GROWTH} bytes (or by
 * half its size then, when that is more) since the last one asked for. Parsing a large note (or a few notes of many list items) leaves hundreds of
 * MB of micromark's events and the note's trees behind as garbage, and V8, seeing the process
 * spend little time collecting, lets the heap grow to several times its live size before it
 * collects: the peak memory of a 1 MB note then depends on when V8 happened to collect. Collecting
 * here bounds it. Only where V8's `gc` is exposed (`--expose-gc`, one of the product's Node flags:
 * `scripts/node-flags.ts`); a no-op elsewhere (tests, other hosts).
 *
 * Cost: one full collection each time the heap grows by {@link GROWTH} bytes or by half of what
 * it held after the last one, whichever is more. Its time is that of marking the live heap, so
 * with a fixed step the collections would grow in number and in cost with the vault's size; with
 * a step that grows with the heap they stay few (logarithmic in the live size), while the garbage
 * of one large note stays bounded. `loadVault` of 50,000 generated notes: 6 collections asked for,
 * 5.3 s in all, with a fixed 128 MiB step; 2 collections, 2.2 s, with this one (same peak).
 */
import { getHeapStatistics } from 'node:v8';

/** Growth of the heap, in bytes, past which a collection is asked for (at the least). */
const GROWTH = 128 * 1024 * 1024;

/** Growth past which a collection is asked for, as a share of the heap after the last one. */
const GROWTH_SHARE = 0.5;

/** The heap's size, in bytes, after the last collection asked for. */
let floor = 0;

/** Bytes outside V8's heap let go since the last collection asked for ({@link droppedOutsideHeap}). */
let dropped = 0;

/**
 * Records that `bytes` of memory outside V8's heap were let go (the array buffer of a serialised
 * syntax tree, once decoded): {@link collectIfGrown} counts them as growth. Such memory goes back
 * only when V8 collects the small objects holding it, which it does not do for that memory alone.
 * In a cold build of 50,000 generated notes (the Astro process's memory sampled every 0.5 s), about
 * 500 MB of serialised trees was still held when the last note had rendered; counting them here
 * took the render's peak from 3,040 to 2,746 MiB (one build each: 432 s before, 421.5 s after).
 */
export function droppedOutsideHeap(bytes: number): void {
  dropped += bytes;
}

/**
 * Asks V8 for a full collection if the heap (`used_heap_size`) has grown, with the bytes outside
 * it let go since ({@link droppedOutsideHeap}), by more than {@link GROWTH} bytes, and by more than
 * {@link GROWTH_SHARE} of its size then, since the last one this asked for. Call between notes
 * (after a parse, after a render). Never throws.
 */
export function collectIfGrown(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return;
  const used = getHeapStatistics().used_heap_size;
  if (used < floor) floor = used;
  if (used - floor + dropped < Math.max(GROWTH, floor * GROWTH_SHARE)) return;
  gc();
  floor = getHeapStatistics().used_heap_size;
  dropped = 0;
}

/**
 * A full collection now, of everything unreachable, with the heap's free pages given back to the
 * system (V8's "last resort" collection: several passes, then the heap made smaller), for the
 * moment a large amount of garbage is known to have just been let go and other work is about to
 * take memory beside it. At the end of the content sync of 50,000 generated notes, the Astro
 * process then stayed at or under 2,192 MiB through Vite and the pages, against 2,540 MiB after a
 * plain collection; at 5,000 notes it took 0.6 s against 0.1–0.2 s (one build each). Only where
 * V8's `gc` is exposed (`--expose-gc`); a no-op elsewhere, and a plain collection where V8 takes
 * no options. Never throws. Restarts the growth {@link collectIfGrown} measures.
 */
export function collectAll(): void {
  const gc = (globalThis as { gc?: (options?: object) => void }).gc;
  if (typeof gc !== 'function') return;
  try {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  } catch {
    gc();
  }
  floor = getHeapStatistics().used_heap_size;
  dropped = 0;
}
