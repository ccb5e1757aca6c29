/**
 * The compact JSON the graph views draw: columns rather than objects, coordinates rounded to whole
 * layout units, links as a flat index list. Shared by the build (writer) and the browser (reader).
 */

/** Node kinds in {@link GraphData.kind}. */
export const NODE_NOTE = 0;
export const NODE_UNWRITTEN = 1;

/** A drawable graph. Column `i` of every per-node array describes node `i`. */
export interface GraphData {
  version: 1;
  /** Game folder names; `game[i]` indexes this list, `-1` for none. */
  games: string[];
  title: string[];
  url: string[];
  game: number[];
  /** {@link NODE_NOTE} or {@link NODE_UNWRITTEN}. */
  kind: number[];
  /** Layout position (whole layout units). */
  x: number[];
  y: number[];
  /** Flat pairs: `links[2k]` and `links[2k+1]` are the ends of link `k`. */
  links: number[];
  /** Local graphs only: hops from the centre note (node 0), 0–2. */
  depth?: number[];
}
