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
