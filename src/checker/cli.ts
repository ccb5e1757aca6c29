/**
 * `rulegraph check [vault] [options]`: the command-line checker (scripts/check.ts is its entry).
 *
 *   npm run check -- [vault]                      check (default vault: $RULEGRAPH_VAULT or content)
 *   npm run check -- [vault] --format json        the report as JSON
 *   npm run check -- [vault] --watch              re-check on every save, print what changed
 *   npm run check -- [vault] --record-review [block-id…]   record reviewed rule texts (drift)
 *
 * Exit codes: 0 no errors (with `--strict`: no warnings either), 1 errors, 2 bad usage, 3 internal
 * error (a bug; the message on stderr names the vault and what failed, stdout stays empty).
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readVault, terminalLine, terminalSafe } from '../vault/index.ts';
import { checkRead, type CheckOptions } from './check.ts';
import { CHECK_VAULT_OPTIONS } from './live.ts';
import { createContext } from './context.ts';
import { applicableEngines, citationsOf } from './engines.ts';
import { readFingerprints, recordReview, writeFingerprints } from './fingerprints.ts';
import { formatDiagnostic, formatJson, formatText, summaryLine } from './format.ts';
import { loadEngines } from './load-engines.ts';
import { exitCodeOf } from './report.ts';
import { startSession, type Session, type SessionUpdate } from './session.ts';
import { watchSession } from './watch.ts';

export const USAGE = `usage: rulegraph check [vault] [--format text|json] [--watch] [--strict] [--quiet]
                      [--no-engines] [--no-cache] [--fingerprints FILE] [--record-review [block-id…]]

  vault              the vault folder (default: $RULEGRAPH_VAULT, else content)
  --format json      print the report as JSON (with --watch: one JSON line per change)
  --watch            stay running; re-check on every save and print what changed
  --strict           exit 1 on warnings too
  --quiet            leave out info diagnostics (text format)
  --no-engines       skip the checks against the game engines
  --no-cache         parse every note; by default parses are kept by content hash in
                     node_modules/.cache/rulegraph/ (when node_modules exists), so a check
                     after the first parses only the notes that changed
  --fingerprints F   the rule fingerprint file (default src/engine/rule-fingerprints.json)
  --registry FILE    the module exporting engines (default src/engine/registry.ts)
  --record-review    record that the engine rules citing the given block ids (all cited
                     blocks when none given) were reviewed against the blocks' current text

exit codes: 0 no errors, 1 errors (or warnings with --strict), 2 bad usage,
            3 internal error (a bug: the message names the vault; nothing is printed on stdout)`;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Colour the text output (stdout is a terminal and NO_COLOR is unset). */
  color: boolean;
  env: Record<string, string | undefined>;
  cwd: string;
  /** Resolves when the user stops `--watch` (Ctrl-C). */
  stopped?: Promise<void>;
}

/** The {@link CliIo} of this process: its streams, environment, folder, and Ctrl-C or SIGTERM as the stop. */
export function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color: !!process.stdout.isTTY && !process.env.NO_COLOR,
    env: process.env,
    cwd: process.cwd(),
    stopped: new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }),
  };
}

const DEFAULT_FINGERPRINTS = 'src/engine/rule-fingerprints.json';

/**
 * Where `check` keeps parses between runs: `node_modules/.cache/rulegraph/check-{hash of the vault
 * path}` under the working folder (the convention of ESLint's and Babel's caches), one folder per
 * vault; `undefined` when there is no `node_modules` there. The cache only ever saves parsing:
 * it is keyed by each note's bytes and the parser's own fingerprint (`src/vault/parse-cache.ts`).
 */
export function parseCacheDir(cwd: string, root: string): string | undefined {
  const modules = join(cwd, 'node_modules');
  if (!isFolder(modules)) return undefined;
  return join(modules, '.cache', 'rulegraph', `check-${createHash('sha1').update(root).digest('hex').slice(0, 12)}`);
}

const quote = (s: string): string => (/^[\w./@:-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** Exit code of an internal error (see {@link runCheckCli}). */
const INTERNAL_ERROR = 3;

/**
 * Runs the command; returns the exit code. Never calls process.exit, never throws: an internal
 * error is reported on stderr with exit code {@link INTERNAL_ERROR}, never as a report.
 */
export async function runCheckCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await runCheck(argv, io);
  } catch (error) {
    const vault = argv.find((a) => !a.startsWith('-')) ?? io.env.RULEGRAPH_VAULT ?? 'content';
    io.stderr(terminalSafe(`rulegraph check: internal error while checking the vault “${vault}”: ${internalErrorText(error)}\n`));
    return INTERNAL_ERROR;
  }
}

/** An error's message and the first frame of its stack (where it happened). */
function internalErrorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frame = error.stack
    ?.split('\n')
    .find((l) => l.trim().startsWith('at '))
    ?.trim();
  return `${error.message}${frame ? ` (${frame})` : ''}. This is a bug in rulegraph: please report it with the note(s) named above, if any.`;
}

