/**
 * End-to-end harness: build the site for a vault, serve the build on 127.0.0.1, drive Debian
 * Chromium. Reused by the site, widget, search and offline tests.
 *
 *   const site = await buildSite({ vault: 'tests/fixtures/site-vault', outDir: tmp });
 *   const server = await serveDist(site.outDir);      // server.url = 'http://127.0.0.1:PORT/'
 *   const browser = await launchChromium();
 *   …
 *   await browser.close(); await server.close();
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import sirv from 'sirv';

/** The project root (where astro.config.mjs is). */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What {@link buildSite} needs. */
export interface BuildOptions {
  /** The vault folder, absolute or relative to the project root (passed as env `RULEGRAPH_VAULT`). */
  vault: string;
  /** Where the site goes, absolute or relative to the project root (passed as `astro build --outDir`). */
  outDir: string;
  /**
   * Astro's cache folder (`RULEGRAPH_CACHE_DIR`), kept after the build so that a later build of the
   * same vault reuses it (parses, data store, unchanged pages). Default: a new temporary folder,
   * removed after the build.
   */
  cacheDir?: string;
  /** Extra environment variables for the build. */
  env?: Record<string, string>;
  /** Extra arguments for `astro build`, e.g. `['--base', '/rules/']`. */
  args?: readonly string[];
  /**
   * How the site is built: `npm run build`'s script (`scripts/build.sh`: Astro, then the search
   * index and the service worker once Astro has exited; the default), or `astro build` alone,
   * which writes them in its own process.
   */
  command?: 'build script' | 'astro build';
}

/** A finished build. */
export interface BuiltSite {
  /** Absolute path of the built site. */
  outDir: string;
  /** Everything the build printed (stdout then stderr), including the vault's diagnostics. */
  log: string;
  /** Wall-clock duration of the build, in seconds. */
  seconds: number;
}

/**
 * Builds the site for `vault` into `outDir` by running `scripts/build.sh --outDir <outDir> …args`
 * (what `npm run build` runs; or `astro build`, with the Node running the tests, with
 * `command: 'astro build'`) in the project root, env `RULEGRAPH_VAULT=<vault>`, telemetry off, and a
 * content-layer cache of its own (`RULEGRAPH_CACHE_DIR`: `options.cacheDir`, else a temp folder
 * removed afterwards) so that builds of different vaults never share state.
 * Rejects with the build's output when astro exits non-zero.
 */
export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  const outDir = path.resolve(PROJECT_ROOT, options.outDir);
  const cacheDir = options.cacheDir ?? (await mkdtemp(path.join(tmpdir(), 'rulegraph-astro-cache-')));
  const [command, ...commandArgs] =
    options.command === 'astro build'
      ? [process.execPath, path.join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build']
      : ['sh', path.join(PROJECT_ROOT, 'scripts', 'build.sh')];
  const started = performance.now();
  try {
    const { code, log } = await run(command!, [...commandArgs, '--outDir', outDir, ...(options.args ?? [])], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        NO_COLOR: '1',
        RULEGRAPH_VAULT: path.resolve(PROJECT_ROOT, options.vault),
        RULEGRAPH_CACHE_DIR: cacheDir,
        ...options.env,
      },
    });
    if (code !== 0) throw new Error(`${options.command ?? 'the build script'} exited with ${code} for vault ${options.vault}:\n${log}`);
    return { outDir, log, seconds: (performance.now() - started) / 1000 };
  } finally {
    if (options.cacheDir === undefined) await rm(cacheDir, { recursive: true, force: true });
  }
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number | null; log: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, log: Buffer.concat(out).toString() + Buffer.concat(err).toString() }));
  });
}

/** A running static server. */
export interface DistServer {
  /** Base URL with trailing slash: `http://127.0.0.1:PORT/`. */
  url: string;
  /** Stops the server (closing open connections). */
  close(): Promise<void>;
}

