/**
 * `<offline-packs>`: the "Save for offline" controls of `/offline/`. Reads the build's
 * `offline-packs.json` (`data-packs`, written by `src/integrations/service-worker.ts`): for each
 * pack (a game, or the whole site) it shows the size, a Save button that fetches the pack's file
 * list and then every file into the cache `rg-pack-{id}` with a progress bar, and a Remove button that deletes that cache.
 * The service worker serves those caches offline. A pack counts as saved when its cache holds
 * every file; a save that stops half way (offline, a full disk) says so and can be resumed.
 *
 * Markup it expects: one `[data-pack="{id}"]` element per pack, with `[data-size]`, `[data-state]`,
 * `progress`, `button[data-save]` and `button[data-remove]` inside; `[data-summary]` for the
 * first-visit line.
 */
import { ALL_PACK } from '../offline-pack-ids.ts';

interface Pack {
  id: string;
  title: string;
  notes: number;
  bytes: number;
  /** Number of files in the pack. */
  files: number;
  /** URL of the pack's file list (an array of site URLs). */
  list: string;
}

interface Listing {
  whole: boolean;
  budgetBytes: number;
  precachedBytes: number;
  precachedNotes: number;
  packs: Pack[];
}

const PACK_PREFIX = 'rg-pack-';
/** Files fetched at once while saving. */
const PARALLEL = 6;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(bytes < 10 * 2 ** 20 ? 1 : 0)} MB`;

class OfflinePacks extends HTMLElement {
  #listing: Listing | null = null;

  async connectedCallback(): Promise<void> {
    const summary = this.querySelector<HTMLElement>('[data-summary]');
    if (!('caches' in globalThis)) {
      if (summary) summary.textContent = 'This browser cannot keep pages for offline use.';
      return;
    }
    try {
      const response = await fetch(this.dataset.packs ?? 'offline-packs.json');
      this.#listing = (await response.json()) as Listing;
    } catch {
      if (summary) summary.textContent = 'The list of what can be saved could not be loaded. Try again when online.';
      return;
    }
    const listing = this.#listing;
    if (summary) {
      summary.textContent = listing.whole
        ? `The whole site (${mib(listing.precachedBytes)}) is kept for offline use after your first visit.`
        : `Your first visit keeps the site itself, search and the ${listing.precachedNotes} most linked notes (${mib(listing.precachedBytes)}) for offline use. Save a game below to read all of it offline.`;
    }
    for (const pack of listing.packs) void this.#wire(pack);
  }

  /** The site URLs of a pack's files (the whole site: every game's), or `null` when they cannot be loaded. */
  async #urls(pack: Pack): Promise<Array<{ cache: string; url: string }> | null> {
    const parts = pack.id === ALL_PACK ? this.#listing!.packs.filter((p) => p.id !== ALL_PACK) : [pack];
    try {
      const lists = await Promise.all(parts.map(async (part) => ({ part, urls: (await (await fetch(part.list)).json()) as string[] })));
      return lists.flatMap(({ part, urls }) => urls.map((url) => ({ cache: PACK_PREFIX + part.id, url })));
    } catch {
      return null;
    }
  }

  async #wire(pack: Pack): Promise<void> {
    const row = this.querySelector<HTMLElement>(`[data-pack="${CSS.escape(pack.id)}"]`);
    if (!row) return;
    const size = row.querySelector<HTMLElement>('[data-size]');
    const state = row.querySelector<HTMLElement>('[data-state]');
    const bar = row.querySelector('progress');
    const save = row.querySelector<HTMLButtonElement>('button[data-save]');
    const remove = row.querySelector<HTMLButtonElement>('button[data-remove]');
    if (size) size.textContent = pack.files === 0 ? 'kept already' : mib(pack.bytes);
    const show = async () => {
      const held = pack.files === 0 ? 0 : await this.#held(pack);
      const saved = held === pack.files;
      if (state)
        state.textContent =
          pack.files === 0
            ? 'Kept with your first visit.'
            : saved
              ? 'Saved for offline.'
              : held > 0
                ? `Partly saved (${held} of ${pack.files} files).`
                : 'Not saved.';
      if (save) {
        save.hidden = saved;
        save.textContent = held > 0 && !saved ? 'Resume saving' : 'Save for offline';
      }
      if (remove) remove.hidden = held === 0 || pack.id === ALL_PACK;
      if (bar) bar.hidden = true;
      row.dataset.saved = String(saved);
    };
    save?.addEventListener('click', async () => {
      save.disabled = true;
      try {
        await this.#save(pack, bar, state);
      } finally {
        save.disabled = false;
        await show();
      }
    });
    remove?.addEventListener('click', async () => {
      await caches.delete(PACK_PREFIX + pack.id);
      await show();
    });
    await show();
  }

  /** How many files the pack's cache (the whole site: every pack's cache) holds. */
  async #held(pack: Pack): Promise<number> {
    const names =
      pack.id === ALL_PACK ? this.#listing!.packs.filter((p) => p.id !== ALL_PACK).map((p) => PACK_PREFIX + p.id) : [PACK_PREFIX + pack.id];
    let held = 0;
    for (const name of names) if (await caches.has(name)) held += (await (await caches.open(name)).keys()).length;
    return held;
  }

  /** Fetches the pack's missing files into its cache (the whole site: each game's cache). */
  async #save(pack: Pack, bar: HTMLProgressElement | null, state: HTMLElement | null): Promise<void> {
    const all = await this.#urls(pack);
    if (all === null) {
      if (state) state.textContent = 'The list of files to save could not be loaded. Try again when online.';
      return;
    }
    const have = new Set<string>();
    for (const cache of new Set(all.map((a) => a.cache))) {
      for (const request of await (await caches.open(cache)).keys()) have.add(`${cache} ${new URL(request.url).pathname}`);
    }
    const todo = all.filter((a) => !have.has(`${a.cache} ${a.url}`));
    if (bar) {
      bar.hidden = false;
      bar.max = Math.max(1, todo.length);
      bar.value = 0;
    }
    let done = 0;
    let failed = 0;
    const next = async (): Promise<void> => {
      for (let item = todo.shift(); item; item = todo.shift()) {
        try {
          const response = await fetch(item.url);
          if (!response.ok) throw new Error(String(response.status));
          await (await caches.open(item.cache)).put(item.url, response);
        } catch {
          failed++;
        }
        done++;
        if (bar) bar.value = done;
        if (state) state.textContent = `Saving… ${done} of ${bar?.max ?? done} files.`;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, next));
    if (failed > 0 && state) state.textContent = `${failed} files could not be saved (offline?). Resume when online.`;
  }
}

if (!customElements.get('offline-packs')) customElements.define('offline-packs', OfflinePacks);
