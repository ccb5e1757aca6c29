/**
 * The worked examples of the seed notes (../shared/seed-vault/legion), each run through the engine.
 * Each test first finds the example in the seed note, so a test names the text it stands for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { actionsRemaining, canPerform, rallyOdds, status } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { did, free, unit } from './builders.ts';
import { describeSeed, HAS_SEED, SEED_VAULT } from '../../seed-vault.ts';

const seed = (name: string) => (HAS_SEED ? readFileSync(join(SEED_VAULT, 'legion', name), 'utf8').replace(/\s+/g, ' ') : '');
const actions = seed('Actions.md');
const courage = seed('Courage.md');

describeSeed('seed: Darth Vader and Relentless (Actions.md, Free Actions.md)', () => {
  it('is in the seed notes', () => {
    expect(actions).toMatch(/Darth Vader performs a move action, triggering his relentless ability/);
    expect(seed('Free Actions.md')).toMatch(/he cannot use this remaining action to perform another attack action/);
  });
  const vader = (...d: Parameters<typeof did>) => unit({ courage: 'none', keywords: ['relentless'], did: did(...d) });
  const relentless = free('attack', { grantedBy: 'relentless' });
  it('moves, then may make the free attack', () => {
    expect(canPerform(vader('move'), relentless)).toBeAllowed();
    expect(canPerform(vader('move'), relentless)).toCite('legion-relentless');
  });
  it('after the free attack he still has one action left', () => {
    expect(actionsRemaining(vader('move', relentless))).toBe(1);
    expect(canPerform(vader('move', relentless), { action: 'move' })).toBeAllowed();
  });
  it('but cannot spend it on an attack action', () => {
    expect(canPerform(vader('move', relentless), { action: 'attack' })).toBeRefusedBy('legion-one-attack-action');
  });
});

describeSeed('seed: Han Solo and Gunslinger, older wording (Actions.md)', () => {
  it('is in the seed note', () => {
    expect(actions).toMatch(/his gunslinger keyword allows him to perform an additional ranged attack/);
  });
  const han = (...d: Parameters<typeof did>) => unit({ courage: 2, keywords: ['gunslinger'], did: did(...d) });
  const extra = { action: 'attack', notAction: true, grantedBy: 'gunslinger' } as const;
  it('after his attack action he may make the extra attack, which is not an attack action', () => {
    const v = canPerform(han('attack'), extra);
    expect(v).toBeAllowed();
    expect(v).toCite('legion-attack-not-action');
    expect(v).toCite('legion-gunslinger');
  });
  it('the extra attack uses none of his actions', () => {
    expect(actionsRemaining(han('attack', extra))).toBe(1);
  });
});

describeSeed('seed: the Rebel Troopers who fail to rally (Courage.md)', () => {
  it('is in the seed note', () => {
    expect(courage).toMatch(/Rebel Trooper unit with 2 suppression tokens/);
    expect(courage).toMatch(/he rolls 2 blanks and does not remove any suppression tokens/);
  });
  it('before the roll: 2 dice; both blank (no token removed) has probability 4/9', () => {
    const o = rallyOdds(unit({ step: 'rally', courage: 1, suppression: 2 }));
    expect(o.dice).toBe(2);
    const none = o.cases.find((c) => c.removed === 0);
    expect(none).toMatchObject({ left: 2, outcome: 'panicked', actions: 0, p: { n: 4, d: 9 } });
  });
  it('after two blanks: suppressed and panicked, no actions or free actions, 1 token removed at the end', () => {
    const s = unit({ courage: 1, suppression: 2 });
    expect(status(s)).toMatchObject({ suppressed: true, panicked: true, removesAtEnd: 1 });
    expect(canPerform(s, { action: 'move' })).toBeRefusedBy('legion-panicked-no-actions');
    expect(canPerform(s, free('move'))).toBeRefusedBy('legion-panicked-no-actions');
    expect(actionsRemaining(s)).toBe(0);
  });
});

describeSeed('seed: the unit kept from panic by its commander (Courage.md)', () => {
  it('is in the seed note', () => {
    expect(courage).toMatch(/a unit with 3 suppression tokens and courage value 1 would not be panicked/);
  });
  it('3 tokens, courage 1, commander courage 2 within 3: not panicked, still suppressed (one action)', () => {
    const s = unit({ courage: 1, suppression: 3, commander: 2 });
    expect(status(s)).toMatchObject({ suppressed: true, panicked: false });
    expect(canPerform(s, { action: 'move' })).toBeAllowed();
    expect(canPerform(s, { action: 'move' })).toCite('legion-commander-courage');
    expect(actionsRemaining(s)).toBe(1);
  });
  it('without the commander the same unit panics', () => {
    expect(canPerform(unit({ courage: 1, suppression: 3 }), { action: 'move' })).toBeRefusedBy('legion-panicked-no-actions');
  });
});

describeSeed('seed: the "Clarification" threshold is not what the engine does (Courage.md)', () => {
  const clarification =
    /Clarification: A unit is panicked if at any time it has suppression tokens equal to or greater than its courage value/;
  it('the seed note says panic at suppression ≥ courage', () => {
    expect(courage).toMatch(clarification);
  });
  it('the engine panics at 2 × courage: suppression = courage is suppressed, not panicked', () => {
    for (const c of [1, 2, 3]) {
      expect(status(unit({ courage: c, suppression: c }))).toMatchObject({ suppressed: true, panicked: false });
      expect(status(unit({ courage: c, suppression: 2 * c - 1 })).panicked).toBe(false);
      expect(status(unit({ courage: c, suppression: 2 * c })).panicked).toBe(true);
    }
    // A courage-2 unit with 2 tokens still acts (one action); the Clarification would leave it none.
    expect(canPerform(unit({ courage: 2, suppression: 2 }), { action: 'move' })).toBeAllowed();
  });
  it("why: the Clarification contradicts the same page's own examples, which the engine reproduces", () => {
    // Commander example: 3 tokens vs commander courage 2. Clarification: 3 ≥ 2 → panicked; the
    // page says "would not be panicked", which only 3 < 2 × 2 explains.
    const clarifiedPanic = (supp: number, cour: number) => supp >= cour;
    expect(clarifiedPanic(3, 2)).toBe(true);
    expect(status(unit({ courage: 1, suppression: 3, commander: 2 })).panicked).toBe(false);
    // The page's rules text states the 2 × courage threshold in its own words.
    expect(courage).toMatch(/equal to or greater than double its courage value, it is panicked/);
  });
});
