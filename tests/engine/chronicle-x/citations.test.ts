import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedRules } from '../../../src/engine/core/index.ts';
import { reasons } from '../../../src/engine/chronicle-x/index.ts';
import { blockIds, readNotes, wikilinks } from './vault.ts';

const notes = readNotes();
const ids = notes.flatMap((n) => blockIds(n).map((b) => ({ ...b, note: n })));
const cited = citedRules(reasons);

describe('Chronicle X citations', () => {
  it('every rule the engine cites is a block id in content/chronicle-x', () => {
    const present = new Set(ids.map((b) => b.id));
    expect(cited.filter((r) => !present.has(r))).toEqual([]);
  });

  it('every block id of a rule note is cited by some reason', () => {
    const uncited = ids
      .filter((b) => !b.note.tags.includes('explanatory') && !cited.includes(b.id))
      .map((b) => `${b.note.file}:${b.line} ^${b.id}`);
    expect(uncited).toEqual([]);
  });

  it('block ids are unique, lower-case kebab and prefixed cx-', () => {
    const seen = new Map<string, string>();
    for (const b of ids) {
      expect(b.id, `${b.note.file}:${b.line}`).toMatch(/^cx-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(seen.get(b.id), `^${b.id} in ${b.note.file}:${b.line} repeats`).toBeUndefined();
      seen.set(b.id, b.note.file);
    }
  });

  it('every reason has a PascalCase code equal to its key, a title and a rule', () => {
    for (const [key, def] of Object.entries(reasons)) {
      expect(def.code).toBe(key);
      expect(def.code).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(def.title.length).toBeGreaterThan(3);
    }
  });
});

describe('Chronicle X notes', () => {
  const byName = new Map<string, (typeof notes)[number]>();
  for (const n of notes) for (const name of [n.title, ...n.aliases]) byName.set(name.toLowerCase(), n);

  it('every wikilink resolves to a note or alias, and its #^block or #heading exists', () => {
    const broken: string[] = [];
    for (const n of notes) {
      for (const l of wikilinks(n)) {
        const target = byName.get(l.target.toLowerCase());
        if (!target) broken.push(`${n.file}:${l.line} [[${l.target}]]`);
        else if (l.anchor?.startsWith('^') && !blockIds(target).some((b) => b.id === l.anchor!.slice(1))) broken.push(`${n.file}:${l.line} [[${l.target}#${l.anchor}]]`);
        else if (l.anchor && !l.anchor.startsWith('^') && !new RegExp(`^#+ ${l.anchor}\\s*$`, 'm').test(target.text)) broken.push(`${n.file}:${l.line} [[${l.target}#${l.anchor}]]`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has a note or alias for each term the seed note capitalises as a game term', () => {
    const seed = readFileSync(join(import.meta.dirname, '../../../../shared/seed-vault/chronicle-x/Activation.md'), 'utf8');
    const seedLinks = [...seed.matchAll(/\[\[([^\]|#]+)/g)].map((m) => m[1]!);
    const terms = ['Activation', 'Hero', 'Alien Unit', 'Round', 'Blip Token', 'Overwatch', 'Move', 'Sprint', 'Melee Attack', 'Shoot Attack', 'Interact', 'Psychic Attacks', 'Flip Blip Token', 'Interruption', 'Alien Behaviour Actions', 'Line of Sight', 'Action', 'Overmind Player', 'Combat Value', 'Movement Value', 'Square', 'Adjacent'];
    expect([...seedLinks, ...terms].filter((t) => !byName.has(t.toLowerCase()))).toEqual([]);
  });

  it('opens each note with a one-paragraph summary and copies no sentence of the seed note', () => {
    const seed = readFileSync(join(import.meta.dirname, '../../../../shared/seed-vault/chronicle-x/Activation.md'), 'utf8');
    const sentences = seed.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => s.length > 30);
    for (const n of notes) {
      const body = n.text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^# .*\n/m, '').trim();
      expect(body.split('\n\n')[0]!.length, `${n.file} summary`).toBeGreaterThan(60);
      for (const s of sentences) expect(n.text.includes(s), `${n.file} copies: ${s}`).toBe(false);
    }
  });
});
