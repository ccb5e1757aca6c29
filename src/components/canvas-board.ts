/**
 * The drawing of a canvas's board (`CanvasBoard.astro`), made at build time from its layout
 * (`VaultNote.canvas`, `src/vault/canvas.ts`): the board's size, each card's place, stacking and
 * colour as CSS custom properties (`--x`, `--y`, `--w`, `--h`, `--z`, `--card`) of its
 * `[data-canvas-node]` (a card later in the file over the ones before it, as JSON Canvas stacks
 * them; groups under the connections, the other cards over them), and
 * each connection as an SVG path (a curve leaving and entering the cards' sides, as Obsidian
 * draws them), its arrowheads and label. Units: canvas pixels, from the board's top left corner
 * (the cards' smallest x and y, less a margin). Pure.
 */
import type { CanvasColor, CanvasLayout, CanvasSide } from '../vault/types.ts';

/** A connection as drawn: the curve, its arrowheads (closed paths), colour and label. */
interface BoardEdge {
  d: string;
  heads: string[];
  color: string | null;
  label: { x: number; y: number; text: string } | null;
}

export interface BoardDrawing {
  width: number;
  height: number;
  /** CSS rules placing and colouring the cards, to go in the page (numbers and checked colours only). */
  css: string;
  edges: BoardEdge[];
}

/** Space left around the cards (canvas pixels). */
const MARGIN = 40;

/** A canvas colour as CSS: Obsidian's six presets by custom property, a hex colour as written. */
function cssColor(color: CanvasColor | null): string | null {
  if (color === null) return null;
  return /^[1-6]$/.test(color) ? `var(--canvas-color-${color})` : /^#[0-9a-f]{3,6}$/.test(color) ? color : null;
}

type Box = { x: number; y: number; width: number; height: number };
type Point = { x: number; y: number };

const NORMAL: Record<CanvasSide, Point> = { top: { x: 0, y: -1 }, right: { x: 1, y: 0 }, bottom: { x: 0, y: 1 }, left: { x: -1, y: 0 } };

/** The side of `box` facing `other` (by their centres). */
function facing(box: Box, other: Box): CanvasSide {
  const dx = other.x + other.width / 2 - (box.x + box.width / 2);
  const dy = other.y + other.height / 2 - (box.y + box.height / 2);
  return Math.abs(dx) >= Math.abs(dy) ? (dx >= 0 ? 'right' : 'left') : dy >= 0 ? 'bottom' : 'top';
}

/** The middle of `side` of `box`. */
function anchor(box: Box, side: CanvasSide): Point {
  const n = NORMAL[side];
  return { x: box.x + (box.width * (1 + n.x)) / 2, y: box.y + (box.height * (1 + n.y)) / 2 };
}

const round = (v: number): number => Math.round(v * 10) / 10;
const pt = (p: Point): string => `${round(p.x)} ${round(p.y)}`;

/** An arrowhead ending at `tip`, pointing away from `from`. */
function head(tip: Point, from: Point): string {
  const len = Math.hypot(tip.x - from.x, tip.y - from.y) || 1;
  const u = { x: (tip.x - from.x) / len, y: (tip.y - from.y) / len };
  const base = { x: tip.x - u.x * 12, y: tip.y - u.y * 12 };
  const a = { x: base.x - u.y * 6, y: base.y + u.x * 6 };
  const b = { x: base.x + u.y * 6, y: base.y - u.x * 6 };
  return `M${pt(tip)} L${pt(a)} L${pt(b)} Z`;
}

/** The board of `layout` (see module doc). */
export function drawBoard(layout: CanvasLayout): BoardDrawing {
  const nodes = layout.nodes;
  const left = nodes.length ? Math.min(...nodes.map((n) => n.x)) - MARGIN : 0;
  const top = nodes.length ? Math.min(...nodes.map((n) => n.y)) - MARGIN : 0;
  const right = nodes.length ? Math.max(...nodes.map((n) => n.x + n.width)) + MARGIN : 2 * MARGIN;
  const bottom = nodes.length ? Math.max(...nodes.map((n) => n.y + n.height)) + MARGIN : 2 * MARGIN;
  const boxes: Box[] = nodes.map((n) => ({ x: n.x - left, y: n.y - top, width: n.width, height: n.height }));
  const css = nodes
    .map((n, i) => {
      const b = boxes[i]!;
      const color = cssColor(n.color);
      // A card over the connections (z-index 2 on), stacked in the file's order; a group under them.
      const z = n.type === 'group' ? 0 : 2 + n.z;
      return `.canvas-cards>[data-canvas-node="${i}"]{--x:${round(b.x)}px;--y:${round(b.y)}px;--w:${round(b.width)}px;--h:${round(b.height)}px;--z:${z}${color ? `;--card:${color}` : ''}}`;
    })
    .join('\n');
  const edges = layout.edges.map((e): BoardEdge => {
    const a = boxes[e.from]!;
    const b = boxes[e.to]!;
    const fromSide = e.fromSide ?? facing(a, b);
    const toSide = e.toSide ?? facing(b, a);
    const p1 = anchor(a, fromSide);
    const p2 = anchor(b, toSide);
    const reach = Math.max(30, Math.min(150, Math.hypot(p2.x - p1.x, p2.y - p1.y) / 2));
    const c1 = { x: p1.x + NORMAL[fromSide].x * reach, y: p1.y + NORMAL[fromSide].y * reach };
    const c2 = { x: p2.x + NORMAL[toSide].x * reach, y: p2.y + NORMAL[toSide].y * reach };
    const heads = [...(e.toArrow ? [head(p2, c2)] : []), ...(e.fromArrow ? [head(p1, c1)] : [])];
    const mid = { x: (p1.x + 3 * c1.x + 3 * c2.x + p2.x) / 8, y: (p1.y + 3 * c1.y + 3 * c2.y + p2.y) / 8 };
    return {
      d: `M${pt(p1)} C${pt(c1)} ${pt(c2)} ${pt(p2)}`,
      heads,
      color: cssColor(e.color),
      label: e.label === null ? null : { x: round(mid.x), y: round(mid.y), text: e.label },
    };
  });
  return { width: round(right - left), height: round(bottom - top), css, edges };
}
