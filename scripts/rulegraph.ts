#!/usr/bin/env -S node --max-semi-space-size=16 --expose-gc
/**
 * The `rulegraph` command (package.json "bin"): `rulegraph check [vault] [options]`.
 * Needs Node 24 (it runs TypeScript directly): run it through npx or npm scripts.
 */
import { processIo, runCheckCli, USAGE } from '../src/checker/cli.ts';

const [command, ...rest] = process.argv.slice(2);
if (command !== 'check') {
  process.stderr.write(`${command === undefined ? 'No command given.' : `Unknown command “${command}”.`}\n\n${USAGE}\n`);
  process.exit(2);
}
process.exitCode = await runCheckCli(rest, processIo());
