/**
 * Obsidian conformance: one small vault per Obsidian construct (`tests/fixtures/obsidian/<construct>/`),
 * built like the site builds a vault, and the HTML fragments (and graph facts) a reader of that
 * vault in Obsidian's reading view would expect. Each case names what Obsidian shows.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withoutComments } from '../../src/vault/plugins/obsidian-comments.ts';
import { fitNoteHtml } from '../../src/loaders/page-html.ts';
import { vault, note } from './helpers.ts';
import { loadVault } from '../../src/vault/index.ts';
import { noteCssClasses } from '../../src/vault/css-classes.ts';
import { tagPagePath } from '../../src/vault/slug.ts';
import { unbalancedTags } from './html-balance.ts';
import type { VaultGraph, VaultOptions } from '../../src/vault/index.ts';
import { parseMarkdown } from '../../src/vault/parse.ts';
import { walk } from '../../src/vault/walk.ts';
import { cpuTimed } from '../cpu-time.ts';

const ROOT = join(import.meta.dirname, '../fixtures/obsidian');
const SEED = join(import.meta.dirname, '../../../shared/seed-vault');

/** Every file of a fixture vault, by vault-relative path. */
function filesOf(dir: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const visit = (at: string): void => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) visit(path);
      else out[relative(dir, path).split('\\').join('/')] = readFileSync(path);
    }
  };
  visit(dir);
  return out;
}

function build(construct: string, options?: VaultOptions): VaultGraph {
  return vault(filesOf(join(ROOT, construct)), options);
}

/** The page HTML of `id` in the fixture vault `construct`. */
function page(construct: string, id = 'Note', options?: VaultOptions): string {
  return note(build(construct, options), id).html;
}

