/**
 * Table questions on the end of the action phase and on deploying a leader: once the phase is over
 * no turn follows (attack, play, action ability, initiative, pass, a turn starting), while waiting
 * triggers still resolve; a leader is deployed, not played (its When Played abilities do not
 * trigger, its When Deployed ones, Ambush and Shielded do; no resources are paid); and an event of
 * `happens` that could not have happened leaves nothing behind.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';
import { answer, codes, throughLink, unit, words } from './scenarios.ts';

const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';

/** A's and B's ground units, each with a free action ability `scan`. */
const table = [
  unit('a', 'A', {}, [], { abilities: [{ id: 'scan', action: {} }] }),
  unit('b', 'B', {}, [], { abilities: [{ id: 'scan', action: {} }] }),
];
/** A passes, then B passes: two passes in a row, B still the active player. */
const twoPasses = ['pass', { 'start-of-turn': 'B' }, 'pass'];

describe('the action phase is over', () => {
  it('"We both passed in a row: may I still use my unit\'s action ability?" No, no turn follows', () => {
    const v = answer({ cards: table, happens: twoPasses, ask: { use: { card: 'b', ability: 'scan' } } });
    expect(v).toBeRefusedBy('swu-two-passes-end-phase');
    expect(message(v, 'PhaseEndedByPasses')).toContain('using an action ability is not possible');
    // The refusal is the phase, not the turn: it does not also say the ability is the turn's action.
    expect(codes(v)).not.toContain('ActionAbilityIsTurnAction');
  });

  it('"The action phase has ended: may I attack with my ready unit?" No, and the attack does not begin', () => {
    const v = answer({ cards: table, happens: ['end-of-phase'], ask: { attack: { attacker: 'a', target: 'b' } } });
    expect(v).toBeRefusedBy('swu-no-turn-after-action-phase');
    expect(message(v, 'ActionPhaseEnded')).toBe(
      'The action phase has ended, so no turn follows until the next action phase, after the regroup phase: attacking with a unit is not possible now. Triggered abilities still waiting resolve first.',
    );
    expect(codes(v)).not.toContain('CombatDamage');
    expect(message(v, 'AttackerExhaustsNow')).toContain('does not begin');
  });

  it.each([
    ['play a card', { act: 'play' }, 'playing a card'],
    ['use an action ability', { use: { card: 'a', ability: 'scan' } }, 'using an action ability'],
    ['take the initiative', { act: 'initiative' }, 'taking the initiative'],
    ['pass', { act: 'pass' }, 'passing'],
  ])('"The action phase has ended: may I %s?" No', (_, ask, action) => {
    const v = answer({ cards: table, resources: { A: 3 }, hand: [{ id: 'x', cost: 1 }], happens: ['end-of-phase'], ask });
    expect(v).toBeRefusedBy('swu-no-turn-after-action-phase');
    expect(message(v, 'ActionPhaseEnded')).toContain(`${action} is not possible now`);
    // Nothing the refused action would do is told: no pass "always legal", no initiative to take.
    expect(codes(v)).not.toContain('PassAlwaysLegal');
    expect(codes(v)).not.toContain('InitiativeThenPasses');
  });

  it('"…then may B\'s turn start, and B attack?" No turn starts: B is not the active player', () => {
    const v = answer({
      cards: table,
      happens: ['end-of-phase', { 'start-of-turn': 'B' }],
      ask: { attack: { attacker: 'b', target: 'a' } },
    });
    expect(v).toBeRefusedBy('swu-no-turn-after-action-phase');
    expect(message(v, 'ActionPhaseEnded')).toContain("starting B's turn is not possible");
    expect(codes(v)).not.toContain('CombatDamage');
  });

  it('"A delayed effect waits for the end of the phase: does it still resolve?" Yes, before the regroup phase', () => {
    const v = answer({
      cards: table,
      effects: [{ id: 'draw', delayed: 'end-of-phase', controller: 'A', text: 'Draw a card.' }],
      happens: ['end-of-phase'],
      ask: { act: 'trigger' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-delayed-effect-fires');
    expect(v).toCite('swu-trigger-not-action');
  });

  it('"That waiting ability tells me to attack with a unit: may I?" Yes, it is part of resolving it', () => {
    const v = answer({
      cards: table,
      pending: [{ id: 'order', controller: 'A', label: 'Attack with a unit.' }],
      happens: ['end-of-phase'],
      ask: { attack: { attacker: 'a', target: 'b', byAbility: true } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ability-directed-not-action');
    expect(codes(v)).not.toContain('ActionPhaseEnded');
  });

  it('"A card played as my action after the phase ended: does its When Played wait to resolve?" No, it was not played', () => {
    const cards = [...table, unit('n', 'A', {}, [], { abilities: [{ id: 'wp', when: 'When Played' }] })];
    const v = answer({ cards, happens: ['end-of-phase', { play: 'n' }], ask: { act: 'trigger' } });
    expect(v).toBeRefusedBy('swu-no-turn-after-action-phase');
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(codes(v)).not.toContain('WhenPlayedTriggered');
  });

  it('"After the regroup phase, may I attack again?" Yes, the next action phase has begun', () => {
    for (const happens of [
      ['end-of-phase', 'regroup'],
      [...twoPasses, 'end-of-phase', 'regroup'],
    ]) {
      const v = answer({ cards: table, initiative: 'A', happens, ask: { attack: { attacker: 'a', target: 'b' } } });
      expect(v).toBeAllowed();
      expect(v).toCite('swu-regroup');
      expect(codes(v)).not.toContain('ActionPhaseEnded');
    }
  });
});

/** A's leader unit, not deployed yet: its abilities as given. */
const leader = (abilities: object[] = [], stats: object = {}) =>
  unit('luke', 'A', { leader: true, power: 4, hp: 7, ...stats }, [], { abilities });
const enemy = unit('t', 'B', { hp: 9 });

describe('deploying a leader is not playing a card', () => {
  it('"I deploy my leader: is that playing a card?" No, it is my action, as an action ability of the leader', () => {
    const v = answer({ cards: [leader(), enemy], happens: [{ deploy: 'luke' }], ask: { act: 'trigger' } });
    expect(v).toCite('swu-leader-deployed-not-played');
    expect(message(v, 'IsTheTurnAction')).toContain('deploying luke (using an action ability of the leader) is their one action');
    expect(words(v)).not.toMatch(/playing a card|was played|cost paid/i);
  });

  it('"Does my deployed leader\'s When Played ability trigger?" No; its When Deployed one does', () => {
    const abilities = [
      { id: 'wp', when: 'When Played' },
      { id: 'wd', when: 'When Deployed' },
    ];
    const cards = [leader(abilities), enemy];
    const played = answer({ cards, happens: [{ deploy: 'luke' }], ask: { order: ['luke/wp'] } });
    expect(played.allowed).toBe(false);
    expect(message(played, 'WhenPlayedNotOnDeploy')).toBe(
      'luke was deployed, not played, so its "wp" When Played ability does not trigger.',
    );
    expect(codes(played)).not.toContain('WhenPlayedTriggered');
    const deployed = answer({ cards, happens: [{ deploy: 'luke' }], ask: { order: ['luke/wd'] } });
    expect(deployed).toBeAllowed();
    expect(deployed).toCite('swu-when-deployed-window');
  });

  it('"Its ability says When Played/When Deployed: does it trigger on the deploy?" Yes, on its When Deployed condition', () => {
    const v = answer({
      cards: [leader([{ id: 'both', when: 'When Played/When Deployed' }])],
      happens: [{ deploy: 'luke' }],
      ask: { order: ['luke/both'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-slash-conditions');
    expect(codes(v)).not.toContain('WhenPlayedNotOnDeploy');
  });

  it('"My leader has Ambush and Shielded: do they act as it deploys?" Yes, in one window with its When Deployed', () => {
    const cards = [leader([{ id: 'wd', when: 'When Deployed' }, { keyword: 'Ambush' }, { keyword: 'Shielded' }]), enemy];
    const v = answer({ cards, happens: [{ deploy: 'luke' }], ask: { order: ['luke/shielded', 'luke/ambush', 'luke/wd'] } });
    expect(v).toBeAllowed();
    expect(message(v, 'SharedWhenDeployedWindow')).toBe(
      'luke deployed: luke/wd, luke/ambush, luke/shielded wait in the same window, and A orders them.',
    );
    expect(codes(v)).not.toContain('KeywordInWhenPlayedWindow');
    const ambush = answer({ cards, happens: [{ deploy: 'luke' }], ask: { attack: { attacker: 'luke', target: 't' } } });
    expect(ambush).toBeAllowed();
    expect(ambush).toCite('swu-ambush-attack');
  });

  it('"Does deploying spend my resources?" No: all three are still ready for a card costing 3', () => {
    const v = answer({
      cards: [leader()],
      resources: { A: 3 },
      hand: [{ id: 'x', cost: 3 }],
      happens: [{ deploy: 'luke' }],
      ask: { cost: 'x' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-pay-cost');
    expect(message(v, 'LeaderDeployed')).toContain('entered play ready');
  });

  it('"I deployed my leader: may I also play a card this turn?" No, the deploy was my action', () => {
    const v = answer({
      cards: [leader()],
      resources: { A: 3 },
      hand: [{ id: 'x', cost: 1 }],
      happens: [{ deploy: 'luke' }],
      ask: { act: 'play' },
    });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
  });

  it('"I already attacked this turn: may I deploy my leader now?" No, and it does not enter play', () => {
    const cards = [leader([{ keyword: 'Ambush' }]), enemy];
    const v = answer({ cards, acted: true, happens: [{ deploy: 'luke' }], ask: { act: 'trigger' } });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(codes(v)).not.toContain('LeaderDeployed');
    expect(codes(v)).not.toContain('KeywordOnDeploy');
  });

  it('"A shared link to my deploy: does it still ask about a deploy?" Yes, the same answer', () => {
    const input = {
      cards: [leader([{ keyword: 'Ambush' }]), enemy],
      happens: [{ deploy: 'luke' }],
      ask: { attack: { attacker: 'luke', target: 't' } },
    };
    expect(engine.answer(throughLink(input))).toEqual(answer(input));
    expect(answer(input)).toCite('swu-leader-deployed-not-played');
  });

  it('"May I deploy my leader once the action phase has ended?" No', () => {
    const v = answer({ cards: [leader()], happens: ['end-of-phase', { deploy: 'luke' }], ask: { act: 'trigger' } });
    expect(v).toBeRefusedBy('swu-no-turn-after-action-phase');
    expect(message(v, 'ActionPhaseEnded')).toContain('deploying luke');
  });

  it('"May I deploy my opponent\'s leader, or a unit that is no leader?" No', () => {
    const theirs = answer({ cards: [unit('vader', 'B', { leader: true })], happens: [{ deploy: 'vader' }], ask: { act: 'pass' } });
    expect(theirs).toBeRefusedBy('swu-action-ability-is-turn-action');
    const notLeader = answer({ cards: [unit('w', 'A')], happens: [{ deploy: 'w' }], ask: { act: 'pass' } });
    expect(notLeader).toBeRefusedBy('swu-leader-deployed-not-played');
    expect(message(notLeader, 'NotALeader')).toBe('w is not a leader unit: only a leader deploys; other units are played.');
  });

  it('"I played my leader with Ambush: may it ambush?" No: a leader is never played, so nothing of a play happened', () => {
    const cards = [leader([{ id: 'wp', when: 'When Played' }, { keyword: 'Ambush' }]), enemy];
    const v = answer({ cards, happens: [{ play: 'luke' }], ask: { order: ['luke/wp'] } });
    expect(v).toBeRefusedBy('swu-leader-deployed-not-played');
    expect(message(v, 'LeaderNotPlayed')).toContain('a leader is never played, it deploys');
    expect(codes(v)).not.toContain('WhenPlayedTriggered');
    expect(codes(v)).not.toContain('KeywordInWhenPlayedWindow');
  });

  it('"Their leader deployed this phase and has Hidden: may I attack it?" No, deployed counts as entering play', () => {
    const v = answer({
      active: 'B',
      cards: [unit('a', 'A'), unit('vader', 'B', { leader: true, hp: 8 }, ['Hidden'])],
      happens: [{ deploy: 'vader' }, { 'start-of-turn': 'A' }],
      ask: { attack: { attacker: 'a', target: 'vader' } },
    });
    expect(v).toBeRefusedBy('swu-hidden');
  });
});

describe('an event of `happens` that could not have happened leaves nothing behind', () => {
  it('"I attacked, then played a unit as a second action: does its When Played wait?" No, the play was refused', () => {
    const cards = [unit('a', 'A'), unit('n', 'A', {}, [], { abilities: [{ id: 'wp', when: 'When Played' }] })];
    const v = answer({ cards, acted: true, happens: [{ play: 'n' }], ask: { act: 'trigger' } });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(codes(v)).not.toContain('WhenPlayedTriggered');
  });

  it('"…but if an ability made me play it?" Then it entered play and its When Played waits', () => {
    const cards = [unit('a', 'A'), unit('n', 'A', {}, [], { abilities: [{ id: 'wp', when: 'When Played' }] })];
    const v = answer({ cards, acted: true, happens: [{ play: 'n', byAbility: true }], ask: { order: ['n/wp'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-when-played');
  });
});
