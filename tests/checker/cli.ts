/** Runs the checker's command line (`node scripts/check.ts …`) as a user would. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const NODE = resolve(ROOT, 'node_modules/.bin/node');
export const CHECK = resolve(ROOT, 'scripts/check.ts');

/** Runs `check` with `args` from the project root; NO_COLOR so the text is plain. */
export function runCheck(args: string[], cwd = ROOT) {
  const out = spawnSync(NODE, [CHECK, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 });
  return { code: out.status, stdout: out.stdout, stderr: out.stderr };
}
