/**
 * File operations on a vault: fast-check writes a small vault (notes in nested folders, same-named
 * notes in two folders, aliases, headings, block ids, path-relative links, embedded images and
 * PDFs) and then creates, deletes, renames and moves notes and assets, renames folders, renames a
 * note in case only, and deletes and re-creates a path, a few operations per save. After every
 * save:
 * - the vault state kept up to date by `update` equals a vault state built once from the same files
 *   (the whole graph: notes, edges, backlinks, unresolved targets, assets, diagnostics; the block
 *   places of every block id; the records' resolved links as the build renders them);
 * - `check --watch` (a check kept up to date) reports what a one-shot `check` of the same files does.
 * The edits inside notes are the subject of mutation-fuzz.test.ts.
 * More runs: `FILE_OPS_RUNS=2000 FILE_OPS_SEED=7 npx vitest run tests/vault/file-ops-fuzz.test.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRead } from '../../src/checker/check.ts';
import { CHECK_VAULT_OPTIONS, LiveCheck } from '../../src/checker/live.ts';
import { createVaultState, type VaultFile, type VaultState } from '../../src/vault/index.ts';

const encoder = new TextEncoder();

// ---- The vault --------------------------------------------------------------------------------

const extOf = (path: string): string => path.slice(path.lastIndexOf('.'));
const folderOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const baseOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
const join = (folder: string, name: string): string => (folder ? `${folder}/${name}` : name);

const FOLDERS = ['', 'a', 'b', 'a/c', 'B', 'tags'];
/** With two spellings of one name (NFC, NFD), names one slug apart, a site route and a name no link can write. */
const NAMES = ['Move', 'Push', 'Cover', 'cover', 'Rules', 'Speed Rules', 'speed-rules', 'Caf\u00e9', 'Cafe\u0301', 'search', 'a^b'];
const ASSETS = ['pic.png', 'rules.pdf', 'Pic.png'];
const HEADINGS = ['Speed', 'Range'];
const BLOCKS = ['rule-a', 'RULE-A', 'rule-b'];

/** A link as written in a note: by name, by path, relative to the note, into a heading or block, an embed. */
const link: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NAMES).map((n) => `[[${n}]]`),
  fc.tuple(fc.constantFrom(...FOLDERS.filter(Boolean)), fc.constantFrom(...NAMES)).map(([f, n]) => `[[${f}/${n}]]`),
  fc.tuple(fc.constantFrom('./', '../', '../b/', './c/'), fc.constantFrom(...NAMES)).map(([p, n]) => `[[${p}${n}]]`),
  fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...HEADINGS)).map(([n, h]) => `[[${n}#${h}]]`),
  fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom(...BLOCKS)).map(([n, b]) => `[[${n}#^${b}]]`),
  fc.tuple(fc.constantFrom('', '../', 'a/', '../b/'), fc.constantFrom(...NAMES)).map(([p, n]) => `[see](${p}${encodeURI(n)}.md)`),
  fc.constantFrom(...ASSETS, 'a/pic.png', 'b/rules.pdf').map((a) => `![[${a}]]`),
  fc.tuple(fc.constantFrom('', './', '../', '../a/'), fc.constantFrom(...ASSETS)).map(([p, a]) => `![pic](${p}${a})`),
  fc.constantFrom(...ASSETS).map((a) => `[[${a}]]`),
  fc.constantFrom('Shove', 'shove', 'Moving', 'Push').map((a) => `[[${a}]]`),
  fc.constantFrom(...NAMES).map((n) => `![[${n}]]`),
);

/** A note's text: maybe aliases, maybe a heading, lines of links, maybe a block id. */
const noteText: fc.Arbitrary<string> = fc
  .record({
    aliases: fc.subarray(['Shove', 'Moving', 'Push', 'cover'], { maxLength: 2 }),
    heading: fc.option(fc.constantFrom(...HEADINGS), { nil: undefined }),
    links: fc.array(link, { maxLength: 3 }),
    block: fc.option(fc.constantFrom(...BLOCKS), { nil: undefined }),
  })
  .map(({ aliases, heading, links, block }) =>
    [
      aliases.length ? `---\naliases: [${aliases.join(', ')}]\n---\n` : '',
      heading ? `# ${heading}\n\n` : '',
      `Text ${links.join(' and ')}.${block ? ` ^${block}` : ''}\n`,
    ].join(''),
  );

