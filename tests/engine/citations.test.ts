/**
 * Citations that are checked, for every engine in the registry: each block id an engine cites
 * exists in its game's folder of `content/`, and each block of a rule note is cited by some reason.
 * Convention (docs/editors-guide.md): a note tagged `explanatory` states no rule; its block ids
 * need not be cited.
 */
import { describe, expect, it } from 'vitest';
import { citedRules } from '../../src/engine/core/index.ts';
import { engines } from '../../src/engine/registry.ts';
import { blocksOf, isExplanatory, notesOf } from './content-vault.ts';

const PREFIX: Record<string, string> = { legion: 'legion-', 'chronicle-x': 'cx-', swu: 'swu-' };

describe.each(engines.map((e) => [e.id, e] as const))('%s engine citations', (game, engine) => {
  const blocks = blocksOf(game);
  const cited = citedRules(engine.reasons);

  it('cites only block ids that exist in its folder of content/', () => {
    const present = new Set(blocks.map((b) => b.id));
    expect(cited.filter((id) => !present.has(id))).toEqual([]);
  });

  it('cites every block of every rule note (others are tagged explanatory)', () => {
    const uncited = blocks.filter((b) => !isExplanatory(b.note) && !cited.includes(b.id)).map((b) => `${b.note.path}:${b.line} ^${b.id}`);
    expect(uncited).toEqual([]);
  });

  it('has a rule in every rule note', () => {
    expect(
      notesOf(game)
        .filter((n) => !isExplanatory(n) && n.blocks.length === 0)
        .map((n) => n.path),
    ).toEqual([]);
  });

  it('uses lower-case kebab block ids with the game prefix', () => {
    const prefix = PREFIX[game] ?? `${game}-`;
    expect(blocks.filter((b) => !b.id.startsWith(prefix) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(b.id)).map((b) => b.id)).toEqual([]);
  });

  it('keys its catalogue by permanent PascalCase codes, each with a title and a rule', () => {
    for (const [key, def] of Object.entries(engine.reasons)) {
      expect(def.code).toBe(key);
      expect(def.code).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(def.title.length).toBeGreaterThan(2);
      expect(def.rule).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
