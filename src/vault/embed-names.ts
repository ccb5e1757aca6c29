/**
 * Which notes' syntax trees the embed diagnostics will want, guessed before anything is parsed.
 *
 * Without HTML (the checker), the parse threads send digests only; but the embed diagnostics
 * (`render-context.ts`, `embedDiagnostics`) expand every note that embeds a note, and the notes it
 * embeds, from their trees, and a tree parsed again on the main thread costs about 14 times what
 * decoding one sent by a parse thread does (5,000 generated notes: 920 of them, about 1 s against
 * 0.08 s). So the threads also send the tree of a note that embeds anything, and of a note whose
 * name or alias an embed in the vault names ({@link embedTargetNames}, read from the bytes). A
 * guess and no more: a tree not sent is parsed again, as before, and the diagnostics are the same.
 */
import type { NoteDigest } from './note-digest.ts';
import type { VaultFile } from './types.ts';
import { nameKey } from './note-path.ts';

/** Which trees the parse threads send: all, none, or those {@link treeWanted} picks by the embedded names. */
export type TreeRequest = boolean | { embedded: readonly string[] };

/** `name` as {@link embedTargetNames} keeps it: its last path segment without `.md`, as a {@link nameKey}. */
function embedKey(name: string): string {
  const base = nameKey(name.slice(name.lastIndexOf('/') + 1));
  return base.endsWith('.md') ? base.slice(0, -3) : base;
}

const decoder = new TextDecoder();

/** Bytes that end an embed's target: `]`, `|`, `#`, `^`, `\`, `)`, a line break. */
const ENDS = new Set([0x5d, 0x7c, 0x23, 0x5e, 0x5c, 0x29, 0x0a, 0x0d]);

/** Longest target read (bytes): longer ones are no note names a vault holds. */
const MAX_NAME_BYTES = 512;

/**
 * The names the embeds of `files` (`.md` only, read as UTF-8 bytes) point at: `![[Folder/Name#…]]`
 * and `![…](Name.md)` give `name` ({@link nameKey}). Linear in the bytes.
 */
export function embedTargetNames(files: readonly VaultFile[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    if (!/\.md$/i.test(file.path)) continue;
    const bytes = file.bytes;
    for (let i = bytes.indexOf(0x21 /* ! */); i !== -1; i = bytes.indexOf(0x21, i + 1)) {
      let start: number;
      if (bytes[i + 1] === 0x5b && bytes[i + 2] === 0x5b) start = i + 3;
      else if (bytes[i + 1] === 0x5b) {
        // `![alt](target)`: the target after the `](` on the same line.
        let j = i + 2;
        while (j < bytes.length && j - i < MAX_NAME_BYTES && bytes[j] !== 0x5d && bytes[j] !== 0x0a) j++;
        if (bytes[j] !== 0x5d || bytes[j + 1] !== 0x28) continue;
        start = j + 2;
      } else continue;
      let end = start;
      while (end < bytes.length && end - start < MAX_NAME_BYTES && !ENDS.has(bytes[end]!)) end++;
      if (end > start) {
        let name = decoder.decode(bytes.subarray(start, end));
        if (name.includes('%')) {
          try {
            name = decodeURIComponent(name);
          } catch {
            // Not percent-encoded: kept as written.
          }
        }
        names.add(embedKey(name));
      }
      i = end - 1;
    }
  }
  return names;
}

/**
 * Whether the parse threads send the tree of a note (its digest, its path): as `request` says, or,
 * given the embedded names, when the note embeds anything or its name or an alias is one of them.
 * Made once per request (the names are read into a set once).
 */
export function treeWanted(request: TreeRequest): (digest: NoteDigest, path: string) => boolean {
  if (typeof request === 'boolean') return () => request;
  const names = new Set(request.embedded);
  return (digest, path) =>
    digest.facts.links.some((l) => l.kind === 'embed') ||
    names.has(embedKey(path)) ||
    digest.aliases.some((alias) => names.has(embedKey(alias)));
}
