/**
 * The one catalogue of diagnostics (the vault's and the checker's), in the style of Astro's `errors-data.ts`: each entry is
 * data with a permanent `code`, a `title`, a `message` saying what happened (naming the thing
 * involved) and a `hint` saying what to do. Codes never change meaning; new problems get new codes.
 * Diagnostics are reported, never thrown: the build goes on and the note is still published.
 */
import type { Diagnostic, Severity } from './types.ts';
import { terminalSafe } from './terminal-text.ts';
import { embeddedKind } from './note-path.ts';

/**
 * What to write between `[[` and `]]` to reach the note `id` (its vault path without `.md`) by the
 * name `name` (`Move`, `legion/Move`): `name` itself, unless it starts or ends with white space,
 * which a link's target loses (`[[ Leading]]` reads `Leading`); then the note's path from the vault
 * root, `/ Leading`, with `.md` when the path ends in white space (`/Trailing .md`).
 */
export function linkTextFor(name: string, id: string): string {
  if (name.trim() === name) return name;
  return /\s$/.test(id) ? `/${id}.md` : `/${id}`;
}

export interface DiagnosticDefinition<Args extends unknown[]> {
  code: string;
  title: string;
  severity: Severity;
  message: (...args: Args) => string;
  hint: string | ((...args: Args) => string);
}

function define<Args extends unknown[]>(d: DiagnosticDefinition<Args>): DiagnosticDefinition<Args> {
  return d;
}

/**
 * A link target that was not found, as the messages name it: `written` is the link as written
 * (`[[Card Action]]`, `![[x.png]]`, `[…](keywords.md)`), `target` its path, `suggestion` the
 * checker's "Did you mean …? " ('' when there is none or nothing was looked up).
 */
export interface MissingTarget {
  written: string;
  target: string;
  suggestion?: string;
}

/** A heading or block id a linked note lacks: the link as written, the note, what is missing and what the note has. */
export interface MissingAnchor {
  written: string;
  /** The linked note's id and file. */
  note: string;
  file: string;
  /** `heading` or `block id`, and its text as written (`Timing`, `^rule-a`). */
  kind: 'heading' | 'block id';
  anchor: string;
  /** The note's headings or block ids (up to 8), as written. */
  have: string[];
}

const missingAnchorName = (m: MissingAnchor): string => (m.kind === 'heading' ? `heading “${m.anchor}”` : `block id ${m.anchor}`);
const missingAnchorHint = (m: MissingAnchor): string =>
  `${m.file} has ${m.kind === 'heading' ? 'headings' : 'block ids'}: ${m.have.join(', ') || 'none'}. Point the link at one of them, or add the ${m.kind} to the note.`;

export const BrokenLink = define({
  code: 'BrokenLink',
  title: 'Link to an unwritten note',
  severity: 'warning',
  message: (m: MissingTarget) => `${m.written} matches no note, alias or file: it shows as a note not written yet.`,
  hint: (m: MissingTarget) => `${m.suggestion ?? ''}Fix the name, add it to a note's \`aliases\`, or write the note.`,
});

export const BrokenAnchor = define({
  code: 'BrokenAnchor',
  title: 'Heading or block not found',
  severity: 'warning',
  message: (m: MissingAnchor) => `${m.written} points to the ${missingAnchorName(m)} of ${m.note}, which does not exist.`,
  hint: missingAnchorHint,
});

/**
 * The other files a shared name matched: the first of them in Obsidian's order (`listed`, as many
 * as the resolver lists) and how many there are in all (`total`), so that a name thousands of
 * notes share gives a message of a few lines, not one as long as the vault.
 */
export interface OtherMatches {
  listed: readonly string[];
  total: number;
}

/** `a.md, b.md and 4,990 more`: the listed files, then the count of the rest. */
const othersText = (o: OtherMatches): string =>
  o.listed.join(', ') + (o.total > o.listed.length ? ` and ${(o.total - o.listed.length).toLocaleString('en-US')} more` : '');
/** `[[a]] or [[b]]` (with `suffix` inside the brackets), then the count of the rest. */
const linkChoices = (chosen: string, o: OtherMatches, suffix: string): string =>
  [chosen, ...o.listed].map((p) => `[[${p.replace(/\.md$/i, '')}${suffix}]]`).join(' or ') +
  (o.total > o.listed.length ? ` (or one of ${(o.total - o.listed.length).toLocaleString('en-US')} more)` : '');

