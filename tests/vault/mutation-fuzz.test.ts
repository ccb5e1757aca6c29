/**
 * Half-finished edits of real notes: fast-check takes the notes of content/ and damages them the
 * way an editor does while typing (a range deleted, a line duplicated, a note cut in the middle of
 * a construct, one of Obsidian's delimiters typed anywhere: in frontmatter, `check` blocks,
 * Dataview blocks, tables and callouts, a BOM, CR, tab, NUL, lone surrogate or invalid UTF-8).
 * For every damaged vault:
 * - the build finishes, in a time bounded by the unmutated build's (a generous factor);
 * - every note is published or reported at its file, and every diagnostic names a file of the
 *   vault, a line inside it and a column inside that line;
 * - `check --watch` (a check kept up to date by `update` after each save of damaged files), a one-shot
 *   `check` of the same files and the build agree: the same report, the same graph, the same
 *   vault diagnostics, the same failing `check` blocks; and undoing the edits gives back the
 *   unmutated report.
 * Runs one game folder of content/ at a time (a vault of its own) to keep each example fast.
 * More runs: `MUTATION_RUNS=500 MUTATION_SEED=1 npx vitest run tests/vault/mutation-fuzz.test.ts`.
 */
import { resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runCheckBlock } from '../../src/check-blocks/run.ts';
import { checkRead } from '../../src/checker/check.ts';
import { CHECK_VAULT_OPTIONS, LiveCheck } from '../../src/checker/live.ts';
import type { Report } from '../../src/checker/report.ts';
import { readVaultFiles } from '../../src/checker/session.ts';
import { engineFor, engines } from '../../src/engine/registry.ts';
import { SITE_ROUTES } from '../../src/site-routes.ts';
import {
  buildGraph,
  CheckBlockMismatch,
  createNoteCache,
  createVaultState,
  InvalidCheckBlock,
  type VaultFile,
  type VaultGraph,
  type VaultState,
} from '../../src/vault/index.ts';
import { cpuTimed } from '../cpu-time.ts';

const CONTENT = resolve(import.meta.dirname, '../../content');
const encoder = new TextEncoder();
const decoder = new TextDecoder();

// ---- Mutations -------------------------------------------------------------------------------

/** What an editor types: Obsidian's delimiters, and the characters editors and tools leave behind. */
const TOKENS = [
  '[[',
  ']]',
  '![[',
  '|',
  '#',
  '^',
  '%%',
  '$$',
  '$',
  '```',
  '~~~',
  '> [!',
  '---',
  '<div>',
  '<!--',
  '`',
  '==',
  '^[',
  '[^1]',
  '::',
  '\uFEFF',
  '\r',
  '\t',
  '\u0000',
  '\uD800',
  '\uDC00',
];

/** Whole constructs content/ has few or none of, pasted at a line start so later edits land inside them. */
const CONSTRUCTS = [
  '```dataview\nTABLE file.name AS "Name", length(file.inlinks) FROM "" WHERE contains(file.outlinks, this.file.link) SORT file.name\n```',
  '```dataview\nLIST FROM [[Actions]] OR #legion GROUP BY file.folder\n```',
  '| Rule | Where |\n|---|---|\n| [[Actions\\|acts]] | x ^tbl |\n| `a|b` | ==y== |',
  '> [!note] Title [[Actions]]\n> body ^callout\n> > [!tip]- Folded\n> > more [[Move#Speed]]',
  '```check\ngame: legion\nunit: { type: trooper, courage: none }\ndid: [move]\nask: attack\nexpect: yes\n```',
  '%%\nhidden [[Move]]\n%%',
  '$$\n\\frac{a}{b}\n$$',
  '[^1]: a footnote [[Move]] ^fn',
  'key:: [[Actions]]',
];

/** Where in a note an edit lands: anywhere, or inside one of its constructs (the n-th found). */
type Region = 'anywhere' | 'frontmatter' | 'check' | 'dataview' | 'table' | 'callout' | 'fence';
const REGIONS: Record<Exclude<Region, 'anywhere'>, RegExp> = {
  frontmatter: /^\uFEFF?---\r?\n[\s\S]*?(\r?\n---|$)/g,
  check: /```check[\s\S]*?(```|$)/g,
  dataview: /(```|~~~)dataview[\s\S]*?(\1|$)/g,
  table: /(^\|.*(\r?\n|$))+/gm,
  callout: /(^>.*(\r?\n|$))+/gm,
  fence: /^(```|~~~)[\s\S]*?(^\1|$)/gm,
};
interface Place {
  region: Region;
  /** Picks the region (low bits) and the offset inside it (high bits). */
  n: number;
}

