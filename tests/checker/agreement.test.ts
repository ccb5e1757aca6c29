/**
 * One answer per vault: `check --watch`, a one-shot `check` and the build's vault pipeline give
 * the same diagnostics and the same page URLs, on every fixture vault, on content/ and on the
 * seed vault; and a model-based property test keeps them equal through random edits.
 */
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_VAULT_OPTIONS } from '../../src/checker/live.ts';
import { createSession, readVaultFiles, type Session } from '../../src/checker/session.ts';
import { SITE_ROUTES } from '../../src/site-routes.ts';
import { buildGraph, createVaultState, type VaultGraph, type VaultState } from '../../src/vault/index.ts';
import { itSeed, SEED_VAULT } from '../seed-vault.ts';
import { expectAgreement } from './agreement.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every folder under tests/fixtures that is a vault (holds a note at any depth, directly named). */
function fixtureVaults(): string[] {
  const base = join(ROOT, 'tests/fixtures');
  const out: string[] = [];
  const groups = ['checker', 'vaults'];
  for (const group of groups)
    for (const e of readdirSync(join(base, group), { withFileTypes: true })) if (e.isDirectory()) out.push(join(base, group, e.name));
  for (const e of readdirSync(base, { withFileTypes: true })) if (e.isDirectory() && !groups.includes(e.name)) out.push(join(base, e.name));
  return out;
}

describe('check --watch = check = build', () => {
  const vaults = [...fixtureVaults(), join(ROOT, 'content')];
  it.each(vaults.map((v) => [v.slice(ROOT.length + 1), v]))('%s', async (_name, root) => {
    await expectAgreement(root, createSession(root));
  });
  itSeed('seed vault', async () => {
    await expectAgreement(SEED_VAULT, createSession(SEED_VAULT));
  });
});

