/**
 * `content/` built together with the seed notes (layout: see merge-vaults.ts — content at the
 * root, seed notes under `seed/`): every wikilink the seed notes use then resolves to a note
 * (embeds of the pasted images are files, not notes, and are checked separately).
 *
 * The first test proves the check works on a small stand-in content folder; the second runs on
 * the real `content/`.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadVault, type VaultGraph } from '../../src/vault/index.ts';
import { CONTENT_VAULT, mergeContentWithSeed } from './merge-vaults.ts';
import { describeSeed } from '../seed-vault.ts';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

/** Wikilinks (not embeds) written in the seed notes that do not reach a note. */
function unresolvedSeedWikilinks(graph: VaultGraph): string[] {
  return graph.edges
    .filter((e) => e.source.startsWith('seed/') && e.syntax === 'wikilink' && e.kind === 'link' && e.target === null)
    .map((e) => `${e.source}.md:${e.position.line}:${e.position.column} [[${e.raw}]]`);
}

async function buildMerged(content: string): Promise<VaultGraph> {
  const root = mergeContentWithSeed(content);
  cleanup.push(root);
  return loadVault(root);
}

/** Every target the seed notes link to, each as a small note, with the aliases the seeds need. */
function writeStandInContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rulegraph-standin-'));
  cleanup.push(dir);
  const notes: Record<string, string> = {
    'legion/Actions.md': '---\naliases: [Card Action]\n---\nActions.',
    'legion/Move.md': 'Move.',
    ...Object.fromEntries(
      [
        'Abilities',
        'Activating Units',
        'Activation Phase',
        'Aim',
        'Attack',
        'Card Actions',
        'Courage',
        'Damaged',
        'Dodge',
        'Free Actions',
        'Free Card Actions',
        'Movement',
        'Recover',
        'Standby',
        'Suppression',
      ].map((n) => [`legion/${n}.md`, `${n}.`]),
    ),
    'legion/Relentless.md': 'Relentless.',
    'chronicle-x/Move.md': 'Chronicle X move.',
  };
  for (const [path, text] of Object.entries(notes)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function hasNotesForEveryGame(dir: string): boolean {
  return ['legion', 'chronicle-x', 'swu'].every(
    (game) => existsSync(join(dir, game)) && readdirSync(join(dir, game)).some((f) => f.endsWith('.md')),
  );
}

describeSeed('content/ together with the seed notes', () => {
  it('(stand-in content) leaves no seed wikilink unresolved, and the check notices a gap', async () => {
    const standIn = writeStandInContent();
    const graph = await buildMerged(standIn);
    expect(graph.notes.filter((n) => n.id.startsWith('seed/'))).toHaveLength(5);
    expect(unresolvedSeedWikilinks(graph)).toEqual([]);
    const move = graph.edges.find((e) => e.source === 'seed/legion/Actions' && e.raw === 'Move');
    expect(move?.target).toBe('legion/Move');
    rmSync(join(standIn, 'legion', 'Relentless.md'));
    expect(unresolvedSeedWikilinks(await buildMerged(standIn))).toEqual(['seed/legion/Free Actions.md:19:7 [[relentless]]']);
  });

  it('(real content/) leaves no seed wikilink unresolved', async () => {
    expect(hasNotesForEveryGame(CONTENT_VAULT)).toBe(true);
    const graph = await buildMerged(CONTENT_VAULT);
    expect(unresolvedSeedWikilinks(graph)).toEqual([]);
  });
});
