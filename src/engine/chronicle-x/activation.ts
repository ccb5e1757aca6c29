/**
 * Who may be activated now (rules `cx-once-per-round`, `cx-one-at-a-time`, `cx-interruption-counts`,
 * `cx-phase-sides`, `cx-interruption-once`, `cx-interruption-cost`, `cx-interruption-before-hero`,
 * `cx-not-activations`, `cx-discard-overwatch`).
 *
 * A face-down Blip Token counts as one of the Overmind's units here: it may be the unit the
 * Interruption activates, at the same cost and timing as an Alien Unit (`cx-interruption-once`;
 * the rules do not say otherwise, so this is the vault's reading).
 */
import { runGates, verdictOf, type Gate, type Reason, type Verdict } from '../core/index.ts';
import * as R from './reasons.ts';
import { isAlienSide, type GameState, type Model } from './state.ts';

/** How the model would be activated: in its side's own phase, or out of turn by the Overmind's Interruption. */
interface ActivateQuestion {
  readonly model: Model;
  readonly interruption: boolean;
}

const onceThisRound: Gate<GameState, ActivateQuestion> = (s, { model }) => {
  if (s.round.interruption === model.id) return R.InterruptionCounts({ model: model.id });
  if (s.round.activated.includes(model.id) || s.activation?.model === model.id) return R.AlreadyActivated({ model: model.id });
  return null;
};

/** One model is activated at a time (an Interruption's own timing is `interruptionCostAndTiming`'s). */
const oneAtATime: Gate<GameState, ActivateQuestion> = (s, { model, interruption }) =>
  !interruption && s.activation !== null && s.activation.model !== model.id
    ? R.ActivationInProgress({ model: model.id, active: s.activation.model })
    : null;

const phaseAndInterruption: Gate<GameState, ActivateQuestion> = (s, { model, interruption }) => {
  const alien = isAlienSide(model);
  if (!interruption) {
    const ownPhase = alien ? s.round.phase === 'overmind' : s.round.phase === 'hero';
    return ownPhase
      ? null
      : R.NotThisPhase({
          model: model.id,
          kind: model.kind === 'blip' ? 'a Blip Token' : model.kind === 'alien' ? 'an Alien Unit' : 'hero',
          phase: s.round.phase,
        });
  }
  if (!alien)
    return R.InterruptionMisused({
      model: model.id,
      why: "it activates one of the Overmind's units, and this is a Hero, which is activated in the Hero phase without it",
    });
  if (s.round.phase !== 'hero')
    return R.InterruptionMisused({
      model: model.id,
      why: "it is used during the Hero phase, and this is the Overmind's phase, in which the Overmind activates its units without it",
    });
  if (s.round.interruption !== null) return R.InterruptionUsed({ model: model.id, used: s.round.interruption });
  return R.InterruptionAvailable({ model: model.id });
};

const interruptionCostAndTiming: Gate<GameState, ActivateQuestion> = (s, { model, interruption }) => {
  if (!interruption || !isAlienSide(model) || s.round.phase !== 'hero') return null;
  const out: Reason[] = [];
  const have = s.round.mutationCards;
  out.push(have < 2 ? R.MutationCardsShort({ model: model.id, have }) : R.MutationCardsPaid({ model: model.id, have }));
  const heroes = Object.values(s.models).filter(
    (m) => m.kind === 'hero' && !s.round.activated.includes(m.id) && s.activation?.model !== m.id,
  );
  if (s.activation !== null)
    out.push(
      R.InterruptionNotBeforeHero({
        model: model.id,
        why: `${s.activation.model} is being activated`,
        instead: 'out of turn once that activation ends, if a Hero is still to activate',
      }),
    );
  else if (heroes.length === 0)
    out.push(
      R.InterruptionNotBeforeHero({
        model: model.id,
        why: 'every Hero has already activated this round',
        instead: "in the Overmind's phase, without the Interruption",
      }),
    );
  else
    out.push(
      R.InterruptionBeforeHero({
        model: model.id,
        heroes: heroes.length === 1 ? `${heroes[0]!.id} is` : `${heroes.map((h) => h.id).join(', ')} are`,
      }),
    );
  return out;
};

const notActivations: Gate<GameState, ActivateQuestion> = (s, { model }) => {
  const out: Reason[] = [];
  if (s.round.overwatchAttacks.includes(model.id)) out.push(R.NotAnActivation({ model: model.id, what: 'an Overwatch attack' }));
  if (s.round.behaviourActions.includes(model.id)) out.push(R.NotAnActivation({ model: model.id, what: 'an Alien Behaviour Action' }));
  return out;
};

/**
 * The explaining reason that the model's unused Overwatch token is discarded when it is activated
 * (`cx-discard-overwatch`), or `null` when it shows none.
 */
export function overwatchDiscarded(model: Model): Reason | null {
  return model.overwatch
    ? R.OverwatchDiscarded({ model: model.id, mode: model.overwatch === 'full' ? 'full-power (red)' : 'weak (blue)' })
    : null;
}

const discardOverwatch: Gate<GameState, ActivateQuestion> = (_s, { model }) => overwatchDiscarded(model);

const GATES = [onceThisRound, oneAtATime, phaseAndInterruption, interruptionCostAndTiming, notActivations, discardOverwatch];

/**
 * What an activation brings about: the Interruption's 2 Mutation cards discarded
 * (`cx-interruption-cost`), the model's unused Overwatch token discarded (`cx-discard-overwatch`).
 * Said only in an answer that allows the activation: a refused one brings about nothing.
 */
const CONSEQUENCES: ReadonlySet<string> = new Set(['MutationCardsPaid', 'OverwatchDiscarded']);

/**
 * Can this model be activated now? Checks, in order: once per round (an Interruption counts), no
 * other model being activated, whose phase it is and the Overmind's once-per-Hero-phase Interruption, its cost (2 Mutation
 * cards) and timing (between activations, with a Hero still to activate), then explains that
 * Overwatch attacks and Alien Behaviour Actions were not activations and that an unused
 * Overwatch token will be discarded. A model already being activated counts as activated. A
 * refused answer does not say what the activation would bring about (the Mutation cards
 * discarded, the Overwatch token discarded): only an allowed one does.
 *
 * @param modelId id of a model in `state.models`; throws `RangeError` for an unknown id.
 * @param options `interruption: true` asks about an out-of-turn activation by the Overmind's Interruption.
 */
export function canActivate(state: GameState, modelId: string, options: { interruption?: boolean } = {}): Verdict {
  const model = state.models[modelId];
  if (!model) throw new RangeError(`No model with id "${modelId}"; known: ${Object.keys(state.models).join(', ') || 'none'}.`);
  const verdict = runGates(GATES, state, { model, interruption: options.interruption ?? false });
  return verdict.allowed ? verdict : verdictOf(verdict.reasons.filter((r) => !CONSEQUENCES.has(r.code)));
}
