/**
 * Mermaid diagrams: every ```` ```mermaid ```` code block of the page (`<pre><code
 * class="language-mermaid">`, as the vault renders it) drawn as an SVG diagram, as Obsidian draws
 * it. Loaded by `islands.ts` only on a page that has one. mermaid itself is not bundled with the
 * site's scripts: its prebuilt distribution is published as files of the site
 * (`{base}vendor/mermaid/`, see `mermaid-url.ts`) and imported from there; the service worker
 * precaches those files on a site with a diagram, so diagrams draw offline too. mermaid runs with
 * `securityLevel: 'strict'` (labels cannot hold HTML or scripts, click handlers are off). A
 * diagram mermaid cannot parse is left as its source, with mermaid's message after it.
 */
import type { Mermaid } from 'mermaid';
import { MERMAID_DIR, MERMAID_ENTRY } from './mermaid-url.ts';
import { currentTheme } from './theme.ts';

const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
const { default: mermaid } = (await import(/* @vite-ignore */ `${base}${MERMAID_DIR}${MERMAID_ENTRY}`)) as { default: Mermaid };

const blocks = [...document.querySelectorAll<HTMLElement>('pre > code.language-mermaid')];

mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: currentTheme() === 'dark' ? 'dark' : 'default' });

let counter = 0;
for (const code of blocks) {
  const pre = code.parentElement!;
  const source = code.textContent ?? '';
  const id = `mermaid-diagram-${++counter}`;
  try {
    const { svg } = await mermaid.render(id, source);
    const figure = document.createElement('figure');
    figure.className = 'mermaid-diagram';
    figure.setAttribute('role', 'group');
    figure.setAttribute('aria-label', 'Diagram');
    figure.innerHTML = svg;
    pre.replaceWith(figure);
  } catch (error) {
    document.getElementById(id)?.remove();
    document.getElementById(`d${id}`)?.remove();
    const message = document.createElement('p');
    message.className = 'mermaid-error';
    message.textContent = `This diagram could not be drawn: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    pre.after(message);
  }
}
