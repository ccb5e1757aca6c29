/**
 * mermaid's published files: what the built site holds under `vendor/mermaid/`, and what a
 * phone's first visit precaches of them (all of them on a site with a diagram, none otherwise).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MERMAID_DIR, MERMAID_ENTRY } from '../../src/components/islands/mermaid-url.ts';
import { buildServiceWorker } from '../../src/integrations/service-worker.ts';
import { copyMermaid, mermaidFiles } from '../../src/integrations/mermaid-vendor.ts';

const page = (body: string) => `<!doctype html><html lang="en"><head><title>T</title></head><body><main>${body}</main></body></html>`;
const DIAGRAM = '<pre><code class="language-mermaid">graph TD\n  A --> B</code></pre>';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A built site: two pages (`withDiagram`: the second has a mermaid block), the island scripts and mermaid's files. */
async function site(withDiagram: boolean): Promise<string> {
  dist = mkdtempSync(path.join(tmpdir(), 'rulegraph-mermaid-'));
  const files: Record<string, string> = {
    'index.html': page('<p>Welcome.</p>'),
    'legion/move/index.html': page(withDiagram ? DIAGRAM : '<p>Move.</p>'),
    '_astro/islands.B1c2D3.js': 'import("./mermaid-diagrams.Xy9_z-1.js")',
    '_astro/mermaid-diagrams.Xy9_z-1.js': 'export {}',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
  await copyMermaid(dist);
  return dist;
}

/** The URLs a first visit precaches, read from the written worker. */
async function precached(dir: string): Promise<string[]> {
  const { swPath } = await buildServiceWorker(dir, '/');
  const manifest = /^self\.__WB_MANIFEST=(.*);$/m.exec(readFileSync(swPath, 'utf8'))![1]!;
  return (JSON.parse(manifest) as { url: string }[]).map((e) => e.url);
}

describe("mermaid's files in the built site", () => {
  it('are the entry and every chunk it imports, each import naming a published file', async () => {
    const dir = await site(false);
    const files = await mermaidFiles();
    expect(files[0]).toBe(MERMAID_ENTRY);
    for (const file of files) {
      const text = readFileSync(path.join(dir, MERMAID_DIR, file), 'utf8');
      // mermaid's build imports only relative paths: a bare name would need a bundler.
      const targets = [...text.matchAll(/(?:\bfrom|\bimport\s*\(?)\s*"([^"]+\.mjs)"/g)].map((m) => m[1]!);
      for (const target of targets) {
        expect(target, `${file} imports ${target}`).toMatch(/^\.\.?\//);
        expect(existsSync(path.join(dir, MERMAID_DIR, path.dirname(file), target)), `${file} imports ${target}`).toBe(true);
      }
    }
    expect(files.some((file) => file.endsWith('.map'))).toBe(false);
  });

  it('are precached, with the diagram island, on a site with a diagram', async () => {
    const urls = await precached(await site(true));
    for (const file of await mermaidFiles()) expect(urls).toContain(`${MERMAID_DIR}${file}`);
    expect(urls).toContain('_astro/mermaid-diagrams.Xy9_z-1.js');
  });

  it('are not precached on a site without a diagram', async () => {
    const urls = await precached(await site(false));
    expect(urls).toContain('legion/move/index.html');
    expect(urls).toContain('_astro/islands.B1c2D3.js');
    expect(urls.filter((url) => /mermaid/.test(url))).toEqual([]);
  });
});
