/**
 * Runs every `check` block of content/legion/ through the Legion engine and compares the answer
 * with its `expect` (yes | no | { answer: yes|no, rule: block-id }). With a rule, a `no` must be
 * refused by that rule and a `yes` must cite it.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { engine } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { CONTENT, scanFolder } from './vault-scan.ts';

const blocks = scanFolder(CONTENT).flatMap((n) => n.checks.map((c) => ({ where: `${n.file}:${c.line}`, yaml: c.yaml })));

function expectation(raw: unknown): { answer: boolean; rule?: string } {
  const word = (v: unknown) => (v === 'yes' || v === true ? true : v === 'no' || v === false ? false : undefined);
  if (typeof raw === 'object' && raw !== null) {
    const { answer, rule } = raw as { answer?: unknown; rule?: unknown };
    const a = word(answer);
    if (a === undefined || (rule !== undefined && typeof rule !== 'string')) throw new Error(`expect must be yes, no or { answer: yes|no, rule: id } (got ${JSON.stringify(raw)})`);
    return rule === undefined ? { answer: a } : { answer: a, rule };
  }
  const a = word(raw);
  if (a === undefined) throw new Error(`expect must be yes, no or { answer: yes|no, rule: id } (got ${JSON.stringify(raw)})`);
  return { answer: a };
}

describe('legion check blocks', () => {
  it('there are check blocks for the worked examples and the subtle rules', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(30);
    for (const note of ['Relentless.md', 'Gunslinger.md', 'Rally.md', 'Commander.md']) expect(blocks.some((b) => b.where.startsWith(note))).toBe(true);
  });

  it.each(blocks)('$where', ({ where, yaml }) => {
    const data = parseYaml(yaml) as Record<string, unknown>;
    expect(data.game, `${where}: game`).toBe('legion');
    const exp = expectation(data.expect);
    const parsed = engine.parseScenario(data);
    if (!parsed.ok) throw new Error(`${where}: ${parsed.errors.join(' ')}`);
    const verdict = engine.answer(parsed.value);
    if (exp.answer) expect(verdict).toBeAllowed();
    else expect(verdict).not.toBeAllowed();
    if (exp.rule) {
      if (exp.answer) expect(verdict).toCite(exp.rule);
      else expect(verdict).toBeRefusedBy(exp.rule);
    }
  });
});