describe('Obsidian conformance', () => {
  it('math: $…$ and $$…$$ are typeset (KaTeX, with MathML), TeX left intact', () => {
    const html = page('math');
    expect(html).toMatch(/<span class="math math-inline"[^>]*><span class="katex">/);
    expect(html).toMatch(/<div class="math math-display"[^>]*><span class="katex-display">/);
    expect(html).toContain('<annotation encoding="application/x-tex">x*y*z</annotation>');
    expect(html).toContain('<annotation encoding="application/x-tex">a \\\\ b \\, c</annotation>');
    expect(html).not.toContain('<em>');
    expect(html).toMatch(/<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML"/);
  });

  it('inline math: a $ before a space opens nothing and a $ after a space closes nothing, as in Obsidian: prices stay text', () => {
    const text = 'Costs $5 to $10.\n\nOr $ 3 $, and a $ sign.\n\nOdds $p$ and $q_n $r$.\n';
    const html = note(vault({ 'Note.md': text }), 'Note').html;
    expect(html).toContain('<p>Costs $5 to $10.</p>\n<p>Or $ 3 $, and a $ sign.</p>\n<p>Odds <span class="math math-inline"');
    // `$q_n $r$`: the `$` after a space is TeX, the formula closes at the last `$` (and KaTeX reports the stray `$`).
    expect([...html.matchAll(/class="math math-inline"/g)]).toHaveLength(2);
    expect(html).toMatch(/<\/span>\.<\/p>$/);
    // Spaces and a run of `$` after a space are the formula's TeX; a formula that never closes leaves its words as text.
    const values = (source: string): string[] => {
      const out: string[] = [];
      walk(parseMarkdown(source).tree, 'inlineMath', (n: { value: string }) => void out.push(n.value));
      return out;
    };
    expect(values('Odds $a b $$c d$ x, and $e\nf$.')).toEqual(['a b $$c d', 'e\nf']);
    expect(values(`${'$a '.repeat(5000)}end`)).toEqual([]);
  });

  it('inline math: a backslash escapes the $ after it, so a price inside a formula is TeX, not its end', () => {
    const values = (source: string): string[] => {
      const out: string[] = [];
      walk(parseMarkdown(source).tree, 'inlineMath', (n: { value: string }) => void out.push(n.value));
      return out;
    };
    expect(values('Pay $\\$800$ a year, $a\\\\$ and $$b \\$ c$$.')).toEqual(['\\$800', 'a\\\\', 'b \\$ c']);
    // Outside a formula `\\$` is an escaped dollar sign, as before.
    expect(values('Costs \\$5 and $x$.')).toEqual(['x']);
    const html = note(vault({ 'Note.md': 'Pay $\\$800$ now.\n' }), 'Note').html;
    expect(html).not.toContain('katex-error');
    expect(html).toContain('<annotation encoding="application/x-tex">\\$800</annotation>');
    expect(html).toMatch(/<\/span> now\.<\/p>/);
  });

  it('inline math in a table cell: the escaped pipe that keeps the cell together is a pipe in the formula, as in Obsidian; elsewhere \\| is TeX’s double bar', () => {
    const text = '| formula | other |\n| --- | --- |\n| $x \\| y$ | $a \\\\ b$ |\n\nNorm $\\|v\\|$.\n';
    const graph = vault({ 'Note.md': text });
    const html = note(graph, 'Note').html;
    const [table, after] = html.split('</table>');
    // The row keeps its two cells: the escaped pipe split nothing.
    expect([...(table ?? '').matchAll(/<td>/g)]).toHaveLength(2);
    expect(table).toContain('<annotation encoding="application/x-tex">x | y</annotation>');
    // An escaped backslash in a cell is TeX's own (a line break), left as written.
    expect(table).toContain('<annotation encoding="application/x-tex">a \\\\ b</annotation>');
    // The double bar (∥) only where the note writes TeX's `\|` outside a table.
    expect(table).not.toContain('∥');
    expect(after).toContain('<annotation encoding="application/x-tex">\\|v\\|</annotation>');
    expect(after).toContain('∥');
    expect(graph.diagnostics).toEqual([]);
  });

  it('math: \\mbox{…} is typeset as upright text, as Obsidian (MathJax) shows it', () => {
    const text = 'Odds $p = 1 \\mbox{ if } r \\ge 4$.\n\n$$\\sum_i x_i \\mbox{ over the pool}$$\n';
    const graph = vault({ 'Note.md': text });
    const html = note(graph, 'Note').html;
    expect(graph.diagnostics.filter((d) => d.code === 'MathNotTypeset')).toEqual([]);
    expect(html).not.toContain('katex-error');
    expect(html).toMatch(/<mtext>\sif\s<\/mtext>/);
    expect(html).toMatch(/<mtext>\sover\sthe\spool<\/mtext>/);
  });

  it("math: a command a formula defines is known to the note's formulas after it, as in Obsidian, and to no other note", () => {
    const graph = vault({
      'Odds.md': [
        'Before: $\\hits$.',
        '',
        '$$\\newcommand{\\hits}[1]{h_{#1}} \\newcommand{\\P}{\\mathbb{P}} \\gdef\\pool{D}$$',
        '',
        'After: $\\hits{3} \\in \\pool$ and $\\P(x)$.',
        '',
      ].join('\n'),
      'Other.md': 'Here $\\pool$ is unknown.\n\n![[Odds]]\n',
    });
    const errors = graph.diagnostics.filter((d) => d.code === 'MathNotTypeset').map((d) => [d.file, d.line]);
    // Before its definition, and in another note, the command is unknown: reported and shown in red.
    expect(errors).toEqual([
      ['Odds.md', 1],
      ['Other.md', 1],
    ]);
    const odds = note(graph, 'Odds').html;
    expect(odds.match(/mathcolor="#cc0000"/g)?.length ?? 0).toBe(1);
    // \P is the note's own (a double-struck P), not the pilcrow both TeX engines have built in.
    expect(odds).toContain('<mi mathvariant="double-struck">P</mi>');
    expect(odds).not.toContain('¶');
    // The embedded note is typeset with its own definitions on the page that embeds it, once more
    // defining its commands without an error.
    const other = note(graph, 'Other').html;
    expect(other).toContain('<mi mathvariant="double-struck">P</mi>');
    expect(other.match(/mathcolor="#cc0000"/g)?.length ?? 0).toBe(2);
  });

  it('display math: $$ may share its lines with the TeX, as Obsidian reads it; the text after it stays text', () => {
    const html = page('display-math');
    const tex = [
      ...html.matchAll(/<div class="math math-display"[^>]*>.*?<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/gs),
    ].map((m) => m[1]);
    expect(tex).toEqual([
      'P = \\begin{pmatrix}h &amp; m\\\\\nb &amp; c\n\\end{pmatrix}\\cdot\\frac{1}{6}',
      'x^2 + y^2 \\le r^2',
      'd = \\sqrt{a^2\n+ b^2}',
    ]);
    expect(html).not.toContain('katex-error');
    // The paragraphs after each formula are paragraphs, not swallowed by it.
    expect(html).toContain('<p>Read the matrix row by row.</p>');
    expect(html).toContain('Measured from the base.');
    expect(html).toContain('<p>Last line after the math.</p>');
    // `$$` in the middle of a line is inline math, as before.
    expect(html).toMatch(/In a line, <span class="math math-inline"/);
  });

  it('comments: %%…%% is hidden from the page, search text and graph; not in code', () => {
    const graph = build('comments');
    const n = note(graph, 'Note');
    expect(n.html).toContain('Seen.');
    expect(n.html).toContain('Also seen.');
    expect(n.html).not.toMatch(/not seen|whole hidden|Hidden Target|Other Hidden|%%not/);
    expect(n.html).toContain('<code>%%code%%</code>');
    expect(n.summary).toBe('Seen. Also seen.');
    expect(n.words).toBe(5);
    expect(graph.edges.filter((e) => e.source === 'Note')).toEqual([]);
    expect(graph.unresolved ?? []).toEqual([]);
  });

  it('comments: a comment inside a callout hides its lines and the callout goes on after it, as Obsidian shows it', () => {
    const text =
      '> [!example] Block comment\n> %%\n> hidden [[Secret]]\n> %%\n> Visible body\n\nAfter.\n\n%%\n> quoted hidden\n%%\n\nEnd.\n';
    const graph = vault({ 'Note.md': text });
    const html = note(graph, 'Note').html;
    expect(html).toMatch(
      /<div class="callout callout-example"[^>]*>\s*<div class="callout-title">Block comment<\/div>\s*<p>Visible body<\/p>\s*<\/div>/,
    );
    expect(html).not.toContain('<blockquote');
    expect(html).not.toMatch(/hidden|Secret/);
    expect(graph.edges.filter((e) => e.source === 'Note')).toEqual([]);
    // A comment crossing quote lines is taken out whole: the quote goes on where it closes.
    expect(withoutComments('> > a %%x\n> > y\n> > > z%% b\n').text).toBe('> > a  b\n');
  });

  it('comments: one opened in a paragraph and closed lines later hides all to its %%, the line endings too; one never closed hides the rest of the note', () => {
    const text =
      'Intro %%hidden\nstill hidden%% more.\n\n- item %%a\n> b\n\n# c%% goes on\n- next\n\nQuote:\n> said %%x\n> y%% on\n\nTail %%never closed\n\n[[Secret]]\n';
    const graph = vault({ 'Note.md': text });
    const html = note(graph, 'Note').html;
    // One paragraph, no line break where the comment held one.
    expect(html).toMatch(/^<p>Intro\s+more\.<\/p>\n/);
    // The list item, the quote it crossed, the blank line and the heading inside it are hidden: one item still.
    expect(html).toMatch(/<ul>\s*<li>item\s+goes on<\/li>\s*<li>next<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<blockquote>\s*<p>said\s+on<\/p>\s*<\/blockquote>/);
    expect(html).toMatch(/<p>Tail<\/p>$/);
    expect(html).not.toMatch(/hidden|Secret|<br>|<h1/);
    expect(graph.edges.filter((e) => e.source === 'Note')).toEqual([]);
    // What follows a comment keeps its place in the note as written: line 3, column 5.
    const broken = vault({ 'Lines.md': 'a %%x\ny\nz%% [[Missing]]\n' }).diagnostics.filter((d) => d.code === 'BrokenLink');
    expect(broken.map((d) => [d.line, d.column])).toEqual([[3, 5]]);
  });

  it('highlights: ==text== is <mark>, with inline markup inside; spaced or unclosed == stays literal', () => {
    const html = page('highlights');
    expect(html).toContain('<mark>marked <strong>bold</strong> words</mark>');
    expect(html).toContain('==not closed and == spaced ==.');
    // A closing == pairs with the nearest opening one before it.
    expect(html).toContain('<p>Pairs ==first == then <mark>nearest</mark> only.</p>');
    // A highlight may open and close right on inline markup: emphasis, a link, code.
    expect(html).toMatch(
      /<mark><em>Flanking<\/em> rules apply<\/mark> and <mark><a [^>]*>Cover<\/a><\/mark> and <mark><code>surge<\/code><\/mark>, but == <strong>spaced<\/strong>== stays\./,
    );
  });

  it('tasks: every status character is a task with data-task', () => {
    const html = page('tasks');
    expect(html).toContain('<li class="task-list-item" data-task=""><input type="checkbox" disabled> open</li>');
    expect(html).toContain('<li class="task-list-item" data-task="x"><input type="checkbox" checked disabled> done</li>');
    for (const [status, text] of [
      ['?', 'question'],
      ['-', 'cancelled'],
      ['/', 'started'],
    ]) {
      expect(html).toContain(`<li class="task-list-item" data-task="${status}"><input type="checkbox" checked disabled> ${text}</li>`);
    }
  });

  it('tasks: a task ticked with a capital X keeps it in data-task, as Obsidian writes it (themes may style [X] apart from [x])', () => {
    const html = note(vault({ 'Note.md': '- [X] upper\n- [x] lower\n\n> 1. [X] quoted\n>    - [x] nested\n' }), 'Note').html;
    expect(html).toContain('<li class="task-list-item" data-task="X"><input type="checkbox" checked disabled> upper</li>');
    expect(html).toContain('<li class="task-list-item" data-task="x"><input type="checkbox" checked disabled> lower</li>');
    expect(html).toMatch(/<li class="task-list-item" data-task="X"><input type="checkbox" checked disabled> quoted/);
    expect(html).toContain('<li class="task-list-item" data-task="x"><input type="checkbox" checked disabled> nested</li>');
  });

  it('tags: a tag with an emoji (#book📚 beside #book) has a page of its own whose URL does not depend on which other tags exist', () => {
    const href = (html: string, tag: string): string | undefined =>
      html.match(new RegExp(`<a class="tag" href="([^"]*)">#${tag}</a>`, 'u'))?.[1];
    const both = note(vault({ 'Note.md': 'Read #book and #book📚 and #📚 and #🎉.\n' }), 'Note').html;
    const alone = note(vault({ 'Note.md': 'Read #book📚 and #🎉.\n' }), 'Note').html;
    expect(href(both, 'book')).toBe('/tags/book/');
    const hrefs = ['book', 'book📚', '📚', '🎉'].map((tag) => href(both, tag));
    expect(new Set(hrefs).size).toBe(4);
    expect(href(both, 'book📚')).toMatch(/^\/tags\/book-[0-9a-f]{8}\/$/);
    expect(href(alone, 'book📚')).toBe(href(both, 'book📚'));
    expect(href(alone, '🎉')).toBe(href(both, '🎉'));
    // Ordinary tags keep their readable paths.
    for (const tag of ['rules/timing', 'a_b', 'café', 'über/straße']) expect(tagPagePath(tag)).toBe(tag);
  });

  it('tags: emoji and / nesting belong to the tag; digits alone are no tag', () => {
    const n = note(build('tags'), 'Note');
    expect(n.tags).toEqual(expect.arrayContaining(['emoji🎉', 'legion/actions']));
    expect(n.html).toContain(`<a class="tag" href="/tags/${tagPagePath('emoji🎉')}/">#emoji🎉</a>`);
    expect(n.html).not.toContain('class="tag">#1');
    // One tag whatever its case, shown as first written (frontmatter, then the text).
    const cased = note(
      vault({ 'A.md': '---\ntags: [BunkersNBadasses/Guilds, "#NPC"]\n---\nText #Greenbelt #npc #bunkersnbadasses/guilds\n' }),
      'A',
    );
    expect(cased.tags).toEqual(['bunkersnbadasses/guilds', 'greenbelt', 'npc']);
    expect(cased.tagNames).toEqual(['BunkersNBadasses/Guilds', 'Greenbelt', 'NPC']);
  });

  it('tags: a # escaped with a backslash is text, as in Obsidian (no tag link, not one of the note’s tags)', () => {
    const n = note(
      vault({
        'A.md': '# Rally \\#notatag\n\nUse \\#hashtag here, #real there.\n\n> [!tip] Aside \\#quiet\n> Inside \\#also and #inner\n',
      }),
      'A',
    );
    expect(n.tags).toEqual(['inner', 'real']);
    expect(n.html).toContain('Use #hashtag here, <a class="tag" href="/tags/real/">#real</a> there.');
    expect(n.html).toContain('Inside #also and <a class="tag" href="/tags/inner/">#inner</a>');
    for (const word of ['notatag', 'hashtag', 'quiet', 'also']) expect(n.html).not.toContain(`href="/tags/${word}/"`);
    // The line after an escaped title is read from its own place: its tag stays a tag.
    const titled = note(vault({ 'B.md': '> [!note] \\#title\n> #body here\n' }), 'B');
    expect(titled.tags).toEqual(['body']);
  });

  it('tags: a # right after punctuation or a letter is text, as in Obsidian; after any space, or in any script, it is a tag', () => {
    const n = note(
      vault({ 'A.md': 'Cover (#cover), "#quoted", end.#dot, word#glued and x\u00a0#spaced, #über #日本語 #a-b_c #🎉.\n' }),
      'A',
    );
    expect(n.tags).toEqual(['a-b_c', 'spaced', 'über', '日本語', '🎉']);
    expect(n.html).toContain('Cover (#cover), "#quoted", end.#dot, word#glued and');
    for (const word of ['cover', 'quoted', 'dot', 'glued']) expect(n.html).not.toContain(`href="/tags/${word}/"`);
    expect(n.html).toContain(`<a class="tag" href="/tags/${tagPagePath('über')}/">#über</a>`);
  });

  it('tags: a # right where a tag ends starts another tag, as in Obsidian (#combat#ranged is two tags)', () => {
    const n = note(vault({ 'A.md': 'Keys #combat#ranged and #rules/#timing, not #melee#1 nor x#y#z.\n' }), 'A');
    expect(n.tags).toEqual(['combat', 'melee', 'ranged', 'rules/', 'timing']);
    expect(n.html).toContain('#1 nor x#y#z.');
  });

  it('tags: a tag in the text of a Markdown link is one of the note tags, shown inside the link as text', () => {
    const n = note(vault({ 'A.md': 'Ask on [Discord #chat](https://example.com/) or [the forum](https://example.com/#forum).\n' }), 'A');
    expect(n.tags).toEqual(['chat']);
    expect(n.html).toContain('<a href="https://example.com/">Discord <span class="tag">#chat</span></a>');
    expect(n.html).toContain('href="https://example.com/#forum"');
  });

  it('tags written as text: split at spaces as at commas, as Obsidian reads them (a tag holds no space)', () => {
    const graph = vault({
      'Spaced.md': '---\ntags: melee ranged\n---\nText\n',
      'Hashed.md': '---\ntags: "#melee #ranged/long"\n---\nText\n',
      'Mixed.md': '---\ntags: melee, ranged  cover\n---\nText\n',
    });
    expect(note(graph, 'Spaced').tags).toEqual(['melee', 'ranged']);
    expect(note(graph, 'Hashed').tags).toEqual(['melee', 'ranged/long']);
    expect(note(graph, 'Mixed').tags).toEqual(['cover', 'melee', 'ranged']);
  });

  it('aliases written as text: split at commas, as Obsidian reads them; a list item stays one alias', () => {
    const graph = vault({
      'Scout.md': '---\naliases: Recon, Pathfinder , Outrider\n---\nMoves first.\n',
      'Quoted.md': '---\naliases:\n  - "Range, long"\n---\nText\n',
      'Uses.md': 'Send the [[Pathfinder]] ahead.\n',
    });
    expect(note(graph, 'Scout').aliases).toEqual(['Recon', 'Pathfinder', 'Outrider']);
    expect(note(graph, 'Quoted').aliases).toEqual(['Range, long']);
    expect(note(graph, 'Uses').html).toContain('data-note="Scout"');
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenLink')).toEqual([]);
  });

  it('block ids: an id on its own line after a heading names the heading: a link goes to it, an embed shows its section', () => {
    const graph = vault({
      'Oracle.md': '# Top\n\n#### Pick Two\n\n^pick2\n\nBody under pick two.\n\n## Next\n\nElsewhere.\n',
      'Uses.md': 'Link: [[Oracle#^pick2|Pick two]]\n\nEmbed: ![[Oracle#^pick2]]\n',
    });
    const html = note(graph, 'Uses').html;
    expect(html).toContain('<a class="wikilink" href="/oracle/#pick-two" data-note="Oracle">Pick two</a>');
    expect(html).toMatch(
      /<div class="markdown-embed" data-note="Oracle"><h4>Pick Two<\/h4>\s*<p>Body under pick two\.<\/p>\s*<a class="markdown-embed-link"/,
    );
    expect(note(graph, 'Oracle').html).toContain('<h4 id="pick-two">Pick Two</h4>');
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenAnchor' || d.code === 'MissingEmbed')).toEqual([]);
  });

  it('block ids: an id ending a heading line names the heading and is hidden from it; the heading keeps its name and anchor', () => {
    const graph = vault({
      'Oracle.md':
        '# Top\n\n## Pick Two ^pick2\n\nBody under pick two.\n\n## Next **step** ^next-step\n\nElsewhere.\n\n> ## Quoted ^quoted\n',
      'Uses.md':
        '[[Oracle#^pick2|by id]] [[Oracle#Pick Two|by name]] [[Oracle#^next-step|next]] [[Oracle#^quoted|quoted]]\n\n![[Oracle#^pick2]]\n',
      'Area.md': '## Area x^2\n\n## Bold **b**^glued\n',
    });
    const oracle = note(graph, 'Oracle');
    expect(oracle.html).toContain('<h2 id="pick-two">Pick Two</h2>');
    expect(oracle.html).toContain('<h2 id="next-step">Next <strong>step</strong></h2>');
    // A heading inside a quote is no heading of the note: the block id is its anchor.
    expect(oracle.html).toMatch(/<blockquote>\s*<h2 id="\^quoted">Quoted<\/h2>/);
    expect(oracle.html).not.toMatch(/\^(pick2|next-step|quoted)</);
    expect(oracle.headings.map((h) => h.text)).toEqual(['Top', 'Pick Two', 'Next step']);
    const html = note(graph, 'Uses').html;
    expect(html).toContain('href="/oracle/#pick-two" data-note="Oracle">by id</a>');
    expect(html).toContain('href="/oracle/#pick-two" data-note="Oracle">by name</a>');
    expect(html).toContain('href="/oracle/#next-step" data-note="Oracle">next</a>');
    expect(html).toContain('href="/oracle/#^quoted" data-note="Oracle">quoted</a>');
    expect(html).toMatch(
      /<div class="markdown-embed" data-note="Oracle"><h2>Pick Two<\/h2>\s*<p>Body under pick two\.<\/p>\s*<a class="markdown-embed-link"/,
    );
    // No space before the `^`: text, as in a paragraph.
    expect(note(graph, 'Area').headings.map((h) => h.text)).toEqual(['Area x^2', 'Bold b^glued']);
    expect(graph.diagnostics).toEqual([]);
  });

  it('block ids: an id ending a callout that ends in a nested callout names the outer one (a quote is one block), so its embed shows all of it', () => {
    const text = '> [!note] Outer\n> text\n> > [!cite]- Inner\n> > inner text ^outer-id\n\n![[#^outer-id]]\n';
    const html = note(vault({ 'Note.md': text }), 'Note').html;
    expect(html).toMatch(/^<div id="\^outer-id" class="callout callout-note"/);
    expect(html).toMatch(
      /<div class="markdown-embed" data-note="Note"><div class="callout callout-note"[^>]*>\s*<div class="callout-title">Outer<\/div>\s*<p>text<\/p>\s*<details/,
    );
  });

  it('block ids: an id on the last line of a callout, after a nested callout or a blank `>` line, names the whole callout, so its embed shows all of it', () => {
    const card =
      '> [!info] Card\n> | Stat | Value |\n> | --- | --- |\n> | Speed | 6 |\n>\n>> [!tip]- More\n>> hidden details\n>\n>^card\n\n';
    const box = '> [!note] Box\n> Opening words\n>\n> ^box\n';
    const graph = vault({ 'Sheet.md': card + box, 'Handout.md': '![[Sheet#^card]]\n\n![[Sheet#^box]]\n' });
    const sheet = note(graph, 'Sheet').html;
    expect(sheet).toMatch(/^<div id="\^card" class="callout callout-info"/);
    expect(sheet).toMatch(/<div id="\^box" class="callout callout-note"/);
    expect(sheet).not.toMatch(/<details id=|<p id=/);
    const handout = note(graph, 'Handout').html;
    expect(handout).toMatch(
      /^<div class="markdown-embed" data-note="Sheet"><div class="callout callout-info"[^>]*>\s*<div class="callout-title">Card<\/div>\s*<table>/,
    );
    expect(handout).toMatch(
      /<div class="markdown-embed" data-note="Sheet"><div class="callout callout-note"[^>]*>\s*<div class="callout-title">Box<\/div>\s*<p>Opening words<\/p>/,
    );
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenAnchor' || d.code === 'MissingEmbed')).toEqual([]);
  });

  it('callouts: the title is the first line alone, so a --- under the body makes a heading of the body, never of the title', () => {
    const text = '> [!warning] This is a warning\n> Be cautious\n> ---\n> Alias `caution`\n\n> [!note] Only\n> ---\n> after\n';
    const graph = vault({ 'Note.md': text });
    const html = note(graph, 'Note').html;
    expect(html).toMatch(
      /<div class="callout callout-warning"[^>]*>\s*<div class="callout-title">This is a warning<\/div>\s*<h2>Be cautious<\/h2>\s*<p>Alias <code>caution<\/code><\/p>/,
    );
    expect(html).toMatch(/<div class="callout-title">Only<\/div>\s*<hr>\s*<p>after<\/p>/);
    expect(html).not.toContain('[!');
    // A heading inside a callout is shown, but is not one of the note's headings (as in Obsidian's outline).
    expect(note(graph, 'Note').headings.map((h) => h.text)).toEqual([]);
  });

  it('callouts: 13 types and their aliases take their own look; unknown types look like note; |metadata and folding kept', () => {
    const html = page('callouts');
    const looks: Record<string, string[]> = {
      note: ['note'],
      abstract: ['abstract', 'summary', 'tldr'],
      info: ['info'],
      todo: ['todo'],
      tip: ['tip', 'hint', 'important'],
      success: ['success', 'check', 'done'],
      question: ['question', 'help', 'faq'],
      warning: ['warning', 'caution', 'attention'],
      failure: ['failure', 'fail', 'missing'],
      danger: ['danger', 'error'],
      bug: ['bug'],
      example: ['example'],
      quote: ['quote', 'cite'],
    };
    for (const [look, types] of Object.entries(looks)) {
      for (const type of types) {
        const title = type.charAt(0).toUpperCase() + type.slice(1);
        expect(html).toContain(
          `<div class="callout callout-${look}" data-callout="${type}">\n<div class="callout-title">${title}</div>\n<p>Body of ${type}.</p>`,
        );
      }
    }
    expect(html).toContain('<div class="callout callout-note" data-callout="unknown-kind">');
    expect(html).toContain(
      '<div class="callout callout-note" data-callout="note" data-callout-metadata="wide">\n<div class="callout-title">Titled</div>',
    );
    expect(html).toContain(
      '<details class="callout callout-tip" data-callout="tip" data-callout-fold="-">\n<summary class="callout-title">Folded</summary>',
    );
    expect(html).toContain(
      '<details class="callout callout-question" data-callout="question" data-callout-fold="+" open>\n<summary class="callout-title">Open</summary>',
    );
  });

  it('line breaks: shown by default (Obsidian\'s "Strict line breaks" off)', async () => {
    const html = note(await loadVault(join(ROOT, 'line-breaks')), 'Note').html;
    expect(html).toBe('<p>First line<br>\nsecond line<br>\nthird line</p>\n<p>New paragraph.</p>');
  });

  it("line breaks: joined when the vault's .obsidian/app.json sets strictLineBreaks", async () => {
    const html = note(await loadVault(join(ROOT, 'line-breaks-strict')), 'Note').html;
    expect(html).toBe('<p>First line\nsecond line\nthird line</p>\n<p>New paragraph.</p>');
    // An explicit option wins over the vault's settings.
    expect(note(await loadVault(join(ROOT, 'line-breaks-strict'), { strictLineBreaks: false }), 'Note').html).toContain('First line<br>');
  });

  it.runIf(existsSync(SEED))('line breaks: a seed note written one sentence per line keeps its lines', async () => {
    const graph = await loadVault(SEED, { parseThreads: 0 });
    const activation = note(graph, 'chronicle-x/Activation');
    const source = readFileSync(join(SEED, 'chronicle-x/Activation.md'), 'utf8');
    // The note opens with a paragraph of several lines, then a list.
    const lines = source.split(/\r?\n/);
    const firstParagraphLines = lines.findIndex((line) => line.trim() === '' || /^\s*[-*+] /.test(line));
    expect(firstParagraphLines).toBeGreaterThan(1);
    const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(activation.html)![1]!;
    expect(firstParagraph.split('<br>').length).toBe(firstParagraphLines);
  });

  it('page title: frontmatter title, else the H1 the note opens with when it names the note, else the file name', () => {
    const graph = build('page-title');
    // `# Abilities, in Short` names `abilities-in-short.md` (its words, whatever the case and punctuation).
    expect(note(graph, 'abilities-in-short').title).toBe('Abilities, in Short');
    expect(note(graph, 'frontmatter').title).toBe('From Frontmatter');
    expect(note(graph, 'plain-name').title).toBe('plain-name');
    // `# Overview` in `Scope.md` names a section, not the note: the file name titles it, as
    // Obsidian's inline title does, and the heading stays as the note's first section.
    const scope = note(graph, 'Scope');
    expect(scope.title).toBe('Scope');
    expect(fitNoteHtml(scope.html, scope.title).html).toContain('<h2 id="overview" data-level="1">Overview</h2>');
    // Several `#` headings are sections: the file name titles the note, and each shows one level down.
    const sections = note(graph, 'several-h1s');
    expect(sections.title).toBe('several-h1s');
    const fitted = fitNoteHtml(sections.html, sections.title);
    expect(fitted.html).toContain('<h2 id="types" data-level="1">Types</h2>');
    expect(fitted.html).toContain('<h2 id="skills" data-level="1">Skills</h2>');
    expect(fitted.html).toContain('<h3 id="checks" data-level="2">Checks</h3>');
  });

  it("page title: an opening H1 holding a link stays in the note with its links (the file name titles it, as Obsidian's inline title)", () => {
    const graph = build('page-title');
    const linked = note(graph, 'link-in-h1');
    expect(linked.title).toBe('link-in-h1');
    expect(fitNoteHtml(linked.html, linked.title).html).toContain(
      '<h2 id="plain-name-and-its-rules" data-level="1"><a class="wikilink" href="/plain-name/" data-note="plain-name">plain-name</a> and its rules</h2>',
    );
    const aliased = note(graph, 'alias-in-h1');
    expect(aliased.title).toBe('alias-in-h1');
    expect(aliased.headings[0]?.id).toBe('the-first-rules-plain-name--part');
    expect(fitNoteHtml(aliased.html, aliased.title).html).toContain('<strong>The</strong> first</a> rules, <a class="wikilink"');
  });

  it.runIf(existsSync(SEED))('page title: the SWU seed note opening with an H1 is titled by it, not by its file name', async () => {
    const graph = await loadVault(SEED, { parseThreads: 0 });
    const n = note(graph, 'swu/abilities-and-effects');
    const firstLine = readFileSync(join(SEED, 'swu/abilities-and-effects.md'), 'utf8').split(/\r?\n/)[0]!;
    expect(firstLine.startsWith('# ')).toBe(true);
    expect(n.title).toBe(firstLine.slice(2).trim());
  });

  it('media embeds: audio and video players, PDF page kept, the cards of a canvas shown, a base named', () => {
    const graph = build('media');
    const html = note(graph, 'Note').html;
    expect(html).toContain(
      '<audio class="embed media" src="/assets/files/theme.mp3" controls preload="metadata" title="theme.mp3"><a href="/assets/files/theme.mp3">Audio: theme.mp3</a></audio>',
    );
    expect(html).toContain('<video class="embed media" src="/assets/files/clip.mp4" controls preload="metadata" title="clip.mp4">');
    expect(html).toContain('<a class="embed file embed-pdf-link" href="/assets/files/rules.pdf#page=3">PDF: rules.pdf, page 3</a>');
    expect(html).toContain('<a class="embed file embed-pdf-link" href="/assets/files/rules.pdf">PDF: rules.pdf</a>');
    // A canvas is a note: embedded, its cards read as a list, as Obsidian's embed shows the board.
    expect(html).toContain(
      '<div class="markdown-embed" data-note="board.canvas"><div class="canvas-node canvas-text" data-canvas-node="0"><p>Deploy, then <strong>activate</strong>.</p></div>',
    );
    expect(html).toMatch(/<a class="embed file embed-base" href="\/assets\/units.base\.txt"[^>]*>Base: units.base<\/a>/);
    expect(graph.edges.filter((e) => e.kind === 'embed').map((e) => e.asset ?? e.target)).toEqual([
      'files/theme.mp3',
      'files/clip.mp4',
      'files/rules.pdf',
      'files/rules.pdf',
      'board.canvas',
      'units.base',
    ]);
  });

  it('external images: Obsidian size syntax in the alt text; web embeds become link cards', () => {
    const html = page('external-images');
    expect(html).toContain('<img src="https://example.org/token.png" alt="" width="250">');
    expect(html).toContain('<img src="https://example.org/token.png" alt="A token" width="100" height="50">');
    expect(html).toContain('<img src="https://example.org/plain.png" alt="Plain alt">');
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=abc123" class="web-embed">YouTube video: https://www.youtube.com/watch?v=abc123</a>',
    );
    expect(html).not.toMatch(/<img[^>]*youtube/);
  });

  it("block ids: after any block, glued after an embed, a callout's or quote's id is the whole of it", () => {
    const graph = build('block-ids');
    const target = note(graph, 'Target');
    expect(target.blocks.map((b) => b.id)).toEqual(['img', 'para', 'item', 'advice', 'quoted', 'table']);
    expect(target.html).toContain('<p id="^img"><img src="/assets/pic.png"');
    expect(target.html).toContain('<li id="^item">item one</li>');
    expect(target.html).toContain('<div id="^advice" class="callout callout-tip" data-callout="tip">');
    expect(target.html).toContain('<blockquote id="^quoted">');
    expect(target.html).toContain('<table id="^table">');
    expect(target.html).not.toMatch(/\^(img|advice|quoted|table)</);
    const html = note(graph, 'Note').html;
    expect(html).toMatch(
      /<div class="markdown-embed" data-note="Target"><p><img src="\/assets\/pic.png"[^>]*><\/p><a class="markdown-embed-link"/,
    );
    expect(html).toMatch(
      /<div class="markdown-embed" data-note="Target"><div class="callout callout-tip" data-callout="tip">[\s\S]*First part[\s\S]*Second part[\s\S]*<\/div><a class="markdown-embed-link"/,
    );
    expect(graph.diagnostics).toEqual([]);
  });

  it('block embeds of a list item: a numbered item stays numbered with its own number, a task keeps its list, children come along', () => {
    const graph = vault({
      'Steps.md': '3. Third step ^third\n   - its detail\n4. Fourth step\n\n- [ ] Open task ^open\n- plain\n',
      'Uses.md': '![[Steps#^third]]\n\n![[Steps#^open]]\n',
    });
    const html = note(graph, 'Uses').html;
    expect(html).toMatch(
      /<div class="markdown-embed" data-note="Steps"><ol start="3"><li>Third step\n<ul>\n<li>its detail<\/li>\n<\/ul>\n<\/li><\/ol><a class="markdown-embed-link"/,
    );
    expect(html).toContain(
      '<div class="markdown-embed" data-note="Steps"><ul class="contains-task-list"><li class="task-list-item" data-task=""><input type="checkbox" disabled> Open task</li></ul>',
    );
    expect(html).not.toContain('Fourth step');
  });

  it('a list item holding only its block id (an empty task, `- ^id`) is the block, as in Obsidian, not an orphan id', () => {
    const graph = vault({ 'List.md': '- [x] \n^done\n- ^empty\n- b\n\n[[#^done]] [[#^empty]]\n' });
    const html = note(graph, 'List').html;
    expect(html).toContain('<li class="task-list-item" id="^done" data-task="x"><input type="checkbox" checked disabled></li>');
    expect(html).toContain('<li id="^empty"></li>');
    expect(html).toContain('href="/list/#^done"');
    expect(graph.diagnostics).toEqual([]);
  });

  it('embed of a missing heading or block: nothing embedded, a marked placeholder, MissingEmbed at the embed', () => {
    const graph = build('missing-anchor');
    const html = note(graph, 'Note').html;
    expect(html).toContain('<span class="embed missing" title="Not in Target: heading Absent heading">Target#Absent heading</span>');
    expect(html).toContain('<span class="embed missing" title="Not in Target: block ^absent-block">Target#^absent-block</span>');
    expect(html.match(/Shown text/g)).toHaveLength(1);
    expect(graph.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['MissingEmbed', 'Note.md', 3],
      ['MissingEmbed', 'Note.md', 5],
    ]);
  });

  it('wikilink text: Markdown in the display text is rendered', () => {
    const html = page('wikilink-text');
    expect(html).toContain('<a class="wikilink" href="/foo/" data-note="foo"><strong>bold</strong> text</a>');
    expect(html).toContain('<a class="wikilink" href="/foo/" data-note="foo"><em>it</em> and <mark>lit</mark></a>');
    expect(html).toContain('<a class="wikilink" href="/foo/" data-note="foo">plain * star</a>');
    expect(html).toContain('<a class="wikilink" href="/foo/" data-note="foo">foo</a>');
  });

  it("cssclasses: the classes the page's article takes; the older cssclass is no longer read (Obsidian 1.9) and is reported, unless it is blank", () => {
    const graph = build('cssclasses');
    expect(noteCssClasses(note(graph, 'Note').frontmatter)).toEqual(['wide-tables', 'no-title']);
    expect(noteCssClasses(note(graph, 'Legacy').frontmatter)).toEqual([]);
    expect(graph.diagnostics.filter((d) => d.code === 'RetiredProperty').map((d) => [d.file, d.line, d.message])).toEqual([
      [
        'Legacy.md',
        2,
        'The property `cssclass` is no longer read by Obsidian (since version 1.9): it is shown as an ordinary property, and gives the note no cssclasses.',
      ],
    ]);
  });

  it('nested embeds: an embed inside an embedded paragraph gives valid HTML (no <div> in <p>)', () => {
    const html = page('nested-embeds');
    expect(html).toContain(
      '<div class="markdown-embed" data-note="Middle"><p>Middle text </p><div class="markdown-embed" data-note="Inner"><p>Inner text.</p>',
    );
    expect(html).not.toMatch(/<p>(?:(?!<\/p>).)*<div/s);
    expect(unbalancedTags(html)).toEqual([]);
  });

  it('comments: every character left is the note’s own, found again through the cuts (diagnostics keep their places); text without %% is left alone', () => {
    const piece = fc.constantFrom('%%', '%', '`', '```', '~~~', '\n', '\r\n', ' ', 'a', '[[B]]', '> ', '---\n', '\\');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 60 }).map((parts) => parts.join('')),
        (text) => {
          const { text: hidden, cuts } = withoutComments(text);
          let shift = 0;
          let next = 0;
          for (let i = 0; i < hidden.length; i++) {
            while (next < cuts.length && cuts[next]!.at <= i) shift += cuts[next++]!.length;
            expect(text[i + shift]).toBe(hidden[i]);
          }
          expect(hidden.length + cuts.reduce((sum, cut) => sum + cut.length, 0)).toBe(text.length);
          if (!text.includes('%%')) expect(hidden).toBe(text);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('an opening H1 made of links (a trail: [[Home]] - [[Moves]]) stays in the note with its links; the file name titles it', () => {
    const graph = vault({ 'Strike.md': '# [[Home|Start]] - [[Moves]]: Strike\nBody.\n', 'Home.md': 'Home.', 'Moves.md': 'Moves.' });
    const n = note(graph, 'Strike');
    expect(n.title).toBe('Strike');
    expect(n.html).toContain(
      '<a class="wikilink" href="/home/" data-note="Home">Start</a> - <a class="wikilink" href="/moves/" data-note="Moves">Moves</a>: Strike</h1>',
    );
    // A plain opening H1 still titles the note.
    expect(note(vault({ 'Strike.md': '# The Strike\nBody.\n' }), 'Strike').title).toBe('The Strike');
  });

  it('heading levels: kept as written on the page (### stays h3, a raw <h5> stays h5); the opening H1 is the title', () => {
    const n = note(build('heading-levels'), 'Heading Levels');
    expect(n.title).toBe('Heading Levels');
    const fitted = fitNoteHtml(n.html, n.title);
    expect(fitted.titleId).toBe('heading-levels');
    expect(fitted.html).toContain('<h3 id="third-level">Third level</h3>');
    expect(fitted.html).toContain('<h5>Raw five</h5>');
    expect(fitted.html).not.toContain('<h1');
  });

  it("embedded headings: an embedded note's `#` goes down inside its embed only; the page's own levels stay as written", () => {
    const graph = build('embedded-headings');
    const n = note(graph, 'Rally');
    const fitted = fitNoteHtml(n.html, n.title);
    expect(fitted.html).toContain('<h2 id="before-the-roll">Before the roll</h2>');
    expect(fitted.html).toMatch(
      /<div class="markdown-embed" data-note="Suppression"><h2 data-level="1">Suppression<\/h2>\s*<p>A token a unit gains when shot at.<\/p>\s*<h3 data-level="2">Removing it<\/h3>/,
    );
    expect(fitted.html).not.toMatch(/<h1[ >]/);
  });

  it('a heading that is only an embed is named by the embedded note (Obsidian shows the note in the heading): no EmptyHeading', () => {
    const graph = build('embedded-headings');
    const n = note(graph, 'Rally');
    expect(n.headings.map((h) => [h.depth, h.text, h.id])).toEqual([
      [1, 'Rally', 'rally'],
      [2, 'Before the roll', 'before-the-roll'],
      [2, 'Panic', 'panic'],
      [2, 'Removal', 'removal'],
    ]);
    expect(graph.diagnostics.filter((d) => d.code === 'EmptyHeading')).toEqual([]);
    // A note opening with `# ![[Other]]` is not titled by the other note; a note named with a dot is a note.
    const opening = vault({ 'A.md': '# ![[Rules 2.0]]\n\n## ![[Rules 2.0]]\n', 'Rules 2.0.md': 'The rules.\n' });
    expect(note(opening, 'A').title).toBe('A');
    expect(note(opening, 'A').headings.map((h) => h.text)).toEqual(['Rules 2.0', 'Rules 2.0']);
    const fitted = fitNoteHtml(n.html, n.title);
    expect(fitted.html).toMatch(/<h2 id="panic"><div class="markdown-embed" data-note="Panic"><h2 data-level="1">Panic<\/h2>/);
  });
});

