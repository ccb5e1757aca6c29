/**
 * Links read as Obsidian reads them, and quoted and suggested so that an editor can act on what
 * the checker says: a `..` above the vault root stays at the root; a suggested link reaches the
 * note it names; a message quotes the link as written after its `#`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/checker/session.ts';
import { createResolver } from '../../src/vault/resolve.ts';
import type { VaultGraph } from '../../src/vault/index.ts';
import { buildReport, expectAgreement } from '../checker/agreement.ts';
import { note, vault } from './helpers.ts';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** Writes `files` into a new temporary vault folder and returns it. */
function onDisk(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'rulegraph-fidelity-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** The `<a>` elements of a note's page, as `[href, text]`. */
function anchors(graph: VaultGraph, id: string): Array<[string, string]> {
  return [...note(graph, id).html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
}

describe('a link whose ../ climb above the vault root', () => {
  const files = {
    'Index.md': 'See [[../Rules]], [the map](../b/Rules.md) and [[../Missing]].\n',
    'Rules.md': '# Rules\n',
    'b/Rules.md': '# Map rules\n',
    'sub/deep/Note.md': 'Up three: [[../../../b/Rules|map rules]].\n',
  };

  it('is read from the root, as Obsidian reads it: [[../Rules]] is Rules, (../b/Rules.md) is b/Rules.md', () => {
    const graph = vault(files);
    expect(anchors(graph, 'Index')).toEqual([
      ['/rules/', '../Rules'],
      ['/b/rules/', 'the map'],
      ['/unwritten/#missing', '../Missing'],
    ]);
    expect(anchors(graph, 'sub/deep/Note')).toEqual([['/b/rules/', 'map rules']]);
    expect(graph.backlinks).toEqual({ Rules: ['Index'], 'b/Rules': ['Index', 'sub/deep/Note'] });
    // Not found at the root: an unwritten note there, as [[Missing]] would be.
    expect(graph.unresolved.map((u) => u.raw)).toEqual(['Missing']);
  });

  it('is reported as information naming where it goes, the one that reaches nothing as a broken link', () => {
    const graph = vault(files);
    expect(graph.diagnostics.map((d) => `${d.file}:${d.column} ${d.code} ${d.severity}`)).toEqual([
      'Index.md:5 LinkOutsideVault info',
      'Index.md:19 LinkOutsideVault info',
      'Index.md:48 BrokenLink warning',
      'sub/deep/Note.md:11 LinkOutsideVault info',
    ]);
    expect(graph.diagnostics[1]!.message).toBe(
      '[…](../b/Rules.md) climbs above the vault folder with "..": as in Obsidian, it is read from the vault root and goes to b/Rules.md.',
    );
  });

  it('resolves in the resolver as the same path from the root would', () => {
    const resolver = createResolver([
      { path: 'Rules.md', isNote: true },
      { path: 'b/Rules.md', isNote: true },
    ]);
    expect(resolver.resolve('../b/Rules.md', 'Index.md')).toMatchObject({ status: 'found', path: 'b/Rules.md' });
    expect(resolver.resolve('../Rules', 'Index.md')).toMatchObject({ status: 'found', path: 'Rules.md' });
    expect(resolver.resolve('/../b/Rules', 'Index.md')).toMatchObject({ status: 'found', path: 'b/Rules.md' });
    expect(resolver.resolve('../../../Rules', 'b/Rules.md')).toMatchObject({ status: 'found', path: 'Rules.md' });
  });

  it('gets the same diagnostics from check, check --watch and the build', async () => {
    const root = onDisk(files);
    await expectAgreement(root, createSession(root));
  });
});

describe('a suggestion for a broken link', () => {
  const files = {
    ' Leading.md': 'A note whose name starts with a space.\n',
    'Trailing .md': 'A note whose name ends with a space.\n',
    'Index.md': 'See [[Leading]] and [[Trailing]].\n',
  };

  /** The `[[…]]` a hint suggests first, and the diagnostic it is in. */
  async function suggested(): Promise<Map<string, string>> {
    const { report } = await buildReport(onDisk(files));
    const out = new Map<string, string>();
    for (const d of report.diagnostics) {
      const link = /(?:Did you mean|with) \[\[(.*?)\]\]/.exec(d.hint);
      if (link) out.set(`${d.file}:${d.column} ${d.code}`, link[1]!);
    }
    return out;
  }

  it('is a link that reaches the note, even when its name starts or ends with a space a link loses', async () => {
    const hints = await suggested();
    expect(hints.get('Index.md:5 BrokenLink')).toBe('/ Leading');
    expect(hints.get('Index.md:21 BrokenLink')).toBe('/Trailing .md');
    // Taking the suggestions: both links reach their notes.
    const fixed = vault({
      ...files,
      'Index.md': `See [[${hints.get('Index.md:5 BrokenLink')}]] and [[${hints.get('Index.md:21 BrokenLink')}]].\n`,
    });
    expect(fixed.edges.filter((e) => e.source === 'Index').map((e) => e.target)).toEqual([' Leading', 'Trailing ']);
    expect(fixed.diagnostics.filter((d) => d.file === 'Index.md')).toEqual([]);
  });

  it('of the checker for a note nothing links to reaches the note too', async () => {
    const hints = await suggested();
    // ` Leading` and `Trailing ` are linked by nothing while Index's links are broken.
    expect(hints.get(' Leading.md:1 OrphanNote')).toBe('/ Leading');
    expect(hints.get('Trailing .md:1 OrphanNote')).toBe('/Trailing .md');
  });
});

describe('a message about a link', () => {
  const files = {
    'Index.md': 'See [[C# Notes]], ![[C# Notes]] and [[Rules# Setup #  Order]].\n',
    'Rules.md': '# Rules\n\n## Turns\n',
  };

  it('quotes the link as written after its #, in the check and in the build', async () => {
    const { graph, report } = await buildReport(onDisk(files));
    const quoted = (ds: readonly { code: string; message: string }[]) =>
      ds.filter((d) => d.code !== 'OrphanNote').map((d) => `${d.code} ${/^!?\[\[.*?\]\]/.exec(d.message)?.[0]}`);
    const expected = ['BrokenLink [[C# Notes]]', 'MissingEmbed ![[C# Notes]]', 'BrokenAnchor [[Rules# Setup #  Order]]'];
    expect(quoted(report.diagnostics)).toEqual(expected);
    expect(quoted(graph.diagnostics)).toEqual(expected);
    // What is missing is named as the heading it is read as.
    expect(graph.diagnostics.find((d) => d.code === 'BrokenAnchor')!.message).toContain('“Setup#Order”');
  });

  it('comes the same from check, check --watch and the build', async () => {
    const root = onDisk(files);
    await expectAgreement(root, createSession(root));
  });
});
