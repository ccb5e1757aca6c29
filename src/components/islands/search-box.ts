/**
 * `<search-box>`: full-text search over the Pagefind bundle (`{base}pagefind/`, its shards merged), with a game
 * filter and results with excerpts. Two forms:
 * - in a `<dialog>` opened by the header button or the keyboard shortcut `/` or Ctrl/⌘+K;
 * - inline on `/search/` (attribute `inline`), where `?q=…&game=…` pre-fill and run a search.
 * Pagefind and its index chunks load on the first search only. Markup: see `SearchBox.astro`.
 * This module itself is loaded by islands.ts: at once for the inline form, else on the first
 * click of the Search button or press of the shortcut.
 */

import { SEARCH_SHARDS_FILE, VOCABULARY_FILTER } from '../search-shards.ts';
import { exactFirst } from './search-rank.ts';
import { isSearchShortcut } from './search-shortcut.ts';

export { isSearchShortcut };

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
  search(
    term: string | null,
    options?: { filters?: Record<string, unknown> },
  ): Promise<{
    results: Array<{ id: string; data(): Promise<PagefindResultData> }>;
  } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Results shown per search. */
const PAGE_SIZE = 12;
/** Results read to find exact title and alias matches, which are shown first. */
const RANKED = 40;

/** Pagefind with the index's shards merged, and whether there are several (each with a vocabulary page). */
interface LoadedIndex {
  pagefind: PagefindApi;
  split: boolean;
}

let pagefindPromise: Promise<LoadedIndex> | undefined;

/** Words of an excerpt. */
const EXCERPT_LENGTH = 22;

/** The folders of the index's other shards, from `{root}shards.json` (see `search-shards.ts`). */
async function shardFolders(root: string): Promise<string[]> {
  const response = await fetch(`${root}${SEARCH_SHARDS_FILE}`);
  if (!response.ok) throw new Error(`the search index's shard list answered ${response.status}`);
  return (await response.json()) as string[];
}

/**
 * Loads Pagefind once per page from `{base}pagefind/pagefind.js`, with the first shard of the
 * index, and merges the other shards into it (Pagefind's `mergeIndex`), so a search runs over all.
 */
function loadPagefind(base: string): Promise<LoadedIndex> {
  pagefindPromise ??= (async () => {
    const root = `${base}pagefind/`;
    const [pagefind, shards] = await Promise.all([
      import(/* @vite-ignore */ `${root}pagefind.js`) as Promise<PagefindApi>,
      shardFolders(root),
    ]);
    // noWorker: search runs on the main thread (a few ms per query), which spares the 43 KB
    // worker script on the first search.
    await pagefind.options({ excerptLength: EXCERPT_LENGTH, basePath: root, noWorker: true });
    await pagefind.init();
    await Promise.all(shards.map((folder) => pagefind.mergeIndex(`${root}${folder}`, { excerptLength: EXCERPT_LENGTH })));
    return { pagefind, split: shards.length > 0 };
  })();
  pagefindPromise.catch(() => (pagefindPromise = undefined));
  return pagefindPromise;
}

