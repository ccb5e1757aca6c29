/**
 * The incremental vault API: what an update says changed, and that only what a change can
 * affect is redone (the model test in tests/checker/agreement.test.ts checks the results equal a
 * fresh build after random edits).
 */
import { describe, expect, it } from 'vitest';
import { checkRead } from '../../src/checker/check.ts';
import { CHECK_VAULT_OPTIONS } from '../../src/checker/live.ts';
import { buildGraph, createVaultState, type VaultFile } from '../../src/vault/index.ts';

const enc = new TextEncoder();
const filesOf = (texts: Record<string, string>): Map<string, VaultFile> =>
  new Map(Object.entries(texts).map(([path, text]) => [path, { path, bytes: enc.encode(text) }]));

describe('createVaultState', () => {
  it('gives the graph buildGraph gives, without HTML', () => {
    const texts = { 'A.md': 'See [[B#Range]] and [[Nowhere]]. ^rule-a', 'B.md': '# Range\n\nText. ^RULE-A', 'pic.png': '' };
    const state = createVaultState({ html: false });
    state.update(filesOf(texts), Object.keys(texts));
    expect(state.graph()).toEqual(buildGraph([...filesOf(texts).values()], { html: false }));
  });

  it('says what an edit changed: the note, the links resolved again, backlinks and unwritten targets', () => {
    const texts: Record<string, string> = { 'A.md': 'See [[B]].', 'B.md': 'Text.', 'C.md': 'See [[Move]].' };
    const state = createVaultState({ html: false });
    const first = state.update(filesOf(texts), Object.keys(texts));
    expect(first.notesAdded).toEqual(['A.md', 'B.md', 'C.md']);
    expect(first.unwritten).toEqual(['Move']);
    expect(state.backlinkCount('B')).toBe(1);

    // A.md now links to the unwritten "Move": only A.md is resolved again; B loses its backlink.
    texts['A.md'] = 'See [[Move]].';
    const edit = state.update(filesOf(texts), ['A.md']);
    expect(edit.notesEdited).toEqual(['A.md']);
    expect(edit.relinked).toEqual(['A.md']);
    expect(edit.targets).toEqual(['B']);
    expect(edit.unwritten).toEqual([]);
    expect(state.backlinkCount('B')).toBe(0);
    expect(edit.added.map((d) => d.code)).toEqual(['BrokenLink']);

    // Writing Move.md: the links that named it are resolved again; the unwritten target goes away.
    texts['Move.md'] = 'Moving.';
    const add = state.update(filesOf(texts), ['Move.md']);
    expect(add.notesAdded).toEqual(['Move.md']);
    expect(add.relinked).toEqual(['A.md', 'C.md', 'Move.md']);
    expect(add.unwritten).toEqual(['Move']);
    expect(add.removed.map((d) => `${d.file} ${d.code}`)).toEqual(['A.md BrokenLink', 'C.md BrokenLink']);
    expect(state.graph()).toEqual(buildGraph([...filesOf(texts).values()], { html: false }));
  });

  it('reports a block id several notes use, whatever its case, at every place, and forgets it when fixed', () => {
    const texts: Record<string, string> = { 'A.md': 'Units move. ^rule-a', 'B.md': 'Units shoot. ^RULE-A' };
    const state = createVaultState({ html: false });
    const first = state.update(filesOf(texts), Object.keys(texts));
    expect(first.added.filter((d) => d.code === 'SharedBlockId').map((d) => `${d.file}: ${d.message}`)).toEqual([
      'A.md: The block id "^rule-a" is also used at B.md:1.',
      'B.md: The block id "^RULE-A" is also used at A.md:1.',
    ]);
    texts['B.md'] = 'Units shoot. ^rule-b';
    const fixed = state.update(filesOf(texts), ['B.md']);
    expect(fixed.removed.map((d) => d.file).sort()).toEqual(['A.md', 'B.md']);
    expect(state.blockPlaces('rule-a').map((p) => p.note.id)).toEqual(['A']);
  });
});

describe('createVaultState, file operations (found by tests/vault/file-ops-fuzz.test.ts)', () => {
  it('keeps one note of Move.md and Move.MD (one note id), reports the other, and agrees with a fresh state and check as they come and go', () => {
    const texts: Record<string, string> = { 'Move.md': 'Moving.', 'Push.md': 'See [[Move]].' };
    const state = createVaultState(CHECK_VAULT_OPTIONS);
    state.update(filesOf(texts), Object.keys(texts));
    const live = checkRead({ files: [...filesOf(texts).values()], diagnostics: [], preparsed: undefined, options: CHECK_VAULT_OPTIONS });
    const expectFresh = () => {
      const files = filesOf(texts);
      const once = createVaultState(CHECK_VAULT_OPTIONS);
      once.update(files, files.keys());
      expect(state.graph()).toEqual(once.graph());
      expect(live.report).toEqual(
        checkRead({ files: [...files.values()], diagnostics: [], preparsed: undefined, options: CHECK_VAULT_OPTIONS }).report,
      );
    };
    const save = (changed: string[]) => {
      state.update(filesOf(texts), changed);
      live.update(filesOf(texts), changed);
    };

    texts['Move.MD'] = 'Moving, in capitals.';
    save(['Move.MD']);
    // The first path in code units ("M" < "m") holds the note id; the other is reported, not a note.
    expect(state.notes().map((n) => n.path)).toEqual(['Move.MD', 'Push.md']);
    expect(
      state
        .graph()
        .diagnostics.filter((d) => d.code === 'DuplicateNoteName')
        .map((d) => d.file),
    ).toEqual(['Move.md']);
    expect(state.graph().backlinks).toEqual({ Move: ['Push'] });
    expect(live.report.diagnostics.filter((d) => d.code === 'OrphanNote').map((d) => d.file)).toEqual(['Push.md']);
    expectFresh();

    delete texts['Move.MD'];
    save(['Move.MD']);
    expect(state.notes().map((n) => n.path)).toEqual(['Move.md', 'Push.md']);
    expect(state.graph().diagnostics.map((d) => d.code)).not.toContain('DuplicateNoteName');
    expectFresh();
  });
});
