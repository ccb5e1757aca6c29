import { describe, expect, it } from 'vitest';
import { actionsRemaining, canPerform, engine, legalActions, type KeywordEntry, type NamedKind } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { card, did, free, unit } from './builders.ts';

describe('legion: two actions (legion-two-actions)', () => {
  it('a fresh unit may act, and the verdict says how many actions remain', () => {
    const v = canPerform(unit(), { action: 'move' });
    expect(v).toBeAllowed();
    expect(v.reasons.find((r) => r.code === 'ActionUsed')?.message).toContain('1 left after');
  });
  it('a third action is refused after two', () => {
    expect(canPerform(unit({ did: did('move', 'aim') }), { action: 'dodge' })).toBeRefusedBy('legion-two-actions');
    expect(actionsRemaining(unit({ did: did('move', 'aim') }))).toBe(0);
  });
  it('no action outside the Perform Actions step (legion-activation-steps)', () => {
    expect(canPerform(unit({ step: 'rally' }), { action: 'move' })).toBeRefusedBy('legion-activation-steps');
    expect(canPerform(unit({ step: 'end' }), { action: 'move' })).toBeRefusedBy('NotPerformActionsStep');
  });
});

describe('legion: same action once (legion-same-action-once, legion-move-repeatable)', () => {
  it.each(['aim', 'dodge', 'recover', 'standby'] as const)('%s cannot be repeated', (k) => {
    expect(canPerform(unit({ did: did(k) }), { action: k })).toBeRefusedBy('legion-same-action-once');
  });
  it('move can be repeated and the verdict cites why', () => {
    const v = canPerform(unit({ did: did('move') }), { action: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-move-repeatable');
  });
  it('a free move after two moves is fine; a free aim after an aim is not', () => {
    expect(canPerform(unit({ did: did('move', 'move') }), free('move'))).toBeAllowed();
    expect(canPerform(unit({ did: did('aim') }), free('aim'))).toBeRefusedBy('legion-same-action-once');
  });
});

describe('legion: free actions (legion-free-typed, legion-free-untyped)', () => {
  it('a free action uses none of the two actions, even when both are spent', () => {
    const s = unit({ did: did('move', 'aim') });
    const v = canPerform(s, free('dodge'));
    expect(v).toBeAllowed();
    expect(v).toCite('legion-free-typed');
  });
  it('after a free attack the unit cannot make an attack action', () => {
    expect(canPerform(unit({ did: did(free('attack')) }), { action: 'attack' })).toBeRefusedBy('legion-one-attack-action');
  });
  it('a free action of no named type counts as what it became', () => {
    const s = unit({ did: did(free('dodge', { untyped: true })) });
    expect(canPerform(s, { action: 'dodge' })).toBeRefusedBy('legion-same-action-once');
    expect(canPerform(unit(), free('aim', { untyped: true }))).toCite('legion-free-untyped');
  });
  it('an untyped free action may be a card action: it counts as that card action, not as a free card action', () => {
    const v = canPerform(unit({ did: did('move', 'aim') }), card('Take Cover', { free: true, untyped: true }));
    expect(v).toBeAllowed();
    expect(v).toCite('legion-free-untyped');
    expect(v).not.toCite('legion-free-card-not-counted');
    expect(canPerform(unit({ did: did(card('Take Cover')) }), card('Take Cover', { free: true, untyped: true }))).toBeRefusedBy(
      'legion-card-actions-distinct',
    );
  });
  it('an untyped free action cannot be a standby for a repulsor vehicle', () => {
    expect(canPerform(unit({ type: 'repulsor-vehicle', courage: 'none' }), free('standby', { untyped: true }))).toBeRefusedBy(
      'legion-standby-unit-types',
    );
  });
});

describe('legion: attacks (legion-one-attack-action, legion-attack-not-action)', () => {
  it('one attack action, free or not, in either order', () => {
    expect(canPerform(unit({ did: did('attack') }), free('attack'))).toBeRefusedBy('legion-one-attack-action');
    expect(canPerform(unit({ did: did(free('attack')) }), { action: 'attack' })).toBeRefusedBy('legion-one-attack-action');
  });
  it('the refusal names the earlier attack action', () => {
    const v = canPerform(unit({ did: did(free('attack', { grantedBy: 'relentless' })) }), { action: 'attack' });
    expect(v.reasons.find((r) => r.code === 'OneAttackAction')?.message).toContain('free attack action');
  });
  it('an attack that is not an action uses no action and leaves the attack action open', () => {
    const s = unit({ did: did('move', { action: 'attack', notAction: true, grantedBy: 'command card' }) });
    expect(actionsRemaining(s)).toBe(1);
    const v = canPerform(s, { action: 'attack' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-attack-not-action');
  });
  it('an attack that is not an action can come after the attack action', () => {
    const v = canPerform(unit({ did: did('attack', 'move') }), { action: 'attack', notAction: true, grantedBy: 'command card' });
    expect(v).toBeAllowed();
    expect(v).toCite('AttackNotAnAction');
  });
});

describe('legion: card actions', () => {
  it('different card actions may follow each other; the same one may not (legion-card-actions-distinct)', () => {
    const s = unit({ did: did(card('Take Cover')) });
    expect(canPerform(s, card('Field Repairs'))).toBeAllowed();
    expect(canPerform(s, card('Take Cover'))).toBeRefusedBy('legion-card-actions-distinct');
  });
  it('a two-icon card action needs both actions (legion-card-action-two-icons)', () => {
    expect(canPerform(unit(), card('Full Salvo', { icons: 2 }))).toBeAllowed();
    expect(canPerform(unit({ did: did('move') }), card('Full Salvo', { icons: 2 }))).toBeRefusedBy('legion-card-action-two-icons');
    expect(actionsRemaining(unit({ did: did(card('Full Salvo', { icons: 2 })) }))).toBe(0);
  });
  it('a suppressed unit cannot make a two-icon card action at all', () => {
    const v = canPerform(unit({ suppression: 1 }), card('Full Salvo', { icons: 2 }));
    expect(v).toBeRefusedBy('legion-card-action-two-icons');
    expect(v).toBeRefusedBy('legion-suppressed-one-fewer');
  });
  it('a card action that is a named action is limited by both rules (legion-card-action-named-type)', () => {
    const jump = card('Jump', { as: 'move' });
    expect(canPerform(unit({ did: did('move') }), jump)).toBeAllowed();
    expect(canPerform(unit({ did: did('move') }), jump)).toCite('legion-card-action-named-type');
    expect(canPerform(unit({ did: did(jump) }), jump)).toBeRefusedBy('legion-card-actions-distinct');
    expect(canPerform(unit({ did: did('attack') }), card('Blast', { as: 'attack' }))).toBeRefusedBy('legion-one-attack-action');
  });
  it('a card action that is a move sets off Relentless', () => {
    const s = unit({ courage: 'none', keywords: ['relentless'], did: did(card('Jump', { as: 'move' })) });
    expect(canPerform(s, free('attack', { grantedBy: 'relentless' }))).toBeAllowed();
  });
});

describe('legion: free card actions', () => {
  const quick = card('Quick Thinking', { free: true });
  it('cost no action (legion-free-card-not-counted)', () => {
    const s = unit({ did: did('move', 'aim') });
    expect(canPerform(s, quick)).toBeAllowed();
    expect(canPerform(s, quick)).toCite('legion-free-card-not-counted');
    expect(actionsRemaining({ ...s, did: [...s.did, quick] })).toBe(0);
    expect(actionsRemaining(unit({ did: did(quick) }))).toBe(2);
  });
  it('each at most once, different ones allowed (legion-free-card-once)', () => {
    const s = unit({ did: did(quick) });
    expect(canPerform(s, quick)).toBeRefusedBy('legion-free-card-once');
    expect(canPerform(s, card('Coordinated Fire', { free: true }))).toBeAllowed();
  });
  it('never repeat a non-move action (legion-free-card-no-repeat)', () => {
    const v = canPerform(unit({ did: did('aim') }), card('Steady', { free: true, as: 'aim' }));
    expect(v).toBeRefusedBy('legion-free-card-no-repeat');
    expect(v).toBeRefusedBy('legion-same-action-once');
    expect(canPerform(unit({ did: did('move') }), card('Hop', { free: true, as: 'move' }))).toBeAllowed();
  });
  it("only in the unit's own Perform Actions step (legion-free-card-own-step)", () => {
    expect(canPerform(unit({ step: 'rally' }), quick)).toBeRefusedBy('legion-free-card-own-step');
    expect(canPerform(unit({ step: 'end' }), quick)).toBeRefusedBy('legion-free-card-own-step');
  });
});

describe('legion: gained tokens (legion-gained-token-not-action)', () => {
  it.each(['aim', 'dodge', 'standby'] as const)('a gained %s token does not block the %s action', (k) => {
    const s = unit({ did: did({ gained: k }) });
    const v = canPerform(s, { action: k });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-gained-token-not-action');
    expect(actionsRemaining(s)).toBe(2);
  });
  it('a gained token sets off no Relentless-like "after the action" rule: gained tokens are not moves', () => {
    const s = unit({ courage: 'none', keywords: ['relentless'], did: did({ gained: 'standby' }) });
    expect(canPerform(s, free('attack', { grantedBy: 'relentless' }))).toBeRefusedBy('RelentlessNeedsMove');
  });
});

describe('legion: Relentless (legion-relentless)', () => {
  const vader = (...d: Parameters<typeof did>) => unit({ courage: 'none', keywords: ['relentless'], did: did(...d) });
  const relentless = free('attack', { grantedBy: 'relentless' });
  it('needs the keyword and a move first', () => {
    expect(canPerform(unit({ did: did('move') }), relentless)).toBeRefusedBy('RelentlessMissing');
    expect(canPerform(vader('aim'), relentless)).toBeRefusedBy('RelentlessNeedsMove');
    expect(canPerform(vader(free('move')), relentless)).toBeAllowed();
  });
  it('grants only a free attack action', () => {
    expect(canPerform(vader('move'), free('aim', { grantedBy: 'relentless' }))).toBeRefusedBy('RelentlessOnlyFreeAttack');
    expect(canPerform(vader('move'), { action: 'attack', grantedBy: 'relentless' })).toBeRefusedBy('RelentlessOnlyFreeAttack');
  });
  it('not twice: the second free attack is a second attack action', () => {
    expect(canPerform(vader('move', relentless, 'move'), relentless)).toBeRefusedBy('legion-one-attack-action');
  });
});

describe('legion: Gunslinger, older wording (legion-gunslinger)', () => {
  const han = (...d: Parameters<typeof did>) => unit({ courage: 2, keywords: ['gunslinger'], did: did(...d) });
  const extra = { action: 'attack', notAction: true, grantedBy: 'gunslinger' } as const;
  it('follows an attack action, once, and only for a unit with the keyword', () => {
    expect(canPerform(han('attack'), extra)).toBeAllowed();
    expect(canPerform(han('move'), extra)).toBeRefusedBy('GunslingerNeedsAttackAction');
    expect(canPerform(han('attack', extra), extra)).toBeRefusedBy('GunslingerUsed');
    expect(canPerform(unit({ did: did('attack') }), extra)).toBeRefusedBy('GunslingerMissing');
  });
  it('grants an attack that is not an action, not an attack action', () => {
    expect(canPerform(han('attack'), free('attack', { grantedBy: 'gunslinger' }))).toBeRefusedBy('GunslingerOnlyExtraAttack');
  });
  it('uses no action: after attack + gunslinger, one action remains', () => {
    expect(actionsRemaining(han('attack', extra))).toBe(1);
  });
});

describe('legion: standby', () => {
  it('troopers, droid troopers and ground vehicles only (legion-standby-unit-types)', () => {
    expect(canPerform(unit(), { action: 'standby' })).toBeAllowed();
    expect(canPerform(unit({ type: 'droid-trooper' }), { action: 'standby' })).toBeAllowed();
    expect(canPerform(unit({ type: 'ground-vehicle', courage: 'none' }), { action: 'standby' })).toBeAllowed();
    expect(canPerform(unit({ type: 'repulsor-vehicle', courage: 'none' }), { action: 'standby' })).toBeRefusedBy(
      'legion-standby-unit-types',
    );
  });
  it('never with an attack action, either order, free or not (legion-standby-no-attack)', () => {
    expect(canPerform(unit({ did: did('attack') }), { action: 'standby' })).toBeRefusedBy('legion-standby-no-attack');
    expect(canPerform(unit({ did: did('standby') }), { action: 'attack' })).toBeRefusedBy('legion-standby-no-attack');
    expect(canPerform(unit({ did: did('standby') }), free('attack'))).toBeRefusedBy('legion-standby-no-attack');
  });
  it('an attack that is not an action does not rule standby out', () => {
    expect(canPerform(unit({ did: did({ action: 'attack', notAction: true, grantedBy: 'x' }) }), { action: 'standby' })).toBeAllowed();
  });
  it('acting after standby removes the token (legion-standby-token-removed)', () => {
    expect(canPerform(unit({ did: did('standby') }), { action: 'move' })).toCite('legion-standby-token-removed');
  });
});

describe('legion: recover (legion-recover, legion-recover-no-refund)', () => {
  it('recover is allowed and says what it does', () => {
    expect(canPerform(unit({ suppression: 0 }), { action: 'recover' })).toCite('legion-recover');
  });
  it('recovering does not return the action lost to suppression', () => {
    const s = unit({ suppression: 0, suppressionAtStart: 1, did: did('recover') });
    expect(actionsRemaining(s)).toBe(0);
    expect(canPerform(s, { action: 'move' })).toBeRefusedBy('legion-suppressed-one-fewer');
    expect(canPerform(unit({ suppression: 1 }), { action: 'recover' })).toCite('legion-recover-no-refund');
  });
});

describe('legion: suppression and panic limit actions', () => {
  it('suppressed when Perform Actions began: one action (legion-suppressed-one-fewer)', () => {
    const s = unit({ courage: 2, suppression: 2, did: did('aim') });
    expect(canPerform(s, { action: 'dodge' })).toBeRefusedBy('legion-suppressed-one-fewer');
    expect(canPerform(s, { action: 'dodge' })).toBeRefusedBy('legion-two-actions');
  });
  it('any number of free actions while suppressed (legion-free-while-suppressed)', () => {
    const s = unit({ suppression: 1, did: did('move', free('aim')) });
    const v = canPerform(s, free('dodge'));
    expect(v).toBeAllowed();
    expect(v).toCite('legion-free-while-suppressed');
  });
  it('panicked: no actions and no free actions (legion-panicked-no-actions)', () => {
    const s = unit({ courage: 1, suppression: 2 });
    for (const a of [{ action: 'move' } as const, free('move'), card('Quick', { free: true })]) {
      expect(canPerform(s, a)).toBeRefusedBy('legion-panicked-no-actions');
    }
    expect(actionsRemaining(s)).toBe(0);
  });
  it('the count is fixed when Perform Actions began (legion-action-count-fixed)', () => {
    const gainedLater = unit({ courage: 1, suppression: 2, suppressionAtStart: 0, did: did('move') });
    expect(canPerform(gainedLater, { action: 'aim' })).toBeAllowed();
    expect(canPerform(gainedLater, { action: 'aim' })).toCite('legion-action-count-fixed');
    const rallied = unit({ courage: 1, suppression: 0, suppressionAtStart: 2 });
    expect(canPerform(rallied, { action: 'move' })).toBeRefusedBy('legion-panicked-no-actions');
  });
  it('courage "-" and vehicles never lose actions to suppression', () => {
    expect(actionsRemaining(unit({ courage: 'none' }))).toBe(2);
    expect(actionsRemaining(unit({ type: 'ground-vehicle', courage: 'none' }))).toBe(2);
  });
  it('a droid trooper is never suppressed but still panics (legion-droid-courage)', () => {
    const d1 = unit({ type: 'droid-trooper', courage: 1, suppression: 1, did: did('move') });
    expect(canPerform(d1, { action: 'aim' })).toBeAllowed();
    expect(canPerform(d1, { action: 'aim' })).toCite('legion-droid-courage');
    expect(canPerform(unit({ type: 'droid-trooper', courage: 1, suppression: 2 }), { action: 'move' })).toBeRefusedBy(
      'legion-panicked-no-actions',
    );
  });
});

describe('legion: damaged vehicles (legion-damaged-roll, legion-free-while-damaged)', () => {
  const tank = (roll: 'blank' | 'block' | 'surge', ...d: Parameters<typeof did>) =>
    unit({ type: 'ground-vehicle', courage: 'none', damaged: true, damageRoll: roll, did: did(...d) });
  it('a blank costs one action', () => {
    expect(actionsRemaining(tank('blank'))).toBe(1);
    expect(canPerform(tank('blank', 'move'), { action: 'attack' })).toBeRefusedBy('legion-damaged-roll');
  });
  it('a block or surge costs nothing', () => {
    expect(actionsRemaining(tank('block'))).toBe(2);
    expect(canPerform(tank('surge', 'move'), { action: 'attack' })).toBeAllowed();
  });
  it('free actions still work', () => {
    expect(canPerform(tank('blank', 'move'), free('attack'))).toCite('legion-free-while-damaged');
    expect(canPerform(tank('blank', 'move'), free('attack'))).toBeAllowed();
  });
});

describe('legion: legalActions', () => {
  it("lists the basic actions, free variants, keyword grants and the unit's cards with verdicts", () => {
    const s = unit({ keywords: ['relentless', 'gunslinger'], cards: [card('Take Cover')], did: did('move') });
    const list = legalActions(s);
    expect(list).toHaveLength(6 + 6 + 3 + 1); // Gunslinger: the older extra attack and the extra defender
    const allowed = list.filter((e) => e.verdict.allowed).map((e) => JSON.stringify(e.action));
    expect(allowed).toContain(JSON.stringify({ action: 'attack', free: true, grantedBy: 'relentless' }));
    expect(allowed).not.toContain(JSON.stringify({ action: 'attack', notAction: true, grantedBy: 'gunslinger' }));
    expect(allowed).toContain(JSON.stringify({ action: 'card', card: 'Take Cover' }));
  });
});

describe('legion: AI binds the first action only while a listed action is possible (legion-ai)', () => {
  const ai = (actions: NamedKind[], ...more: KeywordEntry[]): KeywordEntry[] => [{ keyword: 'ai', actions }, ...more];
  it('binds a unit that could still make a listed action, engaged or not', () => {
    expect(canPerform(unit({ type: 'droid-trooper', keywords: ai(['attack']) }), { action: 'aim' })).toBeRefusedBy('legion-ai');
    expect(canPerform(unit({ type: 'droid-trooper', engaged: true, keywords: ai(['attack']) }), { action: 'aim' })).toBeRefusedBy(
      'legion-ai',
    );
  });
  it('lets it act freely when every listed action is refused by another rule', () => {
    // A free Relentless attack already made: no attack action is left to make.
    const afterFreeAttack = unit({
      type: 'droid-trooper',
      courage: 2,
      suppression: 2,
      keywords: ai(['attack'], 'dauntless', 'relentless'),
      did: [free('move', { grantedBy: 'dauntless' }), free('attack', { grantedBy: 'relentless' })],
    });
    const v = canPerform(afterFreeAttack, { action: 'aim' });
    expect(v).toBeAllowed();
    expect(v.reasons.map((r) => r.code)).toContain('AiNonePossible');
    // Plodding after a free move; a repulsor vehicle, which takes no standby.
    expect(
      canPerform(unit({ keywords: ai(['move'], 'plodding', 'dauntless'), did: [free('move', { grantedBy: 'dauntless' })] }), {
        action: 'aim',
      }),
    ).toBeAllowed();
    expect(canPerform(unit({ type: 'repulsor-vehicle', courage: 'none', keywords: ai(['standby']) }), { action: 'move' })).toBeAllowed();
  });
});

describe('legion: AI and a withdraw, and a unit that can make no action (legion-ai)', () => {
  it('an engaged unit with AI: Move may still be a withdraw, so AI binds it', () => {
    const s = unit({ engaged: true, keywords: [{ keyword: 'ai', actions: ['move'] }] });
    expect(canPerform(s, { action: 'aim' })).toBeRefusedBy('legion-ai');
    expect(canPerform(s, { action: 'move', withdraw: true })).toBeAllowed();
  });
  it('a panicked unit is refused by panic and AI, not told it acts freely', () => {
    const v = canPerform(unit({ courage: 1, suppression: 2, keywords: [{ keyword: 'ai', actions: ['attack'] }] }), { action: 'aim' });
    expect(v.allowed).toBe(false);
    expect(v.reasons.map((r) => r.code)).not.toContain('AiNonePossible');
  });
});

describe('legion: what took an action away is cited, allowed or refused (legion-suppressed-one-fewer, legion-damaged-roll, legion-ion)', () => {
  it('a suppressed unit asked its one action: allowed, and the answer says suppression took the other', () => {
    const v = canPerform(unit({ courage: 2, suppression: 2 }), { action: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-suppressed-one-fewer');
    expect(v.reasons.find((r) => r.code === 'ActionUsed')?.message).toContain('1 of 1 action; 0 left after');
  });
  it('a vehicle whose damage die or ion die showed a blank: its one action is allowed, citing the die', () => {
    const vehicle = unit({ type: 'ground-vehicle', courage: 'none' });
    expect(canPerform({ ...vehicle, damaged: true, damageRoll: 'blank' }, { action: 'move' })).toCite('legion-damaged-roll');
    expect(canPerform({ ...vehicle, ion: 1, ionBlank: true }, { action: 'move' })).toCite('legion-ion');
  });
  it('the refusal of the action too many still refuses by the same rules', () => {
    expect(canPerform(unit({ courage: 2, suppression: 2, did: did('aim') }), { action: 'dodge' })).toBeRefusedBy(
      'legion-suppressed-one-fewer',
    );
  });
  it('an unsuppressed unit cites no lost action', () => {
    expect(canPerform(unit({ courage: 2, suppression: 1 }), { action: 'move' })).not.toCite('legion-suppressed-one-fewer');
  });
});

describe('legion: Recover gives back no action lost to suppression (legion-recover-no-refund)', () => {
  it('after recovering, the action refused is refused by that rule too', () => {
    const s = unit({ courage: 1, suppression: 0, suppressionAtStart: 1, did: did('recover') });
    const v = canPerform(s, { action: 'move' });
    expect(v).toBeRefusedBy('legion-recover-no-refund');
    expect(v).toBeRefusedBy('legion-suppressed-one-fewer');
  });
  it('a recover made by a unit not suppressed when the step began is not cited', () => {
    expect(canPerform(unit({ did: did('recover') }), { action: 'move' })).not.toCite('legion-recover-no-refund');
  });
});

describe('legion: creature troopers may attack and withdraw in one activation (legion-withdraw)', () => {
  const creature = unit({ type: 'creature-trooper', engaged: true });
  it('an attack after its withdraw, and a withdraw after its attack, are allowed and say why', () => {
    const after = canPerform({ ...creature, did: did({ action: 'move', withdraw: true }) }, { action: 'attack', weapon: 'melee' });
    expect(after).toBeAllowed();
    expect(after).toCite('CreatureAttacksAndWithdraws');
    const before = canPerform({ ...creature, did: did({ action: 'attack', weapon: 'melee' }) }, { action: 'move', withdraw: true });
    expect(before).toBeAllowed();
    expect(before).toCite('CreatureAttacksAndWithdraws');
  });
  it('but never standby and withdraw, and other troopers still may not attack after a withdraw', () => {
    expect(canPerform({ ...creature, did: did({ action: 'move', withdraw: true }) }, { action: 'standby' })).toBeRefusedBy(
      'legion-withdraw',
    );
    expect(canPerform({ ...creature, did: did('standby') }, { action: 'move', withdraw: true })).toBeRefusedBy('legion-withdraw');
    expect(canPerform(unit({ engaged: true, did: did({ action: 'move', withdraw: true }) }), { action: 'attack' })).toBeRefusedBy(
      'legion-withdraw',
    );
  });
  it('is read by the scenario format', () => {
    const p = engine.parseScenario({
      unit: { type: 'creature-trooper', courage: 1, engaged: true },
      did: [{ action: 'move', withdraw: true }],
      ask: { action: 'attack', weapon: 'melee' },
    });
    expect(p.ok && engine.answer(p.value)).toBeAllowed();
  });
});
