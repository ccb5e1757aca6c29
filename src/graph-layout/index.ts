/** Build-time graph layout for the graph views (d3-force in Node; the browser only draws). */
export { buildLinkGraph, joinBase } from './link-graph.ts';
export type { LinkGraph, LinkNode, LinkSource } from './link-graph.ts';
export { layoutNodes, defaultTicks, seededRandom } from './layout.ts';
export type { Layout, LayoutOptions } from './layout.ts';
export { globalGraphData, vaultLayout } from './global-layout.ts';
export type { StoredLayout, VaultLayout } from './global-layout.ts';
export { layoutInThread } from './layout-thread.ts';
export { localGraphData } from './local-layout.ts';
export type { LocalGraphOptions } from './local-layout.ts';
export { NODE_NOTE, NODE_UNWRITTEN } from './graph-data.ts';
export type { GraphData } from './graph-data.ts';
