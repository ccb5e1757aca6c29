/**
 * URL slugs, as the site serves them:
 * note pages `legion/Free Actions.md` → `legion/free-actions`; assets
 * `legion/Pasted image.png` → `assets/legion/pasted-image.png`; heading ids per note with
 * github-slugger (GitHub's rules, `-1`, `-2` for repeats); unwritten targets `slug(raw)`.
 */
import GithubSlugger, { slug } from 'github-slugger';
import { assetForm } from './asset-safety.ts';

export { GithubSlugger };

/**
 * Longest URL path segment, in UTF-8 bytes. A page is written as `{segment}/index.html`, and file
 * systems refuse names over 255 bytes; 180 leaves room for the `-2`, `-3` … of a collision and an
 * asset's extension (and `.txt`).
 */
export const MAX_SEGMENT_BYTES = 180;

const encoder = new TextEncoder();

/** FNV-1a of `text` (UTF-16 code units), as 8 hex digits: a short, stable tag, not a security hash. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * `segment` when it fits in {@link MAX_SEGMENT_BYTES} UTF-8 bytes; else its longest prefix (whole
 * code points) that fits with `-` and an 8-digit hash of the whole segment, so two long names
 * sharing a prefix still differ.
 */
function capSegment(segment: string): string {
  if (encoder.encode(segment).length <= MAX_SEGMENT_BYTES) return segment;
  const room = MAX_SEGMENT_BYTES - 9;
  let out = '';
  let bytes = 0;
  for (const ch of segment) {
    const n = encoder.encode(ch).length;
    if (bytes + n > room) break;
    out += ch;
    bytes += n;
  }
  return `${out.replace(/-+$/, '')}-${shortHash(segment)}`;
}

/** Slug of one path segment (at most {@link MAX_SEGMENT_BYTES} bytes); `untitled` when nothing sluggable is left (e.g. `???`). */
function slugSegment(segment: string): string {
  const s = slug(segment.normalize('NFC'));
  return s === '' ? 'untitled' : capSegment(s);
}

/** Slug of a folder's name, as the first segment of its notes' page slugs (`.md` in it is kept, as in a folder `x.md`). */
export function folderSlug(name: string): string {
  return slugSegment(name);
}

/**
 * Longest URL path of a tag's page under `tags/`, in UTF-8 bytes. Each level of a nested tag is a
 * folder of the site; a tag of thousands of levels (`#a/a/a/…`) would need a path past what file
 * systems allow (4,096 bytes).
 */
const MAX_TAG_PATH_BYTES = 1000;

/**
 * Slug of one level of a tag: the level itself when slugifying keeps all of it (`timing`, `a_b`,
 * `café`, lower-cased); else what is left, or `tag` when nothing is, then `-` and an 8-digit hash
 * of the level (`book📚` → `book-` + hash). Obsidian holds `#book📚` and `#book` for two tags, so
 * their pages differ, and by the tag alone: no `-2` that would depend on which other tags exist.
 */
function tagLevelSlug(level: string): string {
  const text = level.normalize('NFC').toLowerCase();
  const s = slug(text);
  return s === text ? s : `${s || 'tag'}-${shortHash(text)}`;
}

/**
 * URL path of a tag's page under `tags/`, without slashes around (`rules/timing`): each
 * `/`-separated level of the tag slugified ({@link tagLevelSlug}: a level with characters a slug
 * drops, such as an emoji, keeps a hash of them) and capped as a note's segments are; when that is
 * longer than {@link MAX_TAG_PATH_BYTES}, its first levels that fit and then an 8-digit hash of
 * the whole tag, so two long tags sharing a start still differ.
 */
export function tagPagePath(tag: string): string {
  const levels = tag.split('/').map((level) => capSegment(tagLevelSlug(level)));
  const path = levels.join('/');
  if (encoder.encode(path).length <= MAX_TAG_PATH_BYTES) return path;
  const kept: string[] = [];
  let bytes = 9; // the hash and its slash
  for (const level of levels) {
    bytes += encoder.encode(level).length + 1;
    if (bytes > MAX_TAG_PATH_BYTES) break;
    kept.push(level);
  }
  return [...kept, shortHash(tag)].join('/');
}

