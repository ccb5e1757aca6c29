/** A Chronicle X situation holds at most MAX_MODELS models: a link with thousands is refused in plain words, at once. */
import { describe, expect, it } from 'vitest';
import { MAX_MODELS, engine } from '../../src/engine/chronicle-x/index.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';

const square = (i: number) => `${String.fromCharCode(97 + (i % 26))}${1 + Math.floor(i / 26)}`;
const link = (n: number) =>
  `v=1&board={size:100x100}&models={${Array.from({ length: n }, (_, i) => `m${i}:{kind:${i % 2 ? 'alien' : 'hero'},at:${square(i)}}`).join(',')}}&active=m0&ask=move`;
const read = (n: number) => {
  const d = decodeCheckQuery(link(n));
  if (!d.ok) throw new Error(d.errors.join('\n'));
  return engine.parseScenario(d.input);
};

describe('the Chronicle X model cap', () => {
  it('answers the cap number of models and refuses one more, saying how many and what to do', () => {
    const at = read(MAX_MODELS);
    expect(at.ok).toBe(true);
    if (at.ok) expect(typeof engine.answer(at.value).allowed).toBe('boolean');
    const over = read(MAX_MODELS + 1);
    expect(over.ok).toBe(false);
    if (!over.ok)
      expect(over.errors).toEqual([
        `\`models\` has ${MAX_MODELS + 1} models, more than the ${MAX_MODELS} this site works out; keep the models that matter to the question.`,
      ]);
  });

  it('refuses 2,000 models with the same message', () => {
    const over = read(2000);
    expect(!over.ok && over.errors[0]).toContain('has 2000 models');
  });
});
