/**
 * `<graph-view>`: the global graph (`data-src` = URL of the layout JSON written at build time) with
 * a game filter and a "find a note" field that highlights the note's neighbourhood; and
 * `<local-graph>`: a note's neighbourhood embedded in the page (`<script type="application/json">`
 * child) with a depth 1/2 switch. Both draw with {@link GraphCanvas}; clicking a node opens it.
 */
import type { GraphData } from '../../graph-layout/graph-data.ts';
import { GraphCanvas } from './graph-canvas.ts';

function describe(view: GraphCanvas, node: number | null, out: HTMLElement, fallback: string): void {
  if (node === null) {
    out.textContent = fallback;
    return;
  }
  const { data } = view;
  const link = document.createElement('a');
  link.href = data.url[node]!;
  link.textContent = data.title[node]!;
  const count = view.neighbours[node]!.length;
  const kind = data.kind[node] === 1 ? ' (not written yet)' : '';
  out.replaceChildren(link, `${kind}: ${count} ${count === 1 ? 'link' : 'links'}.`);
}

class GraphView extends HTMLElement {
  /** The renderer, once the layout has loaded. */
  view: GraphCanvas | null = null;

  async connectedCallback(): Promise<void> {
    const status = this.querySelector<HTMLElement>('[data-status]')!;
    const canvas = this.querySelector('canvas')!;
    const gameSelect = this.querySelector<HTMLSelectElement>('select')!;
    const find = this.querySelector<HTMLInputElement>('input')!;
    const list = this.querySelector('datalist')!;
    let data: GraphData;
    try {
      const response = await fetch(this.dataset.src!);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      data = (await response.json()) as GraphData;
    } catch (error) {
      status.textContent = `The graph could not load (${(error as Error).message}). Reload to try again.`;
      return;
    }
    const summary = `${data.kind.filter((k) => k === 0).length} notes, ${data.kind.filter((k) => k === 1).length} unwritten, ${data.links.length / 2} links.`;
    for (const [i, game] of data.games.entries()) gameSelect.add(new Option(this.#gameLabel(game), String(i)));
    const options = [...new Set(data.title)].sort((a, b) => a.localeCompare(b)).map((t) => new Option(t));
    list.replaceChildren(...options);
    const view = new GraphCanvas(canvas, data, { onHover: (node) => describe(view, node ?? selected, status, summary) });
    this.view = view;
    let selected: number | null = null;
    status.textContent = summary;
    gameSelect.addEventListener('change', () => {
      const game = gameSelect.value === '' ? -1 : Number(gameSelect.value);
      view.setVisible(
        (i) => game === -1 || data.game[i] === game || (data.kind[i] === 1 && view.neighbours[i]!.some((j) => data.game[j] === game)),
      );
    });
    const pick = () => {
      const term = find.value.trim().toLowerCase();
      if (term === '') {
        selected = null;
        view.select(null);
        describe(view, null, status, summary);
        return;
      }
      const exact = data.title.findIndex((t) => t.toLowerCase() === term);
      const node = exact >= 0 ? exact : data.title.findIndex((t) => t.toLowerCase().includes(term));
      selected = node >= 0 ? node : null;
      view.select(selected);
      if (selected === null) status.textContent = `No note is called “${find.value.trim()}”.`;
      else describe(view, selected, status, summary);
    };
    find.addEventListener('change', pick);
    this.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      pick();
    });
    this.dataset.ready = 'true';
  }

  #gameLabel(game: string): string {
    const titles = JSON.parse(this.dataset.gameTitles ?? '{}') as Record<string, string>;
    return titles[game] ?? game;
  }

  /** Client coordinates of the node titled `title` if shown, else `null` (tests click there). */
  pointOf(title: string): { x: number; y: number } | null {
    const i = this.view?.data.title.indexOf(title) ?? -1;
    return i >= 0 && this.view?.isVisible(i) ? this.view.clientPoint(i) : null;
  }
}

class LocalGraph extends HTMLElement {
  view: GraphCanvas | null = null;

  connectedCallback(): void {
    const json = this.querySelector('script[type="application/json"]');
    const canvas = this.querySelector('canvas');
    if (!json || !canvas) return;
    const data = JSON.parse(json.textContent ?? '{}') as GraphData;
    const status = this.querySelector<HTMLElement>('[data-status]')!;
    const view = new GraphCanvas(canvas, data, { labels: true, onHover: (node) => describe(view, node, status, '') });
    this.view = view;
    const depth = this.querySelector<HTMLSelectElement>('select');
    const apply = () => {
      const max = Number(depth?.value ?? 2);
      view.setVisible((i) => (data.depth?.[i] ?? 0) <= max);
    };
    depth?.addEventListener('change', apply);
    apply();
    this.dataset.ready = 'true';
  }

  pointOf(title: string): { x: number; y: number } | null {
    const i = this.view?.data.title.indexOf(title) ?? -1;
    return i >= 0 && this.view?.isVisible(i) ? this.view.clientPoint(i) : null;
  }
}

if (!customElements.get('graph-view')) customElements.define('graph-view', GraphView);
if (!customElements.get('local-graph')) customElements.define('local-graph', LocalGraph);