export const AmbiguousLink = define({
  code: 'AmbiguousLink',
  title: 'Link matches several notes',
  severity: 'warning',
  message: (target: string, chosen: string, others: OtherMatches, matched = 'files') =>
    `The link "${target}" matches several ${matched}; it goes to "${chosen}" (also matched: ${othersText(others)}).`,
  hint: (_target: string, chosen: string, others: OtherMatches, matched = 'files') =>
    matched === 'files'
      ? `Write more of the path so that only one note matches: ${linkChoices(chosen, others, '')}.`
      : `Notes share this alias, and Obsidian follows no link through an alias: link the note by its name, ${linkChoices(chosen, others, '|…')}, or give each note its own alias.`,
});

export const LinkOutsideVault = define({
  code: 'LinkOutsideVault',
  title: 'Link climbs above the vault folder',
  severity: 'info',
  message: (written: string, path: string) =>
    `${written} climbs above the vault folder with "..": as in Obsidian, it is read from the vault root and goes to ${path}.`,
  hint: 'Nothing to fix in Obsidian or on the site. Drop the "../" that climb above the root so that other Markdown readers (GitHub, an editor) find the file too.',
});

export const PageNotInVault = define({
  code: 'PageNotInVault',
  title: 'Link to a page that is not in the vault',
  severity: 'warning',
  message: (m: MissingTarget) =>
    `${m.written} links to “${m.target}”, which is not in the vault (a note not written yet, or a page of another site?).`,
  hint: (m: MissingTarget) =>
    `${m.suggestion ?? ''}Write the note at that path, link a note with [[…]], copy the page into the vault as a note, or link the full https:// address of the page.`,
});

export const MissingEmbed = define({
  code: 'MissingEmbed',
  title: 'Embedded file not found',
  severity: 'warning',
  message: (m: MissingTarget | MissingAnchor) =>
    'anchor' in m
      ? `${m.written} embeds the ${missingAnchorName(m)} of ${m.note}, which does not exist.`
      : `${m.written} embeds the ${embeddedKind(m.target)} “${m.target}”, which is not in the vault.`,
  hint: (m: MissingTarget | MissingAnchor) =>
    'anchor' in m
      ? missingAnchorHint(m)
      : embeddedKind(m.target) === 'note'
        ? `${m.suggestion ?? ''}Write the note, or fix the name.`
        : `Put the ${embeddedKind(m.target)} into the vault (Obsidian's “Default location for new attachments”), or remove the embed. Pasted images are saved outside the vault when the setting points elsewhere.`,
});

export const EmbedCycle = define({
  code: 'EmbedCycle',
  title: 'Embed cycle',
  severity: 'warning',
  message: (target: string, chain: string) =>
    `Embedding "${target}" here would embed itself again (${chain}); it is shown as a link instead.`,
  hint: 'Remove one of the `![[…]]` embeds in the cycle, or turn it into a plain `[[…]]` link.',
});

export const EmbedTooDeep = define({
  code: 'EmbedTooDeep',
  title: 'Embeds nested too deep',
  severity: 'warning',
  message: (target: string, limit: number) =>
    `The embed "${target}" is nested more than ${limit} embeds deep; it is shown as a link instead.`,
  hint: 'Flatten the chain of `![[…]]` embeds (embed the innermost note directly), or raise `maxEmbedDepth`.',
});

export const EmbedTooLarge = define({
  code: 'EmbedTooLarge',
  title: 'Page embeds too much',
  severity: 'warning',
  message: (target: string, limit: number, scope: 'page' | 'vault' = 'page') =>
    scope === 'page'
      ? `Embedding "${target}" here would take the page past ${limit} bytes of embedded content; it is shown as a link instead.`
      : `Embedding "${target}" here would take the pages of the vault together past ${limit} bytes of embedded content; it is shown as a link instead.`,
  hint: (_target: string, _limit: number, scope: 'page' | 'vault' = 'page') =>
    scope === 'page'
      ? 'Embed a section (`![[Note#Heading]]`) or a block (`![[Note#^id]]`) instead of the whole note, or link to it with `[[…]]`.'
      : 'The notes embed each other too widely (each page inlines the notes its embeds embed): embed fewer notes, or sections of them, or link to them with `[[…]]`.',
});

