/**
 * `parseMarkdown` leaves out GFM autolink literals for a note whose text cannot hold one
 * (`needsAutolinkLiterals`) and GFM tables for one that cannot hold a table (`needsTables`),
 * which makes parsing about twice as fast. This holds only if the tree is the same as with full
 * GFM: checked on every note of content/, the seed vault and a generated vault, and on random
 * Markdown built to come close to a literal (`ww.`, `http:/`, escapes, character references) or
 * a table (pipes and dashes on lines that are not delimiter rows) without holding one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsAutolinkLiterals, needsLinks, needsTables, parseMarkdown, type ParseOptions } from '../../src/vault/parse.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';
import { HAS_SEED, SEED_VAULT } from '../seed-vault.ts';

const notesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? notesUnder(path) : path.endsWith('.md') ? [readFileSync(path, 'utf8')] : [];
  });

const full: ParseOptions = { autolinkLiterals: true, tables: true, links: true };

/** The tree with full GFM, and without the parts `text` cannot hold. */
function bothParses(text: string): { full: unknown; light: unknown } {
  const light = { autolinkLiterals: needsAutolinkLiterals(text), tables: needsTables(text), links: needsLinks(text) };
  return { full: parseMarkdown(text, 'note.md', full), light: parseMarkdown(text, 'note.md', light) };
}

