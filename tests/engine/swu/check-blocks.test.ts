/**
 * Runs every `check` block of `content/swu/` through the engine and compares with its `expect`
 * (`yes` | `no` | { answer: yes|no, rule: <block id or reason code> }).
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';
import { scanNotes } from './vault-scan.ts';

const blocks = scanNotes().flatMap((n) => n.checks.map((c) => ({ ...c, file: n.file })));

describe('SWU check blocks', () => {
  it('there are check blocks, including the seed examples', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(20);
    const files = new Set(blocks.map((b) => b.file));
    expect(files).toContain('Nested Abilities.md');
    expect(files).toContain('Action Abilities.md');
  });

  it.each(blocks.map((b) => [`${b.file}:${b.line}`, b] as const))('%s', (_where, block) => {
    const data = parseYaml(block.yaml) as Record<string, unknown>;
    expect(data.game, 'a check block in content/swu must say game: swu').toBe('swu');
    const parsed = engine.parseScenario(data);
    if (!parsed.ok) throw new Error(`${block.file}:${block.line}: the check block is not a valid scenario:\n${parsed.errors.join('\n')}`);
    const verdict = engine.answer(parsed.value);
    const exp = data.expect;
    const answer = typeof exp === 'object' && exp !== null ? (exp as { answer?: unknown }).answer : exp;
    const rule = typeof exp === 'object' && exp !== null ? (exp as { rule?: unknown }).rule : undefined;
    expect(['yes', 'no'], '`expect` must be yes, no or { answer, rule }').toContain(answer);
    if (answer === 'yes') expect(verdict).toBeAllowed();
    else expect(verdict).not.toBeAllowed();
    if (typeof rule === 'string') {
      if (answer === 'no') expect(verdict).toBeRefusedBy(rule);
      else expect(verdict).toCite(rule);
    }
  });
});
