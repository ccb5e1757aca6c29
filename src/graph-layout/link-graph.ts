/**
 * The link graph the graph views draw: every note and every unwritten note (an unresolved link
 * target) as a node, every note-to-note or note-to-unwritten link as one undirected edge.
 * Pure: reads a {@link VaultGraph}, returns plain data; no layout here (see `layout.ts`).
 */
import type { UnresolvedTarget, VaultEdge, VaultNote } from '../vault/types.ts';

/** What the graph views read of a vault graph (a `VaultGraph`, or the site's graph entry). */
export interface LinkSource {
  notes: ReadonlyArray<Pick<VaultNote, 'id' | 'title' | 'slug' | 'game'>>;
  edges: ReadonlyArray<Pick<VaultEdge, 'source' | 'target'>>;
  unresolved: ReadonlyArray<Pick<UnresolvedTarget, 'raw' | 'anchor' | 'from'>>;
}

/** A node of the link graph. */
export interface LinkNode {
  /** Note id (`legion/Free Actions`), or `unwritten:` + the lower-cased raw target. Unique. */
  key: string;
  /** What a reader sees: the note title, or the unresolved target as written. */
  title: string;
  /** Site URL of the note page, or of its entry on the `/unwritten/` page. */
  url: string;
  /** Top folder (`legion`, …) or `null` (root notes and unwritten notes). */
  game: string | null;
  /** `true` for an unwritten note (a link target no note matches). */
  unwritten: boolean;
}

/** Nodes sorted by key; `links` are index pairs `[a, b]` with `a < b`, unique, sorted. */
export interface LinkGraph {
  nodes: LinkNode[];
  links: Array<[number, number]>;
  /** `neighbours[i]`: indices of the nodes linked with node `i`, ascending. */
  neighbours: number[][];
}

/** Joins the site base (`/` or `/docs/`) and a path without leading slash. */
export function joinBase(base: string, path: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `${prefix}${path}`;
}

/** Extensions of files Obsidian opens as attachments (images, audio, video, PDF), not notes. */
const ATTACHMENT = /\.(avif|bmp|gif|jpe?g|png|svg|webp|mp3|wav|m4a|ogg|3gp|flac|mp4|webm|ogv|mov|mkv|pdf)$/i;

/** `true` when a link target names an attachment (by its extension, before any `#` or `|`). */
function isAttachment(raw: string): boolean {
  return ATTACHMENT.test(raw.split(/[#|]/)[0]!.trim());
}

/**
 * Builds the undirected link graph of `graph`. Links and embeds count alike; links to assets
 * (images, present or missing) and self-links are left out, as Obsidian's graph view does. `base` is the site URL prefix.
 */
export function buildLinkGraph(graph: LinkSource, base = '/'): LinkGraph {
  const drafts: LinkNode[] = graph.notes.map((note) => ({
    key: note.id,
    title: note.title,
    url: joinBase(base, `${note.slug}/`),
    game: note.game,
    unwritten: false,
  }));
  const unwrittenKeys = new Map<string, string>();
  const keys = new Set(drafts.map((n) => n.key));
  for (const target of graph.unresolved) {
    // A missing image or other attachment is not a note waiting to be written: no node.
    if (isAttachment(target.raw)) continue;
    const key = `unwritten:${target.raw.toLowerCase()}`;
    if (unwrittenKeys.has(target.raw)) continue;
    unwrittenKeys.set(target.raw, key);
    if (keys.has(key)) continue;
    keys.add(key);
    drafts.push({
      key,
      title: target.raw,
      url: joinBase(base, `unwritten/#${target.anchor}`),
      game: null,
      unwritten: true,
    });
  }
  const nodes = [...new Map(drafts.map((n) => [n.key, n])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const index = new Map(nodes.map((n, i) => [n.key, i]));
  const pairs = new Set<number>();
  const count = nodes.length;
  const add = (from: string, to: string): void => {
    const a = index.get(from);
    const b = index.get(to);
    if (a === undefined || b === undefined || a === b) return;
    pairs.add(a < b ? a * count + b : b * count + a);
  };
  for (const edge of graph.edges) {
    if (edge.target !== null) add(edge.source, edge.target);
  }
  for (const target of graph.unresolved) {
    const key = unwrittenKeys.get(target.raw);
    if (key === undefined) continue;
    for (const from of target.from) add(from.note, key);
  }
  const links = [...pairs].sort((x, y) => x - y).map((p): [number, number] => [Math.floor(p / count), p % count]);
  const neighbours: number[][] = nodes.map(() => []);
  for (const [a, b] of links) {
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  }
  for (const list of neighbours) list.sort((x, y) => x - y);
  return { nodes, links, neighbours };
}
