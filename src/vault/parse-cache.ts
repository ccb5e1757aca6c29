/**
 * A cache of parsed notes across builds (`VaultOptions.cacheDir`, e.g. Astro's cache folder):
 * `astro dev` after an edit, a second `astro build`, or `check` again parse only the notes whose
 * bytes changed; the others are read back from one file (v8 serialisation, ~30× faster than
 * parsing with micromark). Node built-ins at the edge of `src/vault` (used by `loadVault` only).
 *
 * The file is `{cacheDir}/rulegraph-parse-{fingerprint}.bin`; the fingerprint hashes the parser's
 * source files in this folder, the project's package-lock.json and the V8 version, so a change to
 * a plugin or a dependency never reuses an old tree. Entries are keyed by SHA-1 of the note's
 * bytes; the file is rewritten (only) when a note was parsed anew, keeping the notes of this build.
 * Any problem reading or writing the cache is ignored: the notes are parsed instead.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { ParsedMarkdown } from './parse.ts';

const PARSER_FILES = ['parse.ts', 'syntax-tree.ts', 'decode.ts'];

let fingerprintMemo: string | undefined;

/** Hash of what decides a tree: the parser's sources, the dependency lock file, V8's version. */
export function parserFingerprint(): string {
  if (fingerprintMemo) return fingerprintMemo;
  const hash = createHash('sha1');
  const here = fileURLToPath(new URL('./', import.meta.url));
  for (const file of PARSER_FILES) hash.update(readFileSync(join(here, file)));
  const plugins = join(here, 'plugins');
  for (const file of readdirSync(plugins).sort()) hash.update(file).update(readFileSync(join(plugins, file)));
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

/** Serialised trees by note key, as read from and written to the cache file. */
export type ParseCacheEntries = Map<string, Uint8Array>;

function cacheFile(cacheDir: string): string {
  return join(cacheDir, `rulegraph-parse-${parserFingerprint()}.bin`);
}

/** Reads the cache of `cacheDir`; an empty map when there is none or it cannot be read. */
export async function readParseCache(cacheDir: string): Promise<ParseCacheEntries> {
  const entries: ParseCacheEntries = new Map();
  try {
    const data = await readFile(cacheFile(cacheDir));
    let at = 0;
    while (at + 24 <= data.length) {
      const key = data.subarray(at, at + 20).toString('hex');
      const length = data.readUInt32LE(at + 20);
      at += 24;
      if (at + length > data.length) break;
      entries.set(key, data.subarray(at, at + length));
      at += length;
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
    for (const [key, value] of entries) {
      const head = Buffer.alloc(24);
      Buffer.from(key, 'hex').copy(head, 0);
      head.writeUInt32LE(value.length, 20);
      parts.push(head, value);
    }
    const file = cacheFile(cacheDir);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, Buffer.concat(parts));
    await rename(temporary, file);
    for (const name of readdirSync(cacheDir)) {
      if (name.startsWith('rulegraph-parse-') && join(cacheDir, name) !== file && !name.endsWith('.tmp')) await rm(join(cacheDir, name), { force: true });
    }
  } catch {
    // a read-only or full disk only costs the next build its cache
  }
}

/** A tree as cache bytes. */
export function encodeParsed(parsed: ParsedMarkdown): Uint8Array {
  return serialize(parsed);
}

/** Cache bytes as a fresh tree (every call gives new objects: the graph builder mutates them). */
export function decodeParsed(bytes: Uint8Array): ParsedMarkdown {
  return deserialize(bytes) as ParsedMarkdown;
}
