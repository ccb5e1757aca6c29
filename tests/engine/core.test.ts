import { describe, expect, it } from 'vitest';
import { citedRules, defineReason, formatMessage, reasonCatalogue, runGates, verdictOf } from '../../src/engine/core/index.ts';
import { engines } from '../../src/engine/registry.ts';
import './matchers.ts';

const Tired = defineReason<{ n: number }>({
  code: 'Tired',
  rule: 'demo-tired',
  title: 'Tired',
  refuses: true,
  message: ({ n }) => `The unit already made ${n} actions.`,
});
const Free = defineReason({
  code: 'Free',
  rule: 'demo-free',
  title: 'Free',
  refuses: false,
  message: () => 'A free action uses no action.',
});

describe('engine core', () => {
  it('builds reasons from the catalogue with the facts in the message', () => {
    expect(Tired({ n: 2 })).toEqual({ code: 'Tired', rule: 'demo-tired', refuses: true, message: 'The unit already made 2 actions.' });
  });

  it('reports every failing gate in order, not only the first', () => {
    const v = runGates<number, string>(
      [(s) => (s >= 2 ? Tired({ n: s }) : null), () => Free(), (s) => (s >= 2 ? [Tired({ n: s + 1 })] : null)],
      2,
      'move',
    );
    expect(v.allowed).toBe(false);
    expect(v.reasons.map((r) => r.code)).toEqual(['Tired', 'Free', 'Tired']);
    expect(v).toBeRefusedBy('demo-tired');
    expect(v).toCite('demo-free');
  });

  it('allows when no reason refuses', () => {
    expect(verdictOf([Free()])).toBeAllowed();
    expect(verdictOf([])).toBeAllowed();
  });

  it('lists the rules a catalogue cites', () => {
    expect(citedRules({ Tired, Free })).toEqual(['demo-free', 'demo-tired']);
  });
});

describe('message templates', () => {
  it('fill placeholders and choose on a fact, nested', () => {
    const t = ['kind', { hero: '{who} is a Hero.', other: ['n', { 1: '{who} has 1 action.', other: '{who} has {n} actions.' }] }] as const;
    expect(formatMessage(t, { kind: 'hero', who: 'A', n: 2 })).toBe('A is a Hero.');
    expect(formatMessage(t, { kind: 'alien', who: 'B', n: 1 })).toBe('B has 1 action.');
    expect(formatMessage(t, { kind: 'alien', who: 'B', n: 3 })).toBe('B has 3 actions.');
    expect(formatMessage(['to', { null: 'nowhere', other: 'to {to}' }], { to: null })).toBe('nowhere');
    expect(formatMessage('plain', undefined)).toBe('plain');
  });
  it('leave a placeholder naming no fact as written', () => {
    expect(formatMessage('{who} moved {far}', { who: 'A' })).toBe('A moved {far}');
  });
});

describe('a catalogue with words bound apart', () => {
  it('answers with its code in words until its words are bound, then with the message', () => {
    const c = reasonCatalogue();
    const Tired2 = c.reason<{ n: number }>('TooTired', 'demo-tired', true);
    expect(Tired2({ n: 2 })).toEqual({ code: 'TooTired', rule: 'demo-tired', refuses: true, message: 'Too tired.' });
    expect(Tired2.title).toBe('Too tired');
    c.bind({ TooTired: { title: 'Tired', message: ['n', { 1: 'One action made.', other: '{n} actions made.' }] } });
    expect(Tired2({ n: 2 }).message).toBe('2 actions made.');
    expect(Tired2.title).toBe('Tired');
    expect(Tired2.template).toEqual(['n', { 1: 'One action made.', other: '{n} actions made.' }]);
    expect(Object.keys(c.reasons)).toEqual(['TooTired']);
  });
  it('gives every reason of every engine words that survive JSON (as the widget reads them)', () => {
    for (const engine of engines) {
      for (const [code, def] of Object.entries(engine.reasons)) {
        expect(def.template, `${engine.id} ${code}`).toBeDefined();
        expect(JSON.parse(JSON.stringify(def.template))).toEqual(def.template);
        expect(def.title).not.toBe('');
      }
    }
  });
});
