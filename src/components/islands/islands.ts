/**
 * The one script every page loads at first view (from `layouts/Base.astro`): the theme toggle and
 * the offline status (service worker) at once, and the other islands on demand, so their code is
 * fetched only when a reader uses them:
 *
 * - `<search-box>` (search-box.ts): at once for the inline form (the `/search/` page); for the
 *   dialog, on the first click of its Search button or press of `/` or Ctrl/⌘+K, then opened.
 * - `<link-preview>` (link-preview.ts): on the first pointer over, focus on or touch of a wikilink
 *   inside it; that event is then replayed, so the first hover shows its preview too.
 * - `<local-graph>` (graph-view.ts): when it comes within 300px of the viewport.
 * - Mermaid diagrams (mermaid-diagrams.ts): at once, only on a page with a ```` ```mermaid ```` block.
 * - A canvas's "Fit the board" button (canvas-zoom.ts): at once, only on a canvas page.
 *
 * Every chunk is still precached by the service worker (all of `_astro/*.js`, and mermaid's files
 * on a site with a diagram), so each works offline. A failed search or preview import (offline
 * before the worker is installed) is retried on the next use; the local graph is then left
 * undrawn (its backlinks list the same notes).
 */
import './offline-status.ts';
import { isSearchShortcut } from './search-shortcut.ts';
import './theme.ts';

/** Runs `load` once; a failure lets the next call try again. */
function once(load: () => Promise<unknown>): () => Promise<unknown> {
  let pending: Promise<unknown> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

const loadSearch = once(() => import('./search-box.ts'));
const loadPreview = once(() => import('./link-preview.ts'));
const loadGraph = once(() => import('./graph-view.ts'));

// A canvas's board: its "Fit the board" button, only on a canvas page.
if (document.querySelector('.canvas-board')) void import('./canvas-zoom.ts').catch(() => {});

// Mermaid diagrams: the library is fetched only by a page that has one.
if (document.querySelector('pre > code.language-mermaid')) void import('./mermaid-diagrams.ts').catch(() => {});

// Search.
const boxes = [...document.querySelectorAll<HTMLElement>('search-box')];
if (boxes.some((box) => !box.querySelector('dialog'))) void loadSearch();
const dialogBox = boxes.find((box) => box.querySelector('dialog'));
if (dialogBox) {
  const off = new AbortController();
  const open = async () => {
    await loadSearch();
    off.abort(); // from now on <search-box> handles its button and the shortcut itself
    (dialogBox as HTMLElement & { open?: () => void }).open?.();
  };
  dialogBox.querySelector('[data-open]')?.addEventListener('click', () => open().catch(() => {}), { signal: off.signal });
  document.addEventListener(
    'keydown',
    (event) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open().catch(() => {});
    },
    { signal: off.signal },
  );
}

// Hover previews: load on the first use of a wikilink, then replay that event.
for (const host of document.querySelectorAll<HTMLElement>('link-preview')) {
  const off = new AbortController();
  let last: { link: Element; event: Event } | null = null;
  const wake = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a.wikilink') : null;
    if (!link || !host.contains(link)) return;
    last = { link, event };
    loadPreview().then(
      () => {
        if (!last) return;
        off.abort(); // from now on <link-preview> handles these events itself
        const { link: at, event: first } = last;
        last = null;
        const Kind = first.constructor as new (type: string, init: Event) => Event;
        at.dispatchEvent(new Kind(first.type, first));
      },
      () => {},
    );
  };
  for (const type of ['pointerover', 'focusin', 'pointerdown']) host.addEventListener(type, wake, { signal: off.signal });
}

// Local graph: load when it comes near the viewport.
const graphs = document.querySelectorAll('local-graph');
if (graphs.length) {
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      loadGraph().catch(() => {});
    },
    { rootMargin: '300px' },
  );
  for (const graph of graphs) seen.observe(graph);
}
