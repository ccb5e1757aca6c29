/**
 * Assets opened by themselves run no script: SVGs are sanitised (DOMPurify) and written as XML,
 * images, audio, video and PDF are published as they are, anything else as text. The sanitised
 * SVG is read back as a browser reads it (XML) and must hold nothing that runs; sanitising it
 * again changes nothing (property test over generated hostile SVG).
 */
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { assetForm } from '../../src/vault/asset-safety.ts';
import { assetUrl } from '../../src/vault/slug.ts';
import { safeAssetBytes, sanitizeSvg } from '../../src/vault/svg-sanitize.ts';

const { window } = new JSDOM('');
const SVG = 'xmlns="http://www.w3.org/2000/svg"';

/** What runs in `svg` once a browser parses it as `image/svg+xml`; `[]` when nothing does. */
function whatRuns(svg: string): string[] {
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  const found: string[] = [];
  if (doc.getElementsByTagName('parsererror').length) found.push('not well-formed XML');
  for (const el of Array.from(doc.getElementsByTagName('*'))) {
    if (/^(script|foreignobject|iframe|object|embed|animate|animatemotion|animatetransform|set|handler|listener)$/i.test(el.localName))
      found.push(`<${el.localName}>`);
    if (el.namespaceURI !== 'http://www.w3.org/2000/svg') found.push(`element in ${el.namespaceURI}`);
    for (const a of Array.from(el.attributes)) {
      if (/^on/i.test(a.localName)) found.push(`${a.name}=`);
      if (/href|src/i.test(a.localName) && /^\s*[a-z][a-z0-9+.-]*:/i.test(a.value) && !/^\s*https?:/i.test(a.value))
        found.push(`${a.name}=${a.value}`);
    }
  }
  return found;
}

describe('SVG sanitising', () => {
  it('keeps an SVG drawing (gradients, references, text, styles) and drops everything that runs', () => {
    const svg =
      sanitizeSvg(`<?xml version="1.0"?><!DOCTYPE svg><svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="x()">
      <style>.a{fill:red}</style><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
      <script><![CDATA[ alert(1) ]]></script><rect class="a" width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>
      <a href="javascript:alert(2)"><text x="1" y="5">A &amp; B</text></a><set attributeName="href" to="javascript:alert(3)"/>
      <foreignObject><div onclick="x()">hi</div></foreignObject><image href="data:image/svg+xml;base64,AAA"/></svg>`);
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const kept of [
      'viewBox="0 0 10 10"',
      '<linearGradient id="g">',
      'fill="url(#g)"',
      'xlink:href="#g"',
      '<style>.a{fill:red}</style>',
      'A &amp; B',
    ])
      expect(svg).toContain(kept);
    for (const gone of ['onload', 'script', 'alert', 'javascript', 'foreignObject', 'onclick', '<set', 'data:'])
      expect(svg).not.toContain(gone);
    expect(whatRuns(svg)).toEqual([]);
  });

  it('writes markup hidden in <style> as text, so that it stays text when the browser reads the file as XML', () => {
    for (const hostile of [
      `<svg ${SVG}><style>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;style&gt;</style></svg>`,
      `<svg ${SVG}><style><![CDATA[</style><script>alert(1)</script>]]></style></svg>`,
      `<svg ${SVG}><style>&lt;script&gt;alert(1)</svg>`,
      `<svg ${SVG}><style><![CDATA[x]]>&lt;script&gt;alert(1)&lt;/script&gt;</style><title>&lt;script&gt;alert(2)&lt;/script&gt;</title></svg>`,
      `<svg ${SVG}><desc><![CDATA[</desc><script>alert(1)</script>]]></desc></svg>`,
    ]) {
      const out = sanitizeSvg(hostile);
      expect(out).not.toMatch(/<script/i);
      expect(whatRuns(out)).toEqual([]);
    }
  });

  it('gives an empty drawing for a file with no <svg> element', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n<svg ${SVG}/>\n`);
  });

  it('is stable and runs nothing, whatever hostile SVG it gets', () => {
    const name = fc.constantFrom(
      'svg',
      'g',
      'style',
      'script',
      'rect',
      'text',
      'title',
      'desc',
      'a',
      'use',
      'image',
      'foreignObject',
      'animate',
      'set',
      'iframe',
      'math',
      'mi',
      'img',
      'div',
      'p',
      'textarea',
      'noscript',
      'xmp',
      'template',
      'svg:script',
      'SCRIPT',
      'handler',
    );
    const attr = fc
      .tuple(
        fc.constantFrom(
          'onload',
          'onclick',
          'href',
          'xlink:href',
          'src',
          'style',
          'fill',
          'id',
          'attributeName',
          'to',
          'values',
          'begin',
          'xmlns',
          'xmlns:xlink',
          'is',
          'class',
        ),
        fc.constantFrom(
          'javascript:alert(1)',
          'JaVaScRiPt:alert(1)',
          'java&#x09;script:alert(1)',
          'data:text/html,<script>alert(1)</script>',
          '#g',
          'a.png',
          'https://example.org/a.png',
          'url(#g)',
          '"><script>alert(1)</script>',
          'href',
          'http://www.w3.org/1999/xhtml',
          'red',
        ),
      )
      .map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`);
    const text = fc.constantFrom(
      'x',
      '&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      '<![CDATA[</style><script>alert(1)</script>]]>',
      '&amp;',
      '<!-- </style><script>alert(1)</script> -->',
      ']]>',
      '<?xml-stylesheet href="x"?>',
      '&lt;img src=x onerror=alert(1)&gt;',
      '</svg>',
      '<',
      '&',
    );
    const tree: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc
          .tuple(name, fc.array(attr, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }), fc.boolean())
          .map(([n, attrs, kids, closed]) => `<${n}${attrs.join('')}>${kids.join('')}${closed ? `</${n}>` : ''}`),
      ),
    })).node;
    const doc = fc
      .tuple(fc.array(attr, { maxLength: 3 }), fc.array(tree, { maxLength: 4 }))
      .map(([attrs, kids]) => `<svg ${SVG}${attrs.join('')}>${kids.join('')}</svg>`);
    fc.assert(
      fc.property(doc, (source) => {
        const once = sanitizeSvg(source);
        expect(whatRuns(once)).toEqual([]);
        expect(sanitizeSvg(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe('asset forms', () => {
  it('publishes images, audio, video and PDF as they are, SVG sanitised, anything else as text', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(safeAssetBytes('img/a.png', png)).toBe(png);
    for (const p of ['a.png', 'a.JPG', 'a.webp', 'a.mp3', 'a.ogg', 'a.mp4', 'a.webm', 'rules.pdf', 'a.txt'])
      expect(assetForm(p)).toBe('file');
    expect(assetForm('a/map.svg')).toBe('svg');
    for (const p of [
      'a/evil.HTML',
      'a.xsd',
      'a.rss',
      'a.atom',
      'a.rdf',
      'a.gpx',
      'a.xlf',
      'a.xml',
      'a.js',
      'a.svgz',
      'a.css',
      'a.json',
      'a.unknownext',
      'noextension',
      '.hidden',
    ])
      expect(assetForm(p)).toBe('text');
    expect(assetUrl('attachments/Evil Page.html')).toBe('assets/attachments/evil-page.html.txt');
    expect(assetUrl('attachments/Schema.xsd')).toBe('assets/attachments/schema.xsd.txt');
    expect(assetUrl('attachments/blob')).toBe('assets/attachments/blob.txt');
    expect(assetUrl('attachments/Map.SVG')).toBe('assets/attachments/map.svg');
  });
});
