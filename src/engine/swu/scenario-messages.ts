/**
 * The words of the problems the SWU scenario validator (`checkScenario`, scenario.ts) reports:
 * key → sentence naming the field and the allowed values. The validator reports problems as data
 * (`['player', 'active', ['A', 'B']]`), so the browser loads these words only for a bad input;
 * Node code gets them through `parseScenario` (index.ts). Imports nothing, so that its chunk in
 * the browser stands alone.
 */
const ASK_SHAPES =
  '{ use: { card, ability } }, { active: { card, ability } }, { order: [trigger ids] }, { act: play|attack|ability|initiative|pass|trigger }, ' +
  '{ attack: { attacker, target? } }, { damage: { card or base, amount } }, { cost: <hand card id> }, ' +
  '{ declineAttack: { attacker? or player?, may? } } or { abilityCost: { card, atMost? and/or atLeast? } }';
const found = (kinds: readonly string[]): string => (kinds.length ? kinds.join(', ') : 'none');

/** Longest value a message quotes: a longer one is cut with `…` (a message stays readable). */
const SHOWN = 80;
/**
 * A value as given: text as is, a number as JavaScript writes it (`Infinity`, where JSON would
 * write `null`); cut at {@link SHOWN} characters.
 */
const given = (v: unknown): string => {
  let shown: string;
  try {
    shown = typeof v === 'string' || typeof v === 'number' ? String(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    shown = Array.isArray(v) ? 'a list that contains itself or nests too deeply' : 'a mapping that contains itself or nests too deeply';
  }
  return shown.length > SHOWN ? `${shown.slice(0, SHOWN)}…` : shown;
};

export const scenarioMessages = {
  notMapping: () => 'The scenario must be a mapping with at least an `ask` field.',
  wrongGame: () => '`game` must be swu for this engine.',
  unknownField: (field: string, allowed: readonly string[]) => `\`${field}\` is not a known field; allowed: ${allowed.join(', ')}.`,
  name: (field: string) => `\`${field}\` must be a non-empty text.`,
  bool: (field: string) => `\`${field}\` must be true or false.`,
  count: (field: string) => `\`${field}\` must be a whole number ≥ 0.`,
  list: (field: string) => `\`${field}\` must be a list.`,
  nameLong: (field: string, max: number, length: number) =>
    `\`${field}\` is ${length} characters long; at most ${max} are read: give a shorter one.`,
  listLong: (field: string, max: number, length: number) =>
    `\`${field}\` lists ${length} entries; at most ${max} are read: shorten the list to what the situation needs.`,
  player: (field: string, players: readonly string[]) => `\`${field}\` must be one of the players: ${players.join(', ')}.`,
  oneOf: (field: string, allowed: readonly string[]) => `\`${field}\` must be one of: ${allowed.join(', ')}.`,

  // Players and cards
  players: () => '`players` must be a list of two different player names, e.g. [A, B].',
  resourcesShape: () => '`resources` must map player names to ready resources, e.g. { A: 2 }.',
  resourcesPlayer: (key: string, players: readonly string[]) => `\`resources.${key}\` is not a player; players: ${players.join(', ')}.`,
  cardShape: (field: string) => `\`${field}\` must be a mapping such as { id: vader, controller: A, exhausted: false, abilities: [...] }.`,
  cardIdTwice: (id: string) => `\`cards\` has the id "${id}" twice; give each card its own id.`,
  abilityShape: (field: string) => `\`${field}\` must be a mapping such as { id: strike, action: { exhaust: true } }.`,
  abilityKinds: (field: string, kinds: readonly string[], allowed: readonly string[]) =>
    `\`${field}\` must have exactly one of ${allowed.join(', ')} (found ${found(kinds)}).`,
  keywordNumber: (field: string, keyword: string) =>
    `\`${field}\` must give ${keyword}'s number after it, e.g. ${keyword} 2 (several ${keyword} keywords on one card add up).`,
  abilityIdTwice: (field: string, id: string) => `\`${field}.abilities\` has the id "${id}" twice; give each ability its own id.`,
  cost: (field: string) => `\`${field}\` must be the cost as a mapping, e.g. { exhaust: true, resources: 1 } or {} for none.`,

  // Triggers, effects, events
  triggerShape: (field: string) => `\`${field}\` must be a mapping such as { id: a1, controller: A, triggers: [] }.`,
  tooDeep: (field: string) => `\`${field}\` nests more than 32 layers deep; that is not a real game situation.`,
  controllerRequired: (field: string, players: readonly string[]) =>
    `\`${field}.controller\` is required: the player who controls the card the ability is on (${players.join(' or ')}).`,
  tooManyTriggers: (pending: number, added: number, cap: number) =>
    `${pending} pending triggers${added ? ` (and up to ${added} more from \`happens\`)` : ''} are more than the ${cap} this site works out; a real turn has far fewer. Keep the triggers that matter to the question.`,
  triggerIdTwice: (id: string) => `\`pending\` has the trigger id "${id}" twice; ids must be unique across all layers.`,
  effectShape: (field: string) => `\`${field}\` must be a mapping such as { id: e1, lasting: this-phase }.`,
  effectKinds: (field: string, kinds: readonly string[]) =>
    `\`${field}\` must have exactly one of lasting, delayed, replacement (found ${found(kinds)}).`,
  ignoreShape: (field: string) => `\`${field}.ignore\` must be { card: <card id>, keyword: <keyword> }.`,
  lastingOneChange: (field: string) =>
    `\`${field}\` gives both \`ignore\` and \`cantBeAttacked\`: write each change as a lasting effect of its own.`,
  effectUnit: (id: string, card: string, units: readonly string[]) =>
    `Effect "${id}" says "${card}" can't be attacked, but "${card}" is not a unit in \`cards\` (units: ${units.join(', ') || 'none'}; give a card a \`unit\`).`,
  tokenCost: (field: string) =>
    `\`${field}\` gives both \`token: true\` and \`cost\`: a token has no printed cost (it costs 0), so drop \`cost\`.`,
  effectIdReused: (id: string) => `\`effects\` reuses the id "${id}" of a pending trigger; use another id.`,
  effectCard: (id: string, card: string) => `Effect "${id}" names card "${card}", which is not in \`cards\`.`,
  eventShape: (field: string) =>
    `\`${field}\` must be end-of-attack, end-of-phase, pass, regroup, { start-of-turn: <player> }, { defeat: <card id>, choose?: <effect id> }, { play: <card id>, byAbility? }, { attack: { attacker, defender?, byAbility? } } or { damage: { cards: [<unit id>, …], amount } }.`,
  passEventShape: (field: string) =>
    `\`${field}\` must be written as \`pass\` alone: the active player passes as their action for the turn, so it takes no player nor value (for another player's pass, put { start-of-turn: <player> } before it).`,
  damageEventShape: (field: string) =>
    `\`${field}\` must be { cards: [<unit id>, …], amount: 2 }: the units one ability damages at once (at least one), and the damage each takes (a number, or a list of instances); unpreventable?, order?, choose? as for \`ask.damage\`.`,
  damageCardTwice: (field: string, card: string) =>
    `\`${field}\` names "${card}" twice; list each unit once (several instances to one unit go in \`amount\` as a list).`,
  damageEventUnit: (field: string, card: string, units: readonly string[]) =>
    `\`${field}\` names "${card}", which is not a unit in \`cards\` (units: ${units.join(', ') || 'none'}; give a card a \`unit\`).`,
  damageEventChoose: (field: string, id: string, known: readonly string[]) =>
    `\`${field}\` names "${id}", which is not a replacement effect on the defeat of one of the damaged units (${known.length ? known.join(', ') : 'there is none'}).`,
  defeatCard: (index: number, card: string) => `\`happens[${index}].defeat\` names card "${card}", which is not in \`cards\`.`,
  eventCard: (index: number, card: string) => `\`happens[${index}]\` names card "${card}", which is not in \`cards\`.`,

  // The question
  askRequired: () => `\`ask\` is required and must be one of ${ASK_SHAPES}.`,
  askIsRequired: () => '`ask` is required.',
  askOne: () =>
    `\`ask\` must have exactly one of use, active, order, act, attack, damage, cost, declineAttack, abilityCost: ${ASK_SHAPES}.`,
  declineAttackShape: () =>
    '`ask.declineAttack` must be a mapping: { attacker: <unit id> } when the ability names the unit, or { player: <player> } (or {}: the active player) for "attack with a unit"; may?: true when the ability says "may"; otherArena?: true.',
  declineAttackBoth: () =>
    '`ask.declineAttack` gives both `attacker` and `player`: the named unit\'s controller makes its attack, so give only `attacker` (or only `player` for "attack with a unit").',
  abilityCostShape: () =>
    '`ask.abilityCost` must be { card: <card id>, atMost: 3 } or { card, atLeast: 4 } (or both): the bound the ability puts on the cost, e.g. "costs 3 or less" is atMost: 3.',
  abilityCostUnknown: (field: string, card: string) =>
    `\`ask.abilityCost\` asks about "${card}", a card in play with no printed cost given: add \`cost\` to \`${field}\` (its printed cost), or \`token: true\` for a token, which costs 0.`,
  attackShape: () =>
    '`ask.attack` must be { attacker: <unit id>, target?: <unit id> or base, byAbility?: true, choose?: <replacement effect id> or [<id>, <id>] }.',
  chooseShape: (field: string) =>
    `\`${field}\` must be a replacement effect id, or a list of them (at most one per unit), e.g. r1 or [r1, r3].`,
  chooseOnePerUnit: (field: string, unit: string, ids: readonly string[]) =>
    `\`${field}\` picks ${ids.map((id) => `"${id}"`).join(' and ')} for the defeat of ${unit}: its controller applies one replacement effect to that defeat, so pick at most one per unit.`,
  attackChoose: (id: string, units: readonly string[], known: readonly string[]) =>
    `\`ask.attack.choose\` names "${id}", which is not a replacement effect on the defeat of ${units.join(' or ')} (${known.length ? known.join(', ') : `there is none: add one to \`effects\` as { id, replacement: defeat, card: ${units.join(' or ')}, instead }`}).`,
  damageShape: () =>
    '`ask.damage` must be { card: <unit id>, amount: 3 } or { base: <player> or each, amount: 3 }: exactly one of card and base; amount a number or a list of instances.',
  damageOrder: (field: string) => `\`${field}\` must be a list of replacement effect ids and \`shield\`, first applied first.`,
  damageOrderId: (field: string, id: string, known: readonly string[]) =>
    `\`${field}\` names "${id}", which is neither \`shield\` nor a damage replacement effect (${known.join(', ')}).`,
  damageChoose: (id: string, card: string | null, known: readonly string[]) =>
    card === null
      ? `\`ask.damage.choose\` names "${id}", but a base is not defeated by a replacement effect's choice; \`choose\` picks the replacement effect on a unit's defeat (give \`card\`).`
      : `\`ask.damage.choose\` names "${id}", which is not a replacement effect on ${card}'s defeat (${known.length ? known.join(', ') : `there is none: add one to \`effects\` as { id, replacement: defeat, card: ${card}, instead }`}).`,
  tooManyInstances: (field: string) => `\`${field}\` lists more than 100 instances of damage; that is not a real game situation.`,
  askUnit: (card: string, units: readonly string[]) =>
    `\`ask.damage.card\` names "${card}", which is not a unit in \`cards\` (units: ${units.join(', ') || 'none'}; give a card a \`unit\`).`,
  askHand: (card: string, hand: readonly string[]) =>
    `\`ask.cost\` names "${card}", which is not in \`hand\` (${hand.join(', ') || 'none'}).`,
  unitShape: (field: string) => `\`${field}\` must be a mapping such as { arena: ground, power: 3, hp: 5 }.`,
  hp: (field: string, got: unknown) => `\`${field}\` must be a whole number, at least 1; got \`${given(got)}\`.`,
  handShape: (field: string) => `\`${field}\` must be a mapping such as { id: x, cost: 2, aspects: [heroism] }.`,
  handIdTwice: (id: string) => `\`hand\` has the id "${id}" twice; give each card its own id.`,
  perPlayerShape: (field: string, players: readonly string[]) => `\`${field}\` must map player names (${players.join(', ')}) to values.`,
  perPlayerKey: (field: string, key: string, players: readonly string[]) =>
    `\`${field}.${key}\` is not a player; players: ${players.join(', ')}.`,
  baseShape: (field: string) => `\`${field}\` must be { hp: 30, damage: 0 }.`,
  unitDefeated: (field: string, hp: number) =>
    `\`${field}\` must be below the unit's HP (${hp}): a unit with that much damage is defeated at once and leaves play.`,
  baseDestroyed: (field: string, hp: number) =>
    `\`${field}\` must be below the base's HP (${hp}): a base with that much damage is destroyed, and the game over.`,
  askOrder: () => '`ask.order` must be a list of trigger ids, first resolved first.',
  refShape: (field: string) => `\`${field}\` must be { card: <card id>, ability: <ability id> }.`,
  askCard: (field: string, card: string, cards: readonly string[]) =>
    `\`ask.${field}\` names card "${card}", which is not in \`cards\` (${cards.join(', ') || 'none'}).`,
};

/** The keys and facts of the SWU scenario problems. */
export type ScenarioMessages = typeof scenarioMessages;
