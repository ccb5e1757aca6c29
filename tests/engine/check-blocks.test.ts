/**
 * Rules examples that run: every `check` block in `content/`, read by the vault pipeline, goes
 * through its game's engine with the same runner the build uses, and must agree with `expect`.
 */
import { describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine/registry.ts';
import { runCheckBlock } from '../../src/check-blocks/run.ts';
import { contentGraph, notesOf } from './content-vault.ts';

const blocks = contentGraph.notes.flatMap((note) => note.checks.map((check) => ({ where: `${note.path}:${check.line}`, note, check })));

describe('check blocks in content/', () => {
  it('cover the seeds’ worked examples and every game', () => {
    const where = (game: string, title: string): boolean => notesOf(game).some((n) => n.title === title && n.checks.length > 0);
    // Vader (Relentless), Han Solo (Gunslinger), the Rebel Troopers' rally, the commander's courage.
    for (const title of ['Relentless', 'Gunslinger', 'Rally', 'Commander']) expect(where('legion', title), title).toBe(true);
    expect(notesOf('chronicle-x').flatMap((n) => n.checks).length).toBeGreaterThanOrEqual(2);
    expect(where('swu', 'Nested Abilities')).toBe(true);
  });

  it.each(blocks.map((b) => [b.where, b] as const))('%s agrees with the engine', (where, { note, check }) => {
    const outcome = runCheckBlock(check, note, engineFor);
    if (outcome.status === 'invalid') throw new Error(`${where}: ${outcome.problems.join(' ')}`);
    const why = outcome.verdict.reasons.map((r) => `${r.refuses ? '✗' : '✓'} ${r.code} [${r.rule}]`).join(', ');
    expect(
      outcome.status,
      `${where}: expected ${JSON.stringify(outcome.expected)}, engine: ${outcome.verdict.allowed ? 'yes' : 'no'} (${why})`,
    ).toBe('agrees');
  });
});
