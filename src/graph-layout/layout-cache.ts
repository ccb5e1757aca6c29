/**
 * The graph view's layout kept on disk between builds: a layout depends only on the node count,
 * the links and the layout code, so a rebuild after an edit that moved no link (most edits) reads
 * the last build's coordinates instead of running the simulation again (seconds at 5,000 notes).
 * One file, `layout.json`, in the given folder, holding the last layout and its key.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Layout } from './layout.ts';

let codeDigest: string | undefined;

/**
 * Digest of the code that makes a layout: `layout.ts` and the d3-force build it runs (a changed
 * simulation must not reuse coordinates). Read once per process.
 */
function layoutCode(): string {
  if (codeDigest === undefined) {
    const hash = createHash('sha256');
    hash.update(readFileSync(fileURLToPath(new URL('./layout.ts', import.meta.url))));
    hash.update(readFileSync(createRequire(import.meta.url).resolve('d3-force')));
    codeDigest = hash.digest('base64url');
  }
  return codeDigest;
}

/** Key of the default-options layout of `nodeCount` nodes joined by `links` (index pairs). */
export function layoutKey(nodeCount: number, links: ReadonlyArray<readonly [number, number]>): string {
  return createHash('sha256').update(layoutCode()).update(`\0${nodeCount}\0`).update(JSON.stringify(links)).digest('base64url');
}

interface StoredFile {
  key: string;
  x: number[];
  y: number[];
}

/**
 * The layout stored in `dir` under `key`, else `compute()`'s, which is then stored (in the
 * background; a failure to store is ignored, the next build computes again). Coordinates go
 * through JSON, which gives back every double exactly. The stored file is read at once, on this
 * thread, so that without it `compute()` starts before this call returns: a build calls this when
 * the links are resolved, just before it renders every note on this thread for seconds, and the
 * layout's worker thread runs meanwhile. Rejects as `compute` does.
 */
export function cachedLayout(dir: string, key: string, compute: () => Promise<Layout>): Promise<Layout> {
  const file = path.join(dir, 'layout.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredFile;
    if (stored.key === key) return Promise.resolve({ x: Float64Array.from(stored.x), y: Float64Array.from(stored.y) });
  } catch {
    // No layout stored yet, or an unreadable one: compute it.
  }
  return compute().then((layout) => {
    const body: StoredFile = { key, x: Array.from(layout.x), y: Array.from(layout.y) };
    const temporary = `${file}.${process.pid}.tmp`;
    void mkdir(dir, { recursive: true })
      .then(() => writeFile(temporary, JSON.stringify(body)))
      .then(() => rename(temporary, file))
      .catch(() => undefined);
    return layout;
  });
}