const notePath = fc
  .tuple(fc.constantFrom(...FOLDERS), fc.constantFrom(...NAMES), fc.constantFrom('.md', '.md', '.md', '.MD', '.canvas'))
  .map(([f, n, ext]) => join(f, `${n}${ext}`));

/** A canvas: one text card with the note text's links. */
const canvasText = (text: string): string =>
  JSON.stringify({ nodes: [{ id: 'a', type: 'text', text, x: 0, y: 0, width: 250, height: 60 }], edges: [] }, null, '\t');
const assetPath = fc.tuple(fc.constantFrom(...FOLDERS), fc.constantFrom(...ASSETS)).map(([f, n]) => (f ? `${f}/${n}` : n));

// ---- File operations --------------------------------------------------------------------------

type Op =
  | { kind: 'create'; path: string; text: string }
  | { kind: 'createAsset'; path: string }
  /** Delete, rename, move: of the n-th file (notes and assets alike). */
  | { kind: 'delete'; n: number }
  | { kind: 'rename'; n: number; name: string }
  | { kind: 'move'; n: number; folder: string }
  /** The first letter's case flipped, or the extension's (`.md` → `.MD`). */
  | { kind: 'caseRename'; n: number; ext: boolean }
  /** Another extension: a note becomes an asset or the other way round. */
  | { kind: 'changeExt'; n: number; ext: string }
  | { kind: 'renameFolder'; from: string; to: string }
  /** Deleted and written again in the same save, with other bytes (maybe binary) or the same. */
  | { kind: 'recreate'; n: number; text: string | null };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), path: notePath, text: noteText }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('createAsset' as const), path: assetPath }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), n: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rename' as const), n: fc.nat(), name: fc.constantFrom(...NAMES, 'Shove', 'pic', 'rules') }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), n: fc.nat(), folder: fc.constantFrom(...FOLDERS, 'd') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('caseRename' as const), n: fc.nat(), ext: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('changeExt' as const),
      n: fc.nat(),
      ext: fc.constantFrom('.md', '.png', '.pdf', '.canvas', '.PNG'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('renameFolder' as const),
      from: fc.constantFrom('a', 'b', 'a/c', 'B', 'tags'),
      to: fc.constantFrom('a', 'b', 'd', 'A', 'a/c', 'b/c', 'tags'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('recreate' as const),
      n: fc.nat(),
      text: fc.option(fc.oneof({ weight: 4, arbitrary: noteText }, { weight: 1, arbitrary: fc.constant('\u0000\u0001binary\u0000') }), {
        nil: null,
      }),
    }),
  },
);

const fileOf = (path: string, text: string): VaultFile => ({
  path,
  bytes: encoder.encode(path.endsWith('.canvas') ? canvasText(text) : text),
});

/** Moves the file at `from` to `to` (when `to` is free), marking both changed. */
function moveFile(files: Map<string, VaultFile>, changed: Set<string>, from: string, to: string): void {
  if (from === to || files.has(to)) return;
  const file = files.get(from)!;
  files.delete(from);
  files.set(to, { path: to, bytes: file.bytes });
  changed.add(from).add(to);
}

/** Applies `o` to `files` (a save), adding the paths it touched to `changed`. */
function apply(files: Map<string, VaultFile>, changed: Set<string>, o: Op): void {
  const paths = [...files.keys()].sort();
  const nth = (n: number): string | undefined => (paths.length ? paths[n % paths.length] : undefined);
  switch (o.kind) {
    case 'create':
      files.set(o.path, fileOf(o.path, o.text));
      changed.add(o.path);
      return;
    case 'createAsset':
      files.set(o.path, fileOf(o.path, ''));
      changed.add(o.path);
      return;
    case 'delete': {
      const path = nth(o.n);
      if (path === undefined) return;
      files.delete(path);
      changed.add(path);
      return;
    }
    case 'rename': {
      const path = nth(o.n);
      if (path !== undefined) moveFile(files, changed, path, join(folderOf(path), `${o.name}${extOf(path)}`));
      return;
    }
    case 'move': {
      const path = nth(o.n);
      if (path !== undefined) moveFile(files, changed, path, join(o.folder, baseOf(path)));
      return;
    }
    case 'caseRename': {
      const path = nth(o.n);
      if (path === undefined) return;
      const flip = (c: string): string => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
      const base = baseOf(path);
      const dot = base.lastIndexOf('.');
      const renamed = o.ext ? base.slice(0, dot) + flip(base.slice(dot)) : flip(base[0]!) + base.slice(1);
      moveFile(files, changed, path, join(folderOf(path), renamed));
      return;
    }
    case 'changeExt': {
      const path = nth(o.n);
      if (path !== undefined) moveFile(files, changed, path, path.slice(0, path.lastIndexOf('.')) + o.ext);
      return;
    }
    case 'renameFolder':
      // What the watcher hands over for a renamed folder: every file under it, before and after.
      if (o.from === o.to || o.to.startsWith(`${o.from}/`)) return;
      for (const path of paths) if (path.startsWith(`${o.from}/`)) moveFile(files, changed, path, `${o.to}${path.slice(o.from.length)}`);
      return;
    case 'recreate': {
      const path = nth(o.n);
      if (path === undefined) return;
      const bytes = o.text !== null && /\.(md|canvas)$/i.test(path) ? fileOf(path, o.text).bytes : files.get(path)!.bytes;
      files.delete(path);
      files.set(path, { path, bytes });
      changed.add(path);
      return;
    }
  }
}

