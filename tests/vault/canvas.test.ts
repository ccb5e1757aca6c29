/**
 * Obsidian canvases (`.canvas`, JSON Canvas) are notes: their cards are the page, in reading
 * order; the links and embeds on them are the vault's; a link `[[Board.canvas]]` opens them; a
 * file that is not a canvas is shown as written and reported where it breaks.
 */
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../src/components/canvas-board.ts';
import { note, vault } from './helpers.ts';

/** A canvas file as Obsidian writes it: one card or connection a line. */
function canvasFile(nodes: object[], edges: object[] = []): string {
  const rows = (items: object[]) => items.map((i) => `\t\t${JSON.stringify(i)}`).join(',\n');
  return `{\n\t"nodes":[\n${rows(nodes)}\n\t],\n\t"edges":[\n${rows(edges)}\n\t]\n}`;
}

const board = canvasFile(
  [
    { id: 'late', type: 'text', text: 'Second row, left.', x: 0, y: 300, width: 200, height: 80 },
    { id: 'g', type: 'group', label: 'Turn order', x: -50, y: -50, width: 800, height: 500 },
    {
      id: 'start',
      type: 'text',
      text: '# Start\n\nEach unit activates once: see [[Move]] and [[Nowhere]].',
      x: 0,
      y: 0,
      width: 250,
      height: 120,
      color: '1',
    },
    { id: 'speed', type: 'file', file: 'rules/Move.md', subpath: '#Speed', x: 300, y: 0, width: 300, height: 200 },
    { id: 'site', type: 'link', url: 'https://example.org/rules', x: 300, y: 300, width: 250, height: 60, color: '#FF8800' },
    { id: 'code', type: 'text', text: '```js\nleft open', x: 600, y: 300, width: 250, height: 60 },
  ],
  [
    { id: 'e1', fromNode: 'start', fromSide: 'right', toNode: 'speed', toSide: 'left', label: 'then' },
    { id: 'e2', fromNode: 'start', toNode: 'gone' },
  ],
);
const files = {
  'boards/Board.canvas': board,
  'rules/Move.md': '# Move\n\nMove text.\n\n## Speed\n\nSpeed is 1 to 3.\n',
  'Note.md': 'Open [[Board.canvas]], or see it here: ![[Board.canvas]]. [[Board]] is another note.',
};

