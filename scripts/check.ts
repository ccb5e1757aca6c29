/**
 * `npm run check -- [vault] [--format json] [--watch] [--record-review [block-id…]]`: the editors'
 * checker. See src/checker/cli.ts for the options and docs/editors-guide.md for the diagnostics.
 */
import { processIo, runCheckCli } from '../src/checker/cli.ts';

process.exitCode = await runCheckCli(process.argv.slice(2), processIo());
