/**
 * The script chunks only Mermaid diagrams need (about 3 MB: mermaid, its diagram types, and the
 * libraries it brings), so that a site with no diagram does not precache them for offline use.
 *
 * Read from the built site: each chunk of `_astro/` names the chunks it imports as `"./name.js"`,
 * and the chunks a dynamic import loads with it as `"_astro/name.js"` (Vite's preload list). The
 * chunks reachable from the diagram island (`mermaid-diagrams.*.js`, which `islands.ts` imports
 * only on a page with a diagram), counting both, less those the page scripts
 * (`*.astro_astro_type_script_*.js`) import without going through it, are the diagrams' own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /"\.\/([\w.-]+\.js)"/g;
const PRELOAD = /"_astro\/([\w.-]+\.js)"/g;

/** Files under `outDir` (paths relative to it, `_astro/…`) that only the diagram island loads; empty when there is none. */
export function diagramOnlyChunks(outDir: string): Set<string> {
  const dir = path.join(outDir, '_astro');
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.js'));
  } catch {
    return new Set();
  }
  const island = names.find((n) => n.startsWith('mermaid-diagrams.'));
  if (!island) return new Set();
  const texts = new Map<string, string>();
  const refsOf = (name: string, pattern: RegExp): string[] => {
    let text = texts.get(name);
    if (text === undefined) texts.set(name, (text = readFileSync(path.join(dir, name), 'utf8')));
    return [...text.matchAll(pattern)].map((m) => m[1]!).filter((r) => names.includes(r));
  };
  const reach = (from: readonly string[], patterns: readonly RegExp[], avoid?: string): Set<string> => {
    const seen = new Set(from);
    const todo = [...from];
    for (let name = todo.pop(); name !== undefined; name = todo.pop()) {
      for (const r of patterns.flatMap((p) => refsOf(name, p))) {
        if (r !== avoid && !seen.has(r)) {
          seen.add(r);
          todo.push(r);
        }
      }
    }
    return seen;
  };
  const pages = reach(
    names.filter((n) => n.includes('astro_type_script')),
    [IMPORT],
    island,
  );
  return new Set([...reach([island], [IMPORT, PRELOAD])].filter((n) => !pages.has(n)).map((n) => `_astro/${n}`));
}
