/**
 * The top-level fields of a Chronicle X scenario, on their own so that the widget's link code can
 * read them without the validator (`scenario-parse.ts`). Pure.
 */

/** The fields of a scenario besides `game`, `expect` and `model` (one model), in the order links write them. */
export const SCENARIO_FIELDS = [
  'board',
  'models',
  'phase',
  'activated',
  'interruption',
  'overwatchAttacks',
  'behaviourActions',
  'active',
  'did',
  'mutationCards',
  'station',
  'ask',
] as const;
