/**
 * The performance targets `npm run bench` holds the project to, and the judgement of one run's
 * figures against them: each target printed with its figure and "met" or "missed", so that a
 * regression shows the day it happens. Figures a run did not measure are printed as such, never
 * as met.
 *
 * Engine targets are judged by the engine benches themselves (`scripts/bench/{game}.ts` print
 * lines ending in "met" or "missed"); {@link engineTargetLines} collects those lines.
 */

/** One target and what the run measured for it. */
export interface Judged {
  /** What is measured, e.g. "5,000 notes: cold build". */
  readonly what: string;
  /** The target in words, e.g. "≤ 15 s". */
  readonly target: string;
  /** The figure in words, or `null` when this run did not measure it. */
  readonly figure: string | null;
  /** `true` met, `false` missed, `null` not measured. */
  readonly met: boolean | null;
}

/** The figures of one vault size, as `scripts/bench/index.ts` records them (units in the names). */
export interface SizeFigures {
  readonly notes: number;
  readonly build?: {
    readonly seconds?: number;
    readonly peakTreeMiB?: number;
    readonly failed?: boolean;
    readonly precachedKiB?: number | null;
  };
  readonly rebuild?: { readonly seconds?: number; readonly identical?: boolean; readonly differing?: number };
  readonly check?: { readonly noCacheMs?: number | null };
  readonly pipeline?: { readonly total?: number; readonly peakTreeMiB?: number };
}

const atMost = (
  what: string,
  figure: number | null | undefined,
  limit: number,
  unit: string,
  shown = (n: number) => `${n} ${unit}`,
): Judged => ({
  what,
  target: `≤ ${shown(limit)}`,
  figure: figure === null || figure === undefined ? null : shown(figure),
  met: figure === null || figure === undefined ? null : figure <= limit,
});

/**
 * The target of `check` with no cache (the command as editors run it, `--no-cache`) at `notes`
 * notes, judged for `ms` milliseconds (`null`: not measured); `null` when that size has no such
 * target (only 5,000 notes has one: ≤ 3 s).
 */
export function judgeCheckNoCache(notes: number, ms: number | null | undefined): Judged | null {
  if (notes !== 5000) return null;
  return atMost('5,000 notes: `check` with no cache', ms, 3000, 'ms', (n) => `${Math.round(n)} ms`);
}

/** Judges the build and `check` figures of each measured size against the targets. */
export function judgeVaultTargets(sizes: readonly SizeFigures[]): Judged[] {
  const of = (n: number) => sizes.find((s) => s.notes === n);
  const five = of(5000);
  const one = of(1000);
  const fifty = of(50_000);
  const built = (s: SizeFigures | undefined) => (s?.build && !s.build.failed ? s.build : undefined);
  const secs = (n: number) => `${n.toFixed(1)} s`;
  const mib = (n: number) => `${Math.round(n)} MiB`;
  const rebuilt = five?.rebuild;
  return [
    atMost('1,000 notes: cold build', built(one)?.seconds, 5, 's', secs),
    atMost('5,000 notes: cold build', built(five)?.seconds, 15, 's', secs),
    atMost('5,000 notes: build peak memory, process tree', built(five)?.peakTreeMiB, 1024, 'MiB', mib),
    atMost('50,000 notes: cold build', built(fifty)?.seconds, 180, 's', secs),
    atMost('50,000 notes: build peak memory, process tree', built(fifty)?.peakTreeMiB, 3072, 'MiB', mib),
    atMost('5,000 notes: rebuild after a one-note edit', rebuilt?.seconds, 5, 's', secs),
    {
      what: '5,000 notes: rebuild byte-identical to a cold build',
      target: 'identical',
      figure: rebuilt?.identical === undefined ? null : rebuilt.identical ? 'identical' : `${rebuilt.differing} files differ`,
      met: rebuilt?.identical ?? null,
    },
    atMost('5,000 notes: first visit precaches', built(five)?.precachedKiB, 15 * 1024, 'KiB', (n) => `${(n / 1024).toFixed(1)} MiB`),
    atMost('50,000 notes: first visit precaches', built(fifty)?.precachedKiB, 15 * 1024, 'KiB', (n) => `${(n / 1024).toFixed(1)} MiB`),
    judgeCheckNoCache(5000, five?.check?.noCacheMs)!,
  ];
}

/** The lines of an engine bench's output that judge a target (ending in "met" or "missed"). */
export function engineTargetLines(output: string): string[] {
  return output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /\b(met|missed)\b/.test(l));
}

/** One line a target: "missed  5,000 notes: cold build: 35.4 s (target ≤ 15.0 s)". */
export function formatJudged(j: Judged): string {
  const mark = j.met === null ? 'not measured' : j.met ? 'met' : 'missed';
  return `${j.what}: ${j.figure ?? '—'} (target ${j.target}) — ${mark}`;
}
