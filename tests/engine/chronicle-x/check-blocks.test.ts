import { describe, expect, it } from 'vitest';
import { engine } from '../../../src/engine/chronicle-x/index.ts';
import { checkBlocks, readNotes } from './vault.ts';

type Expect = { answer: boolean; rule: string | null };

function expected(v: unknown): Expect | string {
  if (v === 'yes' || v === 'no') return { answer: v === 'yes', rule: null };
  if (typeof v === 'object' && v !== null && 'answer' in v) {
    const { answer, rule } = v as { answer: unknown; rule?: unknown };
    if ((answer === 'yes' || answer === 'no') && (rule === undefined || typeof rule === 'string')) return { answer: answer === 'yes', rule: rule ?? null };
  }
  return `\`expect\` must be yes, no, or { answer: yes|no, rule: block-id }; got ${JSON.stringify(v)}`;
}

const blocks = readNotes().flatMap((note) => checkBlocks(note).map((b) => ({ ...b, where: `${note.file}:${b.line}` })));

describe('Chronicle X check blocks', () => {
  it('finds the check blocks of the notes', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(30);
  });

  it.each(blocks.map((b) => [b.where, b] as const))('%s answers as expected', (where, block) => {
    expect(block.error, `${where}: YAML error`).toBeNull();
    const data = block.data as Record<string, unknown>;
    expect(data.game, `${where}: game`).toBe('chronicle-x');
    const exp = expected(data.expect);
    if (typeof exp === 'string') throw new Error(`${where}: ${exp}`);
    const parsed = engine.parseScenario(data);
    if (!parsed.ok) throw new Error(`${where}: scenario rejected:\n${parsed.errors.join('\n')}`);
    const verdict = engine.answer(parsed.value);
    const said = verdict.reasons.map((r) => `${r.refuses ? '✗' : '✓'} ${r.code} [${r.rule}] ${r.message}`).join('\n');
    expect(verdict.allowed, `${where}: expected ${exp.answer ? 'yes' : 'no'}\n${said}`).toBe(exp.answer);
    if (exp.rule) {
      const decided = verdict.reasons.filter((r) => r.refuses === !exp.answer).map((r) => r.rule);
      expect(decided, `${where}: expected ${exp.rule} among the deciding rules\n${said}`).toContain(exp.rule);
    }
  });
});
