/**
 * The vault's own Obsidian settings that change what a reader sees: `.obsidian/app.json`.
 * Two are read: `strictLineBreaks` (Settings → Editor → "Strict line breaks": when `true`, a single
 * line break in a paragraph is not shown, as in plain Markdown; Obsidian's default, `false` or no
 * file, shows it) and `propertiesInDocument` (Settings → Editor → "Properties in document":
 * `visible`, Obsidian's default, shows a note's properties above it; `hidden` shows none;
 * `source` shows the frontmatter as YAML text).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How a note's properties are shown above it (Obsidian's "Properties in document"). */
type PropertiesInDocument = 'visible' | 'hidden' | 'source';

export interface ObsidianSettings {
  /** Settings → Editor → "Strict line breaks"; default `false` (single line breaks shown). */
  strictLineBreaks: boolean;
  /** Settings → Editor → "Properties in document"; default `visible`. */
  propertiesInDocument: PropertiesInDocument;
}

const PROPERTIES_IN_DOCUMENT: readonly string[] = ['visible', 'hidden', 'source'] satisfies PropertiesInDocument[];

/**
 * Reads `root/.obsidian/app.json`. A missing, unreadable or invalid file, or a setting of another
 * type or value than Obsidian writes, gives Obsidian's default (Obsidian itself starts with
 * defaults then).
 */
export async function readObsidianSettings(root: string): Promise<ObsidianSettings> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(root, '.obsidian', 'app.json'), 'utf8'));
  } catch {
    return { strictLineBreaks: false, propertiesInDocument: 'visible' };
  }
  const settings: Record<string, unknown> = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const shown = settings.propertiesInDocument;
  return {
    strictLineBreaks: settings.strictLineBreaks === true,
    propertiesInDocument: typeof shown === 'string' && PROPERTIES_IN_DOCUMENT.includes(shown) ? (shown as PropertiesInDocument) : 'visible',
  };
}
