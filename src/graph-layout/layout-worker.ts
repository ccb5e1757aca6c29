/**
 * Worker thread of `layout-thread.ts`: lays out one graph with {@link layoutNodes} (the same code
 * as on the main thread, so the same coordinates) and posts `{ x, y }` back.
 * In (`workerData`): `{ nodeCount, links, options }` as `layoutNodes` takes them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { layoutNodes, type LayoutOptions } from './layout.ts';

const { nodeCount, links, options } = workerData as { nodeCount: number; links: Array<[number, number]>; options: LayoutOptions };
parentPort!.postMessage(layoutNodes(nodeCount, links, options));