export const InvalidFrontmatter = define({
  code: 'InvalidFrontmatter',
  title: 'Invalid YAML frontmatter',
  severity: 'error',
  message: (reason: string) => `The frontmatter is not valid YAML: ${reason}`,
  hint: 'Fix the YAML between the `---` lines (quote values that contain `:` or start with `[`, `{`, `#`). The note is published without its frontmatter meanwhile.',
});

export const FrontmatterNotFirst = define({
  code: 'FrontmatterNotFirst',
  title: 'Frontmatter not on the first line',
  severity: 'warning',
  message: () => 'This `---` block looks like frontmatter, but blank lines come before it: it is read as text, not as properties.',
  hint: "Delete the blank lines above the first `---`: properties are read only from a `---` on the note's first line, in Obsidian as here.",
});

export const InvalidFrontmatterField = define({
  code: 'InvalidFrontmatterField',
  title: 'Frontmatter field has the wrong type',
  severity: 'warning',
  message: (field: string, expected: string) =>
    `The frontmatter field \`${field}\` should be ${expected}; the unusable values are ignored.`,
  hint: (field: string) =>
    field === 'title'
      ? 'Write `title` as text, in quotes if it looks like a number, date or other value (`title: "1234"`). The note is titled by its file name meanwhile.'
      : `Write \`${field}\` as a YAML list of strings, e.g. \`${field}: [First, Second]\`.`,
});

export const RetiredProperty = define({
  code: 'RetiredProperty',
  title: 'Property Obsidian no longer reads',
  severity: 'warning',
  message: (key: string, now: string) =>
    `The property \`${key}\` is no longer read by Obsidian (since version 1.9): it is shown as an ordinary property, and gives the note no ${now}.`,
  hint: (key: string, now: string) => `Rename \`${key}\` to \`${now}\`, written as a list: \`${now}: [First, Second]\`.`,
});

export const UnquotedPropertyLink = define({
  code: 'UnquotedPropertyLink',
  title: 'Link in a property without quotes',
  severity: 'warning',
  message: (property: string, written: string, _fix: string) =>
    `The property \`${property}\` holds ${written} without quotes: YAML reads it as a list in a list, and Obsidian shows no link. The site links it as meant.`,
  hint: (_property: string, _written: string, fix: string) => `Put the link in quotes: ${fix}`,
});

export const UnquotedPlaceholder = define({
  code: 'UnquotedPlaceholder',
  title: 'Template placeholder in a property without quotes',
  severity: 'warning',
  message: (property: string, written: string, _fix: string) =>
    `The property \`${property}\` holds ${written} without quotes: YAML reads it as a mapping in a mapping, not as text. The site shows it as written.`,
  hint: (_property: string, _written: string, fix: string) =>
    `Put the placeholder in quotes: ${fix}. Obsidian's Templates fill it in the notes made from this template, and the quotes keep this note valid.`,
});

export const YamlAliasLimit = define({
  code: 'YamlAliasLimit',
  title: 'Frontmatter aliases repeat too much',
  severity: 'warning',
  message: (property: string, limit: number) =>
    `The property \`${property}\` expands its YAML aliases (\`*name\`) past the limit of ${limit} repetitions; it is left out of the note's properties and links.`,
  hint: 'Write the values out, or repeat fewer anchors (`&name` … `*name`): values repeated so many times could take the whole memory of a build.',
});

export const InvalidEncoding = define({
  code: 'InvalidEncoding',
  title: 'Note is not UTF-8',
  severity: 'error',
  message: (count: number) => `The note is not valid UTF-8 (${count} undecodable byte sequence(s), shown as �).`,
  hint: 'Re-save the file as UTF-8 in your editor (Obsidian writes UTF-8).',
});

export const BinaryFile = define({
  code: 'BinaryFile',
  title: 'Note is a binary file',
  severity: 'error',
  message: () =>
    'The file ends in `.md` but holds binary data (NUL bytes, and it is neither UTF-8 nor UTF-16 text); it is not published as a note.',
  hint: "Rename it if it is not a note (e.g. an image saved with the wrong extension), or restore the note's text from a backup.",
});

export const NulCharacter = define({
  code: 'NulCharacter',
  title: 'NUL character in the note',
  severity: 'warning',
  message: (count: number) => `The note contains ${count} NUL character(s) (the first here); each is shown as �.`,
  hint: 'Delete the character (it is invisible in most editors: retype the line), or re-save the note as UTF-8 text.',
});