describe('Obsidian conformance: inline footnotes', () => {
  it('^[…] is a footnote numbered with the [^id] ones, in one list, with brackets and wikilinks inside', () => {
    const graph = build('inline-footnotes');
    const html = note(graph, 'Note').html;
    const calls = [...html.matchAll(/<sup><a href="#user-content-fn-([^"]+)"[^>]*>(\d+)<\/a><\/sup>/g)].map((m) => [m[1], m[2]]);
    expect(calls).toEqual([
      ['inline-1', '1'],
      ['range', '2'],
      ['inline-2', '3'],
      ['inline-3', '4'],
    ]);
    expect(html.match(/<section data-footnotes/g)).toHaveLength(1);
    const items = [...html.matchAll(/<li id="user-content-fn-([^"]+)">/g)].map((m) => m[1]);
    expect(items).toEqual(['inline-1', 'range', 'inline-2', 'inline-3']);
    expect(html).toContain('Escaped: ^[not a note] and ^[not one either], but <sup>');
    expect(html).toContain('<p>a ] inside <a href="#user-content-fnref-inline-3"');
    expect(html).toContain(
      'Only against ranged attacks [not melee], see <a class="wikilink" href="/cover-rules/" data-note="Cover Rules">cover</a>.',
    );
    expect(html).toContain('<p>Short <em>and</em> plain.');
    expect(html).toContain('Unclosed ^[ stays as written, and <code>^[code]</code> too.');
    expect(graph.edges.filter((e) => e.source === 'Note').map((e) => [e.target, e.position.line])).toEqual([['Cover Rules', 3]]);
    expect(graph.diagnostics).toEqual([]);
  });

  it("an embedded note's footnote calls go to its own footnotes, inside the embed, never to the page's", () => {
    const html = note(build('inline-footnotes'), 'Host').html;
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(ids.length);
    const hrefs = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
    for (const href of hrefs) expect(ids, href).toContain(href);
    const embed = html.slice(html.indexOf('<div class="markdown-embed"'));
    expect(embed).toContain('<a href="#user-content-embed-1-fn-inline-1" id="user-content-embed-1-fnref-inline-1"');
    expect(embed).toContain('<li id="user-content-embed-1-fn-inline-1">');
    expect(html.slice(0, html.indexOf('<div class="markdown-embed"'))).toContain('<a href="#user-content-fn-inline-1"');
  });

  it('10,000 inline footnotes in one paragraph are matched in one pass', async () => {
    const { default: remarkInlineFootnotes } = await import('../../src/vault/plugins/remark-inline-footnotes.ts');
    const paragraph = (n: number) => ({
      type: 'root' as const,
      children: [
        {
          type: 'paragraph' as const,
          children: [{ type: 'text' as const, value: Array.from({ length: n }, (_, i) => `w${i}^[a [b] ${i}]`).join(' ') }],
        },
      ],
    });
    const time = (n: number): number => {
      const tree = paragraph(n);
      const { ms } = cpuTimed(() => remarkInlineFootnotes()(tree));
      expect(tree.children).toHaveLength(n + 1);
      return ms;
    };
    time(1000);
    const best = (n: number): number => Math.min(...Array.from({ length: 5 }, () => time(n)));
    const small = best(10_000);
    const large = best(40_000);
    // Linear: four times the footnotes, about four times the time (quadratic would be sixteen;
    // a busy machine's collector has pushed linear to ten); a floor of 25 ms keeps a fast
    // machine's timer noise out.
    expect(large).toBeLessThan(Math.max(small, 25) * 13);
  });
});

