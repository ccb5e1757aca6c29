#!/usr/bin/env node
/**
 * The `rulegraph` command (package.json "bin"): `rulegraph check [vault] [options]`.
 * Needs Node 24 (it runs TypeScript directly): run it through npx or npm scripts.
 */
import { existsSync } from 'node:fs';
import { prestartParseWorkersFor } from '../src/vault/parse-pool.ts';

const [command, ...rest] = process.argv.slice(2);
// For a large vault, the parse threads load the parser while this thread loads the checker (as in scripts/check.ts).
if (command === 'check' && !rest.includes('--help') && !rest.includes('-h'))
  prestartParseWorkersFor(rest.find((a) => !a.startsWith('-') && existsSync(a)) ?? (process.env.RULEGRAPH_VAULT?.trim() || 'content'));
const { processIo, runCheckCli, USAGE } = await import('../src/checker/cli.ts');
if (command !== 'check') {
  process.stderr.write(`${command === undefined ? 'No command given.' : `Unknown command “${command}”.`}\n\n${USAGE}\n`);
  process.exit(2);
}
process.exitCode = await runCheckCli(rest, processIo());
