/**
 * Draws a {@link GraphData} (laid out at build time) on a canvas: links, nodes coloured by game,
 * labels when zoomed in or for the highlighted neighbourhood. Pan by dragging, zoom with the wheel
 * or `+`/`-`, arrow keys pan; hovering a node highlights it and its neighbours; clicking a node
 * opens its page. No layout runs in the browser.
 */
import type { GraphData } from '../../graph-layout/graph-data.ts';

export interface GraphCanvasOptions {
  /** Always draw labels (local graphs). */
  labels?: boolean;
  /** Called with a node index when the pointer hovers a node (or `null`). */
  onHover?: (node: number | null) => void;
}

interface Palette {
  bg: string;
  fg: string;
  line: string;
  accent: string;
  unwritten: string;
  games: string[];
}

const GAME_COLOURS = ['--graph-game-1', '--graph-game-2', '--graph-game-3', '--graph-game-4'];

export class GraphCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly data: GraphData;
  readonly neighbours: number[][];
  #ctx: CanvasRenderingContext2D;
  #options: GraphCanvasOptions;
  #visible: Uint8Array;
  #scale = 1;
  #tx = 0;
  #ty = 0;
  #hover: number | null = null;
  #selected: number | null = null;
  #frame = 0;
  #palette!: Palette;
  #cssWidth = 0;
  #cssHeight = 0;

  constructor(canvas: HTMLCanvasElement, data: GraphData, options: GraphCanvasOptions = {}) {
    this.canvas = canvas;
    this.data = data;
    this.#options = options;
    this.#ctx = canvas.getContext('2d')!;
    const n = data.title.length;
    this.#visible = new Uint8Array(n).fill(1);
    this.neighbours = Array.from({ length: n }, () => [] as number[]);
    for (let k = 0; k + 1 < data.links.length; k += 2) {
      const a = data.links[k]!;
      const b = data.links[k + 1]!;
      this.neighbours[a]!.push(b);
      this.neighbours[b]!.push(a);
    }
    this.#readPalette();
    new ResizeObserver(() => this.resize()).observe(canvas);
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => this.refreshColours());
    this.#bindPointer();
    this.resize();
    this.fit();
  }

  /** Re-reads colours from CSS (after a theme change). */
  refreshColours(): void {
    this.#readPalette();
    this.draw();
  }

  /** Shows only nodes for which `keep(i)` is true (with their links). */
  setVisible(keep: (i: number) => boolean): void {
    for (let i = 0; i < this.#visible.length; i++) this.#visible[i] = keep(i) ? 1 : 0;
    if (this.#selected !== null && !this.#visible[this.#selected]) this.#selected = null;
    this.fit();
  }

  /** Highlights node `i` and its neighbours (or clears with `null`) and centres it. */
  select(i: number | null): void {
    this.#selected = i;
    if (i !== null) {
      this.#tx = this.#cssWidth / 2 - this.data.x[i]! * this.#scale;
      this.#ty = this.#cssHeight / 2 - this.data.y[i]! * this.#scale;
    }
    this.draw();
  }

  /** The node under client point (x, y), or `null`. */
  nodeAt(clientX: number, clientY: number): number | null {
    const rect = this.canvas.getBoundingClientRect();
    const px = clientX - rect.left;
    const py = clientY - rect.top;
    let best: number | null = null;
    let bestDistance = Math.max(8, this.#radius() + 4) ** 2;
    for (let i = 0; i < this.#visible.length; i++) {
      if (!this.#visible[i]) continue;
      const dx = this.data.x[i]! * this.#scale + this.#tx - px;
      const dy = this.data.y[i]! * this.#scale + this.#ty - py;
      const d = dx * dx + dy * dy;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    return best;
  }

  /** `true` when node `i` is shown (not filtered out). */
  isVisible(i: number): boolean {
    return this.#visible[i] === 1;
  }

  /** Client coordinates of node `i` as drawn now (for tests and keyboard users' focus rings). */
  clientPoint(i: number): { x: number; y: number } {
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + this.data.x[i]! * this.#scale + this.#tx, y: rect.top + this.data.y[i]! * this.#scale + this.#ty };
  }

  /** Scales and centres the view on the visible nodes. */
  fit(): void {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < this.#visible.length; i++) {
      if (!this.#visible[i]) continue;
      minX = Math.min(minX, this.data.x[i]!);
      maxX = Math.max(maxX, this.data.x[i]!);
      minY = Math.min(minY, this.data.y[i]!);
      maxY = Math.max(maxY, this.data.y[i]!);
    }
    if (minX === Infinity) {
      minX = maxX = minY = maxY = 0;
    }
    const pad = this.#options.labels ? 60 : 24;
    const w = Math.max(1, this.#cssWidth - pad * 2);
    const h = Math.max(1, this.#cssHeight - pad * 2);
    this.#scale = Math.min(4, w / Math.max(1, maxX - minX), h / Math.max(1, maxY - minY));
    this.#tx = this.#cssWidth / 2 - ((minX + maxX) / 2) * this.#scale;
    this.#ty = this.#cssHeight / 2 - ((minY + maxY) / 2) * this.#scale;
    this.draw();
  }

  /** Zooms by `factor` around canvas point (px, py). */
  zoom(factor: number, px = this.#cssWidth / 2, py = this.#cssHeight / 2): void {
    const next = Math.min(40, Math.max(0.02, this.#scale * factor));
    const f = next / this.#scale;
    this.#tx = px - (px - this.#tx) * f;
    this.#ty = py - (py - this.#ty) * f;
    this.#scale = next;
    this.draw();
  }

  /** Moves the view by (dx, dy) CSS pixels. */
  pan(dx: number, dy: number): void {
    this.#tx += dx;
    this.#ty += dy;
    this.draw();
  }

  /** Adjusts the canvas to its CSS size and the device pixel ratio. */
  resize(): void {
    const rect = this.canvas.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    const oldW = this.#cssWidth;
    const oldH = this.#cssHeight;
    this.#cssWidth = rect.width;
    this.#cssHeight = rect.height;
    this.canvas.width = Math.max(1, Math.round(rect.width * ratio));
    this.canvas.height = Math.max(1, Math.round(rect.height * ratio));
    this.#ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.#tx += (rect.width - oldW) / 2;
    this.#ty += (rect.height - oldH) / 2;
    this.draw();
  }

  /** Schedules a redraw on the next animation frame. */
  draw(): void {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#paint();
    });
  }

  #radius(): number {
    return Math.max(1.5, Math.min(6, 2.5 * Math.sqrt(this.#scale) + 1));
  }

  #readPalette(): void {
    const style = getComputedStyle(this.canvas);
    const get = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    this.#palette = {
      bg: get('--bg', '#fff'),
      fg: get('--fg', '#111'),
      line: get('--graph-line', get('--line', '#ccc')),
      accent: get('--accent', '#0b5cad'),
      unwritten: get('--unwritten', '#9a3412'),
      games: GAME_COLOURS.map((name, i) => get(name, ['#2563eb', '#16a34a', '#c026d3', '#ca8a04'][i]!)),
    };
  }

  #focusSet(): Set<number> | null {
    const centre = this.#hover ?? this.#selected;
    if (centre === null) return null;
    return new Set([centre, ...this.neighbours[centre]!]);
  }

  #paint(): void {
    const ctx = this.#ctx;
    const { x, y, links } = this.data;
    const p = this.#palette;
    const s = this.#scale;
    const tx = this.#tx;
    const ty = this.#ty;
    const visible = this.#visible;
    ctx.clearRect(0, 0, this.#cssWidth, this.#cssHeight);
    const focus = this.#focusSet();
    const centre = this.#hover ?? this.#selected;

    ctx.lineWidth = 1;
    ctx.globalAlpha = focus ? 0.25 : 0.7;
    ctx.strokeStyle = p.line;
    ctx.beginPath();
    for (let k = 0; k + 1 < links.length; k += 2) {
      const a = links[k]!;
      const b = links[k + 1]!;
      if (!visible[a] || !visible[b]) continue;
      ctx.moveTo(x[a]! * s + tx, y[a]! * s + ty);
      ctx.lineTo(x[b]! * s + tx, y[b]! * s + ty);
    }
    ctx.stroke();
    if (centre !== null) {
      ctx.globalAlpha = 1;
      ctx.strokeStyle = p.accent;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      for (const b of this.neighbours[centre]!) {
        if (!visible[b]) continue;
        ctx.moveTo(x[centre]! * s + tx, y[centre]! * s + ty);
        ctx.lineTo(x[b]! * s + tx, y[b]! * s + ty);
      }
      ctx.stroke();
    }

    const r = this.#radius();
    const groups = new Map<string, number[]>();
    for (let i = 0; i < visible.length; i++) {
      if (!visible[i]) continue;
      const colour = this.data.kind[i] === 1 ? p.unwritten : this.data.game[i]! >= 0 ? p.games[this.data.game[i]! % p.games.length]! : p.fg;
      let list = groups.get(colour);
      if (!list) groups.set(colour, (list = []));
      list.push(i);
    }
    for (const [colour, list] of groups) {
      ctx.fillStyle = colour;
      for (const dim of focus ? [true, false] : [false]) {
        ctx.globalAlpha = dim ? 0.25 : 1;
        ctx.beginPath();
        for (const i of list) {
          if (focus && focus.has(i) === dim) continue;
          const cx = x[i]! * s + tx;
          const cy = y[i]! * s + ty;
          if (cx < -r || cy < -r || cx > this.#cssWidth + r || cy > this.#cssHeight + r) continue;
          ctx.moveTo(cx + r, cy);
          ctx.arc(cx, cy, this.data.depth?.[i] === 0 ? r * 1.6 : r, 0, Math.PI * 2);
        }
        ctx.fill();
      }
    }
    ctx.globalAlpha = 1;
    if (centre !== null) {
      ctx.strokeStyle = p.accent;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(x[centre]! * s + tx, y[centre]! * s + ty, r + 3, 0, Math.PI * 2);
      ctx.stroke();
    }

    const showAll = this.#options.labels || s >= 2.5;
    const labelled = showAll ? null : focus;
    if (showAll || labelled) {
      ctx.font = '12px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillStyle = p.fg;
      ctx.strokeStyle = p.bg;
      ctx.lineWidth = 3;
      const draw = (i: number) => {
        if (!visible[i]) return;
        const cx = x[i]! * s + tx;
        const cy = y[i]! * s + ty + r + 3;
        if (cx < -100 || cy < -20 || cx > this.#cssWidth + 100 || cy > this.#cssHeight + 20) return;
        ctx.strokeText(this.data.title[i]!, cx, cy);
        ctx.fillText(this.data.title[i]!, cx, cy);
      };
      if (labelled) labelled.forEach(draw);
      else for (let i = 0; i < visible.length; i++) draw(i);
    }
  }

  #bindPointer(): void {
    const canvas = this.canvas;
    let drag: { x: number; y: number; moved: boolean } | null = null;
    canvas.addEventListener('pointerdown', (event) => {
      drag = { x: event.clientX, y: event.clientY, moved: false };
      canvas.setPointerCapture(event.pointerId);
    });
    canvas.addEventListener('pointermove', (event) => {
      if (drag && (drag.moved || Math.hypot(event.clientX - drag.x, event.clientY - drag.y) > 4)) {
        this.pan(event.clientX - drag.x, event.clientY - drag.y);
        drag = { x: event.clientX, y: event.clientY, moved: true };
        return;
      }
      const node = this.nodeAt(event.clientX, event.clientY);
      if (node !== this.#hover) {
        this.#hover = node;
        canvas.style.cursor = node === null ? 'grab' : 'pointer';
        canvas.title = node === null ? '' : this.data.title[node]!;
        this.#options.onHover?.(node);
        this.draw();
      }
    });
    canvas.addEventListener('pointerleave', () => {
      if (this.#hover !== null) {
        this.#hover = null;
        this.#options.onHover?.(null);
        this.draw();
      }
    });
    canvas.addEventListener('pointerup', (event) => {
      const wasDrag = drag?.moved;
      drag = null;
      if (wasDrag) return;
      const node = this.nodeAt(event.clientX, event.clientY);
      if (node !== null) location.assign(this.data.url[node]!);
    });
    canvas.addEventListener('wheel', (event) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      this.zoom(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
    }, { passive: false });
    canvas.addEventListener('keydown', (event) => {
      const step = 40;
      const actions: Record<string, () => void> = {
        '+': () => this.zoom(1.25),
        '=': () => this.zoom(1.25),
        '-': () => this.zoom(0.8),
        '0': () => this.fit(),
        ArrowLeft: () => this.pan(step, 0),
        ArrowRight: () => this.pan(-step, 0),
        ArrowUp: () => this.pan(0, step),
        ArrowDown: () => this.pan(0, -step),
        Enter: () => {
          if (this.#selected !== null) location.assign(this.data.url[this.#selected]!);
        },
      };
      const action = actions[event.key];
      if (action) {
        event.preventDefault();
        action();
      }
    });
  }
}
