/**
 * The top-level fields of an SWU scenario, on their own so that the widget's first script can
 * read them without the validator (`scenario.ts`). Pure.
 */

/** The fields of a scenario besides `game` and `expect`, in the order links write them. */
export const SCENARIO_FIELDS = [
  'players',
  'active',
  'acted',
  'resources',
  'cards',
  'pending',
  'effects',
  'happens',
  'bases',
  'aspects',
  'hand',
  'initiative',
  'initiativeTaken',
  'opponentPassed',
  'ask',
] as const;
