/**
 * `<link-preview>`: hovering (after a short delay), focusing, or long-pressing (touch) a wikilink
 * inside the element shows a preview card without leaving the page: the target note's title and
 * summary, or the linked heading's section, or the linked block's text. Unwritten links say the
 * note is not written yet. Previews read the target page itself (same bytes the reader would load
 * on click, precached by the service worker, so previews work offline); each page is fetched once.
 */
import { extractPreview } from './preview-extract.ts';
import type { Preview } from './preview-extract.ts';

const HOVER_DELAY_MS = 250;
const LONG_PRESS_MS = 500;

const pages = new Map<string, Promise<Document>>();

function fetchPage(url: string): Promise<Document> {
  let page = pages.get(url);
  if (!page) {
    page = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    page.catch(() => pages.delete(url));
    pages.set(url, page);
  }
  return page;
}

let counter = 0;

class LinkPreview extends HTMLElement {
  #card!: HTMLElement;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #current: HTMLAnchorElement | null = null;
  #suppressClick = false;

  connectedCallback(): void {
    this.#card = document.createElement('div');
    this.#card.className = 'link-preview';
    this.#card.id = `RG-link-preview-${++counter}`;
    this.#card.setAttribute('role', 'tooltip');
    this.#card.hidden = true;
    document.body.append(this.#card);
    this.addEventListener('pointerover', (event) => {
      const link = this.#linkOf(event.target);
      if (link && event.pointerType !== 'touch') this.#schedule(link, HOVER_DELAY_MS);
    });
    this.addEventListener('pointerout', (event) => {
      const link = this.#linkOf(event.target);
      if (link && !link.contains(event.relatedTarget as Node | null) && !this.#card.contains(event.relatedTarget as Node | null))
        this.#hideSoon();
    });
    this.#card.addEventListener('pointerleave', () => this.#hideSoon());
    this.#card.addEventListener('pointerenter', () => clearTimeout(this.#timer));
    this.addEventListener('focusin', (event) => {
      const link = this.#linkOf(event.target);
      if (link) this.#schedule(link, HOVER_DELAY_MS);
    });
    this.addEventListener('focusout', () => this.#hideSoon());
    this.addEventListener('pointerdown', (event) => {
      const link = this.#linkOf(event.target);
      if (!link || event.pointerType !== 'touch') return;
      this.#suppressClick = false;
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        this.#suppressClick = true;
        void this.show(link);
      }, LONG_PRESS_MS);
    });
    for (const type of ['pointerup', 'pointercancel', 'pointermove'] as const) {
      this.addEventListener(type, (event) => {
        if (event.pointerType === 'touch' && !this.#suppressClick) clearTimeout(this.#timer);
      });
    }
    this.addEventListener(
      'click',
      (event) => {
        if (this.#suppressClick) {
          event.preventDefault();
          this.#suppressClick = false;
        }
      },
      true,
    );
    this.addEventListener('contextmenu', (event) => {
      if (this.#linkOf(event.target) && this.#current) event.preventDefault();
    });
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.hide();
    });
    document.addEventListener('pointerdown', (event) => {
      if (!this.#card.hidden && !this.#card.contains(event.target as Node) && !this.#linkOf(event.target)) this.hide();
    });
  }

  #linkOf(target: EventTarget | null): HTMLAnchorElement | null {
    // A link to a file (a PDF, an image) has no note to preview: hovering it fetches nothing.
    const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a.wikilink:not(.file)') : null;
    return link && this.contains(link) ? link : null;
  }

  #schedule(link: HTMLAnchorElement, delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.show(link), delay);
  }

  #hideSoon(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.hide(), 200);
  }

  /** Shows the preview of `link` next to it. */
  async show(link: HTMLAnchorElement): Promise<void> {
    this.#current = link;
    const url = new URL(link.href, location.href);
    let preview: Preview;
    if (link.classList.contains('unwritten')) {
      preview = { title: link.textContent?.trim() || 'Unwritten note', text: 'This note is not written yet.', unwritten: true };
    } else {
      this.#render({ title: link.textContent?.trim() ?? '', text: 'Loading…' }, link);
      try {
        const page = await fetchPage(url.pathname);
        preview = extractPreview(page, decodeURIComponent(url.hash.slice(1)));
      } catch (error) {
        preview = { title: link.textContent?.trim() ?? '', text: `The preview could not load (${(error as Error).message}).` };
      }
    }
    if (this.#current === link) this.#render(preview, link);
  }

  /** Hides the preview. */
  hide(): void {
    clearTimeout(this.#timer);
    this.#card.hidden = true;
    this.#current?.removeAttribute('aria-describedby');
    this.#current = null;
  }

  #render(preview: Preview, link: HTMLAnchorElement): void {
    const title = document.createElement('p');
    title.className = 'link-preview-title';
    title.textContent = preview.section ? `${preview.title} › ${preview.section}` : preview.title;
    const text = document.createElement('p');
    text.className = preview.unwritten ? 'link-preview-text link-preview-unwritten' : 'link-preview-text';
    text.textContent = preview.text;
    this.#card.replaceChildren(title, text);
    this.#card.hidden = false;
    link.setAttribute('aria-describedby', this.#card.id);
    const box = link.getBoundingClientRect();
    const width = Math.min(352, window.innerWidth - 16);
    this.#card.style.width = `${width}px`;
    this.#card.style.left = `${Math.max(8, Math.min(box.left + window.scrollX, window.scrollX + window.innerWidth - width - 8))}px`;
    this.#card.style.top = `${box.bottom + window.scrollY + 6}px`;
  }
}

if (!customElements.get('link-preview')) customElements.define('link-preview', LinkPreview);
