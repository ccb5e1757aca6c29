/**
 * Watches a vault folder and feeds the changed paths to a {@link Session}, in small batches:
 * editors save in bursts (temp file, rename), so changes are collected for `debounceMs` (default
 * 10 ms) before re-checking.
 *
 * On macOS and Windows the system watches a whole tree (node:fs `watch`, recursive). Elsewhere
 * (Linux) Node emulates a recursive watch with one watch per file, and a file's watch stays on the
 * file it was set on: once an editor saves through a temporary file renamed over the note, later
 * saves of that note go unseen. So there every folder is watched on its own (one watch per
 * folder, not per file): a folder's watch names each file of it that changes, whichever file
 * now has that name; folders that appear (created, moved in) are watched as they appear, and
 * those that go away are dropped. Dot-folders (`.git`, `.obsidian`) are not watched: the vault
 * skips them.
 */
import { lstatSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { Session, SessionUpdate } from './session.ts';

export interface VaultWatcher {
  close(): void;
}

/** Whether node:fs `watch` watches a tree itself on this system (else: one watch per folder). */
const NATIVE_RECURSIVE = process.platform === 'darwin' || process.platform === 'win32';

/**
 * Calls `onUpdate` after each batch of changes under `session.root` that touched a vault file, or
 * `onError` when re-checking threw or a folder could not be watched. `session` may be a function
 * returning it, so the watcher can start before the session's first check (no save is missed in
 * between); while it returns `undefined` (the session is still starting), changes are kept and
 * handed over later. `perFolder` forces one watch per folder (the default on Linux).
 */
export function watchSession(
  session: Session | (() => Session | undefined),
  onUpdate: (update: SessionUpdate) => void,
  onError: (error: Error) => void,
  options: { root?: string; debounceMs?: number; perFolder?: boolean } = {},
): VaultWatcher {
  const get = typeof session === 'function' ? session : () => session;
  const root = options.root ?? (session as Session).root;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const flush = (): void => {
    timer = null;
    const current = get();
    if (!current) {
      timer = setTimeout(flush, options.debounceMs ?? 10);
      return;
    }
    const paths = [...pending];
    pending = new Set();
    try {
      const update = current.update(paths);
      if (update.changed.length) onUpdate(update);
    } catch (error) {
      onError(error as Error);
    }
  };
  const changed = (path: string): void => {
    pending.add(path);
    timer ??= setTimeout(flush, options.debounceMs ?? 10);
  };
  const tree = (options.perFolder ?? !NATIVE_RECURSIVE) ? watchFolders(root, changed, onError) : watchTree(root, changed);
  return {
    close() {
      tree.close();
      if (timer) clearTimeout(timer);
    },
  };
}

/** The system's recursive watch of `root`: calls `changed` with each vault-relative path named. */
function watchTree(root: string, changed: (path: string) => void): VaultWatcher {
  return watch(root, { recursive: true }, (_event, filename) => {
    if (filename) changed(process.platform === 'win32' ? filename.toString().split('\\').join('/') : filename.toString());
  });
}

/** One watch per folder under `root` (see the module doc): calls `changed` with each vault-relative path named. */
function watchFolders(root: string, changed: (path: string) => void, onError: (error: Error) => void): VaultWatcher {
  /** Folder (vault-relative, `''` the root) → its watch and the folder's inode when it was set. */
  const watched = new Map<string, { watcher: FSWatcher; ino: number }>();
  const abs = (folder: string): string => (folder ? join(root, folder) : root);
  const unwatch = (folder: string): void => {
    for (const [path, { watcher }] of watched)
      if (path === folder || path.startsWith(`${folder}/`)) {
        watcher.close();
        watched.delete(path);
      }
  };
  const add = (folder: string, ino: number): void => {
    let watcher: FSWatcher;
    try {
      watcher = watch(abs(folder), (_event, name) => {
        if (!name) return;
        const path = folder ? `${folder}/${name}` : name.toString();
        changed(path);
        follow(path);
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        onError(new Error(`cannot watch the folder “${folder || '.'}” (${(error as Error).message}); its changes are not seen`));
      return;
    }
    watcher.on('error', () => {
      watcher.close();
      if (watched.get(folder)?.watcher === watcher) watched.delete(folder);
      if (folder) changed(folder);
    });
    watched.set(folder, { watcher, ino });
    let entries;
    try {
      entries = readdirSync(abs(folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries)
      if (entry.isDirectory() && !entry.name.startsWith('.')) follow(folder ? `${folder}/${entry.name}` : entry.name);
  };
  /** Watches `path` when it is a folder (not a symbolic link, not a dot-folder) not watched yet; drops the watches of one gone. */
  const follow = (path: string): void => {
    let ino = -1;
    try {
      const info = lstatSync(abs(path));
      if (info.isDirectory()) ino = info.ino;
    } catch {
      // gone
    }
    const had = watched.get(path);
    if (had && had.ino === ino) return;
    if (had) unwatch(path); // gone, or another folder now (renamed away, another moved in)
    if (ino >= 0 && !path.slice(path.lastIndexOf('/') + 1).startsWith('.')) add(path, ino);
  };
  let rootIno = -1;
  try {
    rootIno = lstatSync(root).ino;
  } catch {
    // the caller checked it is a folder
  }
  add('', rootIno);
  return {
    close() {
      for (const { watcher } of watched.values()) watcher.close();
      watched.clear();
    },
  };
}
