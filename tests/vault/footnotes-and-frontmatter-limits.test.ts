/**
 * Footnotes and frontmatter that used to break the build or mislead an editor: a footnote called
 * past the back-link limit (the build threw past about 60,000 calls of one footnote), many
 * footnote definitions (quadratic), frontmatter keys named like `Object`'s own properties, and a
 * YAML alias with no anchor.
 */
import { describe, expect, it } from 'vitest';
import { MAX_FOOTNOTE_BACKLINKS } from '../../src/vault/footnote-reference.ts';
import { IdList } from '../../src/vault/plugins/remark-footnote-call-guard.ts';
import { codes, note, vault } from './helpers.ts';
import { cpuTimed } from '../cpu-time.ts';

describe('footnotes', () => {
  it(`links a footnote back to its first ${MAX_FOOTNOTE_BACKLINKS} calls; later calls still link to it`, () => {
    const calls = MAX_FOOTNOTE_BACKLINKS + 200;
    const html = note(vault({ 'a.md': `${'x[^a] '.repeat(calls)}\n\n[^a]: The note.\n` }), 'a').html;
    expect(html.match(/<a href="#user-content-fn-a"/g)?.length).toBe(calls);
    const backlinks = [...html.matchAll(/<a href="#(user-content-fnref-a[^"]*)" data-footnote-backref/g)].map((m) => m[1]!);
    expect(backlinks.length).toBe(MAX_FOOTNOTE_BACKLINKS);
    // Each back-link leads to a call on the page; the calls past the limit have no id.
    expect(backlinks.filter((id) => !html.includes(`id="${id}"`))).toEqual([]);
    expect(html.includes(`id="user-content-fnref-a-${MAX_FOOTNOTE_BACKLINKS + 1}"`)).toBe(false);
  });

  it('numbers many footnotes in call order and lists each once', () => {
    const n = 3000;
    const text = `${Array.from({ length: n }, (_, i) => `x[^${n - i}]`).join(' ')}\n\n${Array.from({ length: n }, (_, i) => `[^${i + 1}]: d${i + 1}`).join('\n')}\n`;
    const { ms, value: html } = cpuTimed(() => note(vault({ 'a.md': text }), 'a').html);
    expect(ms).toBeLessThan(5000);
    expect(
      html.includes(
        '<a href="#user-content-fn-3000" id="user-content-fnref-3000" data-footnote-ref aria-describedby="footnote-label">1</a>',
      ),
    ).toBe(true);
    expect(
      html.includes('<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">3000</a>'),
    ).toBe(true);
    expect(html.match(/<li id="user-content-fn-/g)?.length).toBe(n);
  });

  it('keeps the defined footnote ids in a list that answers includes from a set', () => {
    const list = new IdList();
    list.push('a', 'b');
    expect([list.includes('a'), list.includes('c'), list.length, [...list]]).toEqual([true, false, 2, ['a', 'b']]);
  });
});

describe('frontmatter keys and aliases', () => {
  it('reports no retired property for keys named like Object properties', () => {
    const g = vault({ 'a.md': '---\n__proto__: {x: 1}\nconstructor: c\ntoString: t\nhasOwnProperty: h\nalias: Old\n---\nBody\n' });
    expect(g.diagnostics.filter((d) => d.code === 'RetiredProperty').map((d) => [d.line, d.message])).toEqual([
      [6, expect.stringContaining('`alias`')],
    ]);
  });

  it('reports an alias with no anchor before it as invalid YAML at the alias, not as too many repetitions', () => {
    const g = vault({ 'a.md': '---\ntitle: Kept?\nsource: *book\nbook: &book Core\n---\nBody\n' });
    expect(codes(g)).toEqual(['InvalidFrontmatter']);
    expect(g.diagnostics[0]).toMatchObject({ file: 'a.md', line: 3, column: 9 });
    expect(g.diagnostics[0]!.message).toContain('`*book`');
    expect(note(g, 'a').html).toContain('Body');
  });

  it('still reads an alias whose anchor comes first, and one inside its own anchor', () => {
    const g = vault({ 'a.md': '---\nbook: &book Core\nsource: *book\nloop: &l [*l]\n---\nBody\n' });
    expect(codes(g)).toEqual([]);
    expect(note(g, 'a').properties.source).toBe('Core');
  });
});
