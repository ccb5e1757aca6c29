/**
 * Watches a vault folder (node:fs `watch`, recursive) and feeds the changed paths to a
 * {@link Session}, in small batches: editors save in bursts (temp file, rename), so changes are
 * collected for `debounceMs` (default 10 ms) before re-checking.
 */
import { watch } from 'node:fs';
import type { Session, SessionUpdate } from './session.ts';

export interface VaultWatcher {
  close(): void;
}

/**
 * Calls `onUpdate` after each batch of changes under `session.root` that touched a vault file, or
 * `onError` when re-checking threw. `session` may be a function returning it, so the watcher can
 * start before the session's first check (no save is missed in between); while it returns
 * `undefined` (the session is still starting), changes are kept and handed over later.
 */
export function watchSession(
  session: Session | (() => Session | undefined),
  onUpdate: (update: SessionUpdate) => void,
  onError: (error: Error) => void,
  options: { root?: string; debounceMs?: number } = {},
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
  const watcher = watch(root, { recursive: true }, (_event, filename) => {
    if (!filename) return;
    pending.add(filename.toString().split('\\').join('/'));
    timer ??= setTimeout(flush, options.debounceMs ?? 10);
  });
  return {
    close() {
      watcher.close();
      if (timer) clearTimeout(timer);
    },
  };
}
