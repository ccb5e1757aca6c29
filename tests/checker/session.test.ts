/** The watch session: after each change, the incremental report and graph equal a fresh full check. */
import { mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRead } from '../../src/checker/check.ts';
import { CHECK_VAULT_OPTIONS } from '../../src/checker/live.ts';
import { createSession, readVaultFiles, startSession, type Session } from '../../src/checker/session.ts';
import { copyFixture } from './helpers.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh check of the vault on disk: one state updated once with every file (graph without HTML). */
function fresh(root: string) {
  const files = [...readVaultFiles(root).values()];
  const live = checkRead({ files, diagnostics: [], preparsed: undefined, options: CHECK_VAULT_OPTIONS });
  return { graph: live.graph(), report: live.report };
}

function expectFresh(session: Session): void {
  const want = fresh(dir);
  expect(session.report.diagnostics).toEqual(want.report.diagnostics);
  expect(session.report.counts).toEqual(want.report.counts);
  const graph = session.graph;
  expect(graph.notes.map((n) => [n.id, n.slug])).toEqual(want.graph.notes.map((n) => [n.id, n.slug]));
  expect(graph.edges).toEqual(want.graph.edges);
  expect(graph.backlinks).toEqual(want.graph.backlinks);
  expect(graph.unresolved).toEqual(want.graph.unresolved);
  expect(graph.diagnostics).toEqual(want.graph.diagnostics);
}

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));