describe('block ids', () => {
  it('are shared whatever their case, as links find them, in check, --watch and the build', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rulegraph-blocks-'));
    try {
      writeFileSync(join(root, 'A.md'), 'Units move. ^rule-a\n\nSee [[B#^Rule-A]].\n');
      writeFileSync(join(root, 'B.md'), 'Units shoot. ^RULE-A\n');
      const session = createSession(root);
      const dup = session.report.diagnostics.filter((d) => d.code === 'SharedBlockId');
      expect(dup.map((d) => `${d.file}:${d.line}`)).toEqual(['A.md:1', 'B.md:1']);
      await expectAgreement(root, session);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** A vault (a new folder) of two notes sharing the file name Move, in rules/ and skirmish/, and an index linking to neither ([[Moves]]). */
function sharedNameVault(): string {
  const root = mkdtempSync(join(tmpdir(), 'rulegraph-shared-name-'));
  mkdirSync(join(root, 'rules'));
  mkdirSync(join(root, 'skirmish'));
  writeFileSync(join(root, 'rules/Move.md'), 'Units move.\n');
  writeFileSync(join(root, 'skirmish/Move.md'), 'Models move.\n');
  writeFileSync(join(root, 'Index.md'), 'See [[Moves]].\n');
  return root;
}

describe('broken-link suggestions', () => {
  it('name a note whose file name another note shares by its path, so each suggested link reaches its note; --watch follows', async () => {
    const root = sharedNameVault();
    try {
      const hint = (s: Session) => s.report.diagnostics.find((d) => d.code === 'BrokenLink')!.hint;
      const session = createSession(root);
      expect(hint(session)).toContain('Did you mean [[rules/Move]], [[skirmish/Move]]?');
      await expectAgreement(root, session);
      // One note of that name left: its name alone reaches it.
      rmSync(join(root, 'skirmish/Move.md'));
      session.update(['skirmish/Move.md']);
      expect(hint(session)).toContain('Did you mean [[Move]]?');
      await expectAgreement(root, session);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('orphan hints', () => {
  it('write the link the broken-link suggestions would: a file name other notes share by its path, so the link reaches the orphan; --watch follows', async () => {
    const root = sharedNameVault();
    try {
      const hints = (s: Session) =>
        s.report.diagnostics
          .filter((d) => d.code === 'OrphanNote' && d.file.endsWith('Move.md'))
          .map((d) => `${d.file} ${/\[\[.*?\]\]/.exec(d.hint)?.[0]}`);
      const suggested = (s: Session) => s.report.diagnostics.find((d) => d.code === 'BrokenLink')!.hint;
      const session = createSession(root);
      expect(hints(session)).toEqual(['rules/Move.md [[rules/Move]]', 'skirmish/Move.md [[skirmish/Move]]']);
      for (const link of hints(session)) expect(suggested(session)).toContain(link.split(' ')[1]);
      await expectAgreement(root, session);
      // The hint's link, written, reaches its note: it is an orphan no more.
      writeFileSync(join(root, 'Index.md'), 'See [[skirmish/Move]].\n');
      session.update(['Index.md']);
      expect(hints(session)).toEqual(['rules/Move.md [[rules/Move]]']);
      // One note of that name left: its name alone reaches it, and the hint says so.
      rmSync(join(root, 'skirmish/Move.md'));
      session.update(['skirmish/Move.md']);
      expect(hints(session)).toEqual(['rules/Move.md [[Move]]']);
      await expectAgreement(root, session);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

let dir = '';
let outside = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

// ---- The model: a small vault whose names collide with each other, with routes and with cases.
const NAMES = ['Aim', 'aim', 'Cover', 'search', 'tags/Dodge', 'check/Move', 'legion/Aim', 'Café', 'Cafe\u0301', 'legion'];
const HEADINGS = ['Range', 'Cost'];
const BLOCKS = ['rule-a', 'RULE-A', 'rule-b'];

const target = fc.constantFrom(...NAMES.map((n) => n.slice(n.lastIndexOf('/') + 1)), 'Unwritten', 'legion/Aim', 'pic.png');
const line = fc.oneof(
  fc.constant('Plain text.'),
  target.map((t) => `See [[${t}]].`),
  fc.tuple(target, fc.constantFrom(...HEADINGS)).map(([t, h]) => `See [[${t}#${h}]].`),
  fc.tuple(target, fc.constantFrom(...BLOCKS)).map(([t, b]) => `![[${t}#^${b}]]`),
  target.map((t) => `![[${t}]]`),
  target.map((t) => `[x](${t}.md)`),
  fc.constantFrom(...HEADINGS).map((h) => `# ${h}`),
  fc.constantFrom(...BLOCKS).map((b) => `A rule. ^${b}`),
);
const noteText = fc
  .tuple(fc.array(fc.constantFrom('Aim', 'Shove', 'search'), { maxLength: 2 }), fc.array(line, { maxLength: 6 }))
  .map(([aliases, lines]) => `${aliases.length ? `---\naliases: [${aliases.join(', ')}]\n---\n` : ''}${lines.join('\n\n')}\n`);
/** Notes, one with an upper-case extension, and one in a `node_modules` folder (a folder like another to the vault). */
const file = fc.oneof(
  fc.constantFrom(...NAMES).map((n) => `${n}.md`),
  fc.constantFrom('Shove.MD', 'node_modules/Aim.md'),
);

interface Model {
  files: Map<string, string>;
  /** Symbolic links: path → where it points. */
  links: Map<string, string>;
}
type Real = { session: Session; state: VaultState };

/** A graph without the notes' HTML (the build renders it; the vault state alone does not). */
const withoutHtml = (graph: VaultGraph) => ({ ...graph, notes: graph.notes.map((n) => ({ ...n, html: '' })) });

const settle = async (real: Real, changed: string[]): Promise<void> => {
  real.session.update(changed);
  await expectAgreement(dir, real.session);
  // The vault API: a state updated change by change = a state updated once = buildGraph.
  const files = readVaultFiles(dir);
  real.state.update(files, changed);
  const once = createVaultState(CHECK_VAULT_OPTIONS);
  once.update(files, files.keys());
  expect(real.state.graph(), 'vault state updated incrementally = updated once').toEqual(once.graph());
  const built = buildGraph([...files.values()], { routes: SITE_ROUTES });
  expect(withoutHtml(built), 'vault state = buildGraph').toEqual(once.graph());
};

class Write implements fc.AsyncCommand<Model, Real> {
  readonly path: string;
  readonly text: string;
  constructor(path: string, text: string) {
    this.path = path;
    this.text = text;
  }
  check = (m: Readonly<Model>) => !m.links.has(this.path);
  async run(m: Model, r: Real) {
    mkdirSync(dirname(join(dir, this.path)), { recursive: true });
    writeFileSync(join(dir, this.path), this.text);
    m.files.set(this.path, this.text);
    await settle(r, [this.path]);
  }
  toString = () => `write ${this.path} ${JSON.stringify(this.text)}`;
}
class Delete implements fc.AsyncCommand<Model, Real> {
  readonly path: string;
  constructor(path: string) {
    this.path = path;
  }
  check = (m: Readonly<Model>) => m.files.has(this.path) || m.links.has(this.path);
  async run(m: Model, r: Real) {
    rmSync(join(dir, this.path));
    m.files.delete(this.path);
    m.links.delete(this.path);
    await settle(r, [this.path]);
  }
  toString = () => `delete ${this.path}`;
}
class Rename implements fc.AsyncCommand<Model, Real> {
  readonly from: string;
  readonly to: string;
  constructor(from: string, to: string) {
    this.from = from;
    this.to = to;
  }
  check = (m: Readonly<Model>) => m.files.has(this.from) && !m.files.has(this.to) && !m.links.has(this.to);
  async run(m: Model, r: Real) {
    mkdirSync(dirname(join(dir, this.to)), { recursive: true });
    renameSync(join(dir, this.from), join(dir, this.to));
    m.files.set(this.to, m.files.get(this.from)!);
    m.files.delete(this.from);
    await settle(r, [this.from, this.to]);
  }
  toString = () => `rename ${this.from} → ${this.to}`;
}
/** A symbolic link appears: to a note of the vault, or to a note outside it (never read, reported). */
class Symlink implements fc.AsyncCommand<Model, Real> {
  readonly path: string;
  readonly target: string;
  constructor(path: string, target: string) {
    this.path = path;
    this.target = target;
  }
  check = (m: Readonly<Model>) => !m.files.has(this.path) && !m.links.has(this.path);
  async run(m: Model, r: Real) {
    mkdirSync(dirname(join(dir, this.path)), { recursive: true });
    symlinkSync(this.target === 'outside' ? join(outside, 'Secret.md') : join(dir, this.target), join(dir, this.path));
    m.links.set(this.path, this.target);
    await settle(r, [this.path]);
  }
  toString = () => `symlink ${this.path} → ${this.target}`;
}
class Append implements fc.AsyncCommand<Model, Real> {
  readonly path: string;
  readonly text: string;
  constructor(path: string, text: string) {
    this.path = path;
    this.text = text;
  }
  check = (m: Readonly<Model>) => m.files.has(this.path);
  async run(m: Model, r: Real) {
    const text = `${m.files.get(this.path)}${this.text}\n`;
    writeFileSync(join(dir, this.path), text);
    m.files.set(this.path, text);
    await settle(r, [this.path]);
  }
  toString = () => `append ${this.path} ${JSON.stringify(this.text)}`;
}

describe('check --watch = check = build, through random edits (model-based)', () => {
  it('agrees after every edit (and the vault state updated incrementally = built once = buildGraph), add, delete, rename, alias, heading, block id and embed change, symbolic links in and out', async () => {
    const commands = [
      fc.tuple(file, noteText).map(([p, t]) => new Write(p, t)),
      file.map((p) => new Delete(p)),
      fc.tuple(file, file).map(([a, b]) => new Rename(a, b)),
      fc.tuple(file, line).map(([p, l]) => new Append(p, l)),
      fc.tuple(file, fc.constantFrom('Start.md', 'outside')).map(([p, t]) => new Symlink(p, t)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        dir = mkdtempSync(join(tmpdir(), 'rulegraph-model-'));
        outside = mkdtempSync(join(tmpdir(), 'rulegraph-outside-'));
        writeFileSync(join(outside, 'Secret.md'), 'Not of the vault: [[Hidden]].\n');
        writeFileSync(join(dir, 'Start.md'), 'Start: [[Aim]], ![[Cover]].\n');
        writeFileSync(join(dir, 'pic.png'), '');
        const model: Model = { files: new Map([['Start.md', 'Start: [[Aim]], ![[Cover]].\n']]), links: new Map() };
        const real: Real = { session: createSession(dir), state: createVaultState(CHECK_VAULT_OPTIONS) };
        const files = readVaultFiles(dir);
        real.state.update(files, files.keys());
        try {
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        } finally {
          rmSync(dir, { recursive: true, force: true });
          rmSync(outside, { recursive: true, force: true });
        }
      }),
      { numRuns: 40 },
    );
  }, 300_000);
});
