// @vitest-environment jsdom
/**
 * The widget's edit form reaches the scenario fields a link may carry: a control edits the
 * situation, the answer follows it (the engine's own answer to the link the widget then writes), and
 * that link opens the same situation, with the control showing the edited value.
 *
 * Star Wars: Unlimited: a unit an effect says can't be attacked (`cantBeAttacked`), declining an
 * attack an ability grants (`ask.declineAttack`), and an ability that checks a card's cost
 * (`ask.abilityCost`, with the printed cost or token of a card in play). Star Wars: Legion: an
 * attack's weapon pools (`pools`), and a Repair or Treat card action's capacity and target.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../src/components/islands/check-swu.ts';
import '../../src/components/islands/check-legion.ts';
import type { GameEngine } from '../../src/engine/core/index.ts';
import { engine as legion } from '../../src/engine/legion/index.ts';
import { engine as swu } from '../../src/engine/swu/index.ts';
import { LEGION_FIELDS } from '../../src/widgets/games/legion.ts';
import { SWU_FIELDS } from '../../src/widgets/games/swu.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';

type Obj = Record<string, any>;
type Game = 'swu' | 'legion';
const GAMES: Record<Game, { engine: GameEngine<any>; fields: readonly string[] }> = {
  swu: { engine: swu, fields: SWU_FIELDS },
  legion: { engine: legion, fields: LEGION_FIELDS },
};

beforeAll(() => {
  // No rules file here: the widget words its reasons from the engine's texts (loaded as code).
  vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
});
afterEach(() => document.body.replaceChildren());

const linkOf = (w: HTMLElement) => w.querySelector<HTMLInputElement>('.rgc-link')!.value;
const verdictOf = (w: HTMLElement) => w.querySelector('.rgc-verdict')?.textContent ?? w.querySelector('.rgc-invalid')?.textContent ?? '';
const reasonsOf = (w: HTMLElement) => [...w.querySelectorAll('.rgc-reasons li')].map((li) => li.textContent!.replace(/^[✓✗] /, ''));
const control = <T extends HTMLElement = HTMLInputElement>(w: HTMLElement, key: string) => {
  const c = w.querySelector<T>(`[data-key="${key}"]`);
  if (!c) throw new Error(`no control ${key}`);
  return c;
};

/** The input a widget's link carries. */
function inputOf(w: HTMLElement): Obj {
  const decoded = decodeCheckQuery(new URL(linkOf(w)).search);
  if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
  return decoded.input;
}

/** A check-page widget opened on the link for `input` (or a link's query), once it has answered. */
async function open(game: Game, input: Obj | string): Promise<HTMLElement> {
  const query = typeof input === 'string' ? input : encodeCheckQuery(input, GAMES[game].fields);
  history.replaceState(null, '', `/check/${game}/?${query}`);
  const w = document.createElement('rg-check');
  w.dataset.game = game;
  w.dataset.checkPage = `/check/${game}/`;
  w.setAttribute('data-page', '');
  document.body.append(w);
  await vi.waitFor(() => expect(w.querySelector('.rgc-setup')).not.toBeNull(), { timeout: 10_000 });
  return w;
}

/** Edits the control `key` (a select's or text field's value, a number, a checkbox) and waits for the new answer. */
async function edit(w: HTMLElement, key: string, value: string | boolean): Promise<void> {
  const c = control(w, key);
  if (typeof value === 'boolean') (c as HTMLInputElement).checked = value;
  else (c as HTMLInputElement).value = value;
  c.dispatchEvent(new Event('change', { bubbles: true }));
  await vi.waitFor(() => expect(w.contains(c)).toBe(false), { timeout: 10_000 });
}

/** Presses the button `key` and waits for the new answer. */
async function press(w: HTMLElement, key: string): Promise<void> {
  const c = control(w, key);
  c.click();
  await vi.waitFor(() => expect(w.contains(c)).toBe(false), { timeout: 10_000 });
}

/**
 * The widget shows the engine's answer to the situation its link carries, and that link opens a
 * widget with the same situation (link), answer, and the control `key` showing the same value.
 */
