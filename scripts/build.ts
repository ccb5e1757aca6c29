/**
 * `npm run build [-- astro build options]`: builds the site. Runs `astro build` (with the Node
 * flags of `scripts/node-flags.ts`) in a child process, then, once that process has exited, the
 * build's last step in this one: Pagefind's search index and the service worker
 * (`src/integrations/finish-site.ts`). `astro build` alone does the same in one process, but then
 * Pagefind runs beside an Astro process that still holds the memory of the whole build (at 5,000
 * notes about 1 GiB on top of Pagefind's own); here the peak is the larger of the two.
 *
 * The integration learns of this from env `RULEGRAPH_FINISH_AFTER_EXIT` (a file in the temporary
 * folder, removed afterwards), where it writes what the last step needs. Exit code: Astro's when it
 * fails; 1 when the search index or the service worker fails; else 0.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FinishLogger, finishSite, readSiteFinish } from '../src/integrations/finish-site.ts';
import { NODE_FLAGS } from './node-flags.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const LABEL = '[rulegraph:search-and-offline]';

/** Astro's log line stamp: the local time, `HH:MM:SS`. */
const stamp = new Intl.DateTimeFormat([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const logger: FinishLogger = {
  info: (message) => process.stdout.write(`${stamp.format(new Date())} ${LABEL} ${message}\n`),
  warn: (message) => process.stderr.write(`${stamp.format(new Date())} [WARN] ${LABEL} ${message}\n`),
};

/** Runs `astro build …args` with `env`; resolves to its exit code (128 + signal number when killed). */
function astroBuild(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', ...args], {
    cwd: process.cwd(),
    env,
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : 15));
    });
  });
}

const scratch = mkdtempSync(path.join(tmpdir(), 'rulegraph-build-'));
const finishFile = path.join(scratch, 'finish.json');
try {
  const code = await astroBuild(process.argv.slice(2), {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: process.env.ASTRO_TELEMETRY_DISABLED ?? '1',
    RULEGRAPH_FINISH_AFTER_EXIT: finishFile,
  });
  const finish = code === 0 ? readSiteFinish(finishFile) : null;
  if (finish) await finishSite(finish, logger);
  process.exitCode = code;
} catch (error) {
  process.stderr.write(`${stamp.format(new Date())} [ERROR] ${LABEL} ${(error as Error)?.stack ?? error}\n`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
