/**
 * The engines' reason words read as English for every value the engines give: each message
 * template of each game, with every count fact at 0, 1, 2 and 5 and every named fact as each of
 * the games' action, unit and model words, has no "a aim", no "an move", no "1 squares", and no
 * placeholder left unfilled.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatMessage, indefiniteArticle, type MessageTemplate, type ReasonTexts } from '../../src/engine/core/index.ts';
import { texts as chronicleX } from '../../src/engine/chronicle-x/reason-texts.ts';
import { texts as legion } from '../../src/engine/legion/reason-texts.ts';
import { texts as swu } from '../../src/engine/swu/reason-texts.ts';

const COUNTS = [0, 1, 2, 5];
/** Words the engines put into named facts (actions, unit types, model kinds, tokens), each with the article it takes when spoken. */
const WORDS: [string, 'a' | 'an'][] = [
  ['aim', 'an'],
  ['move', 'a'],
  ['attack', 'an'],
  ['dodge', 'a'],
  ['standby', 'a'],
  ['recover', 'a'],
  ['card', 'a'],
  ['free attack action', 'a'],
  ['ground-vehicle', 'a'],
  ['repulsor-vehicle', 'a'],
  ['trooper', 'a'],
  ['droid-trooper', 'a'],
  ['unit', 'a'],
  ['hero', 'a'],
  ['alien', 'an'],
  ['blip', 'a'],
  ['interact', 'an'],
  ['overwatch', 'an'],
  ['sprint', 'a'],
  ['melee', 'a'],
  ['shoot', 'a'],
  ['psychic', 'a'],
  ['event', 'an'],
  ['action', 'an'],
  ['epic', 'an'],
  ['one-icon', 'a'],
  ['used', 'a'],
  ['8', 'an'],
];

/** Every template reachable in a message (its choices walked). */
function leaves(t: MessageTemplate): string[] {
  return typeof t === 'string' ? [t] : Object.values(t[1]).flatMap(leaves);
}

/** Every choice's fact and the values its cases name (`1`, `null`, `hero`). */
function choices(t: MessageTemplate): [string, unknown][] {
  if (typeof t === 'string') return [];
  const read = (k: string): unknown =>
    k === 'null' ? null : k === 'true' ? true : k === 'false' ? false : /^\d+$/.test(k) ? Number(k) : k;
  return [
    ...Object.keys(t[1])
      .filter((k) => k !== 'other')
      .map((k): [string, unknown] => [t[0], read(k)]),
    ...Object.values(t[1]).flatMap(choices),
  ];
}

const messageOf = (w: unknown): MessageTemplate =>
  typeof w === 'object' && w !== null && !Array.isArray(w) && 'message' in w
    ? (w as { message: MessageTemplate }).message
    : (w as MessageTemplate);

function templates(texts: ReasonTexts): [string, string][] {
  return Object.entries(texts).flatMap(([code, w]) => leaves(messageOf(w)).map((t): [string, string] => [code, t]));
}

const facts = (t: string): { name: string; kind: 'count' | 'article' | 'plain' }[] =>
  [...t.matchAll(/\{(?:([aA]):)?(\w+)(?::([^{}/]+)\/([^{}]+))?\}/g)].map((m) => ({
    name: m[2]!,
    kind: m[1] ? 'article' : m[3] ? 'count' : 'plain',
  }));

const BAD = [
  [/(^|[^\d.])1 [a-z-]+s\b(?! of)/, 'a plural after 1'],
  [/\b(0|2|5) (square|action|step|die|time|resource)\b/, 'a singular after a count other than 1'],
  [/\{[^}]*\}/, 'a placeholder left unfilled'],
] as const;

/** The facts a game's reasons declare as numbers (`name: number` in its reasons.ts). */
function countFacts(game: string): Set<string> {
  const source = readFileSync(fileURLToPath(new URL(`../../src/engine/${game}/reasons.ts`, import.meta.url)), 'utf8');
  return new Set([...source.matchAll(/(\w+)\??: number\b/g)].map((m) => m[1]!));
}

describe.each([
  ['legion', legion],
  ['chronicle-x', chronicleX],
  ['swu', swu],
] as const)('%s reason words', (game, texts) => {
  const counts = countFacts(game);

  it('read right with every count and every game word', () => {
    const wrong: string[] = [];
    for (const [code, words] of Object.entries(texts)) {
      const template = messageOf(words);
      const fs = facts(leaves(template).join(' '));
      const base: Record<string, unknown> = Object.fromEntries(fs.map((f) => [f.name, f.kind === 'count' ? 2 : 'X']));
      const variants: Record<string, unknown>[] = [base, ...choices(template).map(([fact, value]) => ({ ...base, [fact]: value }))];
      // Counts: every fact the game's reasons declare a number (a count written as a plain fact shows here).
      for (const f of fs) if (f.kind === 'count' || counts.has(f.name)) for (const n of COUNTS) variants.push({ ...base, [f.name]: n });
      for (const v of variants) {
        const text = formatMessage(template, v);
        for (const [re, what] of BAD) if (re.test(text)) wrong.push(`${code}: ${what}: ${text}`);
      }
      for (const f of fs.filter((x) => x.kind === 'article')) {
        for (const [word, article] of WORDS) {
          const text = formatMessage(template, { ...base, [f.name]: word });
          if (!text.toLowerCase().includes(`${article} ${word}`)) wrong.push(`${code}: not “${article} ${word}”: ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('write no article before a fact in the text itself (they use {a:fact})', () => {
    const raw = templates(texts)
      .filter(([, t]) => /\b(a|an) \{\w+\}/i.test(t))
      .map(([code, t]) => `${code}: ${t}`);
    expect(raw).toEqual([]);
  });
});

describe('indefinite articles and plurals in message templates', () => {
  it('choose the article by sound and the noun by count', () => {
    expect(['aim', 'attack', 'move', 'unit', 'hour', 'one-icon', '8', 'standby'].map((w) => `${indefiniteArticle(w)} ${w}`)).toEqual([
      'an aim',
      'an attack',
      'a move',
      'a unit',
      'an hour',
      'a one-icon',
      'an 8',
      'a standby',
    ]);
    expect(COUNTS.map((n) => formatMessage('Move up to {n:square/squares}; {n:square is/squares are} free.', { n }))).toEqual([
      'Move up to 0 squares; 0 squares are free.',
      'Move up to 1 square; 1 square is free.',
      'Move up to 2 squares; 2 squares are free.',
      'Move up to 5 squares; 5 squares are free.',
    ]);
    expect(formatMessage('Already made {a:kind} action.', { kind: 'aim' })).toBe('Already made an aim action.');
    expect(formatMessage('Left as written: {a:missing}.', {})).toBe('Left as written: {a:missing}.');
  });
});
