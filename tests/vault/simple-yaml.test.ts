/**
 * Frontmatter in the simple form (`readSimpleYaml`) is read without the YAML parser; that holds
 * only if the `yaml` package reads the same text to the same mapping, without error. Checked on
 * the frontmatter of every note of content/, the fixture vaults, the seed vault and a generated
 * vault, and on random frontmatter built to come close to the simple form without being in it
 * (numbers, booleans, null, comments, colons, escapes, quotes, repeated keys, flow lists).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { readFrontmatter } from '../../src/vault/frontmatter.ts';
import { parseMarkdown } from '../../src/vault/parse.ts';
import { readSimpleYaml } from '../../src/vault/simple-yaml.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';
import { HAS_SEED, SEED_VAULT } from '../seed-vault.ts';

const notesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? notesUnder(path) : path.endsWith('.md') ? [readFileSync(path, 'utf8')] : [];
  });

/** What the `yaml` package makes of `text`, as frontmatter is parsed: `null` when it reports an error. */
function byYaml(text: string): unknown {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  return doc.errors.length ? null : doc.toJS({ maxAliasCount: 100 });
}

/** Each note's frontmatter text, as remark-frontmatter finds it. */
function frontmatterOf(text: string): string | null {
  const first = parseMarkdown(text).tree.children[0];
  return first?.type === 'yaml' ? first.value : null;
}

describe('frontmatter in the simple form', () => {
  it('reads as the YAML parser reads it, for every note of the vaults at hand', () => {
    const texts = [
      ...notesUnder('content'),
      ...notesUnder('tests/fixtures'),
      ...(HAS_SEED ? notesUnder(SEED_VAULT) : []),
      ...generateVault({ notes: 200, seed: 5 })
        .filter((f) => f.path.endsWith('.md'))
        .map((f) => String(f.content)),
    ];
    let simple = 0;
    let frontmatters = 0;
    for (const text of texts) {
      const yaml = frontmatterOf(text);
      if (yaml === null) continue;
      frontmatters++;
      const read = readSimpleYaml(yaml);
      if (read === null) continue;
      simple++;
      expect(read, yaml).toEqual(byYaml(yaml));
    }
    // Most frontmatter is in the simple form (so the parser is rarely needed).
    expect(simple).toBeGreaterThan(frontmatters / 2);
  });

  it('reads the forms it knows, and leaves everything else to the parser', () => {
    expect(readSimpleYaml('aliases: []\ntags: [legion, core]')).toEqual({ aliases: [], tags: ['legion', 'core'] });
    expect(readSimpleYaml('title: Card Actions\naliases: ["Card Action", Cards]')).toEqual({
      title: 'Card Actions',
      aliases: ['Card Action', 'Cards'],
    });
    for (const text of [
      '',
      'tags: 1',
      'done: true',
      'x: null',
      'x: ~',
      'a: b # note',
      'a: b: c',
      'a: "b\\"c"',
      "a: 'b'",
      'a: [b, [c]]',
      'a: [b,]',
      'a:\n  - b',
      'a: b\na: c',
      'a: b\r\nc: d',
      'a: .inf',
      'true: x',
      '__proto__: x',
      'a: Ünïcode',
      'a:',
    ]) {
      expect(readSimpleYaml(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('gives the same frontmatter, fields and diagnostics, through readFrontmatter', () => {
    const node = (value: string) => ({
      type: 'yaml' as const,
      value,
      position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 3, column: 4, offset: 0 } },
    });
    expect(readFrontmatter(node('title: Move\naliases: [Step, "Walk on"]\ntags: [Legion, "#Core"]'), 'a.md')).toEqual({
      data: { title: 'Move', aliases: ['Step', 'Walk on'], tags: ['Legion', '#Core'] },
      title: 'Move',
      aliases: ['Step', 'Walk on'],
      tags: ['legion', 'core'],
      summary: null,
      diagnostics: [],
    });
    // A field of the wrong type is found at its line, as with the parser.
    const wrong = readFrontmatter(node('aliases: [a]\ntitle: [b, c]'), 'a.md');
    expect(wrong.diagnostics.map((d) => [d.code, d.line])).toEqual([['InvalidFrontmatterField', 3]]);
  });

  it('reads random frontmatter that comes close to the simple form as the YAML parser does', () => {
    const word = fc.constantFrom(
      'a',
      'Move',
      'card action',
      'legion/core',
      'v1.2',
      'x_y-z',
      'true',
      'False',
      'NULL',
      'null',
      '~',
      'yes',
      'on',
      '1',
      '0x1F',
      '1e3',
      '.5',
      '.inf',
      '-a',
      '? a',
      'a: b',
      'a:b',
      'a #b',
      'a#b',
      '#b',
      '&a',
      '*a',
      '!a',
      '|',
      '>',
      '%a',
      '@a',
      '`a`',
      '"a"',
      '"a, b"',
      '"a\\"b"',
      '"a\\nb"',
      '""',
      "'a'",
      '[a]',
      '{a: b}',
      ',',
      'a  b',
      ' a',
      'a ',
      '\ta',
      'é',
      '',
    );
    const value = fc.oneof(
      word,
      fc.array(word, { maxLength: 4 }).map((items) => `[${items.join(', ')}]`),
      fc.array(word, { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    );
    const key = fc.constantFrom('title', 'aliases', 'tags', 'a', 'my-key', 'x_1', 'true', 'null', 'A', '1a', '-a', 'a b');
    const line = fc
      .tuple(key, fc.constantFrom(': ', ':  ', ':', ' : '), value, fc.constantFrom('', ' ', '  '))
      .map((parts) => parts.join(''));
    const frontmatter = fc.array(line, { minLength: 1, maxLength: 4 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(frontmatter, (text) => {
        const read = readSimpleYaml(text);
        if (read !== null) expect(read).toEqual(byYaml(text));
      }),
      { numRuns: 3000 },
    );
  });
});