describe('parsing without the GFM parts a note cannot hold', () => {
  it('leaves out autolink literals only when the text cannot hold one', () => {
    for (const text of [
      'see www.example.org',
      'WWW.EXAMPLE.ORG',
      'https://x.org',
      'HTTP://x.org',
      'mail me@example.org',
      'xmpp:a@b.org',
      'www\\.example.org',
      'http\\://x.org',
      'a&commat;b.org',
      'www&period;x.org',
      'http&colon;//x',
      'http:&sol;/x',
      'a&#64;b.org',
      '&#x77;ww.x.org',
    ]) {
      expect(needsAutolinkLiterals(text), text).toBe(true);
    }
    for (const text of ['Move [[Aim|aim]] and ![[token.png]]', 'ww.x.org', 'http:/x', 'A & B', '#tag ^block', '']) {
      expect(needsAutolinkLiterals(text), text).toBe(false);
    }
    // Leaving them out really changes a text that holds one (so choosing is what decides).
    const text = 'see www.example.org';
    expect(JSON.stringify(parseMarkdown(text))).toContain('"type":"link"');
    expect(JSON.stringify(parseMarkdown(text, 'note.md', { autolinkLiterals: false }))).not.toContain('"type":"link"');
  });

  it('leaves out tables only when no line could be a delimiter row', () => {
    for (const text of [
      '| a | b |\n|---|---|\n| 1 | 2 |',
      'a | b\n--- | ---',
      '> | a |\n> | :-: |',
      '- x\n  | a |\n  |-|',
      'a\n:--',
      '| a |\r\n| - |',
    ]) {
      expect(needsTables(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['---\ntags: [a]\n---\n# T', '[[A|b]] and [[C|d]]', 'a | b\n--- x', '***', '- item\n- item', '']) {
      expect(needsTables(text), JSON.stringify(text)).toBe(false);
    }
    const text = '| a | b |\n|---|---|\n| 1 | 2 |';
    expect(JSON.stringify(parseMarkdown(text))).toContain('"type":"table"');
    expect(JSON.stringify(parseMarkdown(text, 'note.md', { tables: false }))).not.toContain('"type":"table"');
  });

  it('finds a possible delimiter row on the lines of random text as the written rule says', () => {
    // The rule as a regular expression (slow on long lines, fine on short ones).
    const rule = /^[ \t>]*(?=[^\r\n]*-)(?=[^\r\n]*[|:])[|:\- \t]+$/m;
    const line = fc
      .array(fc.constantFrom(' ', '\t', '>', '|', ':', '-', 'a', '*', '\n', '\r\n', '\r'), { maxLength: 24 })
      .map((c) => c.join(''));
    fc.assert(
      fc.property(line, (text) => {
        expect(needsTables(text), JSON.stringify(text)).toBe(rule.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same tree for every note of content/, the seed vault and a generated vault', () => {
    const texts = [
      ...notesUnder('content'),
      ...(HAS_SEED ? notesUnder(SEED_VAULT) : []),
      ...generateVault({ notes: 150, seed: 3 })
        .filter((f) => f.path.endsWith('.md'))
        .map((f) => String(f.content)),
    ];
    expect(texts.filter((t) => !needsAutolinkLiterals(t)).length).toBeGreaterThan(texts.length / 2);
    expect(texts.filter((t) => !needsTables(t)).length).toBeGreaterThan(texts.length / 2);
    expect(texts.filter((t) => !needsLinks(t)).length).toBeGreaterThan(texts.length / 4);
    for (const text of texts) {
      const { full: fully, light } = bothParses(text);
      expect(light).toEqual(fully);
    }
  });

  it('gives the same tree for random Markdown that comes close to a literal or a table', () => {
    const piece = fc.constantFrom(
      'w',
      'ww',
      'www',
      'W',
      'wWw',
      '.',
      'h',
      'http',
      'https',
      'HTTP',
      ':',
      '/',
      '//',
      ':/',
      'x',
      'org',
      '-',
      '_',
      '+',
      '1',
      '&',
      '#',
      ';',
      '&amp;',
      '&copy;',
      '&lt;',
      '&nbsp;',
      '\\',
      '\\.',
      '\\:',
      '\\/',
      '\\*',
      'mailto',
      'xmpp',
      'ftp://x',
      '[[Move]]',
      '[[Move|www]]',
      '[[A\\|b]]',
      '![[img.png]]',
      '[a](b.md)',
      '[a](http:/x)',
      '<http:/x>',
      '`ww.x`',
      '`a|b`',
      '*',
      '**',
      '_',
      '~~',
      '(',
      ')',
      '[',
      ']',
      '<',
      '>',
      '|',
      '||',
      '| a |',
      'a | b',
      '|-|x',
      '--- x',
      ':-',
      '-:',
      '^blk',
      '#tag',
      ' ',
      '\t',
      '\n',
      '\n\n',
      '\r\n',
      '> ',
      '- ',
      '1. ',
      '# ',
      '---',
      '***',
    );
    const markdown = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(markdown, (text) => {
        fc.pre(!needsAutolinkLiterals(text) || !needsTables(text));
        const { full: fully, light } = bothParses(text);
        expect(light).toEqual(fully);
      }),
      { numRuns: 400 },
    );
  });

  it('leaves out Markdown links, images, definitions and footnote calls only when no `](`, `][` or `]:` is written', () => {
    for (const text of ['[a](b)', '![a](b.png)', '[a][b]', '[a][]', '[a]: https://x.org', '[^1]: note', '> [a]:\n> x', '[a\\](b)']) {
      expect(needsLinks(text), text).toBe(true);
    }
    for (const text of ['[[Move]] and ![[a.png]]', '[a] and [^b]', '- [ ] task', '[key:: value]', 'text^[inline note]', '']) {
      expect(needsLinks(text), text).toBe(false);
    }
    expect(JSON.stringify(parseMarkdown('[a]\n\n[a]: https://x.org'))).toContain('"type":"linkReference"');
  });

  it('gives the same tree for random Markdown of brackets, wikilinks, footnotes and emphasis without a link', () => {
    const piece = fc.constantFrom(
      '[',
      ']',
      '[[',
      ']]',
      '![',
      '!',
      '^',
      '[^',
      '^[',
      '(',
      ')',
      ':',
      'a',
      'b c',
      ' ',
      '*',
      '**',
      '_',
      '~',
      '`',
      '\\',
      '\\[',
      '<',
      '>',
      '|',
      '#',
      '#tag',
      '[[Move]]',
      '[[Move|m]]',
      '![[img.png]]',
      '[a]',
      '[^1]',
      '[ ]',
      '[x]',
      '[key:: v]',
      '&#93;',
      '&#91;',
      '\n',
      '\n\n',
      '- ',
      '> ',
      '1. ',
      '    ',
    );
    const markdown = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(markdown, (text) => {
        fc.pre(!needsLinks(text));
        const { full: fully, light } = bothParses(text);
        expect(light).toEqual(fully);
      }),
      { numRuns: 1500 },
    );
  });
});
