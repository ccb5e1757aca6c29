/**
 * Hostile notes: one generator per class of input that once crashed, stalled or lost a note
 * (deep nesting of Markdown and of raw HTML, long runs of wikilink punctuation, NUL bytes, UTF-16, binary files, terminal
 * control characters, frontmatter of the wrong type, headings without text, broken check-block
 * YAML, frontmatter aliases that would expand past memory, Dataview queries that fan out). Used by `scripts/generate-hostile-vault.ts`, `scripts/bench/hostile.ts` and the tests.
 * Deterministic: the same size gives the same bytes.
 */

import { MAX_NESTING, NESTING_BUDGET } from '../vault/nesting.ts';
import { MAX_TYPESET_FORMULAS } from '../vault/plugins/math-render.ts';

const encoder = new TextEncoder();

export interface HostileCase {
  /** File name (also the case's name), e.g. `deep-quotes.md`. */
  path: string;
  bytes: Uint8Array;
  /** What a user should see: the diagnostic code and its 1-based line; `null` when none is due. */
  expect: { code: string; line: number } | null;
  /** A binary file: reported, not published as a note. */
  binary?: boolean;
}

/** A case of roughly `size` bytes, made of `unit` repeated (and a first line `head`). */
function repeated(path: string, unit: string, size: number, expect: HostileCase['expect'], head = '', tail = ''): HostileCase {
  const count = Math.max(1, Math.floor((size - head.length - tail.length) / unit.length));
  return { path, bytes: encoder.encode(head + unit.repeat(count) + tail), expect };
}

/**
 * What a line of `unit` repeated to `size` bytes should report: over `MAX_NESTING` brackets that
 * cannot pair are capped (`nesting.ts`), reported as `NestingTooDeep` at line 1.
 */
function capped(unit: string, size: number): HostileCase['expect'] {
  const brackets = (unit.match(/[[\]]/g) ?? []).length * Math.max(1, Math.floor(size / unit.length));
  return brackets > MAX_NESTING ? { code: 'NestingTooDeep', line: 1 } : null;
}

/**
 * What lines of `unitLength` characters opening `levels` containers each, repeated to `size`
 * bytes, should report: past the note's `NESTING_BUDGET` (which the first line, starting a block,
 * spends one more of), `NestingTooDeep` at the first line after it.
 */
function pastBudget(size: number, unitLength: number, levels: number): HostileCase['expect'] {
  const spentBy = Math.ceil((NESTING_BUDGET - 1) / levels);
  return Math.floor(size / unitLength) > spentBy ? { code: 'NestingTooDeep', line: spentBy + 1 } : null;
}

/**
 * What one paragraph of `lines` lines should report: its first line starts a block, each further
 * line spends half a block of the note's `NESTING_BUDGET`; past it, `NestingTooDeep` at the first
 * line after it.
 */
function pastBudgetInParagraph(lines: number): HostileCase['expect'] {
  const spentBy = 1 + 2 * (NESTING_BUDGET - 1);
  return lines > spentBy ? { code: 'NestingTooDeep', line: spentBy + 1 } : null;
}

/** Lists nested by indentation, two columns a level, `levels` deep (quadratic in size: 1,000 levels ≈ 1 MB). */
function indentedLists(levels: number): string {
  const lines: string[] = [];
  for (let i = 0; i < levels; i++) lines.push(`${' '.repeat(2 * i)}- level ${i}`);
  return `${lines.join('\n')}\n`;
}

/** A line of ordinary prose. */
const PROSE_LINE = 'The unit moves, then attacks with *two* weapons; its `courage` holds.\n';

/**
 * The cases whose cost grows with their size, each about `size` bytes (nesting cases at most
 * `size` characters of markers, so `size` ≈ levels × marker length).
 */
