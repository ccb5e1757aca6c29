import { describe, expect, it } from 'vitest';
import { suggestTargets, type Candidate } from '../../src/checker/suggest.ts';

const notes: Candidate[] = [
  { name: 'Card Actions', note: 'legion/Card Actions' },
  { name: 'Movement', note: 'legion/Movement' },
  { name: 'Suppression', note: 'legion/Suppression' },
  { name: 'Free Actions', note: 'legion/Free Actions' },
  { name: 'Shove', note: 'legion/Push', alias: true },
  { name: 'Courage', note: 'legion/Courage' },
];
const names = (raw: string) => suggestTargets(raw, notes).map((s) => `${s.name}:${s.kind}`);

describe('suggestTargets', () => {
  it('suggests the plural of a singular name', () => {
    expect(names('Card Action')[0]).toBe('Card Actions:plural');
  });
  it('suggests a name differing only in case', () => {
    expect(names('card actions')[0]).toBe('Card Actions:case');
  });
  it('suggests a longer name starting with the link text', () => {
    expect(names('Move')).toContain('Movement:prefix');
  });
  it('suggests a near spelling, and an alias naming its note', () => {
    expect(names('Suprression')[0]).toBe('Suppression:spelling');
    const [alias] = suggestTargets('Shov', notes);
    expect(alias).toMatchObject({ name: 'Shove', note: 'legion/Push', alias: true });
  });
  it('suggests nothing for an unrelated name, and never the name itself', () => {
    expect(names('Relentless')).toEqual([]);
    expect(names('Courage')).toEqual([]);
  });
  it('ranks case before plural before spelling, at most three', () => {
    const many: Candidate[] = ['Actions', 'Action', 'action', 'Actin', 'Acton'].map((name) => ({ name, note: name }));
    const out = suggestTargets('ACTION', many);
    expect(out.map((s) => s.kind)).toEqual(['case', 'case', 'plural']);
  });
});

describe('suggestTargets, what it does not suggest', () => {
  it('does not take a longer name with another word for a stem', () => {
    expect(suggestTargets('Activation Phase', [{ name: 'Activation', note: 'cx/Activation' }])).toEqual([]);
  });
});

describe('suggestTargets, spelling matches', () => {
  it('finds every name within the edit limit, as comparing with each name would (fast-check)', async () => {
    const fc = (await import('fast-check')).default;
    const { distance } = await import('fastest-levenshtein');
    const word = fc.string({ unit: fc.constantFrom(...'abcdeéz19 -'), minLength: 3, maxLength: 14 });
    // Candidates: `raw` with a few characters replaced, inserted or deleted, and unrelated words.
    const edit = fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), fc.constantFrom(...'abz9 é'));
    const near = (raw: string, edits: Array<[number, string, string]>): string =>
      edits.reduce((s, [at, op, c]) => {
        const i = s.length ? at % s.length : 0;
        return op === 'delete' ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i) + c + s.slice(op === 'replace' ? i + 1 : i);
      }, raw);
    const normal = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
    fc.assert(
      fc.property(
        word,
        fc.array(fc.array(edit, { minLength: 1, maxLength: 4 }), { maxLength: 20 }),
        fc.array(word, { maxLength: 10 }),
        (raw, edits, others) => {
          const list = [...edits.map((e) => near(raw, e)), ...others];
          const wanted = normal(raw);
          const max = Math.min(3, Math.floor(wanted.length / 3));
          const offered = new Set(
            suggestTargets(
              raw,
              list.map((name) => ({ name, note: name })),
              1000,
            ).map((s) => s.name),
          );
          for (const name of list) {
            const close = normal(name) !== wanted && normal(name) !== '' && max >= 1 && distance(normal(name), wanted) <= max;
            if (close) expect(offered.has(name), `${name} for ${raw}`).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
