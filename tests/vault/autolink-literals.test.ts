/**
 * `parseMarkdown` skips GFM autolink literals for a note whose text cannot hold one
 * (`needsAutolinkLiterals`), which makes parsing about twice as fast. This holds only if the
 * tree is the same as with them: checked on every note of content/, the seed vault and a
 * generated vault, and on random Markdown built to come close to a literal (`ww.`, `http:/`,
 * escapes, character references) without containing one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsAutolinkLiterals, parseMarkdown } from '../../src/vault/parse.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';

const notesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? notesUnder(path) : path.endsWith('.md') ? [readFileSync(path, 'utf8')] : [];
  });

/** The tree with and without autolink literals, for a text that needs none. */
function bothParses(text: string): { full: unknown; light: unknown } {
  return { full: parseMarkdown(text, 'note.md', true), light: parseMarkdown(text, 'note.md', false) };
}

describe('parsing without GFM autolink literals', () => {
  it('is chosen only when the text cannot hold one', () => {
    for (const text of ['see www.example.org', 'WWW.EXAMPLE.ORG', 'https://x.org', 'HTTP://x.org', 'mail me@example.org', 'xmpp:a@b.org',
      'www\\.example.org', 'http\\://x.org', 'a&commat;b.org', 'www&period;x.org', 'http&colon;//x', 'http:&sol;/x', 'a&#64;b.org', '&#x77;ww.x.org']) {
      expect(needsAutolinkLiterals(text), text).toBe(true);
    }
    for (const text of ['Move [[Aim|aim]] and ![[token.png]]', 'ww.x.org', 'http:/x', 'A & B', '#tag ^block', '']) {
      expect(needsAutolinkLiterals(text), text).toBe(false);
    }
    // The light parse really leaves literals out (so choosing it is what decides the result).
    const text = 'see www.example.org';
    expect(JSON.stringify(parseMarkdown(text))).toContain('"type":"link"');
    expect(JSON.stringify(parseMarkdown(text, 'note.md', false))).not.toContain('"type":"link"');
  });

  it('gives the same tree for every note of content/, the seed vault and a generated vault', () => {
    const texts = [
      ...notesUnder('content'),
      ...notesUnder('../shared/seed-vault'),
      ...generateVault({ notes: 150, seed: 3 }).filter((f) => f.path.endsWith('.md')).map((f) => String(f.content)),
    ];
    const light = texts.filter((t) => !needsAutolinkLiterals(t));
    expect(light.length).toBeGreaterThan(texts.length / 2);
    for (const text of light) {
      const { full, light: lighter } = bothParses(text);
      expect(lighter).toEqual(full);
    }
  });

  it('gives the same tree for random Markdown that comes close to a literal', () => {
    const piece = fc.constantFrom(
      'w', 'ww', 'www', 'W', 'wWw', '.', 'h', 'http', 'https', 'HTTP', ':', '/', '//', ':/', 'x', 'org', '-', '_', '+', '1',
      '&', '#', ';', '&amp;', '&copy;', '&lt;', '&nbsp;', '\\', '\\.', '\\:', '\\/', '\\*', 'mailto', 'xmpp', 'ftp://x',
      '[[Move]]', '[[Move|www]]', '![[img.png]]', '[a](b.md)', '[a](http:/x)', '<http:/x>', '`ww.x`', '*', '**', '_', '~~',
      '(', ')', '[', ']', '<', '>', '|', '^blk', '#tag', ' ', ' ', '\t', '\n', '\n\n', '> ', '- ', '1. ', '# ', '| a | b |\n|---|---|\n',
    );
    const markdown = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(markdown, (text) => {
        fc.pre(!needsAutolinkLiterals(text));
        const { full, light } = bothParses(text);
        expect(light).toEqual(full);
      }),
      { numRuns: 400 },
    );
  });
});
