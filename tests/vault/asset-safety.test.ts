/** Assets opened by themselves run no script: SVGs are sanitised, HTML/XML/JS files published as text. */
import { describe, expect, it } from 'vitest';
import { isActiveDocument, safeAssetBytes, sanitizeSvg } from '../../src/vault/asset-safety.ts';
import { assetUrl } from '../../src/vault/slug.ts';

describe('asset safety', () => {
  it('keeps an SVG drawing (gradients, references, text, styles) and drops everything that runs', () => {
    const svg = sanitizeSvg(`<?xml version="1.0"?><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="x()">
      <style>.a{fill:red}</style><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>
      <script><![CDATA[ alert(1) ]]></script><rect class="a" width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>
      <a href="javascript:alert(2)"><text x="1" y="5">A &amp; B</text></a><set attributeName="href" to="javascript:alert(3)"/>
      <foreignObject><div onclick="x()">hi</div></foreignObject><image href="data:image/svg+xml;base64,AAA"/></svg>`);
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const kept of ['viewBox="0 0 10 10"', '<linearGradient id="g">', 'fill="url(#g)"', 'xlink:href="#g"', '<style>.a{fill:red}</style>', 'A &#x26; B']) expect(svg).toContain(kept);
    for (const gone of ['onload', 'script', 'alert', 'javascript', 'foreignObject', 'onclick', '<set', 'data:']) expect(svg).not.toContain(gone);
  });

  it('publishes other assets byte for byte and documents that would run as text', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(safeAssetBytes('img/a.png', png)).toBe(png);
    expect(isActiveDocument('a/evil.HTML')).toBe(true);
    expect(isActiveDocument('a/map.svg')).toBe(false);
    expect(assetUrl('attachments/Evil Page.html')).toBe('assets/attachments/evil-page.html.txt');
    expect(assetUrl('attachments/Map.SVG')).toBe('assets/attachments/map.svg');
  });
});
