/**
 * `<offline-status>`: registers the service worker (`{base}sw.js`) and tells the reader
 * - when the browser is offline ("You are offline: every note and search still work"), and
 * - once, when the first offline copy has finished downloading ("Ready offline"; remembered in
 *   `localStorage` under `rulegraph-offline-ready`, so it is never shown again), and
 * - when a new version of the site has been downloaded ("An update is ready" + Reload button,
 *   which asks the waiting worker to take over and reloads once it has).
 */

/** Where the one-time "Ready offline" note is remembered. */
const READY_KEY = 'rulegraph-offline-ready';

class OfflineStatus extends HTMLElement {
  #offline!: HTMLElement;
  #update!: HTMLElement;
  #reloading = false;

  connectedCallback(): void {
    this.#offline = this.querySelector('[data-offline]')!;
    this.#update = this.querySelector('[data-update]')!;
    const sync = () => {
      this.#offline.hidden = navigator.onLine;
    };
    addEventListener('online', sync);
    addEventListener('offline', sync);
    sync();
    if ('serviceWorker' in navigator && this.dataset.sw) void this.#register(this.dataset.sw);
  }

  async #register(url: string): Promise<void> {
    const firstInstall = navigator.serviceWorker.controller === null;
    let registration: ServiceWorkerRegistration | undefined;
    try {
      registration = await navigator.serviceWorker.register(url, { scope: this.dataset.scope ?? '/' });
    } catch (error) {
      console.warn(`rulegraph: the offline copy could not be set up (${(error as Error).message}).`);
      return;
    }
    // Some embedders (test browsers with workers blocked) resolve without a registration.
    if (!registration) return;
    const waiting = () => {
      if (registration.waiting && navigator.serviceWorker.controller) this.#showUpdate(registration.waiting);
    };
    waiting();
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') waiting();
        if (worker.state === 'activated' && !navigator.serviceWorker.controller) this.dataset.ready = 'true';
      });
    });
    // A worker becomes active only once its precache is complete: on the first install (no worker
    // controlled this page when it loaded), that is when the whole site is ready offline.
    navigator.serviceWorker.ready.then(() => {
      this.dataset.ready = 'true';
      if (firstInstall) this.#announceReady();
    });
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (this.#reloading) location.reload();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && navigator.onLine) registration.update().catch(() => {});
    });
  }

  /** The one-time "Ready offline" note: the worker has precached the whole site. */
  #announceReady(): void {
    const note = this.querySelector<HTMLElement>('[data-ready-note]');
    if (!note) return;
    try {
      if (localStorage.getItem(READY_KEY)) return;
      localStorage.setItem(READY_KEY, new Date().toISOString());
    } catch {
      // Storage blocked: the note may show again on a later first install; still say it now.
    }
    note.hidden = false;
    note.querySelector('button')?.addEventListener('click', () => (note.hidden = true), { once: true });
  }

  #showUpdate(worker: ServiceWorker): void {
    this.#update.hidden = false;
    this.#update.querySelector('button')!.onclick = () => {
      this.#reloading = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    };
  }
}

if (!customElements.get('offline-status')) customElements.define('offline-status', OfflineStatus);
