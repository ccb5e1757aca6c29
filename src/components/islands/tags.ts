/**
 * Tag pages' data: each tag of the vault with its URL (`{base}tags/{path}/`, the path from
 * `tagPagePaths` in `src/vault/slug.ts`, by which tags in notes' text link too: each level of a
 * nested tag slugified, and capped) and its notes sorted by title. Pure.
 */
import { tagPagePaths } from '../../vault/slug.ts';

/** A tag and the notes carrying it. */
export interface TagPage<N> {
  /** The tag as the vault gives it (lower-cased, without `#`): `timing`, `rules/timing`. */
  tag: string;
  /** The tag as shown: as the first note carrying it writes it (`Rules/Timing`), as Obsidian's tag pane shows a tag. */
  name: string;
  /** URL path under `tags/`, without slashes around: `rules/timing`. Unique. */
  path: string;
  url: string;
  notes: N[];
}

/**
 * Every tag of `notes`, sorted, with its page path. Two tags whose slugs coincide (`a b`, `a-b`)
 * get `-2`, `-3` … in order of their sorted names, so that no page is overwritten.
 */
export function tagIndex<N extends { tags: string[]; tagNames?: string[]; title: string }>(notes: N[], base: string): Array<TagPage<N>> {
  // Every note page asks for the same index: computed once per (notes, base).
  const memo = tagIndexMemo.get(notes)?.get(base);
  if (memo) return memo as Array<TagPage<N>>;
  const computed = computeTagIndex(notes, base);
  const perBase = tagIndexMemo.get(notes) ?? new Map<string, Array<TagPage<unknown>>>();
  perBase.set(base, computed);
  tagIndexMemo.set(notes, perBase);
  return computed;
}

const tagIndexMemo = new WeakMap<object, Map<string, Array<TagPage<unknown>>>>();
// Made once: `localeCompare` with options builds a collator on every call.
const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function computeTagIndex<N extends { tags: string[]; tagNames?: string[]; title: string }>(notes: N[], base: string): Array<TagPage<N>> {
  const byTag = new Map<string, N[]>();
  const names = new Map<string, string>();
  for (const note of notes) {
    note.tags.forEach((tag, i) => {
      const list = byTag.get(tag);
      if (list) list.push(note);
      else {
        byTag.set(tag, [note]);
        names.set(tag, note.tagNames?.[i] ?? tag);
      }
    });
  }
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const paths = tagPagePaths(byTag.keys());
  return [...byTag.keys()].sort().map((tag) => {
    const path = paths.get(tag)!;
    const tagged = byTag.get(tag)!.sort((a, b) => byTitle.compare(a.title, b.title));
    return { tag, name: names.get(tag)!, path, url: `${prefix}tags/${path}/`, notes: tagged };
  });
}

/** URL of `tag`'s page in `index` (from {@link tagIndex}), or `null` for a tag no note has. */
export function tagUrl<N>(index: Array<TagPage<N>>, tag: string): string | null {
  return index.find((t) => t.tag === tag)?.url ?? null;
}
