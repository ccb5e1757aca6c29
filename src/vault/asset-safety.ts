/**
 * Publishing vault files (assets) without letting them run script on the site's origin. An asset
 * opened by itself (a visitor opening an image in a new tab, or a crafted link) is a document of
 * the site: an `.html` or `.svg` with a `<script>` would run with the site's origin.
 *
 * - Files a browser runs as a document with scripts (HTML, XHTML, XML, XSLT, JavaScript, MHTML,
 *   gzipped SVG) are published as text: their URL gets `.txt` appended (see `slug.ts` `assetUrl`),
 *   so every static host serves them as `text/plain`.
 * - SVG images stay images: {@link safeAssetBytes} re-writes them through an allow-list
 *   (hast-util-sanitize with SVG's elements and attributes from property-information) that drops
 *   scripts, event handlers, `foreignObject`, animation elements (which can set `href` to
 *   `javascript:`) and non-http(s) URLs.
 * Pure: no file access. Other assets are published byte for byte.
 */
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { svg } from 'property-information';
import type { Root } from 'hast';

/** Extensions (lower case, no dot) published as text. */
export const ACTIVE_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'xht', 'shtml', 'mht', 'mhtml', 'xml', 'xsl', 'xslt', 'js', 'mjs', 'cjs', 'svgz']);

/** The lower-cased extension of a path (`''` when none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** `true` when the asset at `path` is published as text (see the module comment). */
export function isActiveDocument(path: string): boolean {
  return ACTIVE_EXTENSIONS.has(extensionOf(path));
}

const SVG_TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch', 'view', 'a', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath', 'image',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'filter',
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
];

/** Every SVG attribute property-information knows, but event handlers. */
const SVG_ATTRIBUTES = [...new Set(Object.values(svg.property).map((info) => info.property))].filter((p) => !/^on/i.test(p));

const svgSchema: Schema = {
  tagNames: SVG_TAGS,
  attributes: { '*': [...SVG_ATTRIBUTES, 'xmlns', 'xmlnsXLink', 'xmlSpace', 'xLinkHref', 'xLinkTitle', 'className', 'id', 'style'] },
  // Relative URLs (`#gradient`, `picture.png`) always pass; absolute ones only with these.
  protocols: { href: ['http', 'https'], xLinkHref: ['http', 'https'], src: ['http', 'https'] },
  strip: ['script', 'foreignObject', 'animate', 'animateMotion', 'animateTransform', 'set', 'iframe', 'object', 'embed'],
  clobberPrefix: '',
  allowComments: false,
  allowDoctypes: false,
};

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * The SVG text `source` without anything that could run (see the module comment), as an XML
 * document (`<?xml …?>` declaration, XML-style empty elements, numeric character references).
 */
export function sanitizeSvg(source: string): string {
  const tree = fromHtml(source, { fragment: true });
  const clean = sanitize(tree, svgSchema) as Root;
  // `style` elements may only hold CSS text (no markup survives the parser there anyway).
  const body = toHtml(clean, { space: 'svg', closeSelfClosing: true, closeEmptyElements: true, tightSelfClosing: true, characterReferences: { useNamedReferences: false } }).trim();
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}

/** The bytes to publish for the asset at `path` (vault-relative): SVGs sanitised, others as they are. */
export function safeAssetBytes(path: string, bytes: Uint8Array): Uint8Array {
  return extensionOf(path) === 'svg' ? encoder.encode(sanitizeSvg(decoder.decode(bytes))) : bytes;
}
