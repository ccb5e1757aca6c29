/**
 * Draws a {@link GraphData} (laid out at build time) on a canvas: links, nodes coloured by game,
 * labels when zoomed in or for the highlighted neighbourhood. Pan by dragging, zoom with the wheel
 * or `+`/`-`, arrow keys pan; hovering a node highlights it and its neighbours; clicking a node
 * opens its page (on touch, a first tap highlights and names it, a second opens it). Labels never
 * overlap: the most linked notes are named first. No layout runs in the browser, and pans and zooms move a cached bitmap of the
 * scene until the view rests (see `#present`).
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

/** How long the view must rest before the scene is redrawn crisp, in ms. */
const SETTLE_MS = 140;

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
  /** Offscreen copy of the base scene, drawn for {@link #sceneView}. */
  #scene = document.createElement('canvas');
  #sceneKey = '';
  #sceneView = { scale: 1, tx: 0, ty: 0 };
  #visibleVersion = 0;
  /** `true` while the reader pans or zooms: frames reuse the scene bitmap. */
  #moving = false;
  #settle: ReturnType<typeof setTimeout> | undefined;

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
    document.addEventListener('rulegraph:theme', () => this.refreshColours());
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
    this.#visibleVersion++;
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
    this.#moving = true;
    this.draw();
  }

  /** Moves the view by (dx, dy) CSS pixels. */
  pan(dx: number, dy: number): void {
    this.#tx += dx;
    this.#ty += dy;
    this.#moving = true;
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

  /** Schedules a redraw on the next animation frame (the base scene is redrawn only when stale). */
  draw(): void {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#present();
    });
  }

  /** Milliseconds the last full redraw of the base scene took (for the benchmark). */
  lastSceneMs = 0;

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
    this.#sceneKey = '';
  }

  #focusSet(): Set<number> | null {
    const centre = this.#hover ?? this.#selected;
    if (centre === null) return null;
    return new Set([centre, ...this.neighbours[centre]!]);
  }

  #colour(i: number): string {
    const p = this.#palette;
    if (this.data.kind[i] === 1) return p.unwritten;
    const game = this.data.game[i]!;
    return game >= 0 ? p.games[game % p.games.length]! : p.fg;
  }

  /**
   * Puts the picture on screen. The base scene (all links, nodes, labels) is drawn into an
   * offscreen canvas for one view (scale and offset); while the reader pans or zooms, frames show
   * that bitmap moved and scaled (one drawImage), and the scene is redrawn crisp once the view has
   * rested for {@link SETTLE_MS}. Hover and selection are an overlay on top. So a frame costs about
   * the same with 50 or 5,000 nodes.
   */
  #present(): void {
    const ctx = this.#ctx;
    const key = this.#viewKey();
    const ratio = window.devicePixelRatio || 1;
    if (this.#sceneKey === '' || (key !== this.#sceneKey && !this.#moving)) this.#renderScene(key);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (key === this.#sceneKey) {
      ctx.drawImage(this.#scene, 0, 0);
    } else {
      // A moved copy of the last crisp scene until the view settles.
      const f = this.#scale / this.#sceneView.scale;
      const dx = (this.#tx - this.#sceneView.tx * f) * ratio;
      const dy = (this.#ty - this.#sceneView.ty * f) * ratio;
      ctx.drawImage(this.#scene, dx, dy, this.#scene.width * f, this.#scene.height * f);
      clearTimeout(this.#settle);
      this.#settle = setTimeout(() => {
        this.#moving = false;
        this.draw();
      }, SETTLE_MS);
    }
    ctx.restore();
    this.#paintOverlay();
  }

  #viewKey(): string {
    return `${this.#scale}|${this.#tx}|${this.#ty}|${this.canvas.width}|${this.canvas.height}|${this.#visibleVersion}`;
  }

  #renderScene(key: string): void {
    const started = performance.now();
    if (this.#scene.width !== this.canvas.width || this.#scene.height !== this.canvas.height) {
      this.#scene.width = this.canvas.width;
      this.#scene.height = this.canvas.height;
    }
    const ratio = window.devicePixelRatio || 1;
    const ctx = this.#scene.getContext('2d')!;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, this.#cssWidth, this.#cssHeight);
    const { x, y, links } = this.data;
    const p = this.#palette;
    const s = this.#scale;
    const tx = this.#tx;
    const ty = this.#ty;
    const w = this.#cssWidth;
    const h = this.#cssHeight;
    const visible = this.#visible;

    ctx.lineWidth = 1;
    ctx.strokeStyle = p.line;
    ctx.beginPath();
    for (let k = 0; k + 1 < links.length; k += 2) {
      const a = links[k]!;
      const b = links[k + 1]!;
      if (!visible[a] || !visible[b]) continue;
      const ax = x[a]! * s + tx;
      const ay = y[a]! * s + ty;
      const bx = x[b]! * s + tx;
      const by = y[b]! * s + ty;
      // Skip links entirely off one side of the canvas.
      if ((ax < 0 && bx < 0) || (ay < 0 && by < 0) || (ax > w && bx > w) || (ay > h && by > h)) continue;
      ctx.moveTo(ax, ay);
      ctx.lineTo(bx, by);
    }
    ctx.stroke();

    const r = this.#radius();
    const groups = new Map<string, number[]>();
    for (let i = 0; i < visible.length; i++) {
      if (!visible[i]) continue;
      const cx = x[i]! * s + tx;
      const cy = y[i]! * s + ty;
      if (cx < -r || cy < -r || cx > w + r || cy > h + r) continue;
      const colour = this.#colour(i);
      let list = groups.get(colour);
      if (!list) groups.set(colour, (list = []));
      list.push(i);
    }
    for (const [colour, list] of groups) {
      ctx.fillStyle = colour;
      ctx.beginPath();
      for (const i of list) this.#nodePath(ctx, i, r);
      ctx.fill();
    }

    if (this.#options.labels || s >= 2.5) {
      this.#labelStyle(ctx);
      const shown: number[] = [];
      for (let i = 0; i < visible.length; i++) if (visible[i]) shown.push(i);
      this.#labels(ctx, shown, r);
    }
    this.#sceneKey = key;
    this.#sceneView = { scale: s, tx, ty };
    this.lastSceneMs = performance.now() - started;
  }

  /** Adds node `i` to the current path: a dot (a square when tiny, which is much cheaper). */
  #nodePath(ctx: CanvasRenderingContext2D, i: number, r: number): void {
    const cx = this.data.x[i]! * this.#scale + this.#tx;
    const cy = this.data.y[i]! * this.#scale + this.#ty;
    const radius = this.data.depth?.[i] === 0 ? r * 1.6 : r;
    if (radius < 2.5) {
      ctx.rect(cx - radius, cy - radius, radius * 2, radius * 2);
    } else {
      ctx.moveTo(cx + radius, cy);
      ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    }
  }

  #labelStyle(ctx: CanvasRenderingContext2D): void {
    ctx.font = '12px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.fillStyle = this.#palette.fg;
    ctx.strokeStyle = this.#palette.bg;
    ctx.lineWidth = 3;
  }

  /**
   * Draws the labels of nodes `list` without overlap: the most linked notes (hubs) first, each
   * later label only where it overlaps none already drawn, so that at low zoom the hubs are named
   * and more names appear as the reader zooms in. The first node of `list` may be `first` (always drawn).
   */
  #labels(ctx: CanvasRenderingContext2D, list: readonly number[], r: number, first: number | null = null): void {
    const degree = (i: number) => this.neighbours[i]?.length ?? 0;
    const order = [...list].sort((a, b) => (a === first ? -1 : b === first ? 1 : degree(b) - degree(a) || a - b));
    const placed: [number, number, number, number][] = [];
    for (const i of order) {
      const cx = this.data.x[i]! * this.#scale + this.#tx;
      const cy = this.data.y[i]! * this.#scale + this.#ty + r + 3;
      if (cx < -100 || cy < -20 || cx > this.#cssWidth + 100 || cy > this.#cssHeight + 20) continue;
      const text = this.data.title[i]!;
      const half = ctx.measureText(text).width / 2 + 2;
      const box: [number, number, number, number] = [cx - half, cy - 1, cx + half, cy + 15];
      if (placed.some((p) => box[0] < p[2] && box[2] > p[0] && box[1] < p[3] && box[3] > p[1])) continue;
      placed.push(box);
      ctx.strokeText(text, cx, cy);
      ctx.fillText(text, cx, cy);
    }
  }

  /** Hover/selection: dims the scene, then draws the note, its links and neighbours on top. */
  #paintOverlay(): void {
    const focus = this.#focusSet();
    const centre = this.#hover ?? this.#selected;
    if (!focus || centre === null || !this.#visible[centre]) return;
    const ctx = this.#ctx;
    const { x, y } = this.data;
    const s = this.#scale;
    const tx = this.#tx;
    const ty = this.#ty;
    const p = this.#palette;
    ctx.globalAlpha = 0.65;
    ctx.fillStyle = p.bg;
    ctx.fillRect(0, 0, this.#cssWidth, this.#cssHeight);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = p.accent;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (const b of this.neighbours[centre]!) {
      if (!this.#visible[b]) continue;
      ctx.moveTo(x[centre]! * s + tx, y[centre]! * s + ty);
      ctx.lineTo(x[b]! * s + tx, y[b]! * s + ty);
    }
    ctx.stroke();
    const r = Math.max(3, this.#radius());
    for (const i of focus) {
      if (!this.#visible[i]) continue;
      ctx.fillStyle = this.#colour(i);
      ctx.beginPath();
      ctx.moveTo(x[i]! * s + tx + r, y[i]! * s + ty);
      ctx.arc(x[i]! * s + tx, y[i]! * s + ty, r, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = p.accent;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x[centre]! * s + tx, y[centre]! * s + ty, r + 3, 0, Math.PI * 2);
    ctx.stroke();
    this.#labelStyle(ctx);
    this.#labels(
      ctx,
      [...focus].filter((i) => this.#visible[i]),
      r,
      centre,
    );
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
    canvas.addEventListener('pointerleave', (event) => {
      // A finger leaves after every tap: the tapped note stays highlighted until the next tap.
      if (event.pointerType !== 'mouse') return;
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
      if (node === null) return;
      // On touch there is no hover: a first tap shows the note's name and links, a second opens it.
      if (event.pointerType !== 'mouse' && this.#hover !== node) {
        this.#hover = node;
        this.#options.onHover?.(node);
        this.draw();
        return;
      }
      location.assign(this.data.url[node]!);
    });
    canvas.addEventListener(
      'wheel',
      (event) => {
        event.preventDefault();
        const rect = canvas.getBoundingClientRect();
        this.zoom(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
      },
      { passive: false },
    );
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
