/**
 * The words of the problems the Legion scenario validator (`checkScenario`, scenario.ts) reports:
 * key → sentence naming the field and what is allowed (with the value found, for a bad value).
 * The validator reports problems as data (`['count', 'unit.suppression', -1]`), so the browser
 * loads these words only for a bad input; Node code gets them through `parseScenario` (index.ts).
 * Imports nothing, so that its chunk in the browser stands alone.
 */
/** Longest value a message quotes: a longer one is cut with `…` (a message stays readable). */
const SHOWN = 80;
/** The value found, as given: text in quotes, a number as JavaScript writes it, else as JSON; cut at {@link SHOWN}. */
const got = (v: unknown): string => {
  let shown: string;
  try {
    shown =
      typeof v === 'string' ? `"${v}"` : typeof v === 'number' || typeof v === 'bigint' ? String(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    shown = Array.isArray(v) ? 'a list that contains itself or nests too deeply' : 'a mapping that contains itself or nests too deeply';
  }
  return ` (got ${shown.length > SHOWN ? `${shown.slice(0, SHOWN)}…` : shown})`;
};

export const scenarioMessages = {
  oneOf: (field: string, values: readonly (string | number)[], v: unknown) => `\`${field}\` must be one of ${values.join(', ')}${got(v)}.`,
  count: (field: string, v: unknown) => `\`${field}\` must be a whole number from 0 to 30${got(v)}.`,
  courage: (field: string, v: unknown) => `\`${field}\` must be a whole number ≥ 1, or none${got(v)}.`,
  bool: (field: string, v: unknown) => `\`${field}\` must be true or false${got(v)}.`,
  name: (field: string, v: unknown) => `\`${field}\` must be a name${got(v)}.`,
  list: (field: string, v: unknown) => `\`${field}\` must be a list${got(v)}.`,
  listLong: (field: string, max: number, length: number) =>
    `\`${field}\` lists ${length} entries; at most ${max} are read: shorten the list to what the situation needs.`,
  actionValue: (field: string, v: unknown) =>
    `\`${field}\` must be an action name (e.g. move or free attack) or a mapping (e.g. { action: attack, free: true })${got(v)}.`,
  mapping: (field: string, v: unknown) => `\`${field}\` must be a mapping${got(v)}.`,
  unknownField: (field: string, known: readonly string[]) => `\`${field}\` is not a field; use ${known.join(', ')}.`,

  wholeNumber: (field: string, v: unknown) => `\`${field}\` must be a whole number from 1 to 30${got(v)}.`,
  keywordMissing: (field: string, keywords: readonly string[]) => `\`${field}\` is missing: use ${keywords.join(', ')}.`,

  // Actions
  withdrawMove: (field: string) => `\`${field}\` is for a move action only.`,
  engagedOther: (field: string) =>
    `\`${field}\` is read only with inMelee: other (a defender in melee with other units, not with the attacker).`,
  extraDefenderAttack: (field: string) => `\`${field}\` is for an attack only: the one more defender Gunslinger adds inside it.`,
  gainedAlone: (field: string) => `\`${field}\` must be { gained: aim|dodge|standby } alone.`,
  actionMissing: (field: string, kinds: readonly string[]) => `\`${field}\` is missing: use ${kinds.join(', ')}.`,
  cardName: (field: string) => `\`${field}\` must name the card action, e.g. card: Jump.`,
  cardOnly: (field: string) => `\`${field}\` is for card actions only.`,
  capacityNeeded: (field: string) => `\`${field}\` needs the card's capacity (capacity: Y, as in Repair X: Capacity Y).`,
  cardWoundsOver: (field: string, capacity: number) => `\`${field}\` must be at most the card's capacity, ${capacity}.`,
  untypedNotFree: (field: string) => `\`${field}\` needs free: true.`,
  notActionAttack: (field: string) => `\`${field}\` is only for an attack that is not an action (not free).`,
  emptyList: (field: string) => `\`${field}\` must not be empty.`,
  poolsAttack: (field: string) => `\`${field}\` is for an attack only: the weapons rolled against each defender.`,
  poolsWeapon: (field: string) => `\`${field}\` must be left out with pools: each pool's weapons give their own types.`,
  poolsDefenders: (field: string, pools: number) =>
    `\`${field}\` must be ${pools}, the number of pools (one pool per defender), or be left out.`,
  poolWeaponName: (field: string) => `\`${field}\` is missing: name the weapon (weapons of the same name share one pool).`,
  poolWeaponType: (field: string, types: readonly string[]) => `\`${field}\` is missing: use ${types.join(', ')}.`,
  poolWeaponAs: (field: string) =>
    `\`${field}\` is missing: a weapon with both icons takes one type as it joins a pool; say which, melee or ranged.`,
  poolWeaponAsBoth: (field: string) => `\`${field}\` is only for a weapon of type both (a melee and a ranged icon).`,
  targetCard: (field: string) =>
    `\`${field}\` is only for a Repair or Treat card action, e.g. { card: Repair, capacity: 2, target: { type: ground-vehicle } }.`,
  targetCapacity: (field: string) => `\`${field}\` needs the card's capacity (capacity: Y, as in Repair X: Capacity Y).`,
  targetType: (field: string, types: readonly string[]) => `\`${field}\` is missing: say what the target is, one of ${types.join(', ')}.`,

  // The scenario as a whole
  askMissing: (field: string) => `\`${field}\` is missing: name an action (move, free attack, { card: Jump }, …) or contest.`,
  vehicleCourage: (field: string) => `\`${field}\` must be none for a vehicle (vehicles have no courage).`,
  neverSuppressed: (field: string) => `\`${field}\` must be 0: this unit never gains suppression.`,
  vehiclesOnly: (field: string) => `\`${field}\` is for vehicles only.`,
  needsDamaged: (field: string) => `\`${field}\` needs damaged: true.`,
  ionRollNeeded: (field: string) =>
    `\`${field}\` is needed for a unit with ion tokens after its rally step: true when one of its ion dice showed a blank, else false.`,
  damageRollNeeded: (field: string) => `\`${field}\` is needed for a damaged vehicle after its rally step: blank, block or surge.`,
  cardAction: (field: string) => `\`${field}\` must be a card action, e.g. { card: Jump }.`,
  rallyStep: (field: string) => `\`${field}\` is rally: Perform Actions has not begun, so leave did and suppressionAtStart out.`,
  repulsorStandby: (field: string) => `\`${field}\` cannot be true for a repulsor vehicle: repulsor vehicles never gain standby tokens.`,
  repairedTarget: (field: string, type: string) =>
    `\`${field}\` is for a droid trooper or a vehicle: Repair cannot mend a ${type}; for an organic trooper use treated (Treat X).`,
  treatedTarget: (field: string, type: string) =>
    `\`${field}\` is for an organic trooper: Treat cannot heal a ${type}; for a droid trooper or a vehicle use repaired (Repair X).`,
  troopersOnly: (field: string) => `\`${field}\` is for troopers only: vehicles can be in melee but are never engaged.`,
  endedOwnTurn: (field: string, turn: string) =>
    `\`${field}\` must be own (or left out) with ended: true: the question is then asked at the unit's own activation in the next round, not turn: ${turn}. To ask about another unit's activation or the start of the Activation Phase, leave ended out.`,
  triggerEnemy: (field: string) => `\`${field}\` needs turn: enemy or phase-start (what an enemy unit just did in the Activation Phase).`,
  guardAsk: (field: string) => `\`${field}\` is only for ask: guardian.`,
  ionNeeded: (field: string) => `\`${field}\` needs ion tokens (unit.ion ≥ 1).`,
  ionUnitType: (field: string) =>
    `\`${field}\`: only vehicles and droid troopers gain ion tokens; give the unit type ground-vehicle, repulsor-vehicle or droid-trooper.`,
  rolledStep: (field: string) => `\`${field}\` is for the rally (step: rally or start; with ended: true, the next activation's rally).`,
  aiActions: (field: string) =>
    `\`${field}\` is AI without its list of actions: give them in \`actions\`, e.g. { keyword: ai, actions: [attack, move] } (its first action must be one of them).`,
  rolledCount: (field: string, dice: number, faces: number) =>
    `\`${field}\` must list one face per die: ${dice} dice, ${faces} faces given (one die per suppression token the unit holds at its rally, after ended and an order issued, Disciplined included).`,
  askGained: (field: string) => `\`${field}\` must be an action; a gained token is not one.`,
  didOwnActivation: (field: string, turn: string) =>
    `\`${field}\` lists what the unit made in its own activation: leave it out for turn: ${turn} (a unit makes no actions of its own there; ask about the standby token or Guidance action instead).`,
  didImpossible: (field: string, why: string) =>
    `\`${field}\` cannot have been made by the unit as \`unit\` describes it when its activation began${field === 'did[0]' ? '' : ', after the entries before it'}: ${why}`,
  leaderInRangeContest: (field: string) => `\`${field}\` is only for ask: contest.`,
  attackWeapon: (field: string, weapons: readonly string[]) =>
    `\`${field}\` is missing: say which attack resolved against the unit, ${weapons.join(' or ')} (only a ranged attack gives suppression).`,
};

/** The keys and facts of the Legion scenario problems. */
export type ScenarioMessages = typeof scenarioMessages;
