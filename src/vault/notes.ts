/**
 * One note file → a `NoteRecord` (before link resolution and rendering): decoding (binary,
 * non-UTF-8), the size limit, parsing, frontmatter, the facts from the tree, the summary.
 * Every problem becomes a diagnostic; the note is always returned (and so published).
 */
import type { Root } from 'mdast';
import { decodeNote } from './decode.ts';
import { readFrontmatter } from './frontmatter.ts';
import { parseMarkdown, type ParsedMarkdown } from './parse.ts';
import { extractFacts, type NoteFacts } from './extract.ts';
import { summarize, truncate } from './summary.ts';
import { countWords } from './plain-text.ts';
import {
  BinaryFile, diagnose, DuplicateBlockId, InvalidCheckBlock, InvalidEncoding, NoteTooLarge, OrphanBlockId, UnsafeHtml,
} from './diagnostics.ts';
import type { NoteRecord } from './model.ts';
import type { Diagnostic, VaultFile } from './types.ts';

export const DEFAULT_MAX_NOTE_BYTES = 1024 * 1024;

const emptyFacts = (): NoteFacts => ({ headings: [], blocks: [], checks: [], links: [], tags: [], words: 0, hasHtml: false, unsafeHtml: [] });

/**
 * Reads one note file (see module doc). `index` is its place in the vault's note list.
 * `preparsed`: gives the note's parse when it was parsed ahead (worker threads, cache); the tree is
 * then not kept (`record.reload` loads it again to render).
 */
export function readNote(file: VaultFile, index: number, maxBytes: number, diagnostics: Diagnostic[], preparsed?: () => ParsedMarkdown): NoteRecord {
  const path = file.path;
  const id = path.replace(/\.md$/i, '');
  const name = id.slice(id.lastIndexOf('/') + 1);
  const slash = path.indexOf('/');
  const record: NoteRecord = {
    index,
    note: {
      id, path, slug: '', title: name, aliases: [], tags: [], game: slash === -1 ? null : path.slice(0, slash),
      summary: '', headings: [], blocks: [], checks: [], frontmatter: {}, html: '', words: 0,
    },
    tree: null,
    reload: null,
    plainText: null,
    facts: emptyFacts(),
    links: [],
  };
  const top = { file: path, line: 1, column: 1 };
  const decoded = decodeNote(file.bytes);
  if (decoded.kind === 'binary') {
    diagnostics.push(diagnose(BinaryFile, top));
    return record;
  }
  if (decoded.kind === 'invalid-utf8') {
    diagnostics.push(diagnose(InvalidEncoding, { file: path, line: decoded.line, column: decoded.column }, decoded.badSequences));
  }
  if (file.bytes.length > maxBytes) {
    diagnostics.push(diagnose(NoteTooLarge, top, file.bytes.length, maxBytes));
    record.plainText = decoded.text;
    record.note.words = countWords(decoded.text);
    record.note.summary = truncate(decoded.text.slice(0, 2000).replace(/\s+/g, ' ').trim());
    return record;
  }

  const { tree, problems } = preparsed ? preparsed() : parseMarkdown(decoded.text, path);
  record.tree = tree;
  for (const p of problems) {
    const at = { file: path, line: p.line, column: p.column };
    if (p.code === 'DuplicateBlockId') diagnostics.push(diagnose(DuplicateBlockId, at, p.args[0] ?? '', 'earlier in this note'));
    else diagnostics.push(diagnose(OrphanBlockId, at, p.args[0] ?? ''));
  }

  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  const fm = readFrontmatter(yaml, path);
  diagnostics.push(...fm.diagnostics);

  const facts = extractFacts(tree as Root);
  record.facts = facts;
  for (const check of facts.checks) {
    if (check.error) diagnostics.push(diagnose(InvalidCheckBlock, { file: path, line: check.error.line, column: check.error.column }, check.error.message));
  }
  for (const finding of facts.unsafeHtml) diagnostics.push(diagnose(UnsafeHtml, { file: path, ...finding.position }, finding.what));

  const note = record.note;
  note.title = fm.title ?? name;
  note.aliases = fm.aliases;
  note.tags = [...new Set([...fm.tags, ...facts.tags])].sort();
  note.frontmatter = fm.data;
  note.summary = fm.summary ? truncate(fm.summary) : summarize(tree);
  note.headings = facts.headings;
  note.blocks = facts.blocks;
  note.checks = facts.checks.map(({ data, source, line }) => ({ data, source, line }));
  note.words = facts.words;
  if (preparsed) {
    record.tree = null;
    record.reload = () => preparsed().tree;
  }
  return record;
}