export function scalableCases(size: number): HostileCase[] {
  const levelsFor = (bytes: number): number => Math.max(2, Math.floor(Math.sqrt(bytes)));
  return [
    // Not hostile: ordinary prose of the same size, the yardstick for the others.
    repeated('plain-prose.md', PROSE_LINE, size, pastBudgetInParagraph(Math.floor(size / PROSE_LINE.length))),
    repeated('deep-quotes.md', '>', size, { code: 'NestingTooDeep', line: 1 }, '', ' quoted\n'),
    repeated('deep-bullets.md', '- ', size, { code: 'NestingTooDeep', line: 1 }, '', 'item\n'),
    repeated('deep-quoted-bullets.md', '> - ', size, { code: 'NestingTooDeep', line: 1 }, '', 'item\n'),
    repeated('deep-ordered.md', '1. ', size, { code: 'NestingTooDeep', line: 1 }, '', 'item\n'),
    {
      path: 'deep-indented-lists.md',
      bytes: encoder.encode(indentedLists(levelsFor(size))),
      expect: levelsFor(size) > 101 ? { code: 'NestingTooDeep', line: 102 } : null,
    },
    // Raw HTML elements nested in one paragraph, and in one HTML block (a line each): past
    // `MAX_NESTING`, the raw HTML from there on is published as text.
    repeated('deep-html.md', '<span>', size, size / 6 > MAX_NESTING ? { code: 'NestingTooDeep', line: 1 } : null, '', 'inside\n'),
    repeated('deep-html-blocks.md', '<div>\n', size, size / 6 > MAX_NESTING ? { code: 'NestingTooDeep', line: 1 } : null, '', 'inside\n'),
    // Inline style with a declaration the page drops (`inline-style.ts`), on every element.
    repeated('styled-spans.md', '<span style="position:fixed;color:red">x</span> ', size, { code: 'UnsafeHtml', line: 1 }),
    // Many lines, each opening containers: the note-wide nesting budget (`nesting.ts`).
    repeated(
      'deep-quote-lines.md',
      `${'> '.repeat(MAX_NESTING)}x\n`,
      size,
      size / (2 * MAX_NESTING + 2) > NESTING_BUDGET / MAX_NESTING
        ? { code: 'NestingTooDeep', line: NESTING_BUDGET / MAX_NESTING + 1 }
        : null,
    ),
    // A list item opening another on every line (micromark's edit map once took quadratic time),
    // and a plain list item on every line: past the note's budget the rest is code.
    repeated('nested-list-lines.md', '- - x\n', size, pastBudget(size, 6, 2)),
    repeated('list-lines.md', '- x\n', size, pastBudget(size, 4, 1)),
    // A table of two-cell rows: each row a block of the note's budget (the header row is one more,
    // so the budget runs out at the row on line `NESTING_BUDGET`).
    repeated(
      'table-rows.md',
      '|x|y|\n',
      size,
      Math.floor((size - 12) / 6) + 2 >= NESTING_BUDGET ? { code: 'NestingTooDeep', line: NESTING_BUDGET } : null,
      '|a|b|\n|-|-|\n',
    ),
    // One-line paragraphs: each a block of the note's budget.
    repeated(
      'one-line-paragraphs.md',
      'A rule.\n\n',
      size,
      Math.floor(size / 9) > NESTING_BUDGET ? { code: 'NestingTooDeep', line: 2 * NESTING_BUDGET + 1 } : null,
    ),
    {
      path: 'deep-emphasis.md',
      bytes: encoder.encode(`${'*'.repeat(Math.floor(size / 2))}word${'*'.repeat(Math.floor(size / 2))}\n`),
      expect: size / 2 > 200 ? { code: 'NestingTooDeep', line: 1 } : null,
    },
    // A tag nested thousands of levels deep: its page's path is capped (`tagPagePath`).
    repeated('deep-tags.md', 'a/', size, null, 'Tagged #', 'b\n'),
    // Math braces nested past what KaTeX can typeset (it runs out of call stack).
    {
      path: 'deep-math.md',
      bytes: encoder.encode(`$${'{'.repeat(Math.floor(size / 2))}x${'}'.repeat(Math.floor(size / 2))}$\n`),
      expect: null,
    },
    repeated('unclosed-wikilinks.md', '[[', size, size > 100 ? { code: 'NestingTooDeep', line: 1 } : null),
    repeated('unclosed-embeds.md', '![[', size, capped('![[', size)),
    repeated('closers.md', ']]', size, capped(']]', size)),
    repeated('unclosed-aliases.md', '[[a|', size, capped('[[a|', size)),
    repeated('unclosed-headings.md', '[[a#', size, capped('[[a#', size)),
    repeated('unclosed-blocks.md', '[[^', size, capped('[[^', size)),
    repeated('pipes.md', '|', size, null, 'A line of pipes:\n\n'),
    repeated('hashes.md', '#', size, null, 'A line of hashes:\n\n'),
    repeated('carets.md', '^', size, null, 'A line of carets:\n\n'),
    repeated('brackets.md', '[', size, size > 100 ? { code: 'NestingTooDeep', line: 1 } : null),
    // Constructs that fail every few characters in one paragraph (micromark's resolvers once took
    // quadratic time on them): emphasis and strikethrough runs that only close, references and
    // footnote calls with no definition.
    repeated('emphasis-closers.md', 'a* b_ ', size, null),
    repeated('strikethrough-closers.md', 'a~ b~~ ', size, null),
    repeated('undefined-references.md', '[a] ', size, null),
    repeated('undefined-footnotes.md', '[^a] ', size, null),
    // Dataview: queries that each repeat a 1 KB property (`inline-queries.ts` writes at most 1 MB of
    // values a note), and list-all queries (`dataview-render.ts`: a budget a note).
    repeated('inline-query-fan-out.md', '`=this.a` ', size, null, `---\na: "${'x'.repeat(1000)}"\n---\n`),
    repeated('dataview-queries.md', '```dataview\nlist\n```\n\n', size, null),
    // Dataview inline fields that open and never close: each `(` tries to find its `)` on the
    // line (`plugins/remark-inline-fields.ts`: a budget a line).
    repeated('inline-field-openers.md', '(a:: ', size, null),
    // A field, then one paragraph of 140,000 lines of strong emphasis: the fields are read in one
    // pass over its lines (it was once a pass a line). Most of its cost is micromark's: a paragraph
    // of that many lines parses at about 25 µs a line, one of strong emphasis at about 100 µs, so
    // a paragraph's lines spend the note's budget too.
    repeated('field-then-strong-lines.md', 'x**y**\n', size, pastBudgetInParagraph(1 + Math.floor((size - 6) / 7)), 'a:: b\n'),
    // Dollars that open inline math and never close (a `$` after a space closes nothing, as in
    // Obsidian: `plugins/remark-inline-math.ts` tries each stretch once).
    repeated('unclosed-dollars.md', '$a ', size, null),
    // Formulas by the hundred thousand: past the note's budget they show as written, and the parser reads them as text (`plugins/remark-inline-math.ts`).
    repeated('many-formulas.md', '$x$ ', size, size / 4 > MAX_TYPESET_FORMULAS ? { code: 'TooManyFormulas', line: 1 } : null),
    // Inline markup as dense as it can be, each construct closed: emphasis on every other
    // character, empty links whose destination never closes, and closed links, wikilinks, code
    // spans, strikethrough and highlights by the hundred thousand in one paragraph.
    repeated('dense-emphasis.md', '*a', size, null),
    repeated('empty-link-openers.md', '[](', size, null),
    repeated('dense-strong.md', '**a** ', size, null),
    repeated('dense-links.md', '[a](b) ', size, null),
    repeated('dense-wikilinks.md', '[[a]] ', size, null),
    repeated('dense-code-spans.md', '`a` ', size, null),
    repeated('dense-strikethrough.md', '~~a~~ ', size, null),
    repeated('dense-highlights.md', '==a== ', size, null),
    // A callout opener whose `]` never comes (its type may hold spaces: read up to the `]` once).
    repeated('unclosed-callout-type.md', 'ab ', size, null, '> [!'),
  ];
}

