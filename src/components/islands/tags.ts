/**
 * Tag pages' data: each tag of the vault with its URL (`{base}tags/{segments}/`, each `/`-separated
 * segment of a nested tag slugified with github-slugger) and its notes sorted by title. Pure.
 */
import { slug } from 'github-slugger';

/** A tag and the notes carrying it. */
export interface TagPage<N> {
  /** The tag as the vault gives it (lower-cased, without `#`): `timing`, `rules/timing`. */
  tag: string;
  /** URL path under `tags/`, without slashes around: `rules/timing`. Unique. */
  path: string;
  url: string;
  notes: N[];
}

/**
 * Every tag of `notes`, sorted, with its page path. Two tags whose slugs coincide (`a b`, `a-b`)
 * get `-2`, `-3` … in order of their sorted names, so that no page is overwritten.
 */
export function tagIndex<N extends { tags: string[]; title: string }>(notes: N[], base: string): Array<TagPage<N>> {
  const byTag = new Map<string, N[]>();
  for (const note of notes) for (const tag of note.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), note]);
  const taken = new Set<string>();
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return [...byTag.keys()].sort().map((tag) => {
    const stem = tag.split('/').map((segment) => slug(segment) || 'tag').join('/');
    let path = stem;
    for (let n = 2; taken.has(path); n++) path = `${stem}-${n}`;
    taken.add(path);
    const tagged = byTag.get(tag)!.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }));
    return { tag, path, url: `${prefix}tags/${path}/`, notes: tagged };
  });
}

/** URL of `tag`'s page in `index` (from {@link tagIndex}), or `null` for a tag no note has. */
export function tagUrl<N>(index: Array<TagPage<N>>, tag: string): string | null {
  return index.find((t) => t.tag === tag)?.url ?? null;
}