export const Utf16Note = define({
  code: 'Utf16Note',
  title: 'Note saved as UTF-16',
  severity: 'warning',
  message: (encoding: string) => `The note is saved as ${encoding.toUpperCase()}; it is read as such, but other tools expect UTF-8.`,
  hint: 'Re-save the file as UTF-8 (Obsidian writes UTF-8; in Notepad: Save as → Encoding: UTF-8).',
});

export const EmptyHeading = define({
  code: 'EmptyHeading',
  title: 'Heading without text',
  severity: 'warning',
  message: () =>
    'This heading has no text (only raw HTML, an image, or nothing); it is left out of the table of contents and cannot be linked to by name.',
  hint: 'Write the heading as text (`## Name`), or make the line a paragraph if it is not a heading.',
});

export const NoteNotParsed = define({
  code: 'NoteNotParsed',
  title: 'Note could not be parsed',
  severity: 'error',
  message: (reason: string) => `The note could not be read as Markdown (${reason}); it is published as plain text.`,
  hint: 'This is a bug in rulegraph: please report it with this note. Meanwhile, simplifying the Markdown near unusual constructs may avoid it.',
});

export const NoteTooLarge = define({
  code: 'NoteTooLarge',
  title: 'Note too large to parse',
  severity: 'warning',
  message: (bytes: number, limit: number) =>
    `The note is ${bytes} bytes, over the limit of ${limit} bytes; it is published as plain text, without links or formatting.`,
  hint: 'Split the note into smaller notes linked together, or raise `maxNoteBytes`.',
});

export const UnsafeHtml = define({
  code: 'UnsafeHtml',
  title: 'Unsafe raw HTML removed',
  severity: 'warning',
  message: (what: string) => `Raw HTML in the note contains ${what}, which is removed from the page.`,
  hint: 'Use Markdown instead of HTML; scripts, event handlers, frames and `javascript:` URLs never run on the site, and inline style keeps only colour, font, text, border, padding, size and display.',
});

export const LinkAddressRemoved = define({
  code: 'LinkAddressRemoved',
  title: 'Link address the page does not keep',
  severity: 'info',
  message: (scheme: string) => `This link's address (${scheme}:) is not kept on the page: its text is shown, not as a link.`,
  hint: "The site keeps http, https and mailto addresses (and links to the vault's notes, obsidian:// ones too). An address of an app on the editor's machine (zotero:, file:) opens nothing for a reader, and javascript: never runs: link to a web page or a note instead, or leave it as text.",
});

export const DataviewQueryNotAnswered = define({
  code: 'DataviewQueryNotAnswered',
  title: 'Dataview query shown as code',
  severity: 'info',
  message: () =>
    'This Dataview query is not one the site answers; the page shows it as code, as Obsidian shows it without the Dataview plugin.',
  hint: "The site answers LIST, TABLE and TASK queries with FROM, WHERE, SORT, LIMIT, FLATTEN and one GROUP BY, over fields, `this.field`, indexes (`x[0]`, `link.field`), comparisons, arithmetic and Dataview's functions of text, numbers and lists (`contains`, `length`, `link`, `round`, `join`, `regexreplace`…; no dates, no lambdas; editors' guide, Dataview). Rewrite it so, or leave it: Obsidian still runs it.",
});

export const QueryNotRun = define({
  code: 'QueryNotRun',
  title: 'Embedded search shown as code',
  severity: 'warning',
  message: (problem: string) =>
    `This embedded search (a \`query\` block) is not run on the site, so the page shows it as code: ${problem}.`,
  hint: 'The site runs words, "phrases", OR, -, parentheses, file:, path:, content:, tag:, line:, section:, match-case:, ignore-case:, [property], [property:value] and /patterns/ without back-references or look-around (editors\' guide, embedded search). Fix the query, or write it with these; Obsidian runs it as written either way.',
});

export const BaseNotShown = define({
  code: 'BaseNotShown',
  title: 'Obsidian base shown as written',
  severity: 'warning',
  message: (what: string, problem: string, where: string) =>
    `This ${what} is not shown as its view on the site, so the page shows ${what === 'base block' ? 'it as code' : 'a link to it'}: ${problem}${where ? ` (${where})` : ''}.`,
  hint: "The site runs table, cards and list views with filters (and, or, not), formulas, properties' display names, sort, limit and groupBy, over comparisons, && || !, arithmetic, file.name, file.path, file.folder, file.ext, file.tags, file.links, file.hasTag, file.inFolder, file.hasLink, file.hasProperty, this, if, contains, startsWith, endsWith, isEmpty, length, lower, upper, toFixed, round, slice, split, replace, filter, map, reduce, /patterns/, and Obsidian's own summaries (editors' guide, Bases). Dates and a base's own summary formulas it cannot run at build time: rewrite the view with the rest, or leave it: Obsidian shows it either way.",
});