/**
 * Serves the built site `dir` on 127.0.0.1 and a free port, as a static host would: `/legion/aim/`
 * → `legion/aim/index.html`, files by extension with their MIME type, and for anything else a 404
 * with the site's `404.html` (as GitHub Pages, Netlify and Cloudflare Pages answer), or plain text
 * when the site has none.
 */
export async function serveDist(dir: string): Promise<DistServer> {
  const root = path.resolve(PROJECT_ROOT, dir);
  const serve = sirv(root, { dev: true, etag: true });
  const server = createServer((req, res) => {
    serve(req, res, () => {
      res.statusCode = 404;
      readFile(path.join(root, '404.html')).then(
        (page) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(page);
        },
        () => {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Not found');
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The screen sizes the browser tests hold the site to: a phone (390 × 844, touch, mobile
 * viewport) and a desktop (1280 × 800). Spread into `browser.newContext(…)`.
 */
export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

/** Flags for Debian's Chromium in a container without a GPU, a sandbox or the network. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, where `apt-get install chromium` puts it. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags of `@sparticuz/chromium` that loosen the page's security; left out, so that tests of what a
 * page may not do see what a player's browser would.
 */
const LOOSENING_FLAGS = new Set(['--disable-web-security', '--allow-running-insecure-content', '--disable-site-isolation-trials']);

/**
 * Flags of `@sparticuz/chromium` made for one page in a serverless function: in one process, a
 * closed browser context takes the browser down with it, and tests open many.
 */
const SERVERLESS_FLAGS = new Set(['--single-process', '--no-zygote']);

/**
 * The Chromium to drive: env `CHROMIUM_PATH`, else Debian's (`/usr/bin/chromium`) when present
 * and env `RULEGRAPH_CHROMIUM` is not `bundled`,
 * else the build that the `@sparticuz/chromium` package ships (unpacked on first use), so a fresh
 * machine with nothing but npm runs the browser tests. Returns the executable and its flags.
 */
export async function chromiumToLaunch(): Promise<{ executablePath: string; args: string[] }> {
  const system = process.env.RULEGRAPH_CHROMIUM !== 'bundled' && existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
  const explicit = process.env.CHROMIUM_PATH ?? system;
  if (explicit) return { executablePath: explicit, args: [...CHROMIUM_ARGS] };
  const { default: packaged } = await import('@sparticuz/chromium');
  const args = packaged.args.filter((flag) => !LOOSENING_FLAGS.has(flag) && !SERVERLESS_FLAGS.has(flag) && !flag.startsWith('--headless'));
  return { executablePath: await packaged.executablePath(), args: [...new Set([...args, ...CHROMIUM_ARGS])] };
}

/** Launches headless Chromium (see {@link chromiumToLaunch}) with playwright-core. Close it when done. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch(await chromiumToLaunch());
}

/**
 * A fresh folder for a build (`.cache/e2e/rulegraph-site-…` in the project, git-ignored); remove it
 * in afterAll. Inside the project on purpose: for an `--outDir` outside the working directory,
 * Astro writes its prerender chunks to the shared `./.astro/.prerender/`, so two builds running at
 * once (two test files, two helpers) delete each other's chunks (`ERR_MODULE_NOT_FOUND`).
 */
export async function tempOutDir(): Promise<string> {
  const parent = path.join(PROJECT_ROOT, '.cache', 'e2e');
  await mkdir(parent, { recursive: true });
  return mkdtemp(path.join(parent, 'rulegraph-site-'));
}

/**
 * A built site to measure: `dist` when given (an existing output folder), else `vault` (default
 * `content`) built into a new temporary folder, with a line saying so and the build time.
 * Returns the absolute output folder. For the benchmark scripts.
 */
export async function distToMeasure(options: { vault?: string; dist?: string }): Promise<string> {
  if (options.dist) return path.resolve(options.dist);
  const vault = options.vault ?? 'content';
  const outDir = await tempOutDir();
  console.log(`building ${vault} into ${outDir} …`);
  const built = await buildSite({ vault, outDir });
  console.log(`build: ${built.seconds.toFixed(1)} s`);
  return path.resolve(outDir);
}
