/**
 * Obsidian canvases (`.canvas`, JSON Canvas 1.0: https://jsoncanvas.org/spec/1.0/) as notes.
 *
 * A canvas is a note of the vault (its id and path keep `.canvas`; its title is the file name
 * without it), so that links to it (`[[Board.canvas]]`), the links and embeds on it, its
 * backlinks, search, the graph and the checker all work as for any note. Its body is its cards,
 * one after another in reading order (top to bottom, then left to right), each a `<div
 * class="canvas-node canvas-{type}" data-canvas-node="{n}">`:
 * - a text card: its Markdown, parsed on its own as Obsidian renders each card (a fence or a
 *   comment left open ends with the card);
 * - a file card: an embed of the file (`![[file#subpath]]`): a note, a section of one, an image;
 * - a link card: a link to its address (the site shows no frame of another site);
 * - a group: its label.
 * {@link CanvasLayout} (on the note, `canvas`) says where each card stands and the connections
 * between them, for the page to draw the board; without it (an embed of the canvas in a note, a
 * narrow screen) the cards read as a list.
 *
 * The note's budgets of blocks and inline markup (`nesting.ts`) hold for all the cards together:
 * from the card that would overspend them, the cards are shown as written, as code, unparsed
 * (`MarkupTooDense`), so that a canvas of many cards costs no more than a note of the same text.
 * A problem inside a card is reported at the line of the card's `"id"` in the file, column 1
 * (Obsidian writes a card a line). A file that is not a canvas (not JSON, or not an object) is
 * shown as written, in a code block, and reported (`InvalidCanvas`) at the place the JSON reader
 * stopped; a card or connection the page cannot place is reported at its line and still shown.
 * Pure: no file access.
 */
import type { Code, Root, RootContent } from 'mdast';
import { location } from 'vfile-location';
import type { CanvasColor, CanvasLayout, CanvasSide } from './types.ts';
import type { SyntaxProblem } from './syntax-tree.ts';
import { walk } from './walk.ts';
import { plainText } from './plain-text.ts';
import { MARKUP_BUDGET, markupCost, NESTING_BUDGET } from './nesting.ts';

/** A parse of Markdown text, as `parse.ts` gives it: the tree and the problems found. */
export interface ParsedCard {
  tree: Root;
  problems: SyntaxProblem[];
}

/** A canvas's tree (its cards), problems and layout; `canvas` is `null` for a file that is not one. */
export interface ParsedCanvas extends ParsedCard {
  canvas: CanvasLayout | null;
}

const TYPES = new Set(['text', 'file', 'link', 'group']);
const SIDES = new Set<CanvasSide>(['top', 'right', 'bottom', 'left']);
/** Largest coordinate or size kept (canvas pixels); past it a card is placed at the limit. */
const MAX_COORDINATE = 1_000_000;
/** Size of a card whose size is missing or not a positive number (Obsidian's default text card). */
const DEFAULT_SIZE = { width: 250, height: 60 };

type Place = ReturnType<typeof location>;

/** 1-based line and column of `offset` in the text `place` locates (vfile-location), 1:1 when outside it. */
function placeOf(place: Place, offset: number): { line: number; column: number } {
  const point = place.toPoint(offset);
  return point ? { line: point.line, column: point.column } : { line: 1, column: 1 };
}

/** The line of each `"id": "…"` in `text` (its first), by id. */
function idLines(text: string, place: Place): Map<string, number> {
  const lines = new Map<string, number>();
  const pattern = /"id"\s*:\s*("(?:[^"\\\n]|\\.)*")/g;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    let id: unknown;
    try {
      id = JSON.parse(m[1]!);
    } catch {
      continue;
    }
    if (typeof id === 'string' && !lines.has(id)) lines.set(id, placeOf(place, m.index).line);
  }
  return lines;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `v` as a coordinate: a finite number within ±{@link MAX_COORDINATE}, else `null`. */
