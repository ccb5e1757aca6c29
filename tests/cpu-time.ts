/**
 * Bounds on how long a piece of work may take, for tests that guard against stalls (a hostile
 * input that would run for minutes): measured in this process's CPU time, user and system, in
 * milliseconds (`process.cpuUsage()`), not on the wall clock. A stall spends CPU time; other work
 * on a shared machine mostly takes wall time (a build under a load of 6 on 2 cores took ten times
 * as long on the wall clock, about as long in CPU time). Vitest runs each test file in a process
 * of its own, so the figure is that file's alone. Speed itself is measured by `npm run bench`,
 * never by a test.
 */

/** Milliseconds of CPU time (user and system) this process has spent since `since` (a `process.cpuUsage()`). */
export function cpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** Runs `f` and gives its result with the milliseconds of CPU time it spent. */
export function cpuTimed<T>(f: () => T): { ms: number; value: T } {
  const started = process.cpuUsage();
  const value = f();
  return { ms: cpuMsSince(started), value };
}
