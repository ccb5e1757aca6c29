/**
 * One note file → a `NoteRecord` (before link resolution and rendering): the size limit, then
 * the note's digest (`note-digest.ts`: decoding, parse, frontmatter, facts, summary) named by its
 * path. Every problem becomes a diagnostic; the note is always returned (and so published),
 * except a binary file (`BinaryFile`, `record.binary`), which is not a note.
 */
import type { Root } from 'mdast';
import { decodeNote, decodingDiagnostics } from './decode.ts';
import { noteName } from './note-path.ts';
import { parseMarkdown } from './parse.ts';
import { digestNote, headingNamesNote, type NoteDigest } from './note-digest.ts';
import { emptyFacts } from './extract.ts';
import { truncate } from './summary.ts';
import { countWords } from './plain-text.ts';
import { diagnose, NoteTooLarge } from './diagnostics.ts';
import type { NoteRecord } from './model.ts';
import { prototypeFree, type Properties } from './property-links.ts';
import type { Diagnostic, VaultFile } from './types.ts';

export const DEFAULT_MAX_NOTE_BYTES = 1024 * 1024;

/**
 * A note read ahead of `buildGraph` (worker threads, parse cache): its digest, and its syntax tree
 * when that was kept (else the note is parsed again on this thread if it is ever rendered). Both
 * are functions giving fresh objects, so nothing is decoded before it is needed. `takeTree` gives
 * the tree once and `null` after: what it was decoded from is let go.
 */
export interface PreparsedNote {
  digest: () => NoteDigest;
  takeTree: (() => Root | null) | null;
}

/**
 * Reads one note file (see module doc). `index` is its place in the vault's note list.
 * `preparsed`: the note's digest read ahead; the record then holds no tree (`record.reload` gets
 * one to render). Without it the note is parsed here and the record keeps the tree.
 * A binary file gives a record with `binary` set (reported in `diagnostics`; not to publish).
 */
export function readNote(
  file: VaultFile,
  index: number,
  maxBytes: number,
  diagnostics: Diagnostic[],
  preparsed?: PreparsedNote,
): NoteRecord {
  const path = file.path;
  const id = path.replace(/\.md$/i, '');
  const name = noteName(id);
  const slash = path.indexOf('/');
  const record: NoteRecord = {
    index,
    note: {
      id,
      path,
      slug: '',
      title: name,
      aliases: [],
      tags: [],
      tagNames: [],
      game: slash === -1 ? null : path.slice(0, slash),
      summary: '',
      headings: [],
      blocks: [],
      checks: [],
      frontmatter: {},
      properties: Object.create(null) as Properties,
      html: '',
      words: 0,
    },
    tree: null,
    nodes: null,
    reload: null,
    binary: false,
    plainText: null,
    facts: emptyFacts(),
    links: [],
    siteLinks: [],
  };
  if (file.bytes.length > maxBytes) {
    const top = { file: path, line: 1, column: 1 };
    const decoded = decodeNote(file.bytes);
    diagnostics.push(...decodingDiagnostics(decoded, path));
    if (decoded.kind === 'binary') {
      record.binary = true;
      return record;
    }
    diagnostics.push(diagnose(NoteTooLarge, top, file.bytes.length, maxBytes));
    record.plainText = decoded.text;
    record.note.words = countWords(decoded.text);
    record.note.summary = truncate(decoded.text.slice(0, 2000).replace(/\s+/g, ' ').trim());
    return record;
  }

  let digest: NoteDigest;
  if (preparsed) {
    digest = preparsed.digest();
    if (!digest.binary) {
      // The tree read ahead the first time the note renders; parsed again from its bytes after.
      const reparse = () => parseMarkdown(decodeNote(file.bytes).text, path).tree;
      const take = preparsed.takeTree;
      record.reload = take ? () => take() ?? reparse() : reparse;
    }
  } else {
    const read = digestNote(file.bytes, path);
    digest = read.digest;
    record.tree = read.tree;
    record.nodes = read.nodes;
  }
  for (const d of digest.diagnostics) diagnostics.push({ ...d, file: path });
  if (digest.binary) {
    record.binary = true;
    return record;
  }

  const facts = digest.facts;
  record.facts = facts;
  const note = record.note;
  // An opening H1 titles the note when it names it; else the file name does, as in Obsidian.
  note.title = digest.title !== null && (!digest.titleIsHeading || headingNamesNote(digest.title, name)) ? digest.title : name;
  note.aliases = digest.aliases;
  note.tags = digest.tags;
  note.tagNames = digest.tagNames;
  note.frontmatter = digest.frontmatter;
  note.properties = prototypeFree(digest.properties);
  note.summary = digest.summary;
  note.headings = facts.headings;
  note.blocks = facts.blocks;
  note.checks = facts.checks.map(({ data, source, line, error }) =>
    error ? { data, source, line, yamlError: error } : { data, source, line },
  );
  note.words = facts.words;
  if (digest.canvas) note.canvas = digest.canvas;
  return record;
}

/**
 * {@link readNote} for a long-lived record that is rarely rendered (`check --watch`): the syntax
 * tree is dropped once the facts are read, and parsed again from `file.bytes` when the note is
 * rendered (`record.reload`).
 */
export function readNoteLean(
  file: VaultFile,
  index: number,
  maxBytes: number,
  diagnostics: Diagnostic[],
  preparsed?: PreparsedNote,
): NoteRecord {
  const record = readNote(file, index, maxBytes, diagnostics, preparsed);
  if (record.tree !== null) {
    const { bytes, path } = file;
    record.reload = () => parseMarkdown(decodeNote(bytes).text, path).tree;
  }
  record.tree = null;
  record.nodes = null;
  return record;
}
