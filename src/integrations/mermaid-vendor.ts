/**
 * Astro integration: publishes mermaid's own prebuilt ES module distribution as files of the site,
 * under `{base}vendor/mermaid/` (`components/islands/mermaid-url.ts`), where the diagram island
 * imports it from at run time. The site's bundler never reads mermaid (about a thousand modules),
 * which spares every build their bundling and its memory.
 *
 * - `astro build`: the files are copied into the output once the pages are written. List this
 *   integration before `searchAndOffline()`: Astro runs `astro:build:done` hooks in the order of
 *   the list, and the service worker's precache list is read from the output.
 * - `astro dev`: the files are served from the installed package.
 *
 * Published: the entry `mermaid.esm.min.mjs` and the chunks it imports
 * (`chunks/mermaid.esm.min/*.mjs`, relative imports only), laid out as the package ships them;
 * not their source maps, nor mermaid's other builds.
 *
 *   import mermaidVendor from './src/integrations/mermaid-vendor.ts';
 *   export default defineConfig({ integrations: [mermaidVendor(), searchAndOffline()] });
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { MERMAID_DIR, MERMAID_ENTRY } from '../components/islands/mermaid-url.ts';
import { sitePath } from './dev-request.ts';

/** The entry's chunks, relative to mermaid's `dist/` folder. */
const CHUNKS = 'chunks/mermaid.esm.min/';

/** mermaid's `dist/` folder in the installed package (absolute path). */
function mermaidDist(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('mermaid/package.json')), 'dist');
}

/**
 * The published files, as `/`-separated paths relative both to mermaid's `dist/` folder and to
 * {@link MERMAID_DIR}: the entry first, then its chunks in name order. Rejects when mermaid is not
 * installed.
 */
export async function mermaidFiles(): Promise<string[]> {
  const chunks = (await readdir(path.join(mermaidDist(), CHUNKS))).filter((name) => name.endsWith('.mjs')).sort();
  return [MERMAID_ENTRY, ...chunks.map((name) => CHUNKS + name)];
}

/** Copies {@link mermaidFiles} into `outDir/vendor/mermaid/` (absolute `outDir`); returns how many. */
export async function copyMermaid(outDir: string): Promise<number> {
  const from = mermaidDist();
  const to = path.join(outDir, MERMAID_DIR);
  const files = await mermaidFiles();
  await mkdir(path.join(to, CHUNKS), { recursive: true });
  await Promise.all(files.map((file) => copyFile(path.join(from, file), path.join(to, file))));
  return files.length;
}

/** The integration. Fails the build (throws) when mermaid's files cannot be read or written. */
export default function mermaidVendor(): AstroIntegration {
  let base = '/';
  return {
    name: 'rulegraph:mermaid-vendor',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:server:setup': async ({ server }) => {
        const from = mermaidDist();
        const files = new Set(await mermaidFiles());
        server.middlewares.use((req, res, next) => {
          const asked = sitePath(req.url, base);
          const file = asked.startsWith(MERMAID_DIR) ? asked.slice(MERMAID_DIR.length) : '';
          // Only the listed files: never a path out of mermaid's folder.
          if (!files.has(file)) return next();
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          createReadStream(path.join(from, file)).on('error', next).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const count = await copyMermaid(fileURLToPath(dir));
        logger.info(`Published mermaid's ${count} files under ${base}${MERMAID_DIR}.`);
      },
    },
  };
}
