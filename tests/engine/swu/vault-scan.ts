/**
 * A small scan of `content/swu/` for the SWU engine tests: notes, frontmatter, block ids,
 * wikilinks, headings and `check` blocks. Deliberately simple (line-based); the lead will move these
 * tests onto the vault pipeline once it exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import GithubSlugger from 'github-slugger';

export const CONTENT = join(import.meta.dirname, '../../../content/swu');

export interface ScannedNote {
  file: string;
  title: string;
  aliases: string[];
  tags: string[];
  text: string;
  /** Block ids (without ^) with their 1-based line. */
  blocks: { id: string; line: number }[];
  headings: string[];
  links: { target: string; line: number }[];
  checks: { yaml: string; line: number }[];
}

export function scanNotes(dir = CONTENT): ScannedNote[] {
  return readdirSync(dir).filter((f) => f.endsWith('.md')).sort().map((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const fm = /^---\n([\s\S]*?)\n---\n/.exec(text);
    const meta = (fm ? parseYaml(fm[1]!) : {}) as { aliases?: string[]; tags?: string[] };
    const lines = text.split('\n');
    const note: ScannedNote = {
      file, title: file.replace(/\.md$/, ''), aliases: meta.aliases ?? [], tags: meta.tags ?? [], text,
      blocks: [], headings: [], links: [], checks: [],
    };
    let fence: { lang: string; start: number; body: string[] } | null = null;
    lines.forEach((l, i) => {
      const fenceMatch = /^```(\w*)\s*$/.exec(l);
      if (fenceMatch) {
        if (fence) {
          if (fence.lang === 'check') note.checks.push({ yaml: fence.body.join('\n'), line: fence.start });
          fence = null;
        } else fence = { lang: fenceMatch[1] ?? '', start: i + 1, body: [] };
        return;
      }
      if (fence) {
        fence.body.push(l);
        return;
      }
      const b = / \^([A-Za-z0-9-]+)\s*$/.exec(l);
      if (b) note.blocks.push({ id: b[1]!, line: i + 1 });
      const h = /^#{1,6}\s+(.*)$/.exec(l);
      if (h) note.headings.push(h[1]!.trim());
      // `[[Target|text]]`, or `[[Target\|text]]` inside a table row (Obsidian's escaped pipe)
      for (const m of l.matchAll(/\[\[([^\]|\\]+)(?:\\?\|[^\]]*)?\]\]/g)) note.links.push({ target: m[1]!, line: i + 1 });
    });
    return note;
  });
}

/** github-slugger slugs of a note's headings (as the site anchors them). */
export function headingSlugs(note: ScannedNote): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(note.headings.map((h) => slugger.slug(h)));
}
