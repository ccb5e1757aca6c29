/**
 * micromark's text resolver (`resolveAllText`, micromark 4, `lib/initialize/text.js`) with its
 * merging of adjacent `data` tokens done first in linear time.
 *
 * Text is cut into `data` at every character that may start a construct; the resolver then merges
 * each run of adjacent `data` into its first token by `splice`, which moves every event after it.
 * A paragraph where constructs fail often (`[a] ` with no definition, `[^a] ` with no footnote,
 * `[a]: ` on one line) has a run every few characters, so the merging took the square of its
 * length: 240 KB of `[a] ` took 39 s.
 *
 * {@link mergeDataRuns} gives the same list in one pass; micromark's resolver, called after it,
 * finds no run left to merge and goes on to what else it does (line suffixes), unchanged. The
 * resolver is not exported by micromark, so this module wraps it on the module objects micromark's
 * parser reads (`text`, `string`, and the text resolver run inside spans), once, when it is loaded
 * (`parse.ts`), in both of micromark's builds (`lib/` and `dev/`, the one Vite's `development`
 * condition picks). If micromark moved those files, parsing still works, in the published time.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Event, Resolver } from 'micromark-util-types';

/**
 * Merges each run of adjacent `data` tokens of `events` into its first token (which ends where
 * the run's last one ends), in place; gives `events` back. Exactly what micromark's `resolveAllText`
 * does before its extra step. Counts the runs merged in {@link textMerges}.
 */
function mergeDataRuns(events: Event[]): Event[] {
  let write = 0;
  let index = 0;
  while (index < events.length) {
    const event = events[index]!;
    if (event[1].type !== 'data') {
      events[write++] = event;
      index++;
      continue;
    }
    // micromark's loop reads the run from its first token's exit on: a data token is an enter and
    // its exit, side by side.
    let end = index + 2;
    while (end < events.length && events[end]![1].type === 'data') end++;
    if (end !== index + 2) {
      event[1].end = events[end - 1]![1].end;
      textMerges.runs++;
    }
    events[write++] = event;
    if (index + 1 < events.length) events[write++] = events[index + 1]!;
    index = end;
  }
  events.length = write;
  return events;
}

/** How many runs of `data` {@link mergeDataRuns} has merged in this process (tests read it to see it is in use). */
export const textMerges = { runs: 0 };

interface WithResolver {
  resolveAll?: Resolver;
}

/** Each wrapped holder with micromark's own resolver and the wrapper. */
const installed = new Map<WithResolver, { published: Resolver; linear: Resolver }>();

function wrap(holder: WithResolver | undefined): void {
  const published = holder?.resolveAll;
  if (!holder || !published || installed.has(holder)) return;
  const linear: Resolver = (events, context) => published(mergeDataRuns(events), context);
  installed.set(holder, { published, linear });
  holder.resolveAll = linear;
}

/**
 * Runs `work` (synchronous) with micromark's published text resolvers in place, and puts the
 * linear ones back after: to compare both (tests). Gives what `work` gives.
 */
export function withPublishedTextMerge<T>(work: () => T): T {
  for (const [holder, { published }] of installed) holder.resolveAll = published;
  try {
    return work();
  } finally {
    for (const [holder, { linear }] of installed) holder.resolveAll = linear;
  }
}

function install(): void {
  const require = createRequire(import.meta.url);
  let root: string;
  try {
    root = dirname(require.resolve('micromark'));
  } catch {
    return;
  }
  for (const build of ['lib', 'dev/lib']) {
    let module: { text?: WithResolver; string?: WithResolver; resolver?: WithResolver };
    try {
      module = require(join(root, build, 'initialize', 'text.js')) as typeof module;
    } catch {
      continue;
    }
    wrap(module.text);
    wrap(module.string);
    wrap(module.resolver);
  }
}

install();
