/**
 * Splitting link targets into a path and an anchor, for wikilinks (`Note#Heading#Sub`,
 * `Note#^block`, `#Heading`) and Markdown links (`file.md#slug`, `#slug`, URL-encoded).
 */

/** Where inside the target note a link points, before resolution. */
export type AnchorSpec =
  /** `chain`: heading texts from outer to inner (`[[Note#A#B]]`, `[…](Note.md#A#B)`); `byId`: a
   * Markdown fragment (a one-part fragment is matched against heading ids first; a fragment whose
   * chain names no heading is tried again as one heading text holding its `#`). */
  | {
      type: 'heading';
      chain: string[];
      byId: boolean;
      /** A wikilink's text after its first `#` as written, when that differs from `chain` joined
       * with `#` (`[[C# Notes]]`: ` Notes`), for quoting the link as written. */
      written?: string;
    }
  | { type: 'block'; id: string };

export interface LinkTarget {
  /** The path part as written (trimmed; may be `''` for a link into the same note). */
  path: string;
  anchor: AnchorSpec | null;
}

/** `Note#Heading#Sub` / `Note#^id` / `#Heading` → path and anchor. */
export function parseWikiTarget(target: string): LinkTarget {
  const hash = target.indexOf('#');
  if (hash === -1) return { path: target.trim(), anchor: null };
  const path = target.slice(0, hash).trim();
  const rest = target.slice(hash + 1);
  if (rest.startsWith('^')) {
    const id = rest.slice(1).trim();
    return { path, anchor: id === '' ? null : { type: 'block', id } };
  }
  const chain = rest
    .split('#')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (chain.length === 0) return { path, anchor: null };
  const joined = chain.join('#');
  return {
    path,
    anchor: rest === joined ? { type: 'heading', chain, byId: false } : { type: 'heading', chain, byId: false, written: rest },
  };
}

/** True for URLs with a scheme (`https:`, `mailto:`, `javascript:`) or protocol-relative `//x`. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A local Markdown link URL (`../x/file.md#frag`, `#frag`, `a%20b.md`) → path and anchor. */
export function parseMarkdownTarget(url: string): LinkTarget {
  const hash = url.indexOf('#');
  const rawPath = hash === -1 ? url : url.slice(0, hash);
  const path = safeDecode(rawPath.replace(/\?.*$/, '')).trim();
  if (hash === -1) return { path, anchor: null };
  const fragment = safeDecode(url.slice(hash + 1)).trim();
  if (fragment === '') return { path, anchor: null };
  if (fragment.startsWith('^')) return { path, anchor: { type: 'block', id: fragment.slice(1) } };
  // A Markdown link names headings as a wikilink does (Obsidian help, "Internal links": both
  // formats link to the same place), so `Note.md#H1#H2` is the heading H2 under H1.
  const chain = fragment
    .split('#')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return { path, anchor: { type: 'heading', chain: chain.length === 0 ? [fragment] : chain, byId: true } };
}

/**
 * The vault path an Obsidian URI opens (`obsidian://open?vault=Rules&file=Legion%2FRally` →
 * `Legion/Rally`; `app://obsidian.md/Legion/Rally.md#Steps` → `Legion/Rally.md#Steps`), written as
 * a wikilink target (`#…` kept); `null` for any other URL. The vault it
 * names is taken to be this one: a published vault's links between its own notes.
 */
export function obsidianUriTarget(url: string): string | null {
  // `app://obsidian.md/Folder/Note.md#Heading`: the address Obsidian's own reading view gives a
  // note (a link copied out of it), the vault path after the host.
  const app = /^app:\/\/obsidian\.md\/([^?]+)/i.exec(url);
  if (app) {
    const path = safeDecode(app[1]!).trim();
    return path === '' ? null : path;
  }
  const match = /^obsidian:\/\/open\/?\?(.*)$/i.exec(url);
  if (!match) return null;
  for (const pair of match[1]!.split('&')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).toLowerCase() === 'file') {
      const file = safeDecode(pair.slice(eq + 1)).trim();
      return file === '' ? null : file;
    }
  }
  return null;
}

/** Text of an anchor as written after the link's `#` (`Heading#Sub`, `^id`, ` Notes` for `[[C# Notes]]`). */
export function anchorText(anchor: AnchorSpec): string {
  return anchor.type === 'block' ? `^${anchor.id}` : (anchor.written ?? anchor.chain.join('#'));
}