class SearchBox extends HTMLElement {
  #input!: HTMLInputElement;
  #game!: HTMLSelectElement;
  #status!: HTMLElement;
  #list!: HTMLOListElement;
  #dialog: HTMLDialogElement | null = null;
  #run = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  connectedCallback(): void {
    this.#input = this.querySelector('input[type="search"]')!;
    this.#game = this.querySelector('select')!;
    this.#status = this.querySelector('[role="status"]')!;
    this.#list = this.querySelector('ol')!;
    this.#dialog = this.querySelector('dialog');
    const form = this.querySelector('form')!;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      // Enter on results already shown for this term opens the first one; otherwise it searches.
      const first = this.#links()[0];
      if (first && this.#list.dataset.term === this.#input.value.trim()) first.click();
      else void this.search();
    });
    // Arrow keys move between the field and the results; Enter follows the focused result (a link).
    this.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const links = this.#links();
      if (!links.length) return;
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (at < 0 && document.activeElement !== this.#input) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
      (next < 0 ? this.#input : links[next]!).focus();
    });
    this.#input.addEventListener('input', () => {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.search(), 150);
    });
    this.#game.addEventListener('change', () => void this.search());
    if (this.#dialog) {
      const dialog = this.#dialog;
      this.querySelector('[data-open]')?.addEventListener('click', () => this.open());
      this.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
      dialog.addEventListener('click', (event) => {
        if (event.target === dialog) dialog.close();
      });
      // Closing returns focus to the Search button, however the dialog was opened.
      dialog.addEventListener('close', () => this.querySelector<HTMLElement>('[data-open]')?.focus());
      // Escape in a search field would first clear it; in the dialog it closes, as readers expect.
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          dialog.close();
        }
      });
      document.addEventListener('keydown', (event) => {
        if (isSearchShortcut(event) && !dialog.open) {
          event.preventDefault();
          this.open();
        }
      });
    } else {
      const params = new URLSearchParams(location.search);
      const q = params.get('q');
      const game = params.get('game');
      if (game) this.#game.value = game;
      if (q) {
        this.#input.value = q;
        void this.search();
      }
    }
  }

  /** Opens the dialog form and focuses the field. */
  open(): void {
    this.#dialog?.showModal();
    this.#input.focus();
    this.#input.select();
  }

  /** Runs the current query; later runs supersede earlier ones. */
  async search(): Promise<void> {
    const run = ++this.#run;
    const term = this.#input.value.trim();
    if (term === '') {
      this.#list.replaceChildren();
      delete this.#list.dataset.term;
      this.#status.textContent = '';
      return;
    }
    this.#status.textContent = 'Searching…';
    try {
      const { pagefind, split } = await loadPagefind(this.dataset.base ?? '/');
      const game = this.#game.value;
      // A split index's vocabulary pages are never results.
      const filters = { ...(game ? { game } : {}), ...(split ? { not: { [VOCABULARY_FILTER]: 'yes' } } : {}) };
      const found = await pagefind.search(term, Object.keys(filters).length > 0 ? { filters } : {});
      if (run !== this.#run || !found) return;
      // Offline, a result whose note is not saved on this device cannot load: show the others.
      const settled = await Promise.allSettled(found.results.slice(0, RANKED).map((r) => r.data()));
      if (run !== this.#run) return;
      const loaded = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const missing = Math.min(PAGE_SIZE, settled.length) - Math.min(PAGE_SIZE, loaded.length);
      const data = exactFirst(loaded, term).slice(0, PAGE_SIZE);
      this.#list.replaceChildren(...data.map((d) => this.#item(d)));
      this.#list.dataset.term = term;
      const total = found.results.length;
      this.#status.textContent =
        (total === 0
          ? `No notes match “${term}”.`
          : `${total} ${total === 1 ? 'note matches' : 'notes match'} “${term}”${total > PAGE_SIZE ? `; the first ${PAGE_SIZE} are shown` : ''}.`) +
        (missing > 0 ? ` ${missing} of them ${missing === 1 ? 'is' : 'are'} not saved on this device for offline use.` : '');
    } catch (error) {
      if (run !== this.#run) return;
      this.#status.textContent = `Search could not load (${(error as Error).message}). Reload the page to try again.`;
    }
  }

  /** The result links, in order. */
  #links(): HTMLAnchorElement[] {
    return [...this.#list.querySelectorAll<HTMLAnchorElement>('.search-result-title a')];
  }

  #item(data: PagefindResultData): HTMLLIElement {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = data.url;
    link.textContent = data.meta.title ?? data.url;
    const heading = document.createElement('p');
    heading.className = 'search-result-title';
    heading.append(link);
    const game = data.meta.game;
    if (game) {
      const tag = document.createElement('span');
      tag.className = 'search-result-game';
      tag.textContent = game;
      heading.append(' ', tag);
    }
    const excerpt = document.createElement('p');
    excerpt.className = 'search-result-excerpt';
    // Pagefind builds excerpts from indexed text, escaped, with <mark> around matches only.
    excerpt.innerHTML = data.excerpt;
    item.append(heading, excerpt);
    return item;
  }
}

if (!customElements.get('search-box')) customElements.define('search-box', SearchBox);
