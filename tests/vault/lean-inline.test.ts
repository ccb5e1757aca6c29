/**
 * Code spans and inline HTML keep fewer events (`plugins/remark-lean-inline.ts`) with the same
 * result as micromark's own constructs: the same mdast, positions included, with and without the
 * plugin, on random soup (runs of backticks, tags, comments, spaces, line breaks, escapes, links,
 * emphasis, tables, autolinks) and on every note of a generated vault.
 */
import fc from 'fast-check';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkLeanInline, { remarkLeanInlineMath } from '../../src/vault/plugins/remark-lean-inline.ts';
import remarkInlineMath from '../../src/vault/plugins/remark-inline-math.ts';
import remarkMath from 'remark-math';
import { generateVault } from '../../src/synthetic/vault-generator.ts';
import { parseMarkdown } from '../../src/vault/parse.ts';

const micromarks = unified().use(remarkParse).use(remarkGfm).freeze();
const lean = unified().use(remarkParse).use(remarkGfm).use(remarkLeanInline).freeze();
function same(text: string): void {
  expect(lean.parse(text)).toEqual(micromarks.parse(text));
}

const piece = fc.constantFrom(
  '`',
  '``',
  '```',
  ' ',
  '  ',
  '\n',
  '\r\n',
  'a',
  'code',
  '\\`',
  '\\',
  '*',
  '[',
  '](x)',
  '|',
  '| --- |',
  '> ',
  '- ',
  '~',
  '$',
  'é',
  '\t',
);
const htmlPiece = fc.constantFrom(
  '<span>',
  '</span>',
  '<a href="x">',
  '<b\nclass=y>',
  '<!-- c -->',
  '<!--\nc -->',
  '<?p ?>',
  '<!X>',
  '<![CDATA[x]]>',
  "<x y = '1'/>",
  '<',
  '>',
  '<http://a.b>',
  '<a@b.c>',
  '`',
  ' ',
  '\n',
  'a',
  '*',
  '\\<',
  '[',
  '](x)',
  '| a |\n| - |\n| ',
);
const htmlSoup = fc.array(htmlPiece, { maxLength: 40 }).map((parts) => parts.join(''));
const soup = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

const withMath = unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(remarkInlineMath).freeze();
const leanMath = unified().use(remarkParse).use(remarkGfm).use(remarkMath).use(remarkInlineMath).use(remarkLeanInlineMath).freeze();
const mathPiece = fc.constantFrom('$', '$$', 'x', 'a b', ' ', '  ', '\n', '\\$', '\\', '{', '}', '`', '5', '^2', '*', '[[', ']]', '\t');
const mathSoup = fc.array(mathPiece, { maxLength: 50 }).map((parts) => parts.join(''));

describe('code spans and inline HTML with fewer events', () => {
  it("gives the same tree for inline math (Obsidian's dollars) on random soup", () => {
    fc.assert(
      fc.property(mathSoup, (text) => {
        expect(leanMath.parse(text)).toEqual(withMath.parse(text));
      }),
      { numRuns: 2000 },
    );
    for (const text of [
      '$x$',
      '$$x$$ in a line',
      'Pay $\\$800$ now',
      '$$ a b $$',
      '$a$$b$',
      '$x\ny$',
      'costs $5 to $10',
      '$`a`$ and `$b$`',
    ]) {
      expect(leanMath.parse(text)).toEqual(withMath.parse(text));
    }
  });

  it('gives the same tree as micromark on random backtick soup', () => {
    fc.assert(
      fc.property(soup, (text) => same(text)),
      { numRuns: 2000 },
    );
  });

  it('gives the same tree as micromark on random inline HTML soup', () => {
    fc.assert(
      fc.property(htmlSoup, (text) => same(text)),
      { numRuns: 2000 },
    );
  });

  it('gives the same tree on spans and tags CommonMark singles out', () => {
    for (const text of [
      '`` foo ` bar ``',
      '` `` `',
      '`  ``  `',
      '` a`',
      '` b `',
      '` `\n`  `',
      '``\nfoo\nbar  \nbaz\n``',
      '`foo   bar \nbaz`',
      '`foo\\`bar`',
      '``foo`bar``',
      '*foo`*`',
      '[not a `link](/foo`)',
      '`<a href="`">`',
      '```foo``',
      '`foo',
      '`foo``bar``',
      '| a | `b|c` |\n| - | - |\n| `x` | y |',
      '| Flag | Use |\n| - | - |\n| `-a \\| -b` | either |\n| `\\\\|` | `a\\\\b` |',
      '<a><bab><c2c>',
      '<a/><b2/>',
      '<a  /><b2\ndata="foo" >',
      '<a foo="bar" bam = \'baz <em>"</em>\'\n_boolean zoop:33=zoop:33 />',
      'foo <!-- this is a --\ncomment - with hyphens -->',
      'foo <?php echo $a; ?>',
      '<a href="\\"">',
      '<span>'.repeat(50),
    ])
      same(text);
  });

  it('gives the same tree on the notes of a generated vault', () => {
    for (const file of generateVault({ notes: 30, seed: 11 })) {
      if (file.path.endsWith('.md')) same(typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content));
    }
  });

  it('reads a note of inline code as inline code, with its place in the note', () => {
    const { tree } = parseMarkdown('Roll `2d6` then `` a`b ``.\n', 'x.md');
    const paragraph = tree.children[0]!;
    expect(paragraph.type).toBe('paragraph');
    const codes = 'children' in paragraph ? paragraph.children.filter((n) => n.type === 'inlineCode') : [];
    expect(codes.map((n) => ('value' in n ? n.value : ''))).toEqual(['2d6', 'a`b']);
    expect(codes.map((n) => [n.position?.start.offset, n.position?.end.offset])).toEqual([
      [5, 10],
      [16, 25],
    ]);
  });

  it('reads `\\|` in a code span in a table cell as a pipe, as GFM reads it', () => {
    const { tree } = parseMarkdown('| Flag | Use |\n| --- | --- |\n| `-a \\| -b` | either one |\n', 'x.md');
    const codes: string[] = [];
    const visit = (node: { type: string; value?: string; children?: unknown[] }): void => {
      if (node.type === 'inlineCode') codes.push(node.value ?? '');
      for (const child of node.children ?? []) visit(child as typeof node);
    };
    visit(tree);
    expect(codes).toEqual(['-a | -b']);
  });
});
