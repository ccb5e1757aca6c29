/**
 * Where an `astro build` spent its time, read from its log (`NO_COLOR=1`): Astro stamps each line
 * with the wall-clock time (`14:29:00 [content] Syncing content`, whole seconds), and reports some
 * durations itself (`[vite] ✓ built in 4.78s`, `✓ Completed in 27.96s.`, the search and offline
 * integration's `in N ms`). Phases measured from stamps are good to a second.
 */

/** Seconds per phase of one build; `null` when the log lacks the lines that bound it. */
export interface BuildPhases {
  /** Process start to `Syncing content` (Node, Astro and the config loading), from stamps. */
  startup: number | null;
  /** `Syncing content` to `Synced content` (the vault loaders: read, parse, graph, HTML), from stamps. */
  contentSync: number | null;
  /** Vite's bundles (server and client), as Vite reports them. */
  vite: number | null;
  /** Rendering (or copying from the last build) every page, as Astro reports it. */
  pages: number | null;
  /** Pages copied from the last build instead of rendered (`(restored)` / `(cached)` lines). */
  pagesReused: number;
  /** Pages rendered (every other page line). */
  pagesRendered: number;
  /** Pagefind's index of `dist/`, as the integration reports it. */
  pagefind: number | null;
  /** The service worker, after the index (its listing ran alongside Pagefind), as reported. */
  serviceWorker: number | null;
  /** Process start to its last stamped line, from stamps. */
  total: number | null;
}

/** A duration as Astro and Vite print it: `412ms`, `4.78s`, or from a minute on `2m 5s`. */
const DURATION = String.raw`\d+m \d+s|[\d.]+m?s`;

/** Seconds of a {@link DURATION}. */
function durationSeconds(text: string): number {
  const minutes = /^(\d+)m (\d+)s$/.exec(text);
  if (minutes) return Number(minutes[1]) * 60 + Number(minutes[2]);
  return text.endsWith('ms') ? Number(text.slice(0, -2)) / 1000 : Number(text.slice(0, -1));
}

/** Seconds since midnight of a `HH:MM:SS` stamp. */
const secondsOfDay = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

/**
 * The phases of the build whose log is `log`, for a process started at `startedAt` (epoch ms; the
 * stamps are in the machine's local time).
 */
export function buildPhases(log: string, startedAt: number): BuildPhases {
  const start = new Date(startedAt);
  const startSeconds = start.getHours() * 3600 + start.getMinutes() * 60 + start.getSeconds() + start.getMilliseconds() / 1000;
  // Seconds from the start to a stamp (a build never spans a whole day; it may pass midnight).
  const since = (stamp: string) => {
    const d = secondsOfDay(stamp) - startSeconds;
    return d < -1 ? d + 86_400 : Math.max(0, d);
  };
  const stampOf = (re: RegExp) => {
    const match = new RegExp(`^(\\d\\d:\\d\\d:\\d\\d) ${re.source}`, 'm').exec(log);
    return match ? since(match[1]!) : null;
  };
  const syncing = stampOf(/\[content\] Syncing content/);
  const synced = stampOf(/\[content\] Synced content/);
  const viteRuns = [...log.matchAll(new RegExp(`\\[vite\\] ✓ built in (${DURATION})`, 'g'))].map((m) => durationSeconds(m[1]!));
  const pages = new RegExp(`^\\d\\d:\\d\\d:\\d\\d ✓ Completed in (${DURATION})\\.`, 'm').exec(log);
  const pageLines = [...log.matchAll(/├─ \S+ (\((?:restored|cached)\))?/g)];
  const reused = pageLines.filter((m) => m[1] !== undefined).length;
  const ms = (re: RegExp) => {
    const match = re.exec(log);
    return match ? Number(match[1]) / 1000 : null;
  };
  const stamps = [...log.matchAll(/^(\d\d:\d\d:\d\d) /gm)];
  const r = (n: number | null) => (n === null ? null : Number(n.toFixed(1)));
  return {
    startup: r(syncing),
    contentSync: r(syncing !== null && synced !== null ? synced - syncing : null),
    vite: r(viteRuns.length > 0 ? viteRuns.reduce((a, b) => a + b, 0) : null),
    pages: r(pages ? durationSeconds(pages[1]!) : null),
    pagesReused: reused,
    pagesRendered: pageLines.length - reused,
    pagefind: r(ms(/Pagefind indexed \d+ pages in (\d+) ms/)),
    serviceWorker: r(ms(/Service worker precaches \d+ files \([\d.]+ KiB\) in (\d+) ms/)),
    total: r(stamps.length > 0 ? since(stamps.at(-1)![1]!) : null),
  };
}

/** One line: `start-up 3 s, content sync 11 s, …` (phases without a figure are left out). */
export function formatPhases(p: BuildPhases): string {
  const parts: Array<[string, number | null]> = [
    ['start-up', p.startup],
    ['content sync', p.contentSync],
    ['vite', p.vite],
    [`pages (${p.pagesRendered} rendered, ${p.pagesReused} copied)`, p.pages],
    ['Pagefind', p.pagefind],
    ['service worker', p.serviceWorker],
  ];
  return parts
    .filter(([, s]) => s !== null)
    .map(([name, s]) => `${name} ${s} s`)
    .join(', ');
}
