#!/usr/bin/env node
/**
 * The `rulegraph` command (package.json "bin"): `rulegraph check [vault] [options]`.
 * Needs Node 24 (it runs TypeScript directly): run it through npx or npm scripts.
 */
import { prestartParseWorkers } from '../src/vault/parse-pool.ts';

const [command, ...rest] = process.argv.slice(2);
// The parse threads load the parser while this thread loads the checker (scripts/check.ts).
if (command === 'check' && !rest.includes('--help') && !rest.includes('-h')) prestartParseWorkers();
const { processIo, runCheckCli, USAGE } = await import('../src/checker/cli.ts');
if (command !== 'check') {
  process.stderr.write(`${command === undefined ? 'No command given.' : `Unknown command “${command}”.`}\n\n${USAGE}\n`);
  process.exit(2);
}
process.exitCode = await runCheckCli(rest, processIo());
