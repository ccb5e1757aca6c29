/**
 * {@link layoutNodes} on a worker thread, so that a build can go on (render notes, fill its
 * collections) while the graph is laid out on the other core. Same input, same coordinates as on
 * the main thread (same code, see `layout.ts`). If the worker cannot start or fails, the layout is
 * computed on this thread instead; a RangeError from `layoutNodes` (a link naming a node outside
 * the graph) is thrown either way.
 */
import { Worker } from 'node:worker_threads';
import { layoutNodes, type Layout, type LayoutOptions } from './layout.ts';

/** Lays out `nodeCount` nodes joined by `links` (index pairs) off the main thread; see `layoutNodes`. */
export function layoutInThread(
  nodeCount: number,
  links: ReadonlyArray<readonly [number, number]>,
  options: LayoutOptions = {},
): Promise<Layout> {
  const onThisThread = (): Layout => layoutNodes(nodeCount, links, options);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./layout-worker.ts', import.meta.url), { workerData: { nodeCount, links, options } });
  } catch {
    return Promise.resolve().then(onThisThread);
  }
  return new Promise<Layout>((resolve) => {
    let done = false;
    const fallBack = (): void => {
      if (done) return;
      done = true;
      // Also re-throws what the worker threw (a RangeError), with a main-thread stack.
      Promise.resolve()
        .then(onThisThread)
        .then(resolve, (error: unknown) => resolve(Promise.reject(error)));
    };
    worker.once('message', (layout: Layout) => {
      done = true;
      resolve(layout);
      void worker.terminate();
    });
    worker.once('error', fallBack);
    worker.once('exit', fallBack);
  });
}
