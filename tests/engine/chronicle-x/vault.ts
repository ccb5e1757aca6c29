/**
 * A minimal reader of `content/chronicle-x/` for the citation and check-block tests: notes,
 * frontmatter, block ids at line ends, wikilinks and fenced `check` blocks, with line numbers.
 * (The lead will switch these tests to the vault pipeline once it exists.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';

export const CONTENT = join(import.meta.dirname, '../../../content/chronicle-x');

export interface Note {
  file: string;
  title: string;
  text: string;
  aliases: string[];
  tags: string[];
}

/** Every note of the folder, with its frontmatter read via `yaml`. */
export function readNotes(dir = CONTENT): Note[] {
  return readdirSync(dir).filter((f) => f.endsWith('.md')).sort().map((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const fm = /^---\n([\s\S]*?)\n---\n/.exec(text);
    const data = (fm ? parseYaml(fm[1]!) : {}) as { aliases?: string[]; tags?: string[] } | null;
    return { file, title: file.replace(/\.md$/, ''), text, aliases: data?.aliases ?? [], tags: data?.tags ?? [] };
  });
}

/** Block ids (`^id` at the end of a line outside fenced code), with 1-based line numbers. */
export function blockIds(note: Note): { id: string; line: number }[] {
  const out: { id: string; line: number }[] = [];
  let fenced = false;
  note.text.split('\n').forEach((line, i) => {
    if (/^```/.test(line)) fenced = !fenced;
    const m = !fenced && /\s\^([a-z0-9-]+)\s*$/.exec(line);
    if (m) out.push({ id: m[1]!, line: i + 1 });
  });
  return out;
}

/** Wikilinks outside fenced code: target note, optional `#heading` or `#^block`, line. */
export function wikilinks(note: Note): { target: string; anchor: string | null; line: number }[] {
  const out: { target: string; anchor: string | null; line: number }[] = [];
  let fenced = false;
  note.text.split('\n').forEach((line, i) => {
    if (/^```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const m of line.matchAll(/\[\[([^\]|#]+)(?:#([^\]|]+))?(?:\|[^\]]*)?\]\]/g)) {
      out.push({ target: m[1]!.trim(), anchor: m[2]?.trim() ?? null, line: i + 1 });
    }
  });
  return out;
}

/** Fenced `check` blocks: parsed YAML (or the YAML error) and the line of the opening fence. */
export function checkBlocks(note: Note): { data: unknown; error: string | null; line: number }[] {
  const out: { data: unknown; error: string | null; line: number }[] = [];
  const lines = note.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```check\s*$/.test(lines[i]!)) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    try {
      out.push({ data: parseYaml(body.join('\n')), error: null, line: start + 1 });
    } catch (e) {
      out.push({ data: null, error: (e as Error).message, line: start + 1 });
    }
  }
  return out;
}