/** UTF-16 (with a BOM) bytes of `text`, little-endian. */
function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    out[2 + 2 * i] = text.charCodeAt(i) & 0xff;
    out[3 + 2 * i] = text.charCodeAt(i) >> 8;
  }
  return out;
}

const ESC = '\u001b';

/**
 * Frontmatter properties `l0` … `l{depth-1}`, each a list of nine aliases of the one before
 * ("billion laughs": written out, the last would hold 9^depth values).
 */
function laughs(depth: number): string {
  const lines = ['l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let i = 1; i < depth; i++)
    lines.push(
      `l${i}: &l${i} [${Array(9)
        .fill(`*l${i - 1}`)
        .join(', ')}]`,
    );
  return `${lines.join('\n')}\n`;
}

/** The cases about what a note holds rather than how much: small, one problem each. */
export function contentCases(): HostileCase[] {
  const text = (path: string, body: string, expect: HostileCase['expect']): HostileCase => ({ path, bytes: encoder.encode(body), expect });
  return [
    text('nul-byte.md', '# NUL byte\n\nThe first lines\nare fine.\nHere is a NUL: \u0000 in the middle.\n\nAnd the rest is kept.\n', {
      code: 'NulCharacter',
      line: 5,
    }),
    {
      path: 'utf-16.md',
      bytes: utf16le('# UTF-16\n\nSaved by Notepad as "Unicode", with a link to [[nul-byte]].\n'),
      expect: { code: 'Utf16Note', line: 1 },
    },
    {
      path: 'binary.md',
      bytes: new Uint8Array([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xd8, 0xc3, 0x28,
      ]),
      expect: { code: 'BinaryFile', line: 1 },
      binary: true,
    },
    text(
      'control-characters.md',
      `# Control characters\n\nA link to [[${ESC}c${ESC}[2J\u009b0mNowhere\u0007]] and text ${ESC}[31mred${ESC}[0m.\n`,
      { code: 'BrokenLink', line: 3 },
    ),
    text('numeric-title.md', '---\ntags: [hostile]\ntitle: 12345\n---\n# Heading\n\nThe title is a number.\n', {
      code: 'InvalidFrontmatterField',
      line: 3,
    }),
    text('binary-title.md', '---\ntitle: !!binary aGVsbG8=\n---\nThe title is binary data.\n', {
      code: 'InvalidFrontmatterField',
      line: 2,
    }),
    text('html-heading.md', '# Page\n\nText.\n\n## <br>\n\nMore text.\n\n## Next\n', { code: 'EmptyHeading', line: 5 }),
    text('check-yaml-error.md', '# Check\n\n```check\ngame: legion\nunit: a: b\nask: move\n```\n', { code: 'InvalidCheckBlock', line: 5 }),
    text('yaml-aliases.md', `---\ntitle: Laughing aliases\n${laughs(9)}related: "[[nul-byte]]"\n---\nAliases nine deep, nine wide.\n`, {
      code: 'YamlAliasLimit',
      line: 6,
    }),
  ];
}