describe('a canvas', () => {
  const g = vault(files);
  const canvas = note(g, 'boards/Board.canvas');

  it('is a note titled by its file name, at its own URL', () => {
    expect(canvas).toMatchObject({ path: 'boards/Board.canvas', title: 'Board', slug: 'boards/board-canvas' });
  });

  it('shows its cards in reading order, each as Obsidian renders it', () => {
    const cards = [...canvas.html.matchAll(/<div class="canvas-node canvas-(\w+)" data-canvas-node="(\d+)">/g)].map(
      (m) => `${m[2]} ${m[1]}`,
    );
    // The group first (top left), then top to bottom, left to right.
    expect(cards).toEqual(['0 group', '1 text', '2 file', '3 text', '4 link', '5 text']);
    expect(canvas.html).toContain('<p class="canvas-group-label">Turn order</p>');
    expect(canvas.html).toContain('<h1 id="start">Start</h1>');
    // A file card embeds the section it names.
    expect(canvas.html).toMatch(
      /data-canvas-node="2"><div class="markdown-embed" data-note="rules\/Move"><h2>Speed<\/h2>\s*<p>Speed is 1 to 3.<\/p>/,
    );
    expect(canvas.html).toContain('<a href="https://example.org/rules">https://example.org/rules</a>');
    // A fence a card leaves open ends with the card: the next card is not swallowed.
    expect(canvas.html).toMatch(/<code class="language-js">left open\n<\/code><\/pre><\/div>$/);
    expect(canvas.html.indexOf('Second row, left.')).toBeLessThan(canvas.html.indexOf('left open'));
  });

  it('links as a note does: its links are backlinks, and [[Board.canvas]] opens it', () => {
    expect(g.backlinks['rules/Move']).toEqual(['boards/Board.canvas']);
    expect(g.backlinks['boards/Board.canvas']).toEqual(['Note']);
    expect(note(g, 'Note').html).toContain(
      '<a class="wikilink" href="/boards/board-canvas/" data-note="boards/Board.canvas">Board.canvas</a>',
    );
    // `[[Board]]` names no canvas, as in Obsidian: a note not written yet.
    expect(g.unresolved.map((u) => u.raw).sort()).toEqual(['Board', 'Nowhere']);
    // Embedded in a note, its cards read as a list there.
    expect(note(g, 'Note').html).toMatch(
      /<div class="markdown-embed" data-note="boards\/Board.canvas"><div class="canvas-node canvas-group"/,
    );
  });

  it('reports a problem in a card at the card’s line, and a connection it cannot draw at its own', () => {
    expect(g.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual([
      'Note.md:1:59 BrokenLink',
      'boards/Board.canvas:5:1 BrokenLink',
      'boards/Board.canvas:12:1 InvalidCanvas',
    ]);
    expect(g.diagnostics[2]!.message).toContain('connection e2 joins a card the canvas does not hold');
  });

  it('keeps where each card stands and how they connect, for the page to draw', () => {
    expect(canvas.canvas!.nodes[1]).toEqual({ type: 'text', title: 'Start', x: 0, y: 0, width: 250, height: 120, color: '1', z: 2 });
    expect(canvas.canvas!.nodes[4]).toMatchObject({ type: 'link', title: 'https://example.org/rules', color: '#ff8800' });
    expect(canvas.canvas!.edges).toEqual([
      { from: 1, to: 2, fromSide: 'right', toSide: 'left', fromArrow: false, toArrow: true, color: null, label: 'then' },
    ]);
    const drawing = drawBoard(canvas.canvas!);
    // The board runs from the cards' top left corner (the group's, -50, -50) to their bottom right, with a margin of 40.
    expect(drawing).toMatchObject({ width: 980, height: 580 });
    expect(drawing.css).toContain('[data-canvas-node="1"]{--x:90px;--y:90px;--w:250px;--h:120px;--z:4;--card:var(--canvas-color-1)}');
    // The connection leaves the right side of "Start" and enters the left of the embed, with an arrowhead there.
    expect(drawing.edges[0]!.d).toMatch(/^M340 150 C.* 390 190$/);
    expect(drawing.edges[0]!.heads).toHaveLength(1);
    expect(drawing.edges[0]!.label?.text).toBe('then');
  });
});

describe('cards that overlap', () => {
  it('are stacked as in the file, a later card over an earlier one, whatever their reading order', () => {
    // A note card put down first, then a sticker card over its top right corner, then a group
    // drawn around both: Obsidian shows the sticker over the note, and both over the group.
    const g = vault({
      'Stack.canvas': canvasFile([
        { id: 'note', type: 'text', text: 'Under', x: 0, y: 100, width: 300, height: 200 },
        { id: 'sticker', type: 'text', text: 'Over', x: 200, y: 60, width: 150, height: 80 },
        { id: 'box', type: 'group', label: 'Both', x: -20, y: 20, width: 400, height: 300 },
      ]),
    });
    const stack = note(g, 'Stack.canvas');
    // Reading order puts the group first, then the sticker (higher on the board), then the note.
    expect(stack.canvas!.nodes.map((n) => `${n.title}:${n.z}`)).toEqual(['Both:2', 'Over:1', 'Under:0']);
    const z = (i: number) => Number(new RegExp(`data-canvas-node="${i}"\\]\\{[^}]*--z:(\\d+)`).exec(drawBoard(stack.canvas!).css)![1]);
    // Connections are drawn at z-index 1: a group below them, every other card above.
    expect(z(0)).toBe(0);
    expect(z(1)).toBeGreaterThan(z(2));
    expect(z(2)).toBeGreaterThan(1);
  });
});

describe('a canvas file that cannot be read', () => {
  it('is shown as written and reported where the JSON breaks', () => {
    const g = vault({ 'Broken.canvas': '{\n\t"nodes":[\n\t\t{"id":"a","type":"text" "text":"x"}\n\t]\n}' });
    const broken = note(g, 'Broken.canvas');
    expect(broken.html).toContain('<pre><code class="language-json">{');
    expect(broken.canvas).toBeUndefined();
    expect(g.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['3:27 InvalidCanvas']);
    expect(g.diagnostics[0]!.message).toMatch(/^This canvas cannot be drawn as written: it is not valid JSON/);
  });

  it('draws what it can of cards with missing fields, and says what it left out', () => {
    const g = vault({
      'Odd.canvas': canvasFile([
        { id: 'a', type: 'text', text: 'No place.' },
        { id: 'b', type: 'sticker', x: 10, y: 10, width: 50, height: 50 },
      ]),
    });
    const odd = note(g, 'Odd.canvas');
    expect(odd.html).toContain('<p>No place.</p>');
    expect(odd.html).toContain('"type": "sticker"');
    expect(g.diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(['3 InvalidCanvas', '4 InvalidCanvas']);
    expect(odd.canvas!.nodes.map((n) => [n.type, n.x, n.width])).toEqual([
      ['text', 0, 250],
      ['unknown', 10, 50],
    ]);
  });

  it('spends one note budget over all its cards: past it, the cards are shown as written', () => {
    // 40 cards of 1,000 wikilinks each: the note's 30,000 units of markup run out at card 31.
    const cards = Array.from({ length: 40 }, (_, i) => ({
      id: `c${i}`,
      type: 'text',
      text: '[[B]] '.repeat(1000),
      x: 0,
      y: 100 * i,
      width: 250,
      height: 60,
    }));
    const g = vault({ 'Dense.canvas': canvasFile(cards), 'B.md': 'B' });
    expect(g.diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual([`${3 + 30} MarkupTooDense`]);
    expect(g.diagnostics[0]!.message).toContain('from this card on, each card is shown as written, as code');
    expect(g.backlinks.B).toEqual(['Dense.canvas']);
    expect(g.edges.filter((e) => e.source === 'Dense.canvas')).toHaveLength(30_000);
    const html = note(g, 'Dense.canvas').html;
    expect(html.match(/data-canvas-node=/g)).toHaveLength(40);
    expect(html).toContain('data-canvas-node="30"><pre><code>[[B]] [[B]]');
  });

  it('shows a card nested too deep to write out by its id and type, and a file that is only brackets as written', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const g = vault({ 'Deep.canvas': `{"nodes":[{"id":"a","type":"odd","x":1,"y":1,"extra":${deep}}]}`, 'Only.canvas': deep });
    expect(note(g, 'Deep.canvas').html).toContain('"id": "a",\n  "type": "odd"');
    expect(note(g, 'Only.canvas').html).toContain(`<pre><code class="language-json">${'['.repeat(100)}`);
    expect(g.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(['Deep.canvas InvalidCanvas', 'Only.canvas InvalidCanvas']);
  });

  it('an empty file is an empty canvas', () => {
    const g = vault({ 'Empty.canvas': '' });
    expect(note(g, 'Empty.canvas')).toMatchObject({ html: '', canvas: { nodes: [], edges: [] } });
    expect(g.diagnostics).toEqual([]);
  });
});
