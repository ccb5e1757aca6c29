/**
 * Citations that are checked: every block id the Legion engine cites exists in content/legion/,
 * every block id of a rule note is cited by some reason, and every wikilink (ours and the seed
 * notes') resolves to a note of content/legion/.
 *
 * Convention: a note tagged `explanatory` in its frontmatter states no rule of its own; its block
 * ids (if any) need not be cited. Every other note is a rule note.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citedRules } from '../../../src/engine/core/index.ts';
import * as R from '../../../src/engine/legion/reasons.ts';
import { reasons } from '../../../src/engine/legion/index.ts';
import { CONTENT, resolveLink, scanFolder, SEED } from './vault-scan.ts';

const notes = scanFolder(CONTENT);
const allIds = notes.flatMap((n) => n.blockIds.map((id) => ({ id, file: n.file })));
const cited = citedRules(reasons);

describe('legion citations', () => {
  it('every rule the engine cites is a block id in content/legion/', () => {
    const have = new Set(allIds.map((b) => b.id));
    expect(cited.filter((id) => !have.has(id))).toEqual([]);
  });

  it('every block id of a rule note is cited by some reason', () => {
    const uncited = notes
      .filter((n) => !n.tags.includes('explanatory'))
      .flatMap((n) => n.blockIds.filter((id) => !cited.includes(id)).map((id) => `${n.file}: ^${id}`));
    expect(uncited).toEqual([]);
  });

  it('every rule note states at least one rule; notes without one are tagged explanatory', () => {
    expect(notes.filter((n) => !n.tags.includes('explanatory') && n.blockIds.length === 0).map((n) => n.file)).toEqual([]);
  });

  it('block ids are unique, lower-case kebab and prefixed legion-', () => {
    const ids = allIds.map((b) => b.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^legion-[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('the catalogue is keyed by code, and each reason is exported under its code', () => {
    for (const [key, def] of Object.entries(reasons)) expect(def.code).toBe(key);
    const exported = Object.entries(R).filter(([name]) => name !== 'catalogue') as [string, { code: string }][];
    for (const [name, def] of exported) expect(def.code).toBe(name);
    expect(Object.keys(reasons)).toHaveLength(exported.length);
    expect(R.catalogue).toHaveLength(exported.length);
  });

  it('each note opens with a one-paragraph summary, not a heading or a rule id', () => {
    for (const n of notes) {
      const first = n.prose.trim().split(/\n\s*\n/)[0] ?? '';
      expect(first, n.file).not.toMatch(/^#/);
      expect(first.length, n.file).toBeGreaterThan(60);
    }
  });
});

describe('legion wikilinks', () => {
  it('every [[link]] in content/legion/ resolves (note, alias, heading or block)', () => {
    const broken = notes.flatMap((n) => n.links.map((l) => ({ ...l, file: n.file, problem: resolveLink(l.target, notes) })))
      .filter((l) => l.problem)
      .map((l) => `${l.file}:${l.line} [[${l.target}]]: ${l.problem}`);
    expect(broken).toEqual([]);
  });

  it('every [[link]] of the seed notes resolves to one of our notes (pasted images aside)', () => {
    const seedNotes = ['Actions.md', 'Free Actions.md', 'Courage.md'];
    const targets = seedNotes.flatMap((f) => [...readFileSync(new URL(encodeURIComponent(f), SEED), 'utf8').matchAll(/(!?)\[\[([^\]|#]+)/g)]
      .filter((m) => !m[1])
      .map((m) => m[2] ?? ''));
    expect(targets).toEqual(expect.arrayContaining(['Card Action', 'Move', 'relentless', 'Abilities']));
    expect(targets.filter((t) => resolveLink(t, notes))).toEqual([]);
  });

  it('has the notes the issue asks for', () => {
    const required = ['Actions', 'Free Actions', 'Card Actions', 'Free Card Actions', 'Activation Phase', 'Activating Units', 'Move', 'Movement',
      'Attack', 'Aim', 'Dodge', 'Standby', 'Recover', 'Courage', 'Suppression', 'Panic', 'Rally', 'Commander', 'Damaged', 'Relentless', 'Gunslinger'];
    expect(required.filter((t) => !notes.some((n) => n.title === t))).toEqual([]);
  });
});
