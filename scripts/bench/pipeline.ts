/**
 * One timed run of the vault pipeline on a folder, in phases, for `scripts/bench/index.ts`
 * (prints one JSON line; asserts nothing):
 *
 *   npx node scripts/bench/pipeline.ts bench-out/vaults/v5000 [--threads N] [--total-only]
 *
 * `--total-only`: only `loadVault` once (for very large vaults: the phases parse three times).
 * Phases (milliseconds): `read` (readVaultFiles), `parse` (micromark on the worker threads;
 * 0 with `--threads 0`, where parsing is part of `graph`), `graph` (buildGraph without HTML:
 * parse when in-process, frontmatter, facts, resolution), `render` (buildGraph with HTML minus
 * `graph`: remark-rehype, rehype-raw, note embed, sanitize, stringify), `total` (loadVault as
 * the site calls it, measured separately), and `maxRssKb`, this process' peak resident set size
 * (getrusage) after all of them.
 */
import { parseArgs } from 'node:util';
import { buildGraph, loadVault } from '../../src/vault/index.ts';
import { readVaultFiles } from '../../src/vault/read.ts';
import { parseInWorkers, parseThreadCount, preparsedFrom } from '../../src/vault/parse-pool.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { threads: { type: 'string' }, 'total-only': { type: 'boolean', default: false } },
});
const root = positionals[0];
if (!root) {
  console.error('usage: bench/pipeline VAULT [--threads N]');
  process.exit(2);
}
const requested = values.threads === undefined ? undefined : Number(values.threads);

if (values['total-only']) {
  const t0 = performance.now();
  const g = await loadVault(root, requested === undefined ? {} : { parseThreads: requested });
  const total = performance.now() - t0;
  const htmlBytes = g.notes.reduce((n, note) => n + Buffer.byteLength(note.html), 0);
  console.log(
    JSON.stringify({
      vault: root,
      notes: g.notes.length,
      edges: g.edges.length,
      unresolved: g.unresolved.length,
      diagnostics: g.diagnostics.length,
      total: Math.round(total),
      htmlBytes,
      maxRssKb: process.resourceUsage().maxRSS,
    }),
  );
  process.exit(0);
}

let t = performance.now();
const started = t;
const { files } = await readVaultFiles(root);
const read = performance.now() - t;
const noteCount = files.filter((f) => /\.md$/i.test(f.path)).length;
const threads = parseThreadCount(noteCount, requested);

t = performance.now();
const preparsed = threads > 0 ? preparsedFrom(await parseInWorkers(files, threads, 1024 * 1024)) : undefined;
const parse = performance.now() - t;

t = performance.now();
const bare = buildGraph(files, { html: false }, preparsed);
const graph = performance.now() - t;

// Trees are mutated by rendering: parse again for the run with HTML (same work, not timed).
const preparsedAgain = threads > 0 ? preparsedFrom(await parseInWorkers(files, threads, 1024 * 1024)) : undefined;
t = performance.now();
const full = buildGraph(files, {}, preparsedAgain);
const withHtml = performance.now() - t;
const phasesWall = performance.now() - started;

t = performance.now();
const loaded = await loadVault(root, { parseThreads: threads });
const total = performance.now() - t;

const htmlBytes = full.notes.reduce((n, note) => n + Buffer.byteLength(note.html), 0);
console.log(
  JSON.stringify({
    vault: root,
    notes: loaded.notes.length,
    edges: loaded.edges.length,
    unresolved: loaded.unresolved.length,
    diagnostics: loaded.diagnostics.length,
    threads,
    read: Math.round(read),
    parse: Math.round(parse),
    graph: Math.round(graph),
    render: Math.round(Math.max(0, withHtml - graph)),
    graphWithHtml: Math.round(withHtml),
    total: Math.round(total),
    phasesWall: Math.round(phasesWall),
    htmlBytes,
    bareNotes: bare.notes.length,
    maxRssKb: process.resourceUsage().maxRSS,
  }),
);