export const MathNotTypeset = define({
  code: 'MathNotTypeset',
  title: 'Formula the site cannot typeset',
  severity: 'warning',
  message: (reason: string) => `KaTeX cannot typeset this formula, so the page shows its TeX in red: ${reason}.`,
  hint: "The site typesets math with KaTeX, Obsidian with MathJax: a few MathJax-only commands and environments (`flalign`, `\\over` with nothing before it) are not KaTeX's. Write the formula in TeX both read (`align` for `flalign`, `\\frac{a}{b}` for `a \\over b`).",
});

export const TooManyFormulas = define({
  code: 'TooManyFormulas',
  title: 'Too many formulas in one note',
  severity: 'warning',
  message: (limit: number) => `This note holds more than ${limit} formulas; from this one on, each shows as written, not typeset.`,
  hint: 'Split the note: no page needs that many formulas, and each costs the build time and the page weight.',
});

export const DuplicateBlockId = define({
  code: 'DuplicateBlockId',
  title: 'Block id used twice in a note',
  severity: 'warning',
  message: (id: string, where: string) => `The block id "^${id}" is also used ${where}.`,
  hint: 'Give every block of a note its own id, whatever their case (a link to `#^Rule-A` finds `^rule-a`): a link reaches only the first.',
});

export const SharedBlockId = define({
  code: 'SharedBlockId',
  title: 'Block id also used in other notes',
  severity: 'info',
  message: (id: string, where: string) => `The block id "^${id}" is also used ${where}.`,
  hint: 'Links name their note (`[[Note#^id]]`), so each reaches its own block. A rule an engine cites needs an id no other note uses: rename it if an engine cites it.',
});

export const OrphanBlockId = define({
  code: 'OrphanBlockId',
  title: 'Block id with no block',
  severity: 'warning',
  message: (id: string) => `The block id "^${id}" stands alone with no block before it; it is ignored.`,
  hint: 'Put ` ^id` at the end of the paragraph or list item it names, or on the line right after a table or list.',
});

/** What already has the URL a page or folder wanted (`SlugCollision`): a page of the site, another note's page, a top folder's page. */
export type UrlTaker = 'site' | 'note' | 'folder';

/** `SlugCollision`'s words for what has the URL: `other` is the note's or folder's path. */
const takerWords = (kind: UrlTaker, other: string): string =>
  kind === 'site' ? 'a page of the site itself' : kind === 'folder' ? `the page of the folder “${other}/”` : `the page of “${other}”`;

export const SlugCollision = define({
  code: 'SlugCollision',
  title: 'Two pages would have the same URL',
  severity: 'warning',
  message: (slug: string, chosen: string, folder?: string, kind?: UrlTaker, other?: string) =>
    folder === undefined
      ? `The page URL "${slug}" is ${kind === undefined ? 'already taken' : `taken by ${takerWords(kind, other ?? '')}`}; this file is published at "${chosen}".`
      : `The folder “${folder}” would be published at "${slug}/", a URL taken by ${takerWords(kind ?? 'site', other ?? '')}; its notes are published under "${chosen}/".`,
  hint: (_slug: string, _chosen: string, folder?: string, kind?: UrlTaker, _other?: string) =>
    folder !== undefined
      ? 'Rename the folder to choose its URL; links between its notes and others work either way.'
      : kind === 'note' || kind === undefined
        ? 'Rename one of the files so their names differ in more than case or punctuation.'
        : 'Rename the file to choose its URL; links to it work either way.',
});

export const InvalidCheckBlock = define({
  code: 'InvalidCheckBlock',
  title: 'Invalid check block',
  severity: 'error',
  message: (reason: string, games?: string) =>
    games === undefined ? `The \`check\` block is not valid YAML: ${reason}` : `This \`check\` block cannot be run: ${reason}`,
  hint: (_reason: string, games?: string) =>
    games === undefined
      ? 'Fix the YAML of the check block (see docs: a check block is YAML with game, unit, did, ask, expect).'
      : `Fix the fields named (games with an engine: ${games}); see “check blocks” in docs/editors-guide.md.`,
});