async function runCheck(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      allowNegative: true,
      options: {
        format: { type: 'string', default: 'text' },
        watch: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        engines: { type: 'boolean', default: true },
        cache: { type: 'boolean', default: true },
        fingerprints: { type: 'string' },
        registry: { type: 'string' },
        'record-review': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const bad = (message: string): number => {
    io.stderr(`${message}\n\n${USAGE}\n`);
    return 2;
  };
  if (values.format !== 'text' && values.format !== 'json') return bad(`--format must be text or json, not “${values.format}”.`);
  if (values.watch && values['record-review']) return bad('--record-review and --watch cannot be combined.');

  // The first positional is the vault, unless --record-review is given and it is not a folder.
  let vaultArg: string | undefined;
  let ids: string[] = [];
  const [first, ...rest] = positionals;
  if (first !== undefined && (!values['record-review'] || isFolder(resolve(io.cwd, first)))) {
    vaultArg = first;
    ids = rest;
  } else ids = positionals;
  if (ids.length && !values['record-review'])
    return bad(`Unexpected argument(s): ${ids.join(' ')} (only one vault folder is checked at a time).`);
  const vaultLabel = vaultArg ?? (io.env.RULEGRAPH_VAULT?.trim() || 'content');
  const root = resolve(io.cwd, vaultLabel);
  if (!isFolder(root)) return bad(`The vault folder “${vaultLabel}” does not exist (looked at ${root}).`);

  // The vault loads (its notes parse on worker threads) while the engines load.
  // No HTML: the checker needs the graph and every diagnostic, not the pages.
  const cacheDir = values.cache ? parseCacheDir(io.cwd, root) : undefined;
  const loading = values.watch ? undefined : readVault(root, { ...CHECK_VAULT_OPTIONS, ...(cacheDir ? { cacheDir } : {}) });
  loading?.catch(() => {}); // awaited below; a usage error may return first
  const options: CheckOptions = { vault: vaultLabel, skipped: [] };
  const fingerprintsPath = resolve(io.cwd, values.fingerprints ?? DEFAULT_FINGERPRINTS);
  if (values.engines) {
    const loaded = await loadEngines(values.registry === undefined ? undefined : pathToFileURL(resolve(io.cwd, values.registry)));
    if (loaded.engines) {
      options.engines = loaded.engines;
      options.fingerprints = readFingerprints(fingerprintsPath);
      const vaultPart = vaultArg !== undefined ? `${quote(vaultArg)} ` : '';
      const fpPart =
        (values.fingerprints !== undefined ? ` --fingerprints ${quote(values.fingerprints)}` : '') +
        (values.registry !== undefined ? ` --registry ${quote(values.registry)}` : '');
      options.reviewCommand = (id) => `npm run check -- ${vaultPart}--record-review ${id}${fpPart}`;
    } else options.skipped!.push(loaded.why);
  } else options.skipped!.push('engine checks: turned off with --no-engines.');

  if (values.watch) return watchMode(root, options, values.format, io, values.quiet, values.strict);

  const read = await loading!; // set unless --watch
  if (values['record-review']) {
    if (!options.engines) return bad('--record-review needs the game engines (src/engine/registry.ts, and no --no-engines).');
    const graph = checkRead(read).graph();
    const ctx = createContext(graph);
    const { active } = applicableEngines(ctx, options.engines);
    const result = recordReview(options.fingerprints!, ctx, citationsOf(active), ids);
    if ('errors' in result) {
      io.stderr(`${result.errors.join('\n')}\nNothing recorded.\n`);
      return 1;
    }
    writeFingerprints(fingerprintsPath, result.store);
    options.fingerprints = result.store;
    io.stderr(
      `Recorded the review of ${result.recorded.length} block(s) in ${fingerprintsPath}: ${result.recorded.map((id) => `^${id}`).join(', ')}\n`,
    );
  }
  const report = checkRead(read, { ...options, vault: options.vault ?? root }).report;
  io.stdout(values.format === 'json' ? formatJson(report) : formatText(report, { color: io.color, quiet: values.quiet }));
  return exitCodeOf(report, values.strict);
}

function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** `--watch`: checks once, then on every change prints the diagnostics that appeared and went away. */
async function watchMode(root: string, options: CheckOptions, format: string, io: CliIo, quiet: boolean, strict: boolean): Promise<number> {
  let session: Session | undefined;
  // Watching starts first, so no save during the first check is missed (callbacks run after it).
  const watcher = watchSession(
    () => session,
    (update) => {
      if (format === 'json') {
        const { changed, added, removed, ms, report } = update;
        io.stdout(
          `${JSON.stringify({ event: 'changed', changed, ms: Math.round(ms * 10) / 10, added, removed, counts: report.counts })}\n`,
        );
      } else io.stdout(formatUpdate(update, io.color, quiet));
    },
    (error) => io.stderr(`re-check failed: ${error.message}\n`),
    { root },
  );
  session = await startSession(root, options);
  if (format === 'json') io.stdout(`${JSON.stringify({ event: 'checked', report: session.report })}\n`);
  else io.stdout(formatText(session.report, { color: io.color, quiet }) + `watching ${root} for changes (Ctrl-C to stop)\n`);

  await (io.stopped ?? new Promise<void>(() => {}));
  watcher.close();
  return exitCodeOf(session.report, strict);
}

/** What one change did, as text. */
function formatUpdate(update: SessionUpdate, color: boolean, quiet: boolean): string {
  const shown = (list: SessionUpdate['added']) => (quiet ? list.filter((d) => d.severity !== 'info') : list);
  const lines = [
    `${new Date().toLocaleTimeString()} ${terminalLine(update.changed.join(', '))} changed: re-checked in ${update.ms.toFixed(1)} ms, ${update.added.length} new, ${update.removed.length} fixed`,
  ];
  for (const d of shown(update.added)) lines.push(`+ ${terminalLine(d.file)}\n${formatDiagnostic(d, color)}`);
  for (const d of shown(update.removed)) lines.push(terminalLine(`- fixed: ${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`));
  lines.push(summaryLine(update.report, { color, quiet }));
  return `${lines.join('\n')}\n`;
}
