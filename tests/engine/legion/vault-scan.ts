/**
 * A small scan of `content/legion/` for the engine's tests: notes with their frontmatter, block ids,
 * headings, wikilinks and `check` blocks. (The lead will switch these tests to the vault pipeline.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

export const CONTENT = new URL('../../../content/legion/', import.meta.url);
export const SEED = new URL('../../../../shared/seed-vault/legion/', import.meta.url);

export interface ScannedNote {
  file: string;
  title: string;
  aliases: string[];
  tags: string[];
  /** Body without frontmatter and without fenced code. */
  prose: string;
  blockIds: string[];
  headings: string[];
  links: { target: string; line: number }[];
  checks: { yaml: string; line: number }[];
}

const FRONTMATTER = /^---\n([\s\S]*?)\n---\n/;

/** Reads every note of a folder (`.md` files, not recursive). */
export function scanFolder(dir: URL): ScannedNote[] {
  return readdirSync(dir).filter((f) => f.endsWith('.md')).sort().map((file) => scanNote(file, readFileSync(new URL(encodeURIComponent(file), dir), 'utf8')));
}

export function scanNote(file: string, text: string): ScannedNote {
  const fm = FRONTMATTER.exec(text);
  const meta = (fm ? parseYaml(fm[1] ?? '') : {}) as { aliases?: string[]; tags?: string[] } | null;
  const lines = text.split('\n');
  const checks: ScannedNote['checks'] = [];
  const prose: string[] = [];
  const links: ScannedNote['links'] = [];
  let fence: { lang: string; start: number; body: string[] } | null = null;
  const startLine = fm ? fm[0].split('\n').length - 1 : 0;
  for (let i = startLine; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const open = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      if (/^```\s*$/.test(line)) {
        if (fence.lang === 'check') checks.push({ yaml: fence.body.join('\n'), line: fence.start + 1 });
        fence = null;
      } else fence.body.push(line);
      continue;
    }
    if (open) { fence = { lang: open[1] ?? '', start: i, body: [] }; continue; }
    prose.push(line);
    for (const m of line.matchAll(/(!?)\[\[([^\]|]+)(?:\|[^\]]*)?\]\]/g)) if (!m[1]) links.push({ target: m[2] ?? '', line: i + 1 });
  }
  const body = prose.join('\n');
  return {
    file,
    title: file.replace(/\.md$/, ''),
    aliases: meta?.aliases ?? [],
    tags: meta?.tags ?? [],
    prose: body,
    blockIds: [...body.matchAll(/ \^([A-Za-z0-9-]+)[ \t]*$/gm)].map((m) => m[1] ?? ''),
    headings: [...body.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1] ?? ''),
    links,
    checks,
  };
}

/** Resolves `Note`, `Note#Heading` or `Note#^id` against notes; returns a problem or null. */
export function resolveLink(target: string, notes: ScannedNote[]): string | null {
  const [name = '', sub] = target.split('#');
  const key = name.trim().toLowerCase();
  const note = notes.find((n) => n.title.toLowerCase() === key || n.aliases.some((a) => a.toLowerCase() === key));
  if (!note) return `no note or alias "${name}"`;
  if (sub === undefined) return null;
  if (sub.startsWith('^')) return note.blockIds.includes(sub.slice(1)) ? null : `no block ^${sub.slice(1)} in ${note.file}`;
  return note.headings.some((h) => h.toLowerCase() === sub.trim().toLowerCase()) ? null : `no heading "${sub}" in ${note.file}`;
}
