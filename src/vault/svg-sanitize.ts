/**
 * SVG assets made safe to open by themselves: DOMPurify (its SVG and SVG-filter profiles) on a
 * jsdom document, then written out by an XML serialiser, as the browser will read the file
 * (`image/svg+xml` is parsed as XML).
 *
 * Why an XML serialiser: text inside `<style>` written out by an HTML serialiser stays unescaped,
 * so `<style>&lt;/script&gt;…</style>` came back as live markup once the browser parsed the file
 * as XML. The XML serialiser escapes `<`, `>` and `&` in every text node, so the tree the browser
 * builds from the output is the tree DOMPurify cleaned: no `script`, `foreignObject`, animation
 * element, event handler or `javascript:` URL. On top of DOMPurify's rules, URL attributes
 * (`href`, `xlink:href`, `src`) keep only relative and http(s) URLs.
 *
 * Sanitising the output again gives the same text (tested by a property test). Node only: jsdom
 * and DOMPurify are loaded on first use (about half a second, which a site without SVG assets
 * never spends) and make one window, shared by every later call.
 */
import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';
import type * as jsdom from 'jsdom';
import { assetForm } from './asset-safety.ts';

const require = createRequire(import.meta.url);

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const ALLOWED_SCHEME = /^(?:https?:|[^a-z]|[a-z][a-z0-9+.-]*(?:[^a-z0-9+.:-]|$))/i;

let shared: { purify: DOMPurify; serializer: { serializeToString(node: Node): string } } | null = null;

function purifier(): NonNullable<typeof shared> {
  if (shared) return shared;
  const { JSDOM } = require('jsdom') as typeof jsdom;
  const createDOMPurify = require('dompurify') as typeof import('dompurify').default;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  if (!purify.isSupported) throw new Error('DOMPurify cannot run on this DOM; SVG assets cannot be sanitised.');
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!URL_ATTRIBUTES.has(data.attrName)) return;
    const url = data.attrValue.replace(/[\s\u0000-\u001f]+/g, '');
    // A scheme other than http(s) (`data:`, `javascript:` in any case, with entities already
    // decoded by the parser) is dropped; relative URLs (`#g`, `a.png`) stay. `<use>` may only
    // reuse a part of this drawing (`#id`): another document it pulls in could hold scripts.
    if (!ALLOWED_SCHEME.test(url) || (node.localName === 'use' && !url.startsWith('#'))) data.keepAttr = false;
  });
  shared = { purify, serializer: new window.XMLSerializer() };
  return shared;
}

/** `true` when `root` or an element in it has an `xlink:` attribute (written with that prefix only when declared). */
function hasXlinkAttribute(root: Element): boolean {
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const a of Array.from(el.attributes)) if (a.namespaceURI === XLINK_NS) return true;
  }
  return false;
}

const EMPTY = `<svg xmlns="${SVG_NS}"/>`;

/**
 * The SVG text `source` without anything that could run (see the module comment), as an XML
 * document: `<?xml …?>` declaration, then the first `<svg>` element (an empty one when there is
 * none). The prolog of the input (XML declaration, DOCTYPE with its internal subset, comments) is
 * dropped; entities are not expanded.
 */
export function sanitizeSvg(source: string): string {
  const { purify, serializer } = purifier();
  const body = source
    .replace(/^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?/i, '')
    .replace(/^(?:<!--[\s\S]*?-->\s*|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>\s*)+/i, '');
  const fragment = purify.sanitize(body, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], RETURN_DOM_FRAGMENT: true });
  let root: Element | null = null;
  for (let node = fragment.firstElementChild; node; node = node.nextElementSibling) {
    if (node.namespaceURI === SVG_NS && node.localName === 'svg') {
      root = node;
      break;
    }
  }
  if (root && hasXlinkAttribute(root)) root.setAttributeNS(XMLNS_NS, 'xmlns:xlink', XLINK_NS);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root ? serializer.serializeToString(root) : EMPTY}\n`;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * The bytes to publish for the asset at `path` (vault-relative): an SVG sanitised, any other file
 * as it is (those `asset-safety.ts` publishes as text get a `.txt` URL, not other bytes).
 */
export function safeAssetBytes(path: string, bytes: Uint8Array): Uint8Array {
  return assetForm(path) === 'svg' ? encoder.encode(sanitizeSvg(decoder.decode(bytes))) : bytes;
}