/**
 * The page path of every tag (lower-cased, without `#`) under `tags/`: {@link tagPagePath}, and
 * when two tags' paths coincide (`a_b`, `a-b`), `-2`, `-3` … for the later ones in sorted order,
 * so that no page is overwritten. The site's tag pages and the tags in notes' text link by it.
 */
export function tagPagePaths(tags: Iterable<string>): Map<string, string> {
  const taken = new Set<string>();
  const paths = new Map<string, string>();
  for (const tag of [...new Set(tags)].sort()) {
    const stem = tagPagePath(tag);
    let path = stem;
    for (let n = 2; taken.has(path); n++) path = `${stem}-${n}`;
    taken.add(path);
    paths.set(tag, path);
  }
  return paths;
}

/** Page slug of a note path: each segment slugified, `.md` dropped (a canvas's `.canvas` read as
 * a word: `Board.canvas` → `board-canvas`), `/`-joined. */
export function noteSlug(path: string): string {
  return path
    .replace(/\.md$/i, '')
    .replace(/\.(canvas)$/i, ' $1')
    .split('/')
    .map(slugSegment)
    .join('/');
}

/**
 * What counts as a file extension in an asset's URL: 1 to 16 ASCII letters and digits after the
 * last dot. Anything else after a dot (`Report.100%`, `Scan 12.05 #2`, `Notes.v2 final`, a long
 * name with a dot early on) is part of the name and slugified with it, so that no URL holds `%`,
 * `#`, `?` or a space, nor a file name past what file systems allow.
 */
const URL_EXTENSION = /^\.[a-z0-9]{1,16}$/;

/**
 * Published URL path of an asset: `assets/` + segments slugified, extension kept (lower-cased;
 * a name whose last dot is not followed by an extension, {@link URL_EXTENSION}, is slugified
 * whole). Files of a type a browser might run (anything but images, audio, video, PDF, SVG and
 * `.txt`, see `asset-safety.ts`) get `.txt` appended, so that they are served as text.
 */
export function assetUrl(path: string): string {
  const segments = path.split('/');
  const name = segments.pop() ?? '';
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 ? name.slice(dot).toLowerCase() : '';
  const ext = URL_EXTENSION.test(suffix) ? suffix : '';
  const stem = ext === '' ? name : name.slice(0, dot);
  const url = ['assets', ...segments.map(slugSegment), slugSegment(stem) + ext].join('/');
  return assetForm(path) === 'text' ? `${url}.txt` : url;
}

/** Anchor of an unwritten target on the `/unwritten/` page (before {@link unwrittenAnchors} tells apart targets that share it). */
export function unwrittenAnchor(raw: string): string {
  return slugSegment(raw);
}

/**
 * One anchor per unwritten target: `targets` maps each target's key to its spelling. A spelling's
 * {@link unwrittenAnchor} when no other target has it; targets sharing one (`Qux` and `Qux?`)
 * take it in key order, the first as is, the next ones with `-2`, `-3` … (the first number no
 * other target's anchor is). The same targets always get the same anchors.
 */
export function unwrittenAnchors(targets: ReadonlyMap<string, string>): Map<string, string> {
  const byAnchor = new Map<string, string[]>();
  for (const [key, raw] of targets) {
    const anchor = unwrittenAnchor(raw);
    const keys = byAnchor.get(anchor);
    if (keys) keys.push(key);
    else byAnchor.set(anchor, [key]);
  }
  const out = new Map<string, string>();
  const taken = new Set(byAnchor.keys());
  for (const [anchor, keys] of byAnchor) {
    keys.sort();
    out.set(keys[0]!, anchor);
    let n = 2;
    for (const key of keys.slice(1)) {
      while (taken.has(`${anchor}-${n}`)) n++;
      taken.add(`${anchor}-${n}`);
      out.set(key, `${anchor}-${n}`);
    }
  }
  return out;
}