// ---- What is compared ------------------------------------------------------------------------

function freshState(files: ReadonlyMap<string, VaultFile>): VaultState {
  const state = createVaultState(CHECK_VAULT_OPTIONS);
  state.update(files, files.keys());
  return state;
}

const freshCheck = (files: ReadonlyMap<string, VaultFile>): LiveCheck =>
  checkRead({ files: [...files.values()], diagnostics: [], preparsed: undefined, options: CHECK_VAULT_OPTIONS });

/** Everything a client reads from a vault state, beyond `graph()`. */
function observe(state: VaultState) {
  const graph = state.graph();
  const ids = new Set(graph.notes.flatMap((n) => n.blocks.map((b) => b.id)));
  return {
    graph,
    blockPlaces: [...ids].sort().map((id) => [id, state.blockPlaces(id).map((p) => `${p.note.path}:${p.block.line}`)]),
    backlinkCounts: graph.notes.map((n) => [n.id, state.backlinkCount(n.id)]),
    unwritten: [...state.unwrittenTargets()].sort(),
    assetCount: state.assetCount(),
    // The links as the build renders them: the note each resolves to (by id), the asset, the unwritten target.
    links: state.records().map((r) => [
      r.note.path,
      r.links.map((l) => ({
        note: l.targetNote === null ? null : (state.records()[l.targetNote]?.note.id ?? `#${l.targetNote}`),
        asset: l.asset?.path ?? null,
        unwritten: l.unwritten ?? null,
      })),
    ]),
  };
}

/** Saves `steps` one after the other: the state and the watch check kept up to date equal fresh ones after each. */
function expectAgreement(initial: ReadonlyMap<string, VaultFile>, steps: readonly (readonly Op[])[]): void {
  let files = new Map(initial);
  const state = freshState(files);
  const live = freshCheck(files);
  steps.forEach((ops, i) => {
    files = new Map(files);
    const changed = new Set<string>();
    for (const o of ops) apply(files, changed, o);
    const sorted = [...changed].sort();
    state.update(files, sorted);
    live.update(files, sorted);
    const after = `after save ${i + 1} (${JSON.stringify(ops)})`;
    expect(observe(state), `vault state updated = built once, ${after}`).toEqual(observe(freshState(files)));
    expect(live.report, `check --watch = check, ${after}`).toEqual(freshCheck(files).report);
  });
}

const vault: fc.Arbitrary<Map<string, VaultFile>> = fc
  .tuple(
    fc.array(fc.tuple(notePath, noteText), { minLength: 2, maxLength: 7 }),
    fc.subarray(['pic.png', 'a/pic.png', 'rules.pdf', 'b/rules.pdf']),
  )
  .map(
    ([notes, assets]) => new Map([...notes.map(([p, t]) => [p, fileOf(p, t)] as const), ...assets.map((p) => [p, fileOf(p, '')] as const)]),
  );

const RUNS = Number(process.env.FILE_OPS_RUNS ?? 150);
const SEED = Number(process.env.FILE_OPS_SEED ?? 20_261_129);

describe('file operations on a vault', () => {
  it('create, delete, rename, move, case-only rename, folder rename and re-create: updated state = fresh state, check --watch = check', () => {
    fc.assert(
      fc.property(vault, fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }), (initial, steps) =>
        expectAgreement(initial, steps),
      ),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);
});
