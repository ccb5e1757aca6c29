/**
 * Live reload in `astro dev`: the vault loaders watch the vault folder (which may lie outside the
 * project, e.g. `RULEGRAPH_VAULT=../shared/seed-vault`) with the watcher Astro passes to `load()`,
 * and re-sync their collection when a note or asset is added, changed, renamed or deleted.
 *
 * Changes are gathered for {@link SETTLE_MS} (a rename arrives as `unlink` + `add`, an editor's save
 * as several events), then the cached graph of that vault is dropped once (`forgetGraphs`) and each
 * watching collection re-syncs, one sync at a time per collection; the graph is read once and
 * shared, and unchanged notes are not parsed again (the note cache in `read-graph.ts`).
 * Dot folders (`.obsidian`, `.git`, `.trash`) are not part of the vault and are ignored.
 */
import path from 'node:path';
import { forgetGraphs } from './read-graph.ts';

/** Milliseconds a burst of file events may take before the vault is read again. */
const SETTLE_MS = 120;

/** The part of Vite's FSWatcher (chokidar) the loaders use. */
export interface VaultWatcher {
  add(paths: string | readonly string[]): unknown;
  on(event: string, listener: (file: string) => void): unknown;
}

/** Events that change what the vault holds. */
const EVENTS = ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const;

/** Per vault root: the pending re-read (resolved once the burst has settled and the graph is forgotten). */
const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; settled: Promise<void>; resolve: () => void }>();

/**
 * Whether `file` (absolute) is a vault file or folder under `root` (absolute): inside it and not in
 * a dot folder or `node_modules`.
 */
function isWatchedVaultPath(root: string, file: string): boolean {
  const rel = path.relative(root, path.resolve(file));
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return false;
  return !rel.split(path.sep).some((segment) => segment.startsWith('.') || segment === 'node_modules');
}

/** Resolves after no change to `root` has arrived for {@link SETTLE_MS}; the cached graph is then dropped. */
function settled(root: string): Promise<void> {
  const current = pending.get(root);
  if (current) {
    clearTimeout(current.timer);
    current.timer = setTimeout(() => finish(root), SETTLE_MS);
    return current.settled;
  }
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  pending.set(root, { timer: setTimeout(() => finish(root), SETTLE_MS), settled: promise, resolve });
  return promise;
}

function finish(root: string): void {
  const current = pending.get(root);
  if (!current) return;
  pending.delete(root);
  forgetGraphs(root);
  current.resolve();
}

/**
 * In `astro dev` (`watcher` given): watches `root` (absolute vault folder) and calls `sync` after
 * each settled burst of changes under it. Syncs of one collection never overlap, and a change that
 * arrives during a sync schedules another. A failing sync (e.g. the vault folder was removed, or a
 * `check` block now disagrees with the engine) is reported through `onError` and the collection
 * keeps its previous entries. Call once per `load()`: Astro drops the listeners it tracks before
 * it runs every loader again. Without a watcher (`astro build`) it does nothing.
 */
export function watchVault(
  watcher: VaultWatcher | undefined,
  root: string,
  sync: () => Promise<void>,
  onError: (error: unknown) => void,
): void {
  if (!watcher) return;
  watcher.add(root);
  let waiting = false;
  let running: Promise<void> = Promise.resolve();
  const onChange = (file: string): void => {
    if (!isWatchedVaultPath(root, file)) return;
    const next = settled(root);
    if (waiting) return;
    waiting = true;
    void next.then(() => {
      waiting = false;
      running = running.then(sync).catch(onError);
    });
  };
  for (const event of EVENTS) watcher.on(event, onChange);
}