function offsetOf(text: string, { region, n }: Place): number {
  if (region !== 'anywhere') {
    const found = [...text.matchAll(REGIONS[region])];
    if (found.length) {
      const m = found[n % found.length]!;
      return m.index + (Math.floor(n / 64) % (m[0].length + 1));
    }
  }
  return n % (text.length + 1);
}

type Mutation =
  | { kind: 'insert'; at: Place; token: string }
  | { kind: 'delete'; at: Place; length: number }
  | { kind: 'duplicateLine'; at: Place }
  | { kind: 'cut'; at: Place }
  | { kind: 'paste'; at: Place; construct: string }
  /** A line of another note (a block id, a heading, a link) pasted at a line start. */
  | { kind: 'copyLine'; at: Place; note: number; line: number };

/** The other notes' lines a `copyLine` takes from. */
type Lines = readonly (readonly string[])[];

function mutate(text: string, m: Mutation, others: Lines): string {
  const at = offsetOf(text, m.at);
  switch (m.kind) {
    case 'insert':
      return text.slice(0, at) + m.token + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + m.length);
    case 'duplicateLine': {
      const start = text.lastIndexOf('\n', at - 1) + 1;
      const end = text.indexOf('\n', at);
      const line = text.slice(start, end === -1 ? text.length : end + 1);
      return text.slice(0, start) + line + (end === -1 ? '\n' : '') + text.slice(start);
    }
    case 'cut':
      return text.slice(0, at);
    case 'paste': {
      const start = text.lastIndexOf('\n', at - 1) + 1;
      return `${text.slice(0, start)}${m.construct}\n${text.slice(start)}`;
    }
    case 'copyLine': {
      const lines = others[m.note % others.length]!;
      const start = text.lastIndexOf('\n', at - 1) + 1;
      return `${text.slice(0, start)}${lines[m.line % lines.length]}\n${text.slice(start)}`;
    }
  }
}

const place = fc.record({
  region: fc.constantFrom<Region>('anywhere', 'anywhere', 'frontmatter', 'check', 'dataview', 'table', 'callout', 'fence'),
  n: fc.nat({ max: 1 << 20 }),
});
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: place, token: fc.constantFrom(...TOKENS) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      at: place,
      token: fc.constantFrom(...TOKENS).map((t) => `\n${t}`),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: place, length: fc.integer({ min: 1, max: 200 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicateLine' as const), at: place }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cut' as const), at: place }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('paste' as const), at: place, construct: fc.constantFrom(...CONSTRUCTS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('copyLine' as const), at: place, note: fc.nat(), line: fc.nat() }) },
);

/** Bytes as saved: UTF-8, or with an invalid sequence or an encoded lone surrogate (CESU-8) spliced in. */
type Damage = { kind: 'utf8' } | { kind: 'bytes'; at: number; bytes: number[] };
const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Damage>({ kind: 'utf8' }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bytes' as const),
      at: fc.nat({ max: 1 << 20 }),
      bytes: fc.constantFrom<number[]>([0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80], [0xe2, 0x82]),
    }),
  },
);

function encode(text: string, d: Damage): Uint8Array {
  const encoded = encoder.encode(text);
  if (d.kind === 'utf8') return encoded;
  const at = d.at % (encoded.length + 1);
  return new Uint8Array([...encoded.subarray(0, at), ...d.bytes, ...encoded.subarray(at)]);
}

/** An edit of one note of a folder: which note (index), the mutations in order, how it is saved. */
interface NoteEdit {
  note: number;
  mutations: Mutation[];
  save: Damage;
}
const noteEdit: fc.Arbitrary<NoteEdit> = fc.record({
  note: fc.nat(),
  mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
  save: damage,
});

// ---- The vaults: one per game folder of content/ ---------------------------------------------

