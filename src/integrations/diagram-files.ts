/**
 * The files only Mermaid diagrams need, so that a site with no diagram does not precache them for
 * offline use: mermaid's published distribution (`vendor/mermaid/`, 3.5 MB, 1 MB gzipped, written by
 * `mermaid-vendor.ts`; see `components/islands/mermaid-url.ts`) and the diagram island's own
 * script (`_astro/mermaid-diagrams.*.js`, which `islands.ts` imports only on a page with a
 * diagram, and which nothing else imports).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MERMAID_DIR } from '../components/islands/mermaid-url.ts';

/** The diagram island's script, as Vite names it in `_astro/`. */
const ISLAND = /^mermaid-diagrams\.[\w-]+\.js$/;

/**
 * Files under `outDir` (absolute) that only diagrams load, as `/`-separated paths relative to it
 * (`vendor/mermaid/…`, `_astro/mermaid-diagrams.….js`); empty when the site has none of them.
 */
export function diagramOnlyFiles(outDir: string): Set<string> {
  const files = new Set<string>();
  try {
    for (const entry of readdirSync(path.join(outDir, MERMAID_DIR), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.add(path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    }
  } catch {
    // no mermaid files
  }
  try {
    for (const name of readdirSync(path.join(outDir, '_astro'))) if (ISLAND.test(name)) files.add(`_astro/${name}`);
  } catch {
    // no scripts
  }
  return files;
}
