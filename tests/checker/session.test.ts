/** The watch session: after edits, the cached incremental graph and report equal a fresh full check. */
import { readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGraphBuilder, createSession } from '../../src/checker/session.ts';
import { copyFixture } from './helpers.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check session', () => {
  it('re-checks an edit, an added and a deleted note like a fresh check does', () => {
    dir = copyFixture('broken-link');
    const session = createSession(dir, createGraphBuilder());
    const fresh = () => createSession(dir, createGraphBuilder()).report.diagnostics;

    writeFileSync(join(dir, 'Actions.md'), readFileSync(join(dir, 'Actions.md'), 'utf8').replace('[[Card Action]]', '[[Card Actions]]'));
    let update = session.update(['Actions.md']);
    // Later links on the line moved a column: they are reported again at their new place.
    expect(update.removed.map((d) => d.message)).toContainEqual(expect.stringContaining('[[Card Action]]'));
    expect(update.added.map((d) => d.message).join('\n')).not.toContain('[[Card Action]]');
    expect(session.report.diagnostics).toEqual(fresh());

    writeFileSync(join(dir, 'Relentless.md'), 'Relentless: see [[Actions]].\n');
    update = session.update(['Relentless.md']);
    expect(update.removed.filter((d) => d.code === 'BrokenLink').map((d) => d.message)).toEqual([expect.stringContaining('[[Relentless]]')]);
    expect(session.report.diagnostics).toEqual(fresh());

    unlinkSync(join(dir, 'Move.md'));
    update = session.update(['Move.md']);
    expect(update.added.filter((d) => d.code === 'BrokenLink').map((d) => d.message)).toEqual([expect.stringContaining('[[Move]]')]);
    expect(session.report.diagnostics).toEqual(fresh());
    expect(session.graph.notes.map((n) => n.id)).not.toContain('Move');
  });
});