interface Folder {
  files: Map<string, VaultFile>;
  notes: string[];
  /** The unmutated notes' lines. */
  lines: Lines;
  /** The unmutated one-shot check and graph. */
  report: Report;
  graph: VaultGraph;
  /** `check --watch`'s check and a vault state, brought back to the unmutated files after each example. */
  live: LiveCheck;
  state: VaultState;
  /** Build time of the unmutated folder (no note cache), ms. */
  buildMs: number;
  noteCache: Map<string, unknown>;
}

const checkOptions = { engines, vault: 'content' };
const fresh = (files: ReadonlyMap<string, VaultFile>): LiveCheck =>
  checkRead({ files: [...files.values()], diagnostics: [], preparsed: undefined, options: CHECK_VAULT_OPTIONS }, checkOptions);

function freshState(files: ReadonlyMap<string, VaultFile>): VaultState {
  const state = createVaultState(CHECK_VAULT_OPTIONS);
  state.update(files, files.keys());
  return state;
}

const folders = new Map<string, Folder>();
const FOLDER_NAMES = ['chronicle-x', 'legion', 'swu'];

beforeAll(() => {
  const all = readVaultFiles(CONTENT);
  for (const name of FOLDER_NAMES) {
    const files = new Map([...all].filter(([path]) => path.startsWith(`${name}/`)));
    const list = [...files.values()];
    buildGraph(list, { routes: SITE_ROUTES }); // warm up
    let buildMs = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 2; i++) {
      buildMs = Math.min(buildMs, cpuTimed(() => buildGraph(list, { routes: SITE_ROUTES })).ms);
    }
    const once = fresh(files);
    const noteCache = createNoteCache();
    buildGraph(list, { routes: SITE_ROUTES, noteCache });
    folders.set(name, {
      files,
      notes: [...files.keys()].filter((p) => /\.md$/i.test(p)),
      lines: [...files.values()].filter((f) => /\.md$/i.test(f.path)).map((f) => decoder.decode(f.bytes).split('\n')),
      report: once.report,
      graph: once.graph(),
      live: fresh(files),
      state: freshState(files),
      buildMs,
      noteCache,
    });
  }
}, 120_000);

// ---- The properties ---------------------------------------------------------------------------

function linesOf(bytes: Uint8Array): string[] {
  return decoder.decode(bytes).split(/\r\n|\r|\n/);
}

/** Every note published or reported; every diagnostic at a file of the vault, a line and a column inside it. */
function expectSound(graph: VaultGraph, files: ReadonlyMap<string, VaultFile>): void {
  const published = new Set(graph.notes.map((n) => n.path));
  for (const path of files.keys()) {
    if (!/\.md$/i.test(path) || published.has(path)) continue;
    expect(
      graph.diagnostics.filter((d) => d.file === path).map((d) => d.code),
      `${path} neither published nor reported`,
    ).not.toEqual([]);
  }
  for (const d of graph.diagnostics) {
    const where = `${d.code} ${JSON.stringify(d.file)}:${d.line}:${d.column} ${d.message}`;
    const file = files.get(d.file);
    expect(file, `${where}: no such file`).toBeDefined();
    const lines = linesOf(file!.bytes);
    expect(d.line, where).toBeGreaterThanOrEqual(1);
    expect(d.line, `${where} (${lines.length} lines)`).toBeLessThanOrEqual(lines.length);
    expect(d.column, where).toBeGreaterThanOrEqual(1);
    expect(d.column, `${where} line ${JSON.stringify(lines[d.line - 1]?.slice(0, 120))}`).toBeLessThanOrEqual(
      (lines[d.line - 1]?.length ?? 0) + 1,
    );
  }
}

/** A graph without the notes' HTML (the build renders it; the checker's vault state does not). */
const withoutHtml = (graph: VaultGraph): VaultGraph => ({ ...graph, notes: graph.notes.map((n) => ({ ...n, html: '' })) });

/** `file:line` of each `check` block the build fails on (at the YAML error's line when the YAML is invalid). */
function failingBlocks(graph: VaultGraph): string[] {
  const out: string[] = [];
  for (const note of graph.notes)
    for (const check of note.checks) {
      if (runCheckBlock(check, note, engineFor).status === 'agrees') continue;
      out.push(`${note.path}:${check.yamlError ? check.yamlError.line : check.line}`);
    }
  return out.sort();
}

const blockCodes = new Set([InvalidCheckBlock.code, CheckBlockMismatch.code]);

