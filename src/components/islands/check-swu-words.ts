/**
 * The wording of the SWU widget (check-swu.ts): the turn actions in words, the question ("May A
 * pass now?") and the log of what happened before it. Text only: no DOM.
 */
import { happen } from '../../engine/swu/effects.ts';
import type { Scenario } from '../../engine/swu/scenario.ts';
import { phaseEnded } from '../../engine/swu/state.ts';

/** The turn actions (`act`), as a question names them: "May A play a card now?". */
export const ACT_WORDS = {
  play: 'play a card',
  attack: 'attack with a unit',
  ability: 'use an action ability',
  initiative: 'take the initiative',
  pass: 'pass',
  trigger: 'resolve a triggered ability',
} as const;

/** The question, in words: "May Darth Vader attack now?", "In which order may the pending triggers resolve?". */
export function question(s: Scenario): string {
  const q = s.ask;
  const nameOf = (id: string) => s.state.cards.find((c) => c.id === id)?.name ?? s.state.hand?.find((c) => c.id === id)?.name ?? id;
  if (q.kind === 'use') return `Can ${s.state.activePlayer} use ${nameOf(q.card)}'s ability “${q.ability}” now?`;
  if (q.kind === 'active') return `Is ${nameOf(q.card)}'s ability “${q.ability}” active now?`;
  if (q.kind === 'act')
    return `May ${s.state.activePlayer} ${ACT_WORDS[q.act]}${q.card ? ` (${nameOf(q.card)})` : ''} now${q.byAbility ? ', as an ability directs' : ''}${q.act === 'attack' && q.otherArena ? ', as an ability lets it attack the other arena' : ''}?`;
  if (q.kind === 'attack')
    return `May ${nameOf(q.attacker)} attack${q.target ? ` ${q.target === 'base' ? 'the enemy base' : nameOf(q.target)}` : ''} now${q.otherArena ? ', as an ability lets it attack the other arena' : ''}?`;
  if (q.kind === 'damage')
    return `Is ${q.card ? nameOf(q.card) : `${q.base}'s base`} defeated by ${q.amounts.join(' then ')} damage${q.unpreventable ? ' (unpreventable)' : ''}?`;
  if (q.kind === 'cost')
    return `Can ${s.state.hand?.find((c) => c.id === q.card)?.owner ?? s.state.activePlayer} pay for ${nameOf(q.card)} now?`;
  if (q.kind === 'declineAttack')
    return `May ${q.attacker ? (s.state.cards.find((c) => c.id === q.attacker)?.controller ?? s.state.activePlayer) : (q.player ?? s.state.activePlayer)} decline the attack ${q.may ? 'an ability says they may make' : 'an ability grants'}${q.attacker ? ` with ${nameOf(q.attacker)}` : ''}?`;
  if (q.kind === 'abilityCost') {
    const bound =
      q.atMost !== undefined && q.atLeast !== undefined
        ? `between ${q.atLeast} and ${q.atMost}`
        : q.atMost !== undefined
          ? `${q.atMost} or less`
          : `${q.atLeast} or more`;
    return `Does ${nameOf(q.card)} count for an ability that checks for a cost of ${bound}?`;
  }
  return q.order.length
    ? `Is resolving the triggers in the order ${q.order.join(' → ')} legal?`
    : 'In which order may the pending triggers resolve?';
}

/**
 * What `happens`, one line per event, each read in the game as the events before it left it (a
 * pass is the active player's at that moment).
 */
export function eventLog(s: Scenario): string[] {
  let state = s.state;
  return s.happens.map((e) => {
    const before = state;
    state = happen(before, e).state;
    switch (e.kind) {
      case 'defeat':
        return `${e.card} was defeated.`;
      // A refused play, deploy or attack did not happen and leaves the game as it was (see
      // `beginPlay`, `beginDeploy`, `beginAttack`); the answer says why.
      case 'play':
        return state === before ? `${e.card} could not be played: see the answer.` : `${e.card} was played.`;
      case 'deploy':
        return state === before
          ? `${e.card} could not deploy: see the answer.`
          : `${e.card} was deployed (a leader is deployed, not played).`;
      case 'attack':
        return state === before
          ? `${e.attacker} could not attack: see the answer.`
          : `${e.attacker} attacked ${e.defender ?? 'the base'}${e.defender !== undefined && e.otherArena ? ' in the other arena, as an ability let it' : ''}.`;
      case 'pass':
        // A refused pass leaves the game as it was (see `beginPass`); the answer says why.
        return state === before
          ? `${before.activePlayer} could not pass: see the answer.`
          : phaseEnded(state)
            ? `${before.activePlayer} passed: two passes in a row end the action phase.`
            : `${before.activePlayer} passed.`;
      case 'regroup':
        return 'Both passed: the regroup phase readied every card.';
      case 'damage':
        return `One ability dealt ${e.amounts.join(', then ')} damage to ${e.cards.join(', ')} at once.`;
    }
    // A turn refused to start (the action phase is over) leaves the game as it was.
    if (e.at === 'start-of-turn' && state === before) return `${e.player ?? 'Another player'}'s turn could not start: see the answer.`;
    return `Timing: ${e.at}${e.player ? ` of ${e.player}` : ''}.`;
  });
}
