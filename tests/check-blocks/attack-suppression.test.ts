/**
 * "Does my unit gain a suppression token from that attack, and what does it cost it?" asked in a
 * note's `check` block (`attacked`, legion-attack-suppression) and in the check link the page
 * writes for that block: the block passes or fails the build on the engine's answer, and the link
 * reads back the same situation with the same answer.
 */
import { describe, expect, it } from 'vitest';
import { describeFailure, runCheckBlock } from '../../src/check-blocks/run.ts';
import { engineFor } from '../../src/engine/registry.ts';
import { digestNote } from '../../src/vault/note-digest.ts';
import type { NoteCheck } from '../../src/vault/types.ts';
import { makeRenderCheck } from '../../src/widgets/render-check.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';

const note = { path: 'legion/Suppression.md', game: 'legion' };

/** The first `check` block of a note holding `yaml`, as the vault reads it. */
function block(yaml: string): NoteCheck {
  const md = `An example.\n\n\`\`\`check\n${yaml}\n\`\`\`\n`;
  const read = digestNote(new TextEncoder().encode(md), note.path).digest.facts.checks[0]!;
  return { data: read.data, source: read.source, line: read.line };
}

/** A holder of a standby token that an enemy's attack within 2 and in line of sight has just set off. */
const standby = (attacked: string, expect: string) =>
  block(
    [
      'unit: { type: trooper, courage: 1, standby: true }',
      'turn: enemy',
      'trigger: { did: attack, within2: true, los: true }',
      `attacked: ${attacked}`,
      'ask: { action: attack, free: true, standby: true }',
      `expect: ${expect}`,
    ].join('\n'),
  );

describe('a check block asking about the suppression an attack gives (attacked)', () => {
  it('passes when it expects what the rule says: a ranged hit costs the defender its standby token', () => {
    const outcome = runCheckBlock(standby('{ weapon: ranged, hit: true }', '{ answer: no, rule: legion-standby-spend }'), note, engineFor);
    expect(outcome.status).toBe('agrees');
    if (outcome.status === 'invalid') return;
    expect(outcome.verdict.reasons.slice(0, 3).map((r) => [r.code, r.rule])).toEqual([
      ['AttackSuppresses', 'legion-attack-suppression'],
      ['SuppressionGained', 'legion-suppression-gain'],
      ['StandbyLostToSuppression', 'legion-standby-token-removed'],
    ]);
  });

  it('passes for a miss, which gives no token, and fails the build when the note expects otherwise', () => {
    const miss = runCheckBlock(
      standby('{ weapon: ranged, hit: false }', '{ answer: yes, rule: legion-attack-suppression }'),
      note,
      engineFor,
    );
    expect(miss.status).toBe('agrees');
    const wrong = runCheckBlock(standby('{ weapon: melee }', 'no'), note, engineFor);
    expect(wrong.status).toBe('disagrees');
    const message = describeFailure(wrong, 'content/legion/Suppression.md', 3);
    expect(message).toContain('expected refused (no), but the Star Wars: Legion engine answers allowed (yes).');
    expect(message).toContain('AttackNoSuppression (^legion-attack-suppression): No suppression from this attack: a melee attack.');
  });

  it('a block that leaves out which attack it was, or says the unit was defeated, cannot be run, and says why', () => {
    const outcome = runCheckBlock(
      block('unit: { courage: 1 }\nattacked: { hit: true, defeated: true }\nask: contest\nexpect: no'),
      note,
      engineFor,
    );
    expect(outcome.status === 'invalid' ? outcome.problems : []).toEqual([
      '`attacked.defeated` is not a field; use weapon, hit, suppressive.',
      '`attacked.weapon` is missing: say which attack resolved against the unit, melee or ranged (only a ranged attack gives suppression).',
    ]);
  });
});

describe('the check link of such a block', () => {
  const renderCheck = makeRenderCheck({ base: '/', engineFor });
  const unescape = (s: string) => s.replace(/&amp;/g, '&');

  it('carries the attack and reads back the same situation, answered the same way', () => {
    const check = block('unit: { type: trooper, courage: 1, suppression: 1 }\nattacked: { weapon: ranged }\nask: contest\nexpect: no');
    const html = renderCheck(check, note);
    const href = unescape(/<a class="check-open" href="([^"]+)">/.exec(html)![1]!);
    expect(href).toBe('/check/legion/?v=1&unit={type:trooper,courage:1,suppression:1}&attacked={weapon:ranged,hit:true}&ask=contest');
    const decoded = decodeCheckQuery(new URL(href, 'https://example.org').search);
    if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
    const legion = engineFor('legion')!;
    const fromLink = legion.parseScenario(decoded.input);
    const fromBlock = legion.parseScenario(check.data);
    expect(fromLink).toEqual(fromBlock);
    if (!fromLink.ok) return;
    const v = legion.answer(fromLink.value);
    expect(v.allowed).toBe(false);
    expect(v.reasons.map((r) => r.code)).toEqual(['AttackSuppresses', 'SuppressionGained', 'ContestInRange', 'PanickedCannotContest']);
  });
});
