/**
 * Reading a vault folder from disk: the only file of `src/vault` that uses `node:fs`.
 * Walks the folder (skipping dot-folders such as `.obsidian`, `.git`, `.trash`), never follows
 * symbolic links (reported as `SymlinkSkipped`), so nothing outside the vault root is ever read.
 * Note bytes are read, and a base's (`.base`, which an embed shows); other files (assets) are
 * listed with empty bytes (never needed).
 * Files are read synchronously: for thousands of small notes that is ~10× faster than
 * `fs/promises` (5,000 notes: 60 ms against 600 ms), whose per-file cost is the promise machinery.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { diagnose, SymlinkSkipped, UnreadableFile } from './diagnostics.ts';
import type { Diagnostic, VaultFile } from './types.ts';
import { isBasePath, isNotePath } from './note-path.ts';

export interface ReadResult {
  files: VaultFile[];
  diagnostics: Diagnostic[];
}

/**
 * Reads every file under `root`. Throws (only) when `root` does not exist or is not a folder,
 * with a message saying so; unreadable files and symlinks become diagnostics.
 */
export async function readVaultFiles(root: string): Promise<ReadResult> {
  let info;
  try {
    info = statSync(root);
  } catch {
    throw new Error(`Vault folder "${root}" does not exist. Pass the path of an Obsidian vault folder (e.g. content/).`);
  }
  if (!info.isDirectory()) throw new Error(`Vault path "${root}" is not a folder. Pass the path of an Obsidian vault folder.`);
  return readVaultFolder(root, '');
}

/**
 * Every file under the vault-relative `folder` of the vault at `root` (`''`: the whole vault), as
 * the vault is read (see the module doc), with paths relative to `root`, in path order; unreadable
 * files and folders and symbolic links become diagnostics. The live checker re-reads a folder
 * that changed with it.
 */
export function readVaultFolder(root: string, folder: string): ReadResult {
  const files: VaultFile[] = [];
  const diagnostics: Diagnostic[] = [];

  function walk(dir: string, prefix: string): void {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      diagnostics.push(diagnose(UnreadableFile, { file: prefix || '.', line: 1, column: 1 }, (e as Error).message));
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      const abs = join(dir, entry.name);
      if (entry.isSymbolicLink()) diagnostics.push(diagnose(SymlinkSkipped, { file: rel, line: 1, column: 1 }));
      else if (entry.isDirectory()) walk(abs, rel);
      else if (entry.isFile()) {
        const read = readEntry(abs, rel);
        if (read && 'file' in read) files.push(read.file);
        else if (read) diagnostics.push(read.problem);
      }
    }
  }
  walk(folder ? join(root, folder) : root, folder);
  return { files, diagnostics };
}

/** What one vault path holds now, as {@link readVaultPath} gives it. */
export type PathRead = { file: VaultFile } | { problem: Diagnostic } | 'folder' | null;

/**
 * What the vault-relative `path` of the vault at `root` holds now, read as the whole vault is:
 * a file (a note's bytes; another file with empty bytes), `'folder'`, a problem (`SymlinkSkipped`
 * for a symbolic link, which is never followed; `UnreadableFile`), or `null` (gone, in or under a
 * dot-named entry, neither file nor folder, or reached through a symbolic link: the walk never
 * enters one). The live checker reads a changed path with it.
 */
export function readVaultPath(root: string, path: string): PathRead {
  if (path === '' || path.split('/').some((segment) => segment.startsWith('.'))) return null;
  const abs = join(root, path);
  let info;
  try {
    info = lstatSync(abs);
  } catch {
    return null;
  }
  if (path.includes('/') && !inside(root, path)) return null;
  if (info.isSymbolicLink()) return { problem: diagnose(SymlinkSkipped, { file: path, line: 1, column: 1 }) };
  if (info.isDirectory()) return 'folder';
  return info.isFile() ? readEntry(abs, path) : null;
}

/** Whether the folder holding `path` is the vault's own, not one reached through a symbolic link. */
function inside(root: string, path: string): boolean {
  try {
    return realpathSync(join(root, dirname(path))) === join(realpathSync(root), dirname(path));
  } catch {
    return false;
  }
}

const EMPTY = new Uint8Array(0);

/**
 * The file at `abs` (vault path `rel`): a note's bytes (a `.md` name, any case) or a base's
 * (`.base`), another file with empty bytes (never needed); a problem when it cannot be read;
 * `null` when it is gone.
 */
function readEntry(abs: string, rel: string): { file: VaultFile } | { problem: Diagnostic } | null {
  if (!isNotePath(rel) && !isBasePath(rel)) return { file: { path: rel, bytes: EMPTY } };
  try {
    return { file: { path: rel, bytes: readBytes(abs) } };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null; // deleted since it was listed
    return { problem: diagnose(UnreadableFile, { file: rel, line: 1, column: 1 }, (e as Error).message) };
  }
}

/** A file's bytes, as a plain `Uint8Array` (a view of the `Buffer` read, not a copy). */
function readBytes(path: string): Uint8Array {
  const data = readFileSync(path);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
