/**
 * Whether each attack a scenario's `did` lists could be made from where the model stood when it
 * made it: part of validating a scenario (scenario-parse.ts), run once the rest of it is valid.
 *
 * Where the model stood is known when a Move or Sprint before the attack says where it ended
 * (`to`), or when no Move or Sprint comes after the attack (then it stood on `at`, where it
 * stands now). Otherwise, an attack before a move whose start is not given, it is not checked.
 * The other models stand where they stand now: nobody else moves during an activation. The
 * question is answered by `canPerform` itself, from that square with the actions before it, and
 * only its attack rules count here (adjacency, walls, line of sight, range, psychic reach).
 */
import type { ProblemOf } from '../core/index.ts';
import { canPerform } from './actions.ts';
import { actionOf, stateOf, type Scenario } from './scenario.ts';
import type { ScenarioMessages } from './scenario-messages.ts';

type Problems = ProblemOf<ScenarioMessages>[];

/** The rules that decide whether an attack reaches its target from a square. */
const ATTACK_RULES: ReadonlySet<string> = new Set([
  'cx-melee-adjacent',
  'cx-wall-not-adjacent',
  'cx-shoot-target',
  'cx-los-blockers',
  'cx-shoot-range',
  'cx-psychic-reach',
]);

/**
 * Adds a `didImpossible` problem for each attack in `scenario.did` that its target was out of
 * reach of from the square the model stood on (see the module comment), with the rule's words.
 * `scenario` must be valid apart from this. Never throws for a valid scenario.
 */
export function checkDidAttacks(scenario: Scenario, errors: Problems): void {
  const active = scenario.active;
  if (active === null) return;
  const me = scenario.models[active]!;
  const did = scenario.did;
  const moves = did.flatMap((d, i) => (d.action === 'move' || d.action === 'sprint' ? [i] : []));
  did.forEach((spec, i) => {
    if ((spec.action !== 'melee' && spec.action !== 'shoot' && spec.action !== 'psychic') || spec.target === undefined) return;
    const before = moves.filter((k) => k < i).at(-1);
    const movesAfter = moves.some((k) => k > i);
    const at = before !== undefined && did[before]!.to !== undefined ? did[before]!.to! : movesAfter ? null : me.at;
    if (at === null) return;
    const state = stateOf({ ...scenario, models: { ...scenario.models, [active]: { ...me, at } }, did: did.slice(0, i) });
    const refused = canPerform(state, actionOf(spec)).reasons.find((r) => r.refuses && ATTACK_RULES.has(r.rule));
    if (refused)
      errors.push([
        'didImpossible',
        `did[${i}]`,
        `from ${at}, where ${active} stood when it took it: ${refused.message.replace(/\.$/, '')}`,
      ]);
  });
}
