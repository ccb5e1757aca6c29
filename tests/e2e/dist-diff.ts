/**
 * Compares two built sites file by file, for the tests and the benchmark that check that a rebuild
 * writes what a cold build writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The files that differ between the output folders `a` and `b` (relative paths, sorted): those in
 * one folder only, and those whose bytes differ. Empty when the two are byte for byte the same.
 */
export function differingFiles(a: string, b: string): string[] {
  const left = filesUnder(a);
  const right = filesUnder(b);
  const inRight = new Set(right);
  const inLeft = new Set(left);
  const differing = right.filter((file) => !inLeft.has(file));
  for (const file of left) {
    if (!inRight.has(file) || !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file)))) differing.push(file);
  }
  return differing.sort();
}
