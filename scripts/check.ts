/**
 * `npm run check -- [vault] [--format json] [--watch] [--record-review [block-id…]]`: the editors'
 * checker. See src/checker/cli.ts for the options and docs/editors-guide.md for the diagnostics.
 *
 * Node's module compile cache is on (`module.enableCompileCache`; `NODE_COMPILE_CACHE` picks the
 * folder, `NODE_DISABLE_COMPILE_CACHE=1` turns it off): the TypeScript sources are type-stripped
 * and compiled once, not on every run (about half of the start-up). The parse workers inherit it.
 */
import { enableCompileCache } from 'node:module';

const compileCache = enableCompileCache?.();
if (compileCache?.directory && process.env.NODE_COMPILE_CACHE === undefined) process.env.NODE_COMPILE_CACHE = compileCache.directory;

try {
  const { processIo, runCheckCli } = await import('../src/checker/cli.ts');
  process.exitCode = await runCheckCli(process.argv.slice(2), processIo());
} catch (error) {
  // Only a failure to load the checker itself gets here (runCheckCli reports its own errors).
  process.stderr.write(`rulegraph check: internal error: ${(error as Error)?.stack ?? error}\n`);
  process.exitCode = 3;
}