async function roundTrips(game: Game, w: HTMLElement, key: string): Promise<void> {
  const { engine } = GAMES[game];
  const parsed = engine.parseScenario(inputOf(w));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const verdict = engine.answer(parsed.value);
  expect(verdictOf(w)).toBe(verdict.allowed ? 'Allowed.' : 'Refused.');
  expect(reasonsOf(w)).toEqual(verdict.reasons.map((r) => r.message));
  const again = await open(game, new URL(linkOf(w)).search.slice(1));
  expect(linkOf(again)).toBe(linkOf(w));
  expect(verdictOf(again)).toBe(verdictOf(w));
  expect(reasonsOf(again)).toEqual(reasonsOf(w));
  const [was, is] = [control(w, key), control(again, key)];
  expect(is.type === 'checkbox' ? (is as HTMLInputElement).checked : (is as HTMLInputElement).value).toBe(
    was.type === 'checkbox' ? (was as HTMLInputElement).checked : (was as HTMLInputElement).value,
  );
  again.remove();
}

const unit = (id: string, controller: string, extra: Obj = {}) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  controller,
  abilities: [],
  unit: { arena: 'ground', power: 3, hp: 5 },
  ...extra,
});

describe('Star Wars: Unlimited form', () => {
  it("sets an effect that says a unit can't be attacked, which refuses an attack on it until it has Sentinel", async () => {
    const w = await open('swu', { cards: [unit('vader', 'A'), unit('luke', 'B')], ask: { attack: { attacker: 'vader', target: 'luke' } } });
    expect(verdictOf(w)).toBe('Allowed.');
    await edit(w, 'cba-1', 'this-phase');
    expect(inputOf(w).effects).toEqual([expect.objectContaining({ lasting: 'this-phase', cantBeAttacked: 'luke' })]);
    expect(verdictOf(w)).toBe('Refused.');
    await roundTrips('swu', w, 'cba-1');
    // Sentinel overrides such an effect (swu-sentinel-overrides-cant-be-attacked).
    await edit(w, 'kw-sentinel-1', true);
    expect(verdictOf(w)).toBe('Allowed.');
    await edit(w, 'kw-sentinel-1', false);
    await edit(w, 'cba-1', '');
    expect(inputOf(w).effects).toBeUndefined();
    expect(verdictOf(w)).toBe('Allowed.');
  });

  it('asks whether a granted attack may be declined, and who makes it', async () => {
    const w = await open('swu', { cards: [unit('vader', 'A'), unit('luke', 'B')], ask: { order: [] } });
    await edit(w, 'ask-kind', 'declineAttack');
    expect(inputOf(w).ask).toEqual({ declineAttack: { player: 'A' } });
    // A can attack with Vader: the attack must be made.
    expect(verdictOf(w)).toBe('Refused.');
    await edit(w, 'decline-may', true);
    expect(inputOf(w).ask).toEqual({ declineAttack: { player: 'A', may: true } });
    expect(verdictOf(w)).toBe('Allowed.');
    await roundTrips('swu', w, 'decline-may');
    await edit(w, 'decline-may', false);
    await edit(w, 'decline-who', 'card:vader');
    expect(inputOf(w).ask).toEqual({ declineAttack: { attacker: 'vader' } });
    expect(verdictOf(w)).toBe('Refused.');
    // Vader exhausted: the attack it is granted cannot be made, so it may be declined.
    await edit(w, 'exh-0', true);
    expect(verdictOf(w)).toBe('Allowed.');
    await roundTrips('swu', w, 'decline-who');
  });

  it("asks whether an ability that checks cost counts a card, by the card's printed cost or as a token", async () => {
    const w = await open('swu', { cards: [unit('trooper', 'A')], ask: { order: [] } });
    await edit(w, 'ask-kind', 'abilityCost');
    expect(inputOf(w).ask).toEqual({ abilityCost: { card: 'trooper', atMost: 3 } });
    // The printed cost is not given yet: the widget says so instead of answering.
    expect(w.querySelector('.rgc-verdict')).toBeNull();
    await edit(w, 'ccost-0', '4');
    expect(inputOf(w).cards[0].cost).toBe(4);
    expect(verdictOf(w)).toBe('Refused.');
    await edit(w, 'acost-atMost', '5');
    expect(inputOf(w).ask).toEqual({ abilityCost: { card: 'trooper', atMost: 5 } });
    expect(verdictOf(w)).toBe('Allowed.');
    await roundTrips('swu', w, 'acost-atMost');
    await edit(w, 'acost-bound', 'atLeast');
    await edit(w, 'ccost-0', 'token');
    expect(inputOf(w).cards[0]).toMatchObject({ token: true });
    expect(inputOf(w).cards[0].cost).toBeUndefined();
    expect(inputOf(w).ask).toEqual({ abilityCost: { card: 'trooper', atLeast: 5 } });
    // A token costs 0.
    expect(verdictOf(w)).toBe('Refused.');
    await edit(w, 'acost-atLeast', '0');
    expect(verdictOf(w)).toBe('Allowed.');
    await roundTrips('swu', w, 'ccost-0');
  });
});