export const SymlinkSkipped = define({
  code: 'SymlinkSkipped',
  title: 'Symbolic link not followed',
  severity: 'warning',
  message: () => 'This path is a symbolic link; it is not read, so nothing outside the vault can leak in.',
  hint: 'Copy the file into the vault instead of linking to it.',
});

export const UnreadableFile = define({
  code: 'UnreadableFile',
  title: 'File could not be read',
  severity: 'error',
  message: (reason: string) => `The file could not be read: ${reason}`,
  hint: "Check the file's permissions.",
});

export const InvalidPath = define({
  code: 'InvalidPath',
  title: 'File path not inside the vault',
  severity: 'error',
  message: (path: string) => `The file path "${path}" is absolute or leaves the vault; the file is skipped.`,
  hint: 'Pass vault-relative POSIX paths to buildGraph.',
});

export const NoteLeftOut = define({
  code: 'NoteLeftOut',
  title: 'Note left out of the site',
  severity: 'info',
  message: (path: string) =>
    `${path} is left out of the site and of the checks (the \`ignore\` option). Obsidian shows it as a note; links to it show as notes not written yet.`,
  hint: 'Take it out of `ignore` to publish it.',
});

export const UnlinkedAsset = define({
  code: 'UnlinkedAsset',
  title: 'File no note links or embeds',
  severity: 'info',
  message: () => 'No note links or embeds this file, so the site does not publish it.',
  hint: 'Embed it (`![[name]]`) or link it (`[[name]]`) from a note to publish it; leave it so if it is private.',
});

export const DuplicateFileName = define({
  code: 'DuplicateFileName',
  title: 'Two files with the same name',
  severity: 'error',
  message: (path: string, kept: string) =>
    `The file name "${path}" is the same as "${kept}" once Unicode normalisation is applied (an accented letter written as one character or as a letter plus an accent); Obsidian treats them as one note, so this file is not published.`,
  hint: 'Merge the two files into one, or rename this one; retyping the name in Obsidian writes it in the usual form.',
});

export const DuplicateNoteName = define({
  code: 'DuplicateNoteName',
  title: 'Two notes with the same name',
  severity: 'error',
  message: (path: string, kept: string) =>
    `The note "${path}" has the same name as "${kept}" (the names differ only in the case of ".md"): a link cannot tell them apart, so this file is not published.`,
  hint: 'Merge the two notes into one, or rename this one.',
});

export const UnlinkableName = define({
  code: 'UnlinkableName',
  title: 'File name a link cannot reach',
  severity: 'warning',
  message: (path: string, characters: string) =>
    `The path "${path}" holds ${characters}, which Obsidian cannot put in a link: a [[…]] to it stops there or reads the rest as a heading, block or display text.${/\.md$/i.test(path) ? ' The note is still published.' : ''}`,
  hint: 'Rename the file (or folder) without # ^ [ ] |; Obsidian updates the links to it when you rename it there.',
});

export const NestingTooDeep = define({
  code: 'NestingTooDeep',
  title: 'Nesting too deep',
  severity: 'warning',
  message: (limit: number, inNote = false) =>
    inNote
      ? `This note's lists, block quotes, paragraphs and table rows take more than ${limit} levels and blocks in all; from this line on the rest of the note is published as written, in one code block.`
      : `Block quotes, lists, emphasis markers, brackets or HTML elements here go more than ${limit} levels deep; the excess is published as plain text (HTML from here on as written).`,
  hint: 'Use fewer nested `>` quotes or list levels, fewer `*`, `_` or `[` in a row, and fewer HTML elements inside each other (no reader needs more than a few); split a very long list or table into several notes.',
});

export const InvalidCanvas = define({
  code: 'InvalidCanvas',
  title: 'Canvas not readable',
  severity: 'warning',
  message: (what: string) => `This canvas cannot be drawn as written: ${what}.`,
  hint: 'Open the canvas in Obsidian and save it again (Obsidian writes it as JSON Canvas), or fix the JSON at this place.',
});

