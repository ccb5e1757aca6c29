/**
 * Runs every `check` block of content/legion/ through the Legion engine and compares the answer
 * with its `expect` (yes | no | { answer: yes|no, rule: block-id }). With a rule, a `no` must be
 * refused by that rule and a `yes` must cite it. A mismatch fails naming the file and line.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { engine } from '../../../src/engine/legion/index.ts';
import { CONTENT, scanFolder } from './vault-scan.ts';

const blocks = scanFolder(CONTENT).flatMap((n) => n.checks.map((c) => ({ where: `${n.file}:${c.line}`, yaml: c.yaml })));

function expectation(raw: unknown, where: string): { answer: boolean; rule?: string } {
  const word = (v: unknown) => (v === 'yes' || v === true ? true : v === 'no' || v === false ? false : undefined);
  const obj = typeof raw === 'object' && raw !== null ? (raw as { answer?: unknown; rule?: unknown }) : { answer: raw };
  const answer = word(obj.answer);
  if (answer === undefined || (obj.rule !== undefined && typeof obj.rule !== 'string')) {
    throw new Error(`${where}: expect must be yes, no or { answer: yes|no, rule: block-id } (got ${JSON.stringify(raw)})`);
  }
  return typeof obj.rule === 'string' ? { answer, rule: obj.rule } : { answer };
}

/** Runs one check block; throws an Error naming `where` when the engine disagrees. */
function runCheck(where: string, yaml: string): void {
  const data = parseYaml(yaml) as Record<string, unknown>;
  if (data?.game !== 'legion') throw new Error(`${where}: game must be legion`);
  const exp = expectation(data.expect, where);
  const parsed = engine.parseScenario(data);
  if (!parsed.ok) throw new Error(`${where}: ${parsed.errors.join(' ')}`);
  const v = engine.answer(parsed.value);
  const why = v.reasons.map((r) => `${r.refuses ? '✗' : '✓'} ${r.code} [${r.rule}]`).join(', ');
  if (v.allowed !== exp.answer) throw new Error(`${where}: expected ${exp.answer ? 'yes' : 'no'}, the engine says ${v.allowed ? 'yes' : 'no'} (${why})`);
  if (exp.rule && !v.reasons.some((r) => r.rule === exp.rule && (exp.answer || r.refuses))) {
    throw new Error(`${where}: expected the answer to ${exp.answer ? 'cite' : 'be refused by'} ${exp.rule} (${why})`);
  }
}

describe('legion check blocks', () => {
  it('there are check blocks for the worked examples and the subtle rules', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(30);
    for (const note of ['Relentless.md', 'Gunslinger.md', 'Rally.md', 'Commander.md']) expect(blocks.some((b) => b.where.startsWith(note))).toBe(true);
  });

  it.each(blocks)('$where', ({ where, yaml }) => runCheck(where, yaml));

  it('fails, naming file and line, when a block expects the wrong answer or rule', () => {
    const vader = 'game: legion\nunit: { courage: none, keywords: [relentless] }\ndid: [move, { action: attack, free: true, grantedBy: relentless }]\nask: attack\n';
    expect(() => runCheck('X.md:3', `${vader}expect: no`)).not.toThrow();
    expect(() => runCheck('X.md:3', `${vader}expect: yes`)).toThrow(/^X\.md:3: expected yes, the engine says no/);
    expect(() => runCheck('X.md:3', `${vader}expect: { answer: no, rule: legion-standby-no-attack }`)).toThrow(/refused by legion-standby-no-attack/);
    expect(() => runCheck('X.md:3', `${vader}expect: maybe`)).toThrow(/expect must be yes, no/);
    expect(() => runCheck('X.md:3', 'game: legion\nunit: { type: walker }\nask: move\nexpect: yes')).toThrow(/X\.md:3: `unit\.type` must be one of/);
  });
});