describe('Star Wars: Legion form', () => {
  it("names an attack's weapons, pool by pool: a mixed pool and a weapon split between pools are refused", async () => {
    const w = await open('legion', { unit: { type: 'trooper', courage: 1 }, ask: 'attack' });
    await edit(w, 'pools', true);
    expect(inputOf(w).ask).toEqual({ action: 'attack', defenders: 1, pools: [[{ name: 'Weapon 1', type: 'ranged' }]] });
    expect(verdictOf(w)).toBe('Allowed.');
    await press(w, 'pool-0-add');
    await edit(w, 'pool-0-1-type', 'melee');
    expect(inputOf(w).ask.pools).toEqual([
      [
        { name: 'Weapon 1', type: 'ranged' },
        { name: 'Weapon 2', type: 'melee' },
      ],
    ]);
    expect(verdictOf(w)).toBe('Refused.');
    await roundTrips('legion', w, 'pool-0-1-type');
    // A weapon with both icons joins the pool as ranged.
    await edit(w, 'pool-0-1-type', 'both');
    expect(inputOf(w).ask.pools[0][1]).toEqual({ name: 'Weapon 2', type: 'both', as: 'ranged' });
    expect(verdictOf(w)).toBe('Allowed.');
    await press(w, 'pool-add');
    expect(inputOf(w).ask.defenders).toBe(2);
    expect(verdictOf(w)).toBe('Allowed.');
    await edit(w, 'pool-1-0-name', 'Weapon 1');
    expect(inputOf(w).ask.pools[1]).toEqual([{ name: 'Weapon 1', type: 'ranged' }]);
    expect(verdictOf(w)).toBe('Refused.');
    await roundTrips('legion', w, 'pool-1-0-name');
    await press(w, 'pool-1-rm');
    expect(inputOf(w).ask.defenders).toBe(1);
    expect(verdictOf(w)).toBe('Allowed.');
    await edit(w, 'pools', false);
    expect(inputOf(w).ask).toBe('attack');
  });

  it("sets a Repair card action's target and capacity, and switches the question to Treat", async () => {
    const w = await open('legion', {
      unit: { type: 'droid-trooper', courage: 1 },
      ask: { card: 'Repair', capacity: 2, target: { type: 'trooper' } },
    });
    // Repair mends droids and vehicles, not an organic trooper.
    expect(verdictOf(w)).toBe('Refused.');
    await edit(w, 'target-type', 'ground-vehicle');
    expect(inputOf(w).ask.target).toEqual({ type: 'ground-vehicle' });
    expect(verdictOf(w)).toBe('Allowed.');
    await roundTrips('legion', w, 'target-type');
    await edit(w, 'target-within1', false);
    expect(inputOf(w).ask.target).toEqual({ type: 'ground-vehicle', within1: false });
    expect(verdictOf(w)).toBe('Refused.');
    await roundTrips('legion', w, 'target-within1');
    await edit(w, 'target-within1', true);
    await edit(w, 'card-wounds', '2');
    expect(inputOf(w).ask.cardWounds).toBe(2);
    // The card holds its capacity in wounds: spent.
    expect(verdictOf(w)).toBe('Refused.');
    await edit(w, 'card-capacity', '3');
    expect(inputOf(w).ask.capacity).toBe(3);
    expect(verdictOf(w)).toBe('Allowed.');
    await roundTrips('legion', w, 'card-capacity');
    // Treat heals an organic trooper, not a droid.
    await edit(w, 'ask-kind', 'treat');
    expect(inputOf(w).ask).toMatchObject({ card: 'Treat', target: { type: 'trooper' } });
    expect(verdictOf(w)).toBe('Allowed.');
    await edit(w, 'target-type', 'droid-trooper');
    expect(verdictOf(w)).toBe('Refused.');
  });
});
