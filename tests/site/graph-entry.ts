/** Glossary-graph data for the site's unit tests: a note as the graph entry holds it, and a graph of notes. */
import type { GraphEntryData, GraphNote } from '../../src/components/site-data.ts';

/** The note `id` (`legion/Aim`) at `/{id as a slug}/`, its game the first folder, `extra` on top. */
export function note(id: string, extra: Partial<GraphNote> = {}): GraphNote {
  const slug = id.toLowerCase().replace(/ /g, '-');
  return {
    id,
    path: `${id}.md`,
    slug,
    url: `/${slug}/`,
    title: id.split('/').pop()!,
    aliases: [],
    tags: [],
    tagNames: extra.tags ?? [],
    game: id.includes('/') ? id.split('/')[0]! : null,
    summary: '',
    headings: [],
    blocks: [],
    checks: [],
    frontmatter: {},
    properties: {},
    words: 0,
    ...extra,
  };
}

/** A graph entry of `notes` at the site's root, with no links, `extra` on top. */
export function graph(notes: GraphNote[], extra: Partial<GraphEntryData> = {}): GraphEntryData {
  return { version: 1, notes, edges: [], backlinks: {}, unresolved: [], assets: [], diagnostics: [], root: '/v', base: '/', ...extra };
}