describe('check session', () => {
  it('starts with notes parsed on worker threads (startSession) to the same report, then re-checks edits', async () => {
    dir = copyFixture('broken-link');
    const before = process.env.RULEGRAPH_PARSE_THREADS;
    process.env.RULEGRAPH_PARSE_THREADS = '2'; // the fixture is below the size that uses threads by default
    let session: Session;
    try {
      session = await startSession(dir);
    } finally {
      if (before === undefined) delete process.env.RULEGRAPH_PARSE_THREADS;
      else process.env.RULEGRAPH_PARSE_THREADS = before;
    }
    expect(session.report.diagnostics.length).toBeGreaterThan(0);
    expect(session.report).toEqual(createSession(dir).report);
    expectFresh(session);
    edit('Actions.md', (t) => t.replace('[[Card Action]]', '[[Card Actions]]'));
    session.update(['Actions.md']);
    expectFresh(session);
  });

  it('re-checks a canvas added, edited into invalid JSON, mended and deleted, like a fresh check does', () => {
    dir = copyFixture('broken-link');
    const session = createSession(dir);
    const board = (text: string) =>
      `{\n\t"nodes":[\n\t\t${JSON.stringify({ id: 'a', type: 'text', text, x: 0, y: 0, width: 250, height: 60 })}\n\t],\n\t"edges":[]\n}`;
    writeFileSync(join(dir, 'Board.canvas'), board('See [[Actions]] and [[Nowhere]].'));
    let update = session.update(['Board.canvas']);
    expect(update.added.map((d) => `${d.file}:${d.line} ${d.code}`)).toContainEqual('Board.canvas:3 BrokenLink');
    expect(session.graph.backlinks.Actions).toContain('Board.canvas');
    expectFresh(session);

    writeFileSync(join(dir, 'Board.canvas'), '{"nodes": [');
    update = session.update(['Board.canvas']);
    expect(update.added.map((d) => d.code)).toEqual(['InvalidCanvas']);
    expect(session.graph.backlinks.Actions ?? []).not.toContain('Board.canvas');
    expectFresh(session);

    writeFileSync(join(dir, 'Board.canvas'), board('See [[Actions]].'));
    session.update(['Board.canvas']);
    expect(session.report.diagnostics.filter((d) => d.file === 'Board.canvas').map((d) => d.code)).not.toContain('InvalidCanvas');
    expectFresh(session);

    unlinkSync(join(dir, 'Board.canvas'));
    session.update(['Board.canvas']);
    expect(session.graph.notes.map((n) => n.id)).not.toContain('Board.canvas');
    expectFresh(session);
  });

  it('re-checks an edit, an added and a deleted note like a fresh check does', () => {
    dir = copyFixture('broken-link');
    const session = createSession(dir);
    expectFresh(session);

    edit('Actions.md', (t) => t.replace('[[Card Action]]', '[[Card Actions]]'));
    let update = session.update(['Actions.md']);
    // Later links on the line moved a column: they are reported again at their new place.
    expect(update.removed.map((d) => d.message)).toContainEqual(expect.stringContaining('[[Card Action]]'));
    expect(update.added.map((d) => d.message).join('\n')).not.toContain('[[Card Action]]');
    expectFresh(session);

    writeFileSync(join(dir, 'Relentless.md'), 'Relentless: see [[Actions]].\n');
    update = session.update(['Relentless.md']);
    expect(update.removed.filter((d) => d.code === 'BrokenLink').map((d) => d.message)).toEqual([
      expect.stringContaining('[[Relentless]]'),
    ]);
    expectFresh(session);

    unlinkSync(join(dir, 'Move.md'));
    update = session.update(['Move.md']);
    expect(update.added.filter((d) => d.code === 'BrokenLink').map((d) => d.message)).toEqual([expect.stringContaining('[[Move]]')]);
    expectFresh(session);
    expect(session.graph.notes.map((n) => n.id)).not.toContain('Move');
  });

  it('re-checks a rename (note and folder) like a fresh check does', () => {
    dir = copyFixture('broken-link');
    const session = createSession(dir);
    renameSync(join(dir, 'Suppression.md'), join(dir, 'Suprression.md'));
    const update = session.update(['Suppression.md', 'Suprression.md']);
    // [[Suprression]] resolves now, [[Suppression]] is broken: other notes' links followed the name.
    expect(update.removed.map((d) => d.message)).toContainEqual(expect.stringContaining('[[Suprression]]'));
    expect(update.added.filter((d) => d.code === 'BrokenLink').map((d) => d.message)).toEqual([expect.stringContaining('[[Suppression]]')]);
    expectFresh(session);

    mkdirSync(join(dir, 'legion'));
    renameSync(join(dir, 'Push.md'), join(dir, 'legion/Push.md'));
    session.update(['Push.md', 'legion']);
    expectFresh(session);
    expect(session.graph.notes.map((n) => n.id)).toContain('legion/Push');
  });

  it('re-checks a case-only rename, and leaves the report alone when .obsidian/app.json changes (read only for rendering)', () => {
    dir = copyFixture('broken-link');
    const session = createSession(dir);
    renameSync(join(dir, 'Move.md'), join(dir, 'move.md'));
    session.update(['Move.md', 'move.md']);
    expect(session.graph.notes.map((n) => n.id)).toContain('move');
    expect(session.graph.notes.map((n) => n.id)).not.toContain('Move');
    expectFresh(session);

    const before = session.report;
    mkdirSync(join(dir, '.obsidian'));
    writeFileSync(
      join(dir, '.obsidian/app.json'),
      JSON.stringify({ strictLineBreaks: true, useMarkdownLinks: true, attachmentFolderPath: 'assets' }),
    );
    const update = session.update(['.obsidian/app.json']);
    expect(update.changed).toEqual([]);
    expect(session.report).toEqual(before);
    expectFresh(session);
  });

  it('re-resolves other notes’ links when a note’s aliases, headings or block ids change', () => {
    dir = copyFixture('broken-link');
    const session = createSession(dir);
    edit('Move.md', (t) => `---\naliases: [moves, Relentless]\n---\n# Speed\n${t}\nA move is one action. ^move-once\n`);
    let update = session.update(['Move.md']);
    expect(
      update.removed
        .filter((d) => d.code === 'BrokenLink')
        .map((d) => d.message)
        .sort(),
    ).toEqual([expect.stringContaining('[[Relentless]]'), expect.stringContaining('[[moves]]')]);
    expectFresh(session);

    // Links into Move's headings and block ids, then Move loses them.
    edit('Card Actions.md', (t) => `${t}\nSee [[Move#Speed]] and [[Move#^move-once]]. Not ^move-once\n`);
    session.update(['Card Actions.md']);
    expectFresh(session);
    edit('Move.md', (t) => t.replace('# Speed', '# Pace').replace(' ^move-once', ''));
    update = session.update(['Move.md']);
    expect(update.added.map((d) => d.code).sort()).toEqual(expect.arrayContaining(['BrokenAnchor', 'BrokenAnchor']));
    expectFresh(session);

    // Duplicate block ids across notes, then an alias another note's name clashes with.
    edit('Push.md', (t) => `${t}\nPushed units move. ^move-once\n`);
    edit('Move.md', (t) => `${t}\nMoving is one action. ^move-once\n`);
    session.update(['Push.md', 'Move.md']);
    expect(session.report.diagnostics.filter((d) => d.code === 'SharedBlockId').length).toBeGreaterThan(0);
    expectFresh(session);
    edit('Push.md', (t) => t.replace('aliases: [Shove]', 'aliases: [Shove, Move]'));
    session.update(['Push.md']);
    // An alias that is another note's file name: the file wins, as in Obsidian; nothing to report.
    expect(session.report.diagnostics.map((d) => d.code)).not.toContain('DuplicateAlias');
    expectFresh(session);
    edit('Push.md', (t) => t.replace('aliases: [Shove, Move]', 'aliases: [Shove]'));
    session.update(['Push.md']);
    expectFresh(session);
  });

  it('keeps broken-link suggestions that quote other unwritten targets current', () => {
    dir = copyFixture('broken-link');
    const session = createSession(dir);
    // A new unwritten target that the existing [[Relentless]] could be offered (prefix).
    edit('Card Actions.md', (t) => `${t}\nSee [[Relentlessness]].\n`);
    session.update(['Card Actions.md']);
    expect(session.report.diagnostics.find((d) => d.message.includes('[[Relentless]]'))?.hint).toContain('Relentlessness');
    expectFresh(session);
    edit('Card Actions.md', (t) => t.replace('[[Relentlessness]]', ''));
    session.update(['Card Actions.md']);
    expectFresh(session);
    // A new note whose name is one letter off: remembered note suggestions for [[Relentless]] are redone.
    writeFileSync(join(dir, 'Relentles.md'), 'Typo, on purpose.\n');
    session.update(['Relentles.md']);
    expect(session.report.diagnostics.find((d) => d.message.includes('[[Relentless]]'))?.hint).toContain('[[Relentles]]');
    expectFresh(session);
    unlinkSync(join(dir, 'Relentles.md'));
    session.update(['Relentles.md']);
    expectFresh(session);
  });

  it('re-resolves links whose ../ climb above the vault root when the file they are read as comes and goes', () => {
    dir = copyFixture('broken-link');
    writeFileSync(join(dir, 'Climb.md'), 'See [[../Rules]] and [the map](../b/Rules.md).\n');
    const session = createSession(dir);
    const climbing = () =>
      session.report.diagnostics
        .filter((d) => d.file === 'Climb.md' && d.code !== 'OrphanNote')
        .map((d) => `${d.column} ${d.code} ${d.code === 'LinkOutsideVault' ? d.message.slice(d.message.lastIndexOf(' ') + 1) : ''}`.trim());
    expect(climbing()).toEqual(['5 BrokenLink', '22 PageNotInVault']);
    expectFresh(session);

    writeFileSync(join(dir, 'Rules.md'), 'The rules.\n');
    session.update(['Rules.md']);
    expect(climbing()).toEqual(['5 LinkOutsideVault Rules.md.', '22 PageNotInVault']);
    expectFresh(session);

    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'b/Rules.md'), 'More rules.\n');
    session.update(['b/Rules.md']);
    expect(climbing()).toEqual(['5 LinkOutsideVault Rules.md.', '22 LinkOutsideVault b/Rules.md.']);
    expectFresh(session);

    // With no Rules.md at the root, [[../Rules]] (read as [[Rules]]) finds the one in b/.
    unlinkSync(join(dir, 'Rules.md'));
    session.update(['Rules.md']);
    expect(climbing()).toEqual(['5 LinkOutsideVault b/Rules.md.', '22 LinkOutsideVault b/Rules.md.']);
    expectFresh(session);

    unlinkSync(join(dir, 'b/Rules.md'));
    session.update(['b/Rules.md']);
    expect(climbing()).toEqual(['5 BrokenLink', '22 PageNotInVault']);
    expectFresh(session);
  });

  it('re-checks embed cycles as they appear and go away', () => {
    dir = copyFixture('broken-link');
    const session = createSession(dir);
    edit('Move.md', (t) => `${t}\n![[Push]]\n`);
    session.update(['Move.md']);
    expectFresh(session);
    edit('Push.md', (t) => `${t}\n![[Move]]\n`);
    session.update(['Push.md']);
    expect(session.report.diagnostics.map((d) => d.code)).toContain('EmbedCycle');
    expectFresh(session);
    edit('Move.md', (t) => t.replace('![[Push]]', '[[Push]]'));
    session.update(['Move.md']);
    expect(session.report.diagnostics.map((d) => d.code)).not.toContain('EmbedCycle');
    expectFresh(session);
  });
});