describe('Obsidian conformance: heading links', () => {
  it('a link written as Obsidian writes it (characters a link cannot hold as spaces) reaches the heading', () => {
    const graph = build('heading-links');
    const html = note(graph, 'Note').html;
    const hrefs = [...html.matchAll(/<a class="wikilink" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/turn/#rules-phase-1-core',
      '/turn/#range-15-vs-20',
      '/turn/#moveattack--react',
      '/turn/#step-pivot',
      '/turn/#dice--rolls',
      '/turn/',
      '/turn/',
    ]);
    expect(html).toContain('<h2>Rules: Phase 1 [core]</h2>\n<p>Each player readies their units.</p>');
    expect(graph.diagnostics.map((d) => `${d.line} ${d.code} ${d.message}`)).toEqual([
      '6 BrokenAnchor [[Turn#Rules Phase 1]] points to the heading “Rules Phase 1” of Turn, which does not exist.',
      '6 BrokenAnchor [[Turn#Rules Phase 1 core extra]] points to the heading “Rules Phase 1 core extra” of Turn, which does not exist.',
    ]);
  });
});

describe('Obsidian conformance: formatted headings', () => {
  it('the link Obsidian writes to a heading with emphasis (marks kept) reaches it, and so does its plain text', () => {
    const graph = vault({
      'Turn.md': '## **Bold** _it_\n\nFirst.\n\n## __Strong__ snake_case\n\nSecond.\n',
      'Notes.md': '[[Turn#**Bold** _it_]] [[Turn#Bold it]] [[Turn#__Strong__ snake_case]]\n\n![[Turn#**Bold** _it_]]\n',
    });
    const [bold, strong] = note(graph, 'Turn').headings;
    const html = note(graph, 'Notes').html;
    const hrefs = [...html.matchAll(/<a class="wikilink" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([`/turn/#${bold?.id}`, `/turn/#${bold?.id}`, `/turn/#${strong?.id}`]);
    expect(html).toContain('<p>First.</p>');
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenAnchor' || d.code === 'MissingEmbed')).toEqual([]);
  });

  it('a heading holding a wikilink is reached by the link Obsidian writes to it: the link as written, brackets dropped', () => {
    const graph = vault({
      'Turn.md': '## Move with [[Scatter|the scatter die]]\n\nRoll it.\n\n## Check [[Line of Sight]]\n\nLook.\n',
      'Scatter.md': 'Roll for direction.\n',
      'Line of Sight.md': 'Draw a line.\n',
      'Notes.md':
        '[[Turn#Move with Scatter the scatter die]] [[Turn#Check Line of Sight]] [[Turn#Move with Scatter]]\n\n![[Turn#Move with Scatter the scatter die]]\n',
    });
    const [move, check] = note(graph, 'Turn').headings;
    expect(move?.text).toBe('Move with the scatter die');
    const html = note(graph, 'Notes').html;
    const hrefs = [...html.matchAll(/<a class="wikilink" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.slice(0, 2)).toEqual([`/turn/#${move?.id}`, `/turn/#${check?.id}`]);
    expect(html).toContain('<p>Roll it.</p>');
    // The target alone names no heading in Obsidian: the heading holds the alias too.
    expect(graph.diagnostics.filter((d) => d.code !== 'OrphanNote').map((d) => `${d.code} ${d.message}`)).toEqual([
      'BrokenAnchor [[Turn#Move with Scatter]] points to the heading “Move with Scatter” of Turn, which does not exist.',
    ]);
  });

  it('a heading holding an image embed or raw HTML is reached by the link Obsidian writes from its source text', () => {
    // Obsidian names a heading by its source and writes the link with `[[`, `]]` and `|` as spaces.
    const graph = vault({
      'Turn.md': '## Deploy ![[map.png|300]] zones\n\nPlace units.\n\n## Setup <small>(beta)</small>\n\nLay out terrain.\n',
      'map.png': new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
      'Notes.md':
        '[[Turn#Deploy !map.png 300 zones]] [[Turn#Setup <small>(beta)</small>]] [[Turn#Deploy zones]]\n\n![[Turn#Deploy !map.png 300 zones]]\n',
    });
    const [deploy, setup] = note(graph, 'Turn').headings;
    const html = note(graph, 'Notes').html;
    const hrefs = [...html.matchAll(/<a class="wikilink" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([`/turn/#${deploy?.id}`, `/turn/#${setup?.id}`, `/turn/#${deploy?.id}`]);
    expect(html).toContain('<p>Place units.</p>');
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenAnchor' || d.code === 'MissingEmbed')).toEqual([]);
  });

  it('a heading holding single brackets is reached by the link Obsidian writes, brackets kept, and embedded by it', () => {
    // Obsidian keeps a single `[` or `]` in a heading link (only `[[`, `]]` and the like become spaces).
    const graph = vault({
      'Turn.md': '## Rule 5 [draft] notes\n\nHold fire.\n\n## Ratio: 1 [2] 3\n\nThree.\n',
      'Notes.md':
        'See [[Turn#Rule 5 [draft] notes]] and [[Turn#Ratio 1 [2] 3|the ratio]], not [[a [[Turn]].\n\n![[Turn#Rule 5 [draft] notes]]\n',
    });
    const [rule, ratio] = note(graph, 'Turn').headings;
    const html = note(graph, 'Notes').html;
    expect(html).toContain(
      `<p>See <a class="wikilink" href="/turn/#${rule?.id}" data-note="Turn">Turn > Rule 5 [draft] notes</a> and ` +
        `<a class="wikilink" href="/turn/#${ratio?.id}" data-note="Turn">the ratio</a>, not [[a <a class="wikilink" href="/turn/" data-note="Turn">Turn</a>.</p>`,
    );
    expect(html).toContain('<h2>Rule 5 [draft] notes</h2>\n<p>Hold fire.</p>');
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenAnchor' || d.code === 'MissingEmbed')).toEqual([]);
  });

  it('an `_` inside a word stays part of the heading name', () => {
    const graph = vault({ 'Turn.md': '## snake_case\n\nText.\n', 'Notes.md': '[[Turn#snake case]]\n' });
    expect(graph.diagnostics.map((d) => d.code)).toContain('BrokenAnchor');
  });
});

describe('Obsidian conformance: inline math in headings', () => {
  it('a heading holding a formula is named with it as written, so the link Obsidian writes to it reaches it', () => {
    const graph = vault({
      'Fuel.md': '## Burning ($C_{8}H_{18}$) in air\n\nOctane needs oxygen.\n',
      'Notes.md': 'See [[Fuel#Burning ($C_{8}H_{18}$) in air]].\n',
    });
    const [heading] = note(graph, 'Fuel').headings;
    expect(heading?.text).toBe('Burning ($C_{8}H_{18}$) in air');
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenAnchor')).toEqual([]);
    expect(note(graph, 'Notes').html).toContain(`href="/fuel/#${heading?.id}"`);
  });
});

describe('Obsidian conformance: escaped syntax', () => {
  it('an escaped `==` opens no highlight: `\\==text==` shows its equals signs as text', () => {
    const html = note(vault({ 'Note.md': 'Keep \\==this== plain, and ==this== marked.\n\nAlso ==a\\==b== and \\\\==c==.\n' }), 'Note').html;
    expect(html).toContain('<p>Keep ==this== plain, and <mark>this</mark> marked.</p>');
    // An escaped `=` is no closer either; a backslash that is itself escaped leaves the `==` unescaped.
    expect(html).toContain('<p>Also <mark>a==b</mark> and \\<mark>c</mark>.</p>');
  });

  it('an escaped `%%` opens no comment: `\\%%` shows the percent signs, and the next `%%` opens one', () => {
    const text = "\\%%This isn't a comment%% but this is%% shown.\n\nAnd \\\\%%hidden%% after an escaped backslash.\n";
    const html = note(vault({ 'Note.md': text }), 'Note').html;
    expect(html).toContain("<p>%%This isn't a comment shown.</p>");
    expect(html).toContain('<p>And \\ after an escaped backslash.</p>');
    expect(withoutComments('a \\%%b%% c%% d').text).toBe('a \\%%b d');
  });
});

describe('Obsidian conformance: block links', () => {
  it('a Markdown link to a block goes to the same URL as the wikilink to it', () => {
    const graph = vault({
      'Other.md': '# Other\n\nA rule. ^blk\n\n## Stats\n\nText.\n',
      'Note.md': '[md](Other.md#^blk) [[Other#^blk|wiki]] [ref][r]\n\n[r]: Other.md#^blk\n',
    });
    const hrefs = [...note(graph, 'Note').html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/other/#^blk', '/other/#^blk', '/other/#^blk']);
  });
});

describe('Obsidian conformance: heading paths', () => {
  // Obsidian help, "Internal links": `[[My note#Heading 1#Heading 2]]` names a subheading, and a
  // Markdown link `[text](Note%20name.md)` links to the same note as the wikilink.
  it('a Markdown link names a heading under a heading as the wikilink does (`Note.md#H1#H2`)', () => {
    const graph = vault({
      'Other.md': '## Setup\n\n### Deploy\n\nFirst.\n\n## Battle\n\n### Deploy\n\nSecond.\n\n## C# rules\n\nText.\n',
      'Note.md':
        '[[Other#Battle#Deploy|wiki]] [md](Other.md#Battle#Deploy) [enc](Other.md#Battle%23Deploy) [angle](<Other.md#Battle#Deploy>) [one](Other.md#C%23%20rules)\n',
    });
    const hrefs = [...note(graph, 'Note').html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/other/#deploy-1', '/other/#deploy-1', '/other/#deploy-1', '/other/#deploy-1', '/other/#c-rules']);
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenAnchor')).toEqual([]);
  });
});

describe('Obsidian conformance: strikethrough', () => {
  it('two tildes strike through; one tilde on each side is text (`~3 ft~`, `H~2~O`)', () => {
    const html = note(vault({ 'Note.md': 'Move ~3 ft~ or ~6 ft~, drink H~2~O, and ~~gone~~ is struck.\n' }), 'Note').html;
    expect(html).toContain('<p>Move ~3 ft~ or ~6 ft~, drink H~2~O, and <del>gone</del> is struck.</p>');
  });
});

describe('Obsidian conformance: headings inside callouts', () => {
  it("a heading inside a callout or quote is not one of the note's headings: an embed of it embeds nothing", () => {
    const graph = vault({
      'Goblin.md': '# Goblin\n\n> [!infobox]\n> ## Stats\n> HP 7\n\n> ## Quoted\n> text\n\n## Tactics\n\nSwarm.\n',
      'Note.md': '![[Goblin#Stats]]\n\n[[Goblin#Quoted]] [[Goblin#Tactics]]\n',
    });
    expect(note(graph, 'Goblin').headings.map((h) => h.text)).toEqual(['Goblin', 'Tactics']);
    // Shown as headings on their own page, without an id to link to.
    expect(note(graph, 'Goblin').html).toContain('<h2>Stats</h2>');
    const html = note(graph, 'Note').html;
    expect(html).not.toContain('HP 7');
    expect(html).toContain('<a class="wikilink" href="/goblin/#tactics" data-note="Goblin">');
    expect(graph.diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(['1 MissingEmbed', '3 BrokenAnchor']);
  });
});

describe('Obsidian conformance: a name several notes share', () => {
  const hrefs = (graph: VaultGraph, id: string): string[] =>
    [...note(graph, id).html.matchAll(/<a class="wikilink" href="([^"]+)"/g)].map((m) => m[1]!);
  const settled = (graph: VaultGraph): string[] =>
    graph.diagnostics.map((d) => `${d.code} ${d.file}: ${/as in Obsidian \(([^;]+);/.exec(d.message)?.[1] ?? d.message}`);

  it('the note at exactly the path written, from the vault root, wins even over one beside the linking note', () => {
    const graph = vault({
      'Note.md': 'Root.\n',
      'zzzz/Note.md': 'Z.\n',
      'zzzz/b/Note.md': 'ZB.\n',
      'b/Note.md': 'B.\n',
      'zzzz/From.md': '[[Note]] [[b/Note]]\n',
    });
    expect(hrefs(graph, 'zzzz/From')).toEqual(['/note/', '/b/note/']);
    expect(settled(graph)).toEqual(['AmbiguousLinkSettled zzzz/From.md: vault path', 'AmbiguousLinkSettled zzzz/From.md: vault path']);
  });

  it('else the one in the linking note’s folder (not an ancestor’s), else the shortest path in characters, not in folders', () => {
    const graph = vault({
      'zzzz/Note.md': 'Z.\n',
      'a/b/Note.md': 'AB.\n',
      'Index.md': '[[Note]]\n',
      'zzzz/From.md': '[[Note]]\n',
      'zzzz/deep/From.md': '[[Note]]\n',
    });
    expect(hrefs(graph, 'Index')).toEqual(['/a/b/note/']);
    expect(hrefs(graph, 'zzzz/From')).toEqual(['/zzzz/note/']);
    expect(hrefs(graph, 'zzzz/deep/From')).toEqual(['/a/b/note/']);
    expect(settled(graph)).toEqual([
      'AmbiguousLinkSettled Index.md: shortest path',
      'AmbiguousLinkSettled zzzz/From.md: same folder',
      'AmbiguousLinkSettled zzzz/deep/From.md: shortest path',
    ]);
  });
});

describe('Obsidian conformance: links to a page of a PDF', () => {
  it('a link to a PDF page, or to a selection as Obsidian copies it, opens the PDF at that page', () => {
    const graph = vault({
      'files/rules.pdf': new Uint8Array([37, 80, 68, 70]),
      'Note.md':
        '[[rules.pdf#page=3]] [[rules.pdf#page=1&selection=32,0,32,14|Rules, page 1]] [pdf](files/rules.pdf#page=7) [[rules.pdf]]\n\n' +
        '![[rules.pdf#page=2&selection=4,0,4,9]]\n',
    });
    const html = note(graph, 'Note').html;
    const hrefs = [...html.matchAll(/<a [^>]*href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/assets/files/rules.pdf#page=3',
      '/assets/files/rules.pdf#page=1',
      '/assets/files/rules.pdf#page=7',
      '/assets/files/rules.pdf',
      '/assets/files/rules.pdf#page=2',
    ]);
    expect(html).toContain('>Rules, page 1</a>');
    expect(html).toContain('>PDF: rules.pdf, page 2</a>');
    expect(graph.diagnostics).toEqual([]);
  });
});

describe('Obsidian conformance: a ] inside a wikilink', () => {
  it('only `]]` ends a wikilink: `[[Sq]uare]]` links to Sq]uare, a `]` in the display text stays in it', () => {
    const graph = vault({
      'Sq]uare.md': 'Four sides.\n',
      'Note.md': 'Rules.\n',
      'From.md': '[[Sq]uare]] [[Sq]uare|the square]] [[Note|[1] rule]] [[Note]]] [[Note|]] `[[Sq]uare]]` [[a]b\n',
    });
    const html = note(graph, 'From').html;
    expect(graph.edges.filter((e) => e.source === 'From').map((e) => [e.raw, e.target])).toEqual([
      ['Sq]uare', 'Sq]uare'],
      ['Sq]uare', 'Sq]uare'],
      ['Note', 'Note'],
      ['Note', 'Note'],
      ['Note', 'Note'],
    ]);
    expect(html).toContain('data-note="Sq]uare">Sq]uare</a> <a class="wikilink" href="/square/" data-note="Sq]uare">the square</a>');
    expect(html).toContain('data-note="Note">[1] rule</a> <a class="wikilink" href="/note/" data-note="Note">Note</a>] ');
    expect(html).toContain('<code>[[Sq]uare]]</code> [[a]b</p>');
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenLink')).toEqual([]);
  });
});

describe('Obsidian conformance: a ] inside an embed', () => {
  it('an embed ends only at `]]` too: `![[Sq]uare]]` embeds Sq]uare', () => {
    const graph = vault({
      'Sq]uare.md': 'Four sides.\n',
      'From.md': '![[Sq]uare]]\n\n![[Sq]uare|shown]] and ![[a]b\n',
    });
    const html = note(graph, 'From').html;
    expect(html.match(/Four sides\./g)).toHaveLength(2);
    expect(html).toContain('![[a]b');
    expect(graph.diagnostics.filter((d) => d.code === 'MissingEmbed' || d.code === 'BrokenLink')).toEqual([]);
  });

  it('a link in a property ends only at `]]` too', () => {
    const graph = vault({
      'Sq]uare.md': 'Four sides.\n',
      'From.md': '---\nshape: "[[Sq]uare]]"\nsee: "[[Sq]uare|the square]] and [[a]b"\n---\nText.\n',
    });
    expect(graph.edges.filter((e) => e.source === 'From').map((e) => e.target)).toEqual(['Sq]uare', 'Sq]uare']);
    expect(graph.diagnostics.filter((d) => d.code === 'BrokenLink')).toEqual([]);
  });
});

describe('Obsidian conformance: a tag after an `_`', () => {
  it('an `_` right before the `#` does not block a tag, as in Obsidian (`snake_case_#tag`); other punctuation does', () => {
    const n = note(vault({ 'A.md': 'Use snake_case_#melee and x _#ranged_ y, not x-#cover nor x.#dot.\n' }), 'A');
    expect(n.tags).toEqual(['melee', 'ranged']);
    expect(n.html).toContain('snake_case_<a class="tag" href="/tags/melee/">#melee</a>');
    expect(n.html).toContain('not x-#cover nor x.#dot.');
  });
});

describe('Obsidian conformance: shapes found in real vaults', () => {
  // Obsidian help, "Tags" (Tag format): letters, numbers, `_`, `-` and `/` are tag characters, and a
  // tag needs at least one character that is not a number: `#1984` is no tag, `#y1984` is.
  it('tags: a year alone is text; with a `-` or a `/` it is a tag with its own page, nested ones too', () => {
    const graph = vault({ 'Note.md': 'Filed #2024 and #2024-05, #2024/05, #archive/2024 and #y2024.\n' });
    const n = note(graph, 'Note');
    expect(n.tags).toEqual(['2024-05', '2024/05', 'archive/2024', 'y2024']);
    expect(n.html).toContain('<p>Filed #2024 and <a class="tag"');
    for (const tag of n.tags) expect(n.html).toContain(`<a class="tag" href="/tags/${tagPagePath(tag)}/">#${tag}</a>`);
    expect(graph.diagnostics).toEqual([]);
  });

  // Obsidian help, "Basic formatting syntax" (Comments): comments are only visible in editing view.
  it('comments: a block comment inside a list item or a quote hides its lines and its links; the item and the quote go on', () => {
    const text = '- one\n  %%\n  [[Secret]] hidden\n  %%\n- two\n\n> said\n> %%\n> [[Other Secret]]\n> %%\n> on\n';
    const graph = vault({ 'Note.md': text });
    const html = note(graph, 'Note').html;
    expect([...html.matchAll(/<li>/g)]).toHaveLength(2);
    expect(html).toMatch(/<li>\s*(?:<p>)?one(?:<\/p>)?\s*<\/li>\s*<li>\s*(?:<p>)?two/);
    expect(html).toMatch(/<blockquote>\s*<p>said<\/p>\s*<p>on<\/p>\s*<\/blockquote>/);
    expect(html).not.toMatch(/hidden|Secret|%%/);
    expect(graph.edges.filter((e) => e.source === 'Note')).toEqual([]);
    expect(graph.diagnostics).toEqual([]);
  });

  // GFM spec, tables: a row with fewer cells than the header gets empty ones, the excess of a longer
  // row is ignored; a cell holds inline content, raw HTML such as `<br>` included. Obsidian help,
  // "Advanced formatting syntax" (Tables): a link in a cell works, its `|` escaped as `\|`.
  it('tables: <br> breaks the line in a cell, ragged rows fill or drop cells, a block link with an alias works in a cell', () => {
    const text = '| a | b |\n| --- | --- |\n| one<br>two | [[Other#^rule-a\\|the rule]] |\n| lone |\n| x | y | dropped |\n';
    const graph = vault({ 'Note.md': text, 'Other.md': 'Units move. ^rule-a\n' });
    const html = note(graph, 'Note').html;
    const rows = [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
      [...m[1]!.matchAll(/<t[dh]>([\s\S]*?)<\/t[dh]>/g)].map((c) => c[1]),
    );
    expect(rows).toEqual([
      ['a', 'b'],
      ['one<br>two', '<a class="wikilink" href="/other/#^rule-a" data-note="Other">the rule</a>'],
      ['lone', ''],
      ['x', 'y'],
    ]);
    expect(graph.edges.filter((e) => e.source === 'Note').map((e) => [e.target, e.anchor])).toEqual([
      ['Other', { type: 'block', id: 'rule-a' }],
    ]);
    expect(graph.backlinks.Other).toEqual(['Note']);
    expect(graph.diagnostics).toEqual([]);
  });

  // Obsidian help, "Obsidian Flavored Markdown" (Markdown inside HTML): Markdown is not rendered inside
  // an HTML element such as a `<div>` block. A link the page does not show is no link in the graph either.
  it('HTML: a wikilink inside an HTML block is text on the page and no edge or backlink; inside inline HTML it is both', () => {
    const text = '<div>[[Block]]</div>\n\n<div>\n[[Lines]]\n</div>\n\nSee <mark>[[Inline]]</mark>.\n';
    const graph = vault({ 'Note.md': text, 'Block.md': 'b\n', 'Lines.md': 'l\n', 'Inline.md': 'i\n' });
    const html = note(graph, 'Note').html;
    expect(html).toContain('<div>[[Block]]</div>');
    expect(html).toMatch(/<div>\s*\[\[Lines\]\]\s*<\/div>/);
    expect(html).toContain('<mark><a class="wikilink" href="/inline/" data-note="Inline">Inline</a></mark>');
    expect(graph.edges.filter((e) => e.source === 'Note').map((e) => e.target)).toEqual(['Inline']);
    expect(Object.keys(graph.backlinks).filter((id) => graph.backlinks[id]!.includes('Note'))).toEqual(['Inline']);
  });

  // Obsidian help, "Internal links": `[[My note#Heading 1#Heading 2]]` names a subheading.
  it('heading paths: [[Note#H1#Sub]] goes to the subheading; a path to a heading that is not there is a broken anchor', () => {
    const graph = vault({ 'Note.md': '[[Other#Rules#Timing]] and [[Other#Rules#Nope]]\n', 'Other.md': '# Rules\n\n## Timing\n\nText.\n' });
    const hrefs = [...note(graph, 'Note').html.matchAll(/<a class="wikilink" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/other/#timing', '/other/']);
    expect(graph.diagnostics.map((d) => [d.code, d.column])).toEqual([['BrokenAnchor', 28]]);
  });
});
