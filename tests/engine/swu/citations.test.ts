/**
 * Citation discipline: every block id the SWU engine cites exists in `content/swu/`, every block
 * of a rule note is cited by some reason, ids are unique and `swu-` prefixed, and every wikilink
 * in the SWU notes resolves (to a note or alias, and to its heading or block when it names one).
 */
import { describe, expect, it } from 'vitest';
import { citedRules } from '../../../src/engine/core/index.ts';
import { reasons } from '../../../src/engine/swu/index.ts';
import { headingSlugs, scanNotes } from './vault-scan.ts';
import GithubSlugger from 'github-slugger';

const notes = scanNotes();
const blockIds = notes.flatMap((n) => n.blocks.map((b) => ({ ...b, file: n.file, explanatory: n.tags.includes('explanatory') })));

describe('SWU citations', () => {
  it('every rule the engine cites is a block id in content/swu', () => {
    const present = new Set(blockIds.map((b) => b.id));
    const missing = citedRules(reasons).filter((id) => !present.has(id));
    expect(missing, `cited by the engine but missing from content/swu: ${missing.join(', ')}`).toEqual([]);
  });

  it('every block of a rule note is cited by some reason', () => {
    const cited = new Set(citedRules(reasons));
    const uncited = blockIds.filter((b) => !b.explanatory && !cited.has(b.id)).map((b) => `${b.file}:${b.line} ^${b.id}`);
    expect(uncited, 'rule-note blocks that no reason cites (cite them, or tag the note explanatory)').toEqual([]);
  });

  it('block ids are unique, lower-case kebab and prefixed swu-', () => {
    const ids = blockIds.map((b) => b.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^swu-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('every reason has a permanent PascalCase code matching its key', () => {
    for (const [key, def] of Object.entries(reasons)) {
      expect(def.code).toBe(key);
      expect(def.code).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });

  it('every wikilink resolves to a note, and its #heading or #^block exists there', () => {
    const byName = new Map<string, (typeof notes)[number]>();
    for (const n of notes) for (const name of [n.title, ...n.aliases]) byName.set(name.toLowerCase(), n);
    const broken: string[] = [];
    for (const n of notes) {
      for (const { target, line } of n.links) {
        const [page = '', anchor] = target.split('#');
        const dest = page === '' ? n : byName.get(page.trim().toLowerCase());
        if (!dest) broken.push(`${n.file}:${line} [[${target}]]: no note or alias "${page}"`);
        else if (anchor?.startsWith('^') && !dest.blocks.some((b) => b.id === anchor.slice(1))) broken.push(`${n.file}:${line} [[${target}]]: no block ^${anchor.slice(1)} in ${dest.file}`);
        else if (anchor && !anchor.startsWith('^') && !headingSlugs(dest).has(new GithubSlugger().slug(anchor))) broken.push(`${n.file}:${line} [[${target}]]: no heading "${anchor}" in ${dest.file}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the notes the issue asks for exist, each opening with a summary paragraph', () => {
    const titles = notes.map((n) => n.title);
    for (const t of ['Abilities', 'Action Abilities', 'Constant Abilities', 'Event Abilities', 'Keyword Abilities', 'Triggered Abilities', 'Effects', 'Trigger Resolution', 'Nested Abilities']) {
      expect(titles).toContain(t);
    }
    for (const n of notes) {
      const body = n.text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^#[^\n]*\n/m, '').trimStart();
      expect(body.split('\n\n')[0]!.length, `${n.file} should open with a one-paragraph definition`).toBeGreaterThan(60);
    }
  });

  it('the trigger-resolution notes quote the CR numbers 7.6.8 to 7.6.11', () => {
    const text = notes.filter((n) => ['Trigger Resolution', 'Nested Abilities'].includes(n.title)).map((n) => n.text).join('\n');
    for (const cr of ['7.6.8', '7.6.9', '7.6.10', '7.6.11']) expect(text).toContain(cr);
  });
});
