/**
 * A cache of read notes across builds (`VaultOptions.cacheDir`, e.g. Astro's cache folder):
 * `astro dev` after an edit, a second `astro build`, or `check` again read only the notes whose
 * bytes changed; the others are read back from one file. Node built-ins at the edge of
 * `src/vault` (used by `loadVault` only).
 *
 * Each entry is a note's serialised digest (`note-digest.ts`: facts, frontmatter, summary,
 * diagnostics) and, when a build kept it to render, its syntax tree (`serialised-note.ts`); a
 * check keeps digests only, a fifth of the bytes. The file is
 * `{cacheDir}/rulegraph-parse-{fingerprint}.bin`; the fingerprint hashes the source files of
 * `src/vault` (parser, plugins, digest, diagnostics' wording), the project's package-lock.json and
 * the V8 version, so a change to any of them never reuses an old entry. Entries are keyed by SHA-1
 * of the note's bytes; the file is rewritten (only) when a note was read anew or went away,
 * keeping the notes of this build. Any problem reading or writing the cache is ignored: the notes
 * are parsed instead.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SerialisedNote } from './serialised-note.ts';

let fingerprintMemo: string | undefined;

/** Hash of what decides an entry: the sources of `src/vault`, the dependency lock file, V8's version. */
function parserFingerprint(): string {
  if (fingerprintMemo) return fingerprintMemo;
  const hash = createHash('sha1');
  const here = fileURLToPath(new URL('./', import.meta.url));
  for (const dir of [here, join(here, 'plugins')]) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .sort())
      hash.update(file).update(readFileSync(join(dir, file)));
  }
  for (let dir = here; ; dir = dirname(dir)) {
    const lock = join(dir, 'package-lock.json');
    if (existsSync(lock)) {
      hash.update(readFileSync(lock));
      break;
    }
    if (dirname(dir) === dir) break;
  }
  hash.update(process.versions.v8);
  fingerprintMemo = hash.digest('hex').slice(0, 16);
  return fingerprintMemo;
}

/** Key of a note's bytes. */
export function noteKey(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** Serialised notes by note key, as read from and written to the cache file. */
export type ParseCacheEntries = Map<string, SerialisedNote>;

function cacheFile(cacheDir: string): string {
  return join(cacheDir, `rulegraph-parse-${parserFingerprint()}.bin`);
}

// Entry layout: key (20 bytes), digest length, tree length (u32 LE), flags (1 byte: 1 = full), digest, tree.
const HEAD = 29;

/** Reads the cache of `cacheDir`; an empty map when there is none or it cannot be read. */
export async function readParseCache(cacheDir: string): Promise<ParseCacheEntries> {
  const entries: ParseCacheEntries = new Map();
  try {
    const data = await readFile(cacheFile(cacheDir));
    let at = 0;
    while (at + HEAD <= data.length) {
      const key = data.subarray(at, at + 20).toString('hex');
      const digestLength = data.readUInt32LE(at + 20);
      const treeLength = data.readUInt32LE(at + 24);
      const full = data[at + 28] === 1;
      at += HEAD;
      if (at + digestLength + treeLength > data.length) break;
      const digest = data.subarray(at, at + digestLength);
      at += digestLength;
      const tree = treeLength > 0 ? data.subarray(at, at + treeLength) : null;
      at += treeLength;
      entries.set(key, { digest, tree, full });
    }
  } catch {
    // no cache yet, or unreadable: parse
  }
  return entries;
}

/** Writes `entries` as the cache of `cacheDir` (atomically) and removes caches of other parsers. */
export async function writeParseCache(cacheDir: string, entries: ParseCacheEntries): Promise<void> {
  try {
    await mkdir(cacheDir, { recursive: true });
    const parts: Uint8Array[] = [];
    for (const [key, { digest, tree, full }] of entries) {
      const head = Buffer.alloc(HEAD);
      Buffer.from(key, 'hex').copy(head, 0);
      head.writeUInt32LE(digest.length, 20);
      head.writeUInt32LE(tree?.length ?? 0, 24);
      head[28] = full ? 1 : 0;
      parts.push(head, digest);
      if (tree) parts.push(tree);
    }
    const file = cacheFile(cacheDir);
    const temporary = `${file}.${process.pid}.tmp`;
    // One gathered write of the parts: no copy of the whole cache in memory.
    const handle = await open(temporary, 'w');
    try {
      await handle.writev(parts);
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    for (const name of readdirSync(cacheDir)) {
      if (name.startsWith('rulegraph-parse-') && join(cacheDir, name) !== file && !name.endsWith('.tmp'))
        await rm(join(cacheDir, name), { force: true });
    }
  } catch {
    // a read-only or full disk only costs the next build its cache
  }
}