export const MarkupTooDense = define({
  code: 'MarkupTooDense',
  title: 'Too much inline markup in one note',
  severity: 'warning',
  message: (limit: number, inCanvas = false) =>
    inCanvas
      ? `This canvas's cards hold more links, embeds, emphasis and other inline markup than ${limit} units allow in all (a wikilink is one, a Markdown link two), or more blocks than a note may; from this card on, each card is shown as written, as code.`
      : `This note holds more links, embeds, emphasis and other inline markup than ${limit} units allow (a wikilink is one, a Markdown link two); from this point on the rest of the note is published as written, in one code block.`,
  hint: 'Split the note into several: no page needs that many links or emphasised words, and each costs the build time and memory.',
});

// Codes the checker reports (`src/checker/`): what only the whole vault, the engines or the
// recorded reviews can tell. Same catalogue, same shape.

export const AmbiguousLinkSettled = define({
  code: 'AmbiguousLinkSettled',
  title: "Shared name Obsidian's order settles",
  severity: 'info',
  message: (target: string, chosen: string, others: OtherMatches, why: string) =>
    `The link "${target}" matches several files; it goes to "${chosen}", as in Obsidian (${why}; also matched: ${othersText(others)}).`,
  hint: 'Nothing to fix. To point at another of them, write more of its path (`[[folder/Name]]`).',
});

export const LinkViaAlias = define({
  code: 'LinkViaAlias',
  title: 'Link that resolves only through an alias',
  severity: 'info',
  message: (link: string, target: string, alias: string, _raw: string) =>
    `${link} names no file: this site follows it to ${target} through its alias “${alias}”, but Obsidian shows it as unresolved (it never resolves a link through an alias).`,
  hint: (_link: string, target: string, _alias: string, raw: string) =>
    `Write [[${target}|${raw}]] so that Obsidian and the site both reach the note.`,
});

export const OrphanNote = define({
  code: 'OrphanNote',
  title: 'Note nothing links to',
  severity: 'info',
  message: (note: string, _link: string) => `No other note links to ${note}: readers reach it only from the glossary or search.`,
  hint: (_note: string, link: string) => `Link it from a related note with [[${link}]], or ignore this if it is an entry page.`,
});

export const AmbiguousCitedBlock = define({
  code: 'AmbiguousCitedBlock',
  title: 'Engine cites a block id several notes use',
  severity: 'warning',
  message: (id: string, where: string) => `Engine rules cite ^${id}, which is also used ${where}; citations and reviews read this one.`,
  hint: (id: string) => `Rename ^${id} in the notes that do not state the engine's rule.`,
});

export const MissingCitedBlock = define({
  code: 'MissingCitedBlock',
  title: 'Engine cites a block id the vault lacks',
  severity: 'error',
  message: (engine: string, folder: string, rule: string, title: string, id: string) =>
    `The ${engine} engine rule ${rule} (“${title}”) cites ^${id}, which no note in the vault has.`,
  hint: (_engine: string, folder: string, _rule: string, _title: string, id: string) =>
    `Add \` ^${id}\` at the end of the paragraph or list item in ${folder}/ that states the rule, or fix the rule id in the engine's reason catalogue.`,
});

export const UncitedRuleBlock = define({
  code: 'UncitedRuleBlock',
  title: 'Rule block no engine rule cites',
  severity: 'warning',
  message: (id: string, engine: string, _folder: string, _tag: string) => `Rule block ^${id} is cited by no ${engine} engine rule.`,
  hint: (id: string, _engine: string, folder: string, tag: string) =>
    `Implement the rule in src/engine/${folder}/ with a reason citing '${id}', or, if the note only explains, add \`tags: [${tag}]\` to its frontmatter.`,
});

export const CheckBlockMismatch = define({
  code: 'CheckBlockMismatch',
  title: 'Check block the engine disagrees with',
  severity: 'error',
  message: (m: { engine: string; answer: string; want: string; rule: string | null; sameAnswer: boolean }, _reasons: string) =>
    m.sameAnswer
      ? `The ${m.engine} engine answers ${m.answer} as expected, but not because of ^${m.rule}.`
      : `The ${m.engine} engine answers ${m.answer}; this example expects ${m.want}${m.rule ? ` by ^${m.rule}` : ''}.`,
  hint: (_m: unknown, reasons: string) =>
    `The engine's reasons: ${reasons}. If the example is right, the engine needs fixing; otherwise fix \`expect\`.`,
});

