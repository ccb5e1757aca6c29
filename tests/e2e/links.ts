/**
 * A link checker over a built site: every local `href`/`src` of every HTML page must name a page or
 * file that exists in the build, and its `#fragment` an element id on that page.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';

/** One parsed page of the build. */
export interface BuiltPage {
  /** Its URL path: `/legion/aim/` for `legion/aim/index.html`. */
  url: string;
  /** Absolute file path. */
  file: string;
  tree: Root;
  /** Every `id` on the page. */
  ids: Set<string>;
}

/** A link that leads nowhere. */
export interface BrokenLink {
  /** The page holding the link. */
  page: string;
  /** The attribute value as written. */
  href: string;
  reason: string;
}

/** Every file of `dir`, as POSIX paths relative to it. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Parses every `.html` file of the build. */
export async function readPages(dir: string): Promise<Map<string, BuiltPage>> {
  const pages = new Map<string, BuiltPage>();
  for (const relative of await listFiles(dir)) {
    if (!relative.endsWith('.html')) continue;
    const file = path.join(dir, relative);
    const tree = fromHtml(await readFile(file, 'utf8'));
    const ids = new Set<string>();
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    });
    const url = '/' + relative.replace(/(^|\/)index\.html$/, '$1');
    pages.set(url, { url, file, tree, ids });
  }
  return pages;
}

const LINK_ATTRIBUTES: Record<string, string> = { a: 'href', link: 'href', img: 'src', script: 'src', source: 'src', area: 'href' };

/** The local link targets (`href`/`src`) of a page, in document order. */
export function linksOf(page: BuiltPage): string[] {
  const links: string[] = [];
  visit(page.tree, 'element', (node: Element) => {
    const attribute = LINK_ATTRIBUTES[node.tagName];
    const value = attribute ? node.properties[attribute] : undefined;
    if (typeof value === 'string') links.push(value);
  });
  return links;
}

/**
 * Checks every link of every page of the build in `dir`. Links to other origins are skipped;
 * `mailto:` and the like too. Returns the broken ones (empty when every link works).
 */
export async function findBrokenLinks(dir: string): Promise<BrokenLink[]> {
  const pages = await readPages(dir);
  const broken: BrokenLink[] = [];
  const origin = 'http://site.invalid';
  for (const page of pages.values()) {
    for (const href of linksOf(page)) {
      const url = new URL(href, origin + page.url);
      if (url.origin !== origin) continue;
      const pathname = decodeURIComponent(url.pathname);
      const target = pages.get(pathname) ?? pages.get(pathname.endsWith('/') ? pathname : `${pathname}/`);
      if (!target) {
        if (!pathname.endsWith('/') && (await isFile(path.join(dir, pathname)))) {
          if (url.hash) broken.push({ page: page.url, href, reason: 'fragment on a non-HTML file' });
          continue;
        }
        broken.push({ page: page.url, href, reason: `no page or file at ${pathname}` });
        continue;
      }
      if (!pathname.endsWith('/') && !pathname.endsWith('.html')) {
        broken.push({ page: page.url, href, reason: `${pathname} lacks the trailing slash of the page URL` });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !target.ids.has(fragment)) {
        broken.push({ page: page.url, href, reason: `no element with id "${fragment}" on ${target.url}` });
      }
    }
  }
  return broken;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