function coordinate(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? Math.max(-MAX_COORDINATE, Math.min(MAX_COORDINATE, v)) : null;
}

/** A card's colour: a preset `1`–`6` or a hex colour (`#rgb`, `#rrggbb`), else `null`. */
function colorOf(v: unknown): CanvasColor | null {
  if (typeof v !== 'string') return null;
  const s = v.trim();
  return /^[1-6]$/.test(s) || /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(s) ? s.toLowerCase() : null;
}

/** Every node of `tree` placed at 1-based `line`, column 1 (its lines inside a card are not the file's). */
function placeAt(tree: Root, line: number): void {
  walk(tree, null, (node) => {
    if (node.position) {
      node.position.start.line = line;
      node.position.start.column = 1;
      node.position.end.line = line;
      node.position.end.column = 1;
    }
  });
}

/** The wikilink embed of a file card's file, or a Markdown one for a name a wikilink cannot hold. */
function fileEmbed(file: string, subpath: string): string {
  if (!/\]\]|\[\[|\||[\r\n]/.test(file)) return `![[${file}${subpath}]]`;
  return `![](<${encodeURI(file).replace(/[<>]/g, encodeURIComponent)}${encodeURI(subpath)}>)`;
}

/** `text` with a code fence it leaves open closed at its end (a card ends its own blocks). */
function closeFences(text: string): string {
  let open: string | null = null;
  for (const line of text.split('\n')) {
    const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line.replace(/\r$/, ''));
    if (!fence) continue;
    const [, run, rest] = fence as unknown as [string, string, string];
    if (open === null) {
      if (!(run[0] === '`' && rest.includes('`'))) open = run;
    } else if (run[0] === open[0] && run.length >= open.length && rest.trim() === '') open = null;
  }
  return open === null ? text : `${text}\n${open}`;
}

/** Longest card title (characters) before it is cut with `…`. */
const MAX_TITLE = 60;