export const RuleDrift = define({
  code: 'RuleDrift',
  title: 'Rule text changed since the engine was reviewed',
  severity: 'error',
  message: (id: string, rules: string, _command: string) =>
    `The text of ^${id} changed since the engine rules citing it (${rules}) were reviewed.`,
  hint: (_id: string, rules: string, command: string) =>
    `Review ${rules} against the new text (fix the engine, or the text); then record the review: ${command}`,
});

export const UnreviewedRule = define({
  code: 'UnreviewedRule',
  title: 'Cited rule block never reviewed',
  severity: 'warning',
  /** `added`: the rules citing it since its last review; empty when it was never reviewed. */
  message: (id: string, rules: string, added: readonly string[], _command: string, _count: number) =>
    added.length
      ? `Block ^${id} is now also cited by ${added.join(', ')}, which was not part of its last review.`
      : `Block ^${id}, cited by ${rules}, has no recorded review.`,
  hint: (_id: string, _rules: string, added: readonly string[], command: string, count: number) =>
    added.length
      ? `Check ${added.join(', ')} against the text, then record it: ${command}`
      : `Check that the engine rule${count > 1 ? 's implement' : ' implements'} the text, then record it: ${command}`,
});

/** Every definition, by code (for docs and tests). */
export const DIAGNOSTICS = {
  BrokenLink,
  PageNotInVault,
  BrokenAnchor,
  AmbiguousLink,
  LinkOutsideVault,
  MissingEmbed,
  EmbedCycle,
  EmbedTooDeep,
  EmbedTooLarge,
  InvalidFrontmatter,
  InvalidFrontmatterField,
  RetiredProperty,
  FrontmatterNotFirst,
  UnquotedPropertyLink,
  UnquotedPlaceholder,
  YamlAliasLimit,
  InvalidEncoding,
  BinaryFile,
  NoteTooLarge,
  UnsafeHtml,
  DataviewQueryNotAnswered,
  QueryNotRun,
  BaseNotShown,
  LinkAddressRemoved,
  MathNotTypeset,
  TooManyFormulas,
  DuplicateBlockId,
  SharedBlockId,
  OrphanBlockId,
  SlugCollision,
  InvalidCheckBlock,
  SymlinkSkipped,
  UnreadableFile,
  InvalidPath,
  NoteLeftOut,
  UnlinkedAsset,
  DuplicateFileName,
  DuplicateNoteName,
  UnlinkableName,
  NestingTooDeep,
  MarkupTooDense,
  InvalidCanvas,
  NulCharacter,
  Utf16Note,
  NoteNotParsed,
  EmptyHeading,
  AmbiguousLinkSettled,
  LinkViaAlias,
  OrphanNote,
  MissingCitedBlock,
  AmbiguousCitedBlock,
  UncitedRuleBlock,
  CheckBlockMismatch,
  RuleDrift,
  UnreviewedRule,
} as const;

/** A code of the catalogue. */
export type DiagnosticCode = keyof typeof DIAGNOSTICS;

/** Where a diagnostic points: a vault-relative file and a 1-based line and column. */
export interface DiagnosticLocation {
  file: string;
  line: number;
  column: number;
}

/** Makes a `Diagnostic` from a catalogue entry, a location and the entry's message arguments. */
export function diagnose<Args extends unknown[]>(
  definition: DiagnosticDefinition<Args>,
  at: DiagnosticLocation,
  ...args: Args
): Diagnostic {
  return {
    code: definition.code,
    severity: definition.severity,
    file: at.file,
    line: Math.max(1, at.line),
    column: Math.max(1, at.column),
    message: definition.message(...args),
    hint: typeof definition.hint === 'function' ? definition.hint(...args) : definition.hint,
  };
}

const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The order of diagnostics in a graph: file, line, column, code, then message and hint (total). */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    order(a.file, b.file) ||
    a.line - b.line ||
    a.column - b.column ||
    order(a.code, b.code) ||
    order(a.message, b.message) ||
    order(a.hint, b.hint)
  );
}

/**
 * A one-line, editor-clickable rendering: `file:line:column Code message Hint: hint`, with
 * control characters from the vault's text removed (safe to print on a terminal). `file`: the
 * path to print (default the vault-relative one; the build prints it relative to the working
 * folder). The severity is left to the printer (the build's log level, the checker's column).
 */
export function formatDiagnostic(d: Diagnostic, file: string = d.file): string {
  const hint = d.hint ? ` Hint: ${d.hint}` : '';
  return terminalSafe(`${file}:${d.line}:${d.column} ${d.code} ${d.message}${hint}`);
}
