/**
 * The vault's own Obsidian settings that change what a reader sees: `.obsidian/app.json`
 * (Settings → Editor). Only `strictLineBreaks` is read: when it is `true`, a single line break in a
 * paragraph is not shown (plain Markdown); Obsidian's default (`false`, or no file) shows it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ObsidianSettings {
  /** Settings → Editor → "Strict line breaks"; default `false` (single line breaks shown). */
  strictLineBreaks: boolean;
}

/**
 * Reads `root/.obsidian/app.json`. A missing, unreadable or invalid file, or a setting of another
 * type than boolean, gives Obsidian's default (Obsidian itself starts with defaults then).
 */
export async function readObsidianSettings(root: string): Promise<ObsidianSettings> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(root, '.obsidian', 'app.json'), 'utf8'));
  } catch {
    return { strictLineBreaks: false };
  }
  const strict = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).strictLineBreaks : undefined;
  return { strictLineBreaks: strict === true };
}
