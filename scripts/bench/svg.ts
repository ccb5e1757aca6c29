/**
 * Benchmark of SVG asset sanitising (`src/vault/svg-sanitize.ts`: DOMPurify on jsdom, written
 * as XML): the one-time cost of the DOM (first call) and the time per drawing for a small icon,
 * a 60 KB map (600 paths with gradients and text) and a 600 KB one. Prints numbers; asserts nothing.
 * Run: npx node scripts/bench/svg.ts
 */
import { sanitizeSvg } from '../../src/vault/svg-sanitize.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const icon = `<svg ${SVG} viewBox="0 0 24 24"><path d="M12 2 2 22h20z" fill="currentColor"/></svg>`;
function map(paths: number): string {
  const parts = [
    `<svg ${SVG} viewBox="0 0 1000 1000"><defs><linearGradient id="g"><stop offset="0" stop-color="#345"/><stop offset="1" stop-color="#9ab"/></linearGradient></defs><style>.w{stroke:#000;fill:none}</style>`,
  ];
  for (let i = 0; i < paths; i++)
    parts.push(
      `<g transform="translate(${i % 40} ${i >> 3})"><path class="w" d="M${i} 0 L${i + 10} 20 Q${i} 40 ${i + 5} 60 Z"/><rect x="${i}" y="${i}" width="5" height="5" fill="url(#g)"/><text x="${i}" y="9">Zone ${i}</text></g>`,
    );
  parts.push('</svg>');
  return parts.join('\n');
}

const start = performance.now();
sanitizeSvg(icon);
console.log(`first call (jsdom window + DOMPurify)                ${(performance.now() - start).toFixed(0).padStart(7)} ms`);
for (const [label, svg] of [
  ['icon', icon],
  ['map, 600 groups', map(600)],
  ['map, 6,000 groups', map(6000)],
] as const) {
  const runs = label === 'icon' ? 200 : label.includes('6,000') ? 3 : 20;
  const t = performance.now();
  for (let i = 0; i < runs; i++) sanitizeSvg(svg);
  const each = (performance.now() - t) / runs;
  console.log(`${`${label} (${(svg.length / 1024).toFixed(0)} KB)`.padEnd(52)} ${each.toFixed(2).padStart(7)} ms each`);
}