/** What a card is called in a list of the board's connections: its first words, file, address or label. */
function cardTitle(type: string, raw: Record<string, unknown>, body: readonly RootContent[]): string {
  let title: string;
  if (type === 'file' && typeof raw.file === 'string')
    title = `${raw.file.slice(raw.file.lastIndexOf('/') + 1).replace(/\.md$/i, '')}${typeof raw.subpath === 'string' ? raw.subpath : ''}`;
  else if (type === 'link' && typeof raw.url === 'string') title = raw.url;
  else if (type === 'group') title = typeof raw.label === 'string' && raw.label.trim() !== '' ? raw.label : 'Group';
  else {
    const first = body.map((b) => plainText(b).replace(/\s+/g, ' ').trim()).find((t) => t !== '');
    title = first ?? (type === 'text' ? 'Empty card' : `Card of type ${type || 'none'}`);
  }
  title = title.trim();
  return title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1).trimEnd()}…` : title;
}

/**
 * What a card's Markdown spends of its note's budgets (`nesting.ts`): its inline markup, and its
 * blocks: one, and half one a further line (a bound of what `capLineNesting` counts for lines that
 * open no containers; containers are counted in the card's own parse).
 */
function cardCost(markdown: string): { markup: number; blocks: number } {
  let lines = 0;
  for (let i = markdown.indexOf('\n'); i !== -1; i = markdown.indexOf('\n', i + 1)) lines++;
  return { markup: markupCost(markdown, 0, markdown.length, Number.POSITIVE_INFINITY).cost, blocks: 1 + lines / 2 };
}

/** A card as JSON, as the page shows one it cannot draw; its id and type alone when it nests too deep to write out. */
function cardJson(raw: Record<string, unknown>): string {
  try {
    return JSON.stringify(raw, null, 2);
  } catch {
    return JSON.stringify({ id: raw.id, type: raw.type }, null, 2);
  }
}

/** Text shown as written, as a code block (`lang`: `json` for a file that is not a canvas). */
function asCode(text: string, lang: string | null = 'json'): Root {
  const code: Code = { type: 'code', lang, meta: null, value: text.replace(/\r?\n$/, '') };
  return { type: 'root', children: [code] };
}

/**
 * The note of a canvas file's text (see module doc): `parseCard` parses a card's Markdown (the
 * vault's Markdown parser, with the canvas's path). Never throws.
 */
export function parseCanvas(text: string, parseCard: (markdown: string) => ParsedCard): ParsedCanvas {
  const place = location(text);
  const problem = (message: string, line: number, column = 1): SyntaxProblem => ({ code: 'InvalidCanvas', args: [message], line, column });
  let data: unknown;
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const where = at ? placeOf(place, Math.min(Number(at[1]), text.length)) : { line: 1, column: 1 };
    return {
      tree: asCode(text),
      problems: [problem(`it is not valid JSON (${message.replace(/ in JSON at position.*$/, '')})`, where.line, where.column)],
      canvas: null,
    };
  }
  if (!isObject(data))
    return { tree: asCode(text), problems: [problem('it is not a JSON object with "nodes" and "edges"', 1)], canvas: null };

  const lines = idLines(text, place);
  const problems: SyntaxProblem[] = [];
  const rawNodes = Array.isArray(data.nodes) ? data.nodes : [];
  if (data.nodes !== undefined && !Array.isArray(data.nodes)) problems.push(problem('its "nodes" is not a list', 1));
  const cards: Array<{
    id: string | null;
    type: string;
    x: number;
    y: number;
    width: number;
    height: number;
    color: CanvasColor | null;
    raw: Record<string, unknown>;
    line: number;
    order: number;
  }> = [];
  rawNodes.forEach((raw, order) => {
    if (!isObject(raw)) {
      problems.push(problem(`card ${order + 1} is not a JSON object`, 1));
      return;
    }
    const id = typeof raw.id === 'string' ? raw.id : null;
    const line = (id !== null ? lines.get(id) : undefined) ?? 1;
    const type = typeof raw.type === 'string' ? raw.type : '';
    if (!TYPES.has(type))
      problems.push(
        problem(`card ${id ?? order + 1} has the type "${type}", which is none of text, file, link or group; it is shown as written`, line),
      );
    const x = coordinate(raw.x);
    const y = coordinate(raw.y);
    const width = coordinate(raw.width);
    const height = coordinate(raw.height);
    if (x === null || y === null) problems.push(problem(`card ${id ?? order + 1} has no "x" or "y" number; it is placed at 0, 0`, line));
    cards.push({
      id,
      type,
      x: x ?? 0,
      y: y ?? 0,
      width: width !== null && width > 0 ? width : DEFAULT_SIZE.width,
      height: height !== null && height > 0 ? height : DEFAULT_SIZE.height,
      color: colorOf(raw.color),
      raw,
      line,
      order,
    });
  });
  // Reading order: top to bottom, then left to right; a group before the cards inside it.
  cards.sort((a, b) => a.y - b.y || a.x - b.x || (a.type === 'group' ? 0 : 1) - (b.type === 'group' ? 0 : 1) || a.order - b.order);

  const children: RootContent[] = [];
  const titles: string[] = [];
  // The note's budgets (nesting.ts) hold for all its cards together: past them, cards are not parsed.
  let markupLeft = MARKUP_BUDGET;
  let blocksLeft = NESTING_BUDGET;
  let overspent = false;
  const indexById = new Map<string, number>();
  cards.forEach((card, index) => {
    if (card.id !== null && !indexById.has(card.id)) indexById.set(card.id, index);
    let body: RootContent[];
    const raw = card.raw;
    if (card.type === 'group') {
      const label = typeof raw.label === 'string' ? raw.label : '';
      // The label names the group; it is no prose of the canvas (no summary): its own node, a `<p>` on the page.
      const labelNode = {
        type: 'canvasLabel',
        data: { hName: 'p', hProperties: { className: ['canvas-group-label'] } },
        children: [{ type: 'text', value: label }],
      };
      body = label === '' ? [] : [labelNode as unknown as RootContent];
    } else if (!TYPES.has(card.type)) {
      body = asCode(cardJson(raw)).children;
    } else {
      const markdown =
        card.type === 'text'
          ? closeFences(typeof raw.text === 'string' ? raw.text : '')
          : card.type === 'file'
            ? typeof raw.file === 'string' && raw.file.trim() !== ''
              ? fileEmbed(raw.file, typeof raw.subpath === 'string' && raw.subpath.startsWith('#') ? raw.subpath : '')
              : ''
            : typeof raw.url === 'string' && raw.url.trim() !== ''
              ? `<${raw.url.trim().replace(/[<>\s]/g, encodeURIComponent)}>`
              : '';
      const cost = cardCost(markdown);
      if (!overspent && (cost.markup > markupLeft || cost.blocks > blocksLeft)) {
        overspent = true;
        problems.push({ code: 'MarkupTooDense', args: [String(MARKUP_BUDGET), 'canvas'], line: card.line, column: 1 });
      }
      if (overspent) body = markdown === '' ? [] : asCode(markdown, null).children;
      else {
        markupLeft -= cost.markup;
        blocksLeft -= cost.blocks;
        const parsed = parseCard(markdown);
        // Properties are the file's, and a canvas has none: a card's `---` block is text.
        body = parsed.tree.children.filter((c) => c.type !== 'yaml');
        for (const p of parsed.problems) problems.push({ ...p, line: card.line, column: 1 });
      }
    }
    const wrapper = {
      type: 'canvasCard',
      data: {
        hName: 'div',
        hProperties: {
          className: ['canvas-node', `canvas-${TYPES.has(card.type) ? card.type : 'unknown'}`],
          dataCanvasNode: String(index),
        },
      },
      children: body,
      position: { start: { line: card.line, column: 1 }, end: { line: card.line, column: 1 } },
    };
    const tree: Root = { type: 'root', children: body };
    placeAt(tree, card.line);
    titles.push(cardTitle(card.type, raw, body));
    children.push(wrapper as unknown as RootContent);
  });

  const rawEdges = Array.isArray(data.edges) ? data.edges : [];
  if (data.edges !== undefined && !Array.isArray(data.edges)) problems.push(problem('its "edges" is not a list', 1));
  const edges: CanvasLayout['edges'] = [];
  rawEdges.forEach((raw, order) => {
    if (!isObject(raw)) return;
    const from = typeof raw.fromNode === 'string' ? indexById.get(raw.fromNode) : undefined;
    const to = typeof raw.toNode === 'string' ? indexById.get(raw.toNode) : undefined;
    if (from === undefined || to === undefined) {
      const line = (typeof raw.id === 'string' ? lines.get(raw.id) : undefined) ?? 1;
      problems.push(
        problem(
          `connection ${typeof raw.id === 'string' ? raw.id : order + 1} joins a card the canvas does not hold; it is not drawn`,
          line,
        ),
      );
      return;
    }
    const side = (v: unknown): CanvasSide | null => (typeof v === 'string' && SIDES.has(v as CanvasSide) ? (v as CanvasSide) : null);
    edges.push({
      from,
      to,
      fromSide: side(raw.fromSide),
      toSide: side(raw.toSide),
      fromArrow: raw.fromEnd === 'arrow',
      toArrow: raw.toEnd !== 'none',
      color: colorOf(raw.color),
      label: typeof raw.label === 'string' && raw.label.trim() !== '' ? raw.label : null,
    });
  });

  const canvas: CanvasLayout = {
    nodes: cards.map((c, i) => ({
      type: TYPES.has(c.type) ? (c.type as CanvasLayout['nodes'][number]['type']) : 'unknown',
      title: titles[i]!,
      x: c.x,
      y: c.y,
      width: c.width,
      height: c.height,
      color: c.color,
      z: c.order,
    })),
    edges,
  };
  return { tree: { type: 'root', children }, problems, canvas };
}
