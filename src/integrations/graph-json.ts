/**
 * Astro integration: `/graph.json`, the glossary graph for other programs (schema in
 * src/vault/types.ts, docs/graph-schema.md): each note without its HTML and with the `url` of its
 * page. `root` (a local path), `base` and the graph view's `layout` (served as
 * `/graph-layout.json`) are left out, and so are the files the site does not publish (assets no
 * note links or embeds, and their `UnlinkedAsset` diagnostics).
 *
 * It is written piece by piece (`jsonPieces`), never held whole: at 50,000 notes it is about 180 MB
 * of JSON, which as an Astro endpoint was made as one string, encoded, gathered and written (about
 * 1 GiB at once, the build's peak). `astro build` writes `dist/graph.json` once the pages are
 * written and before the vault is let go (list this before `releaseVault()`); `astro dev` answers
 * `/graph.json` from the vault as it is now.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { jsonPieces } from '../loaders/json-chunks.ts';
import { sitePath } from './dev-request.ts';
import { publishedGraph } from '../loaders/published-vault.ts';
import type { GraphEntryData } from '../loaders/vault-loader.ts';
import { publishedAssets } from '../vault/asset-publish.ts';
import { UnlinkedAsset } from '../vault/diagnostics.ts';

/** The file's name in the site's output folder (a route the vault reserves: src/site-routes.ts). */
const GRAPH_JSON = 'graph.json';

/** The graph as `/graph.json` publishes it (see the module comment). */
function graphExport(graph: GraphEntryData): Record<string, unknown> {
  const { root: _root, base: _base, layout: _layout, ...rest } = graph;
  return {
    ...rest,
    assets: publishedAssets(graph.assets, graph.edges),
    diagnostics: graph.diagnostics.filter((d) => d.code !== UnlinkedAsset.code),
  };
}

/** `/graph.json` as bytes read piece by piece (UTF-8), from the vault the loaders published. */
async function graphJsonStream(): Promise<Readable> {
  return Readable.from(jsonPieces(graphExport(await publishedGraph())), { objectMode: false });
}

/** The integration; list it before `releaseVault()`. Fails the build (throws) when the file cannot be written. */
export default function graphJson(): AstroIntegration {
  let base = '/';
  return {
    name: 'rulegraph:graph-json',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if (sitePath(req.url, base) !== GRAPH_JSON) return next();
          graphJsonStream().then(
            (body) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              body.on('error', next).pipe(res);
            },
            (error: unknown) => next(error),
          );
        });
      },
      'astro:build:generated': async ({ dir }) => {
        await pipeline(await graphJsonStream(), createWriteStream(path.join(fileURLToPath(dir), GRAPH_JSON)));
      },
    },
  };
}
