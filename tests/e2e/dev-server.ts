/**
 * Runs `astro dev` for a vault in the tests: on 127.0.0.1 and a free port, in its own process group
 * (so that `stop()` ends astro and everything it started), with its own content-layer cache.
 *
 *   const dev = await startDevServer({ vault: tmpVault });   // dev.url = 'http://127.0.0.1:PORT/'
 *   …
 *   await dev.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from './harness.ts';

/** A running `astro dev`. */
export interface DevServer {
  /** Base URL with trailing slash: `http://127.0.0.1:PORT/`. */
  url: string;
  /** Everything the server printed so far (stdout and stderr, interleaved). */
  log(): string;
  /** Ends the server's process group (SIGTERM, then SIGKILL after 5 s) and removes its cache. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The test runner's environment without what Vitest adds: Astro's dev server does not serve pages
 * when `VITEST` is set, and turns HMR off for `NODE_ENV=test`.
 */
function devEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'NODE_ENV' || key === 'TEST') delete env[key];
  return env;
}

/**
 * Starts `astro dev --host 127.0.0.1 --port <free>` in the project root with env
 * `RULEGRAPH_VAULT=<vault>` (absolute path), and resolves once `GET /` answers 200.
 * Rejects (after stopping the server) with its output when it exits early or is not serving
 * within `readyMs` (default 180 s: the first start optimises dependencies).
 */
export async function startDevServer(options: { vault: string; readyMs?: number }): Promise<DevServer> {
  const port = await freePort();
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'rulegraph-dev-cache-'));
  const astroBin = path.join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const child: ChildProcess = spawn(process.execPath, [astroBin, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: PROJECT_ROOT,
    detached: true, // its own process group: stop() ends astro and its children
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...devEnv(),
      ASTRO_TELEMETRY_DISABLED: '1',
      NO_COLOR: '1',
      RULEGRAPH_VAULT: path.resolve(options.vault),
      RULEGRAPH_CACHE_DIR: cacheDir,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async (): Promise<void> => {
    if (running && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(cacheDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + (options.readyMs ?? 180_000);
  while (Date.now() < deadline) {
    if (!running) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status === 200) return { url, log: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const why = running ? 'timed out' : 'exited';
  await stop();
  throw new Error(`astro dev did not serve ${url} (${why}):\n${output}`);
}
