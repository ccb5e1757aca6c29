/**
 * Astro integration: empties the output folder of `astro build` without holding the build up.
 *
 * Astro empties the output folder (all but `.git`) with one synchronous removal before it bundles,
 * and nothing else runs meanwhile: 10,000 files of a 5,000-note site take seconds. Here, when the
 * build's configuration is set up, the folder's entries (all but `.git`) are moved in one rename
 * each into a hidden folder inside it ({@link TRASH_PREFIX}), which a child process removes while
 * the vault is read and the pages are written (in this process, the removal's many file operations
 * would queue the build's own file reads and writes behind them in Node's thread pool); Astro is told not to empty the folder
 * (`vite.build.emptyOutDir: false`). The removal is awaited when the pages are written, before the
 * next integrations read the output, so the output holds what a build into an empty folder gives.
 *
 * When an entry cannot be moved (permissions, a file held open), Astro empties the folder as usual,
 * the hidden folder with it. A hidden folder left by a build that was stopped is moved and removed
 * like any other entry by the next build. Does nothing in `astro dev`, nor when the configuration
 * sets `vite.build.emptyOutDir: false`.
 *
 *   import emptyOutDir from './src/integrations/empty-out-dir.ts';
 *   export default defineConfig({ integrations: [emptyOutDir(), …] });
 *
 * List it first: Astro runs `astro:build:done` hooks in the order of the list.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Name prefix of the hidden folder the old output is moved into, inside the output folder. */
const TRASH_PREFIX = '.rulegraph-emptying-';

/** Removes the folder `dir` (absolute path) in a child Node process; rejects when it fails. */
function removeInChild(dir: string): Promise<void> {
  const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `Could not remove the last build's output, moved to ${dir}: ${stderr.trim() || `exit code ${code}`}. Remove that folder and build again.`,
          ),
        );
    });
  });
}

/**
 * Moves the entries of `outDir` (absolute path), all but `.git`, into a new hidden folder inside
 * it, and starts removing that folder in a child process. Resolves when the removal ends; `null`
 * when `outDir` does not exist or an entry could not be moved (the entries moved so far stay in the
 * hidden folder, for the caller to empty `outDir` another way). Never throws; a failed removal
 * rejects the promise, with the folder's path and what to do.
 */
export function moveOutAndRemove(outDir: string): Promise<void> | null {
  if (!existsSync(outDir)) return null;
  const trash = path.join(outDir, `${TRASH_PREFIX}${process.pid}-${Date.now()}`);
  try {
    mkdirSync(trash);
    for (const entry of readdirSync(outDir)) {
      if (entry === '.git' || path.join(outDir, entry) === trash) continue;
      renameSync(path.join(outDir, entry), path.join(trash, entry));
    }
  } catch {
    return null;
  }
  return removeInChild(trash);
}

/** The integration. Fails the build (throws at `astro:build:done`) when the old output could not be removed. */
export default function emptyOutDir(): AstroIntegration {
  let removal: Promise<void> | null = null;
  return {
    name: 'rulegraph:empty-out-dir',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        // A site configured to keep its output folder as it is keeps it.
        if (command !== 'build' || config.vite?.build?.emptyOutDir === false) return;
        removal = moveOutAndRemove(fileURLToPath(config.outDir));
        if (removal) {
          // Nothing is left to empty; a rejection is reported when the pages are written.
          removal.catch(() => {});
          updateConfig({ vite: { build: { emptyOutDir: false } } });
        }
      },
      'astro:build:done': async () => {
        await removal;
      },
    },
  };
}
