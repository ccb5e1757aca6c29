/**
 * URL slugs, as the site serves them (see /work/vault-site-contract.md):
 * note pages `legion/Free Actions.md` → `legion/free-actions`; assets
 * `legion/Pasted image.png` → `assets/legion/pasted-image.png`; heading ids per note with
 * github-slugger (GitHub's rules, `-1`, `-2` for repeats); unwritten targets `slug(raw)`.
 */
import GithubSlugger, { slug } from 'github-slugger';
import { assetForm } from './asset-safety.ts';

export { GithubSlugger };

/** Slug of one path segment; `untitled` when nothing sluggable is left (e.g. `???`). */
export function slugSegment(segment: string): string {
  const s = slug(segment.normalize('NFC'));
  return s === '' ? 'untitled' : s;
}

/** Page slug of a note path: each segment slugified, `.md` dropped, `/`-joined. */
export function noteSlug(path: string): string {
  return path.replace(/\.md$/i, '').split('/').map(slugSegment).join('/');
}

/**
 * Published URL path of an asset: `assets/` + segments slugified, extension kept (lower-cased).
 * Files of a type a browser might run (anything but images, audio, video, PDF, SVG and `.txt`, see
 * `asset-safety.ts`) get `.txt` appended, so that they are served as text.
 */
export function assetUrl(path: string): string {
  const segments = path.split('/');
  const name = segments.pop() ?? '';
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : '';
  const url = ['assets', ...segments.map(slugSegment), slugSegment(stem) + ext].join('/');
  return assetForm(path) === 'text' ? `${url}.txt` : url;
}

/** Anchor of an unwritten target on the `/unwritten/` page. */
export function unwrittenAnchor(raw: string): string {
  return slugSegment(raw);
}

/**
 * Makes `wanted` unique against `taken` (lower-case compare) by appending `-2`, `-3` …; records
 * the result in `taken`.
 */
export function uniqueSlug(wanted: string, taken: Set<string>): string {
  let candidate = wanted;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${wanted}-${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