/** Applies `edits` to `files`: the files now, and the paths changed. */
function applyEdits(
  folder: Folder,
  before: ReadonlyMap<string, VaultFile>,
  edits: readonly NoteEdit[],
): { files: Map<string, VaultFile>; changed: string[] } {
  const files = new Map(before);
  const changed = new Set<string>();
  for (const edit of edits) {
    const path = folder.notes[edit.note % folder.notes.length]!;
    const text = edit.mutations.reduce((t, m) => mutate(t, m, folder.lines), decoder.decode(files.get(path)!.bytes));
    files.set(path, { path, bytes: encode(text, edit.save) });
    changed.add(path);
  }
  return { files, changed: [...changed].sort() };
}

/** Generous: a loaded 2-core machine may be many times slower than when the baseline was taken. */
const TIME_FACTOR = 25;
const TIME_FLOOR_MS = 5_000;

/**
 * Saves `steps` one after the other (each step: edits saved at once), checking after each save;
 * then saves the unmutated files back.
 */
function expectProperties(name: string, steps: readonly (readonly NoteEdit[])[]): void {
  const folder = folders.get(name)!;
  let files: ReadonlyMap<string, VaultFile> = folder.files;
  const touched = new Set<string>();
  try {
    for (const edits of steps) {
      const next = applyEdits(folder, files, edits);
      files = next.files;
      for (const path of next.changed) touched.add(path);
      const list = [...files.values()];

      const { ms: took, value: built } = cpuTimed(() => buildGraph(list, { routes: SITE_ROUTES, noteCache: folder.noteCache }));
      expect(took, `build took ${Math.round(took)} ms (unmutated: ${Math.round(folder.buildMs)} ms)`).toBeLessThan(
        Math.max(TIME_FLOOR_MS, TIME_FACTOR * folder.buildMs),
      );
      expectSound(built, files);

      const once = fresh(files);
      const onceGraph = once.graph();
      folder.live.update(files, next.changed);
      expect(folder.live.report, 'check --watch = check').toEqual(once.report);
      folder.state.update(files, next.changed);
      expect(folder.state.graph(), 'vault state updated = vault state built once').toEqual(onceGraph);
      expect(withoutHtml(built), 'build = check (graph)').toEqual(onceGraph);
      expect(
        once.report.diagnostics
          .filter((d) => blockCodes.has(d.code))
          .map((d) => `${d.file}:${d.line}`)
          .sort(),
        'check blocks the build fails on = check blocks check reports',
      ).toEqual(failingBlocks(built));
    }
    // Undoing the edits gives back the unmutated check.
    folder.live.update(folder.files, [...touched].sort());
    expect(folder.live.report, 'check --watch after undo = unmutated check').toEqual(folder.report);
    folder.state.update(folder.files, [...touched].sort());
    expect(folder.state.graph(), 'vault state after undo = unmutated').toEqual(folder.graph);
  } catch (error) {
    // Start the next example (and the shrinking) from sound states.
    folder.live = fresh(folder.files);
    folder.state = freshState(folder.files);
    throw error;
  }
}

const RUNS = Number(process.env.MUTATION_RUNS ?? 40);
const SEED = process.env.MUTATION_SEED === undefined ? undefined : Number(process.env.MUTATION_SEED);

describe('half-finished edits of content/', () => {
  it('build in bounded time, publish or report every note, place every diagnostic, and check --watch = check = build', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FOLDER_NAMES),
        fc.array(fc.array(noteEdit, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 3 }),
        (name, steps) => expectProperties(name, steps),
      ),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  }, 300_000);
});

describe('found by the mutations above, kept as examples', () => {
  it('a character KaTeX has no metrics for, typed in a formula (a BOM, an emoji, a right-to-left override), prints nothing to the console', () => {
    const formula = '$x\uFEFF$ $\\text{🎲}$ $$\\text{\u202E}x$$';
    const text = `Aim twice. ${formula}\n\n${Array.from({ length: 200 }, () => formula).join('\n')}\n`;
    const warn = vi.spyOn(console, 'warn');
    try {
      const files = new Map([['Aim.md', { path: 'Aim.md', bytes: encoder.encode(text) }]]);
      const built = buildGraph([...files.values()], { routes: SITE_ROUTES });
      const once = fresh(files);
      expect(built.notes[0]!.html).toContain('🎲');
      expect(withoutHtml(built)).toEqual(once.graph());
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
