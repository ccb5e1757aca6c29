/**
 * The vault state: every vault question (which files are notes, the URL of each note and asset,
 * link resolution, edges, backlinks, unwritten targets, block-id owners, embed cycles and depth,
 * diagnostics) answered once, incrementally. The build (`buildGraph`: one `update` with every file,
 * then render), the one-shot `check` and `check --watch` are all clients of it.
 *
 * What an `update` redoes:
 * - the changed notes are read again and their links resolved;
 * - when a note path, asset path or alias appears or disappears ("names"), the resolver is rebuilt
 *   and only the links whose target's name (folded, `.md` dropped) is one of those names are
 *   resolved again;
 * - when a note's headings or block ids change, the links into it are resolved again;
 * - block ids are checked per changed id; slugs are assigned again only when paths change;
 * - embeds are expanded again (cycles, depth, size) when an embed or a note taking part changed.
 * Diagnostics are kept per file and slot (what produced them), so a change costs O(changed files)
 * plus the vault-wide steps named above.
 */
import { pushAll } from './arrays.ts';
import { unlinkedAssetDiagnostics } from './asset-publish.ts';
import { BlockOwners, blockKey } from './block-owners.ts';
import { BaseNotShown, compareDiagnostics, diagnose, DuplicateNoteName, InvalidPath, NoteLeftOut, UnlinkableName } from './diagnostics.ts';
import { baseProblem, baseViewName } from './bases-parse.ts';
import { edgeAnchor, resolveLink, unresolvedKey, type LinkContext } from './links.ts';
import type { NoteRecord, ResolvedLink } from './model.ts';
import { DEFAULT_MAX_NOTE_BYTES, readNote, readNoteLean } from './notes.ts';
import { isBasePath, isNotePath, nameKey as norm } from './note-path.ts';
import {
  acceptFiles,
  assignAssetUrls,
  assignPageSlugs,
  canonicalPath,
  DEFAULT_IGNORE,
  DEFAULT_ROUTES,
  isIgnored,
  unlinkableCharacters,
} from './pages.ts';
import type { PreparsedNotes } from './parse-pool.ts';
import { embedDiagnostics, normaliseBase } from './render-context.ts';
import { readsVault } from './page-reads.ts';
import { SlotStore } from './diagnostic-slots.ts';
import { clampPath, createResolver, type Resolver } from './resolve.ts';
import type { RawLink } from './extract.ts';
import { unwrittenAnchors } from './slug.ts';
import {
  GRAPH_SCHEMA_VERSION,
  type Diagnostic,
  type NoteBlock,
  type UnresolvedTarget,
  type VaultAsset,
  type VaultEdge,
  type VaultFile,
  type VaultGraph,
  type VaultNote,
  type VaultOptions,
} from './types.ts';

/** URL paths the site serves outside the vault (the rule checker's pages, `/check/{game}/?…`). */
export const DEFAULT_SITE_LINKS = ['/check/'];

/**
 * `true` when a Markdown link points at a page the site serves outside the vault
 * (`[Can Vader attack again?](/check/legion/?v=1&…)`): such a link is neither a note link nor a
 * broken one, so it makes no edge and no diagnostic; it is written with {@link siteLinkUrl}.
 */
function keepSiteLink(link: { syntax: string; kind: string; url: string | null }, siteLinks: readonly string[]): boolean {
  if (link.syntax !== 'markdown' || link.kind !== 'link') return false;
  const url = link.url ?? '';
  const path = url.replace(/[?#].*$/, '');
  return siteLinks.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
}

/** The URL a site link (see {@link keepSiteLink}, a root-relative `/check/…`) is written with under `base`. */
function siteLinkUrl(link: { url: string | null }, base: string): string {
  return `${base}${(link.url ?? '/').slice(1)}`;
}

/** The graph edge of `link` (resolved, from note `source`) to note id `target` (or `null`). */
function edgeOf(source: string, link: ResolvedLink, target: string | null): VaultEdge {
  return {
    source,
    target,
    ...(link.asset ? { asset: link.asset.path } : {}),
    raw: link.path,
    kind: link.kind,
    syntax: link.syntax,
    anchor: edgeAnchor(link),
    position: link.position,
    resolved: target !== null || link.asset !== null,
    ...(link.property === undefined ? {} : { property: link.property }),
  };
}

/** What one {@link VaultState.update} changed: enough for a client to redo its own per-note work. */
export interface VaultChange {
  /** Vault diagnostics that appeared and went away (a new hint alone is no change). */
  added: Diagnostic[];
  removed: Diagnostic[];
  /** Files whose vault diagnostics may have changed (read them with `fileDiagnostics`). */
  files: string[];
  /** Note paths added, edited (new bytes) and removed (deleted, or turned binary). */
  notesAdded: string[];
  notesEdited: string[];
  notesRemoved: string[];
  /** Note paths whose links were resolved again (added and edited notes among them). */
  relinked: string[];
  /** Note ids whose inbound links may have changed (backlinks). */
  targets: string[];
  /** `true` when a note or asset path appeared or went away (note list, slugs, indexes). */
  pathsChanged: boolean;
  /** `true` when a file name or alias appeared or went away (names links can find). */
  namesChanged: boolean;
  /** Notes whose names (file name or aliases) changed, as they were and as they are now. */
  namesBefore: VaultNote[];
  namesAfter: VaultNote[];
  /** Spellings of unwritten link targets that appeared or went away. */
  unwritten: string[];
  /** Block ids (as written) whose places changed. */
  blockIds: string[];
}

/** The incremental vault: see the module doc and {@link createVaultState}. */
export interface VaultState {
  readonly options: VaultOptions;
  /**
   * Takes every file of the vault now (by path as given; non-`.md` files are assets, bytes may be
   * empty) and the paths that changed since the last call (all of them on the first), and brings
   * the state up to date. `preparsed`: notes read ahead (worker threads), by `file.bytes`.
   */
  update(files: ReadonlyMap<string, VaultFile>, changed: Iterable<string>, preparsed?: PreparsedNotes): VaultChange;
  /** The graph without HTML (every `note.html` as it is on the records), diagnostics sorted. O(vault). */
  graph(): VaultGraph;
  /** Every vault diagnostic, unsorted. */
  diagnostics(): Diagnostic[];
  /** The vault diagnostics of one file, unsorted. */
  fileDiagnostics(file: string): Diagnostic[];
  /** The notes, in path order (the same objects as the records'; the list is replaced when paths change). */
  notes(): readonly VaultNote[];
  /** Number of assets (non-note files). */
  assetCount(): number;
  /** The edges of the note at `path` (canonical), in link order. */
  edgesOf(path: string): readonly VaultEdge[];
  /** Number of other notes that link to or embed note `id`. */
  backlinkCount(id: string): number;
  /** The spellings of the unwritten link targets (the first in vault order per target). */
  unwrittenTargets(): Iterable<string>;
  /** Every block carrying id `id` (exactly as written), in path order. */
  blockPlaces(id: string): Array<{ note: VaultNote; block: NoteBlock }>;
  /** The note records in path order, links resolved (`link.unwritten` named by the target's first
   * spelling, with the target's own anchor), for rendering. */
  records(): NoteRecord[];
  /** The size in bytes of the note file at `path`. */
  noteBytes(path: string): number;
}

interface NoteState {
  record: NoteRecord;
  bytes: Uint8Array;
  /** The note's links, without site links. */
  raw: RawLink[];
  edges: VaultEdge[];
  /** Name keys of its link targets (see {@link nameKeys}); `null` until the first incremental update needs them. */
  keys: Set<string> | null;
  /** Unresolved key → this note's first spelling and places. */
  unwritten: Map<string, { raw: string; from: UnresolvedTarget['from'] }>;
  /** Note ids it links or embeds, other than itself, with how many links. */
  targets: Map<string, number>;
}

/** A note parsed by an earlier build: reused while its bytes are the same (`VaultOptions.noteCache`). */
interface CachedNote {
  bytes: Uint8Array;
  record: NoteRecord;
  diagnostics: Diagnostic[];
}

const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const stripMd = (s: string): string => s.replace(/\.md$/, '');
const noteId = (path: string): string => path.replace(/\.md$/i, '');
const isMarkdown = (path: string): boolean => /\.md$/i.test(path);
const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
const dirname = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Keys under which a file or alias can be found by a link (coarser than the resolver: never misses). */
function fileNameKeys(path: string, isNote: boolean): string[] {
  const name = lastSegment(path).normalize('NFC').toLowerCase();
  return isNote ? [norm(stripMd(name))] : [norm(name)];
}

/**
 * Keys a link target written `target` in note `fromPath` is looked up under, from the path the
 * resolver reads (a `..` above the vault root stays at the root, `clampPath`); none when it cannot
 * name a file.
 */
function nameKeys(target: string, fromPath: string): string[] {
  const raw = target.normalize('NFC').trim();
  if (raw === '') return [];
  const path = raw.startsWith('./') || raw.startsWith('../') ? clampPath(`${dirname(fromPath)}/${raw}`) : clampPath(raw);
  if (path === '') return [];
  const name = lastSegment(path).toLowerCase();
  return [norm(name), norm(stripMd(name))];
}

/** Puts `member` in the set `sets` holds at `key` (made when missing) when `present`, else takes it out (and the set, once empty). */
function setMember<K, V>(sets: Map<K, Set<V>>, key: K, member: V, present: boolean): void {
  let set = sets.get(key);
  if (present) {
    if (!set) sets.set(key, (set = new Set()));
    set.add(member);
  } else if (set) {
    set.delete(member);
    if (!set.size) sets.delete(key);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function sameAnchors(a: VaultNote, b: VaultNote): boolean {
  return (
    sameList(
      a.headings.map((h) => `${h.id}\0${h.text}\0${h.linkText ?? ''}`),
      b.headings.map((h) => `${h.id}\0${h.text}\0${h.linkText ?? ''}`),
    ) &&
    sameList(
      a.blocks.map((x) => `${x.id}\0${x.anchor}\0${x.line}`),
      b.blocks.map((x) => `${x.id}\0${x.anchor}\0${x.line}`),
    )
  );
}

/**
 * A new, empty vault state for `options` (those of `buildGraph`; `noteCache`, `cacheDir`,
 * `parseThreads`, `onLinksResolved` and `adjustHtml` are for the build and `loadVault`). Notes are
 * kept without their syntax tree unless `options.html` is `true` (the default). Embed diagnostics
 * (`EmbedCycle`, `EmbedTooDeep`, `EmbedTooLarge`) are found here only when `options.html` is
 * `'diagnostics'`; with HTML they are found while rendering. Never throws on vault content.
 */
export function createVaultState(options: VaultOptions = {}): VaultState {
  const ignore = options.ignore ?? DEFAULT_IGNORE;
  const routes = options.routes ?? DEFAULT_ROUTES;
  const siteLinks = options.siteLinks ?? DEFAULT_SITE_LINKS;
  const base = normaliseBase(options.base);
  const maxBytes = options.maxNoteBytes ?? DEFAULT_MAX_NOTE_BYTES;
  const rendering = options.html === undefined || options.html === true;
  const cache = options.noteCache as Map<string, CachedNote> | undefined;

  const notes = new Map<string, NoteState>();
  let order_: string[] = [];
  let records: NoteRecord[] = [];
  let noteList: VaultNote[] = [];
  const assets = new Set<string>();
  /** The bytes of each base (`.base` file): what its embeds show, so an edit of one is a change. */
  const baseFiles = new Map<string, Uint8Array>();
  let resolver: Resolver = createResolver([]);
  let recordsByPath = new Map<string, NoteRecord>();
  let assetsByPath = new Map<string, VaultAsset>();
  /** Name key → notes with a link under it: built when an update first needs it (never in a one-shot build). */
  let linksByKey: Map<string, Set<string>> | null = null;
  /** Target id → source id → number of links. */
  const inbound = new Map<string, Map<string, number>>();
  /** Unresolved key → notes linking it; and its first spelling in vault order. */
  const unwrittenNotes = new Map<string, Set<string>>();
  const unwrittenRaw = new Map<string, string>();
  /** The notes carrying each block id. */
  const blockOwners = new BlockOwners((path) => notes.get(path)!.record.note);
  const withEmbeds = new Set<string>();
  /** `.md` files that hold binary data: reported (`BinaryFile`), not notes. */
  const binaries = new Set<string>();
  /** Ids of the notes some note embeds. */
  let embedded = new Set<string>();
  /** Canonical path → the paths (as given) of the files with that name. */
  const spellings = new Map<string, Set<string>>();
  /**
   * Note id → the canonical paths of the `.md` files present with that id (`Move.md`, `Move.MD`):
   * one note id, so the first path (code units) is the note and the others are reported.
   */
  const idPaths = new Map<string, Set<string>>();
  const store = new SlotStore();
  /** Note id → path. */
  const pathById = new Map<string, string>();

  const embedsOf = (p: string): string =>
    (notes.get(p)?.edges ?? [])
      .filter((e) => e.kind === 'embed' && e.target)
      .map((e) => `${e.target}\0${e.position.line}\0${e.position.column}`)
      .join('\n');

  function read(file: VaultFile, parse: Diagnostic[], preparsed?: PreparsedNotes): NoteRecord {
    const hit = cache?.get(file.path);
    if (hit && sameBytes(hit.bytes, file.bytes)) {
      hit.record.links = [];
      hit.record.note.html = '';
      pushAll(parse, hit.diagnostics);
      return hit.record;
    }
    const pre = preparsed?.get(file.bytes);
    const record = rendering ? readNote(file, 0, maxBytes, parse, pre) : readNoteLean(file, 0, maxBytes, parse, pre);
    if (!record.binary) cache?.set(file.path, { bytes: file.bytes, record, diagnostics: [...parse] });
    return record;
  }

  function retractLinks(path: string, state: NoteState, touchedTargets: Set<string>, touchedUnwritten: Set<string>): void {
    const id = state.record.note.id;
    if (linksByKey && state.keys) for (const key of state.keys) linksByKey.get(key)?.delete(path);
    for (const target of state.targets.keys()) {
      const from = inbound.get(target);
      from?.delete(id);
      if (from && !from.size) inbound.delete(target);
      touchedTargets.add(target);
    }
    for (const key of state.unwritten.keys()) {
      unwrittenNotes.get(key)?.delete(path);
      touchedUnwritten.add(key);
    }
    state.keys = null;
    state.targets = new Map();
    state.unwritten = new Map();
    state.edges = [];
  }

  function resolveNote(path: string, touchedTargets: Set<string>, touchedUnwritten: Set<string>): void {
    const state = notes.get(path)!;
    const record = state.record;
    const id = record.note.id;
    const ctx: LinkContext = { resolver, notesByPath: recordsByPath, assetsByPath, unwrittenRaw: new Map(), diagnostics: [] };
    record.links = state.raw.map((raw) => resolveLink(ctx, record, raw));
    store.set('links', path, ctx.diagnostics);
    for (const link of record.links) {
      const target = link.targetNote === null ? null : records[link.targetNote]!.note.id;
      state.edges.push(edgeOf(id, link, target));
      if (target !== null && target !== id) state.targets.set(target, (state.targets.get(target) ?? 0) + 1);
      if (link.unwritten) {
        const key = unresolvedKey(link.unwritten.raw);
        const entry = state.unwritten.get(key) ?? { raw: link.unwritten.raw, from: [] };
        entry.from.push({ note: id, ...link.position });
        state.unwritten.set(key, entry);
      }
    }
    if (linksByKey) indexKeys(path, state, linksByKey);
    for (const [target, count] of state.targets) {
      let from = inbound.get(target);
      if (!from) inbound.set(target, (from = new Map()));
      from.set(id, count);
      touchedTargets.add(target);
    }
    for (const key of state.unwritten.keys()) {
      let set = unwrittenNotes.get(key);
      if (!set) unwrittenNotes.set(key, (set = new Set()));
      set.add(path);
      touchedUnwritten.add(key);
    }
  }

  /** Adds the name keys of the links of the note at `path` to `index`. */
  function indexKeys(path: string, state: NoteState, index: Map<string, Set<string>>): void {
    state.keys = new Set();
    for (const edge of state.edges) for (const key of nameKeys(edge.raw, path)) state.keys.add(key);
    for (const key of state.keys) {
      const set = index.get(key);
      if (set) set.add(path);
      else index.set(key, new Set([path]));
    }
  }

  /** Adds the blocks of the notes at `changed` to their owners and checks the ids in `ids` again. */
  function updateBlocks(changed: readonly string[], ids: Set<string>): void {
    for (const path of changed) blockOwners.add(path, notes.get(path)!.record.note);
    for (const key of new Set([...ids].map(blockKey))) store.setGroup(`block:${key}`, blockOwners.shared(key));
  }

  function update(files: ReadonlyMap<string, VaultFile>, changed: Iterable<string>, preparsed?: PreparsedNotes): VaultChange {
    const edited: string[] = [];
    const added: string[] = [];
    const deleted: string[] = [];
    let pathsChanged = false;
    /** A base (`.base` file) appeared, went away or was edited. */
    let basesChanged = false;
    const nameKeysChanged = new Set<string>();
    const anchorsChanged = new Set<string>(); // note ids
    const blockIds = new Set<string>();
    const fresh = new Map<string, { record: NoteRecord; raw: RawLink[]; bytes: Uint8Array }>();
    const namesBefore: VaultNote[] = [];
    const namesAfter: VaultNote[] = [];

    // Files are kept under their canonical path (`acceptFiles`): of two spellings of one name,
    // the smallest is read and the other reported.
    const canonicalChanged = new Set<string>();
    for (const given of new Set(changed)) {
      const path = canonicalPath(given);
      if (path === null) {
        const present = files.has(given);
        store.set('invalid', given, present ? [diagnose(InvalidPath, { file: given, line: 1, column: 1 }, given)] : []);
        continue;
      }
      if (isIgnored(path, ignore)) {
        // Not silently: a note left out is said so (a file of another kind is not a page anyway).
        const note = files.has(given) && isNotePath(path);
        store.set('left-out', given, note ? [diagnose(NoteLeftOut, { file: given, line: 1, column: 1 }, given)] : []);
        continue;
      }
      setMember(spellings, path, given, files.has(given));
      canonicalChanged.add(path);
      if (isMarkdown(path)) setMember(idPaths, noteId(path), path, spellings.has(path));
    }
    // A note path that appeared or went away may hand its id to another file, or take it.
    for (const path of [...canonicalChanged])
      if (isMarkdown(path)) for (const p of idPaths.get(noteId(path)) ?? []) canonicalChanged.add(p);
    /** The path holding note id `noteId(path)`: the first of the `.md` files with it. */
    const idHolder = (path: string): string => {
      let first = path;
      for (const p of idPaths.get(noteId(path)) ?? []) if (p < first) first = p;
      return first;
    };
    const fileAt = (path: string): VaultFile | undefined => {
      const given = [...(spellings.get(path) ?? [])];
      if (given.length === 1) {
        const file = files.get(given[0]!)!;
        store.setGroup(`name:${path}`, []);
        return given[0] === path ? file : { path, bytes: file.bytes };
      }
      const { accepted, diagnostics } = acceptFiles(
        given.map((p) => ({ path: p, bytes: files.get(p)!.bytes })),
        [],
      );
      store.setGroup(`name:${path}`, diagnostics);
      return accepted[0];
    };
    for (const path of [...canonicalChanged].sort(order)) {
      let file = fileAt(path);
      const unlinkable = file ? unlinkableCharacters(path) : null;
      store.set('unlinkable', path, unlinkable ? [diagnose(UnlinkableName, { file: path, line: 1, column: 1 }, path, unlinkable)] : []);
      const holder = file && isMarkdown(path) ? idHolder(path) : path;
      store.set('note-name', path, holder === path ? [] : [diagnose(DuplicateNoteName, { file: path, line: 1, column: 1 }, path, holder)]);
      if (holder !== path) file = undefined; // not a note: as if absent
      if (!isNotePath(path)) {
        if (isBasePath(path)) {
          const before = baseFiles.get(path);
          if (file) baseFiles.set(path, file.bytes);
          else baseFiles.delete(path);
          if (before === undefined ? file !== undefined : !file || !sameBytes(before, file.bytes)) basesChanged = true;
        }
        if (file && !assets.has(path)) assets.add(path);
        else if (!file && assets.has(path)) assets.delete(path);
        else continue;
        pathsChanged = true;
        for (const k of fileNameKeys(path, false)) nameKeysChanged.add(k);
        continue;
      }
      const old = notes.get(path);
      if (binaries.has(path) && (!file || !old)) {
        binaries.delete(path);
        store.set('parse', path, []);
      }
      const dropNote = (note: VaultNote): void => {
        deleted.push(path);
        pathsChanged = true;
        for (const k of fileNameKeys(path, true)) nameKeysChanged.add(k);
        for (const a of note.aliases) nameKeysChanged.add(norm(a));
        anchorsChanged.add(note.id);
        for (const b of note.blocks) blockIds.add(b.id);
        blockOwners.drop(path, note);
        namesBefore.push(note);
      };
      if (!file) {
        if (old) dropNote(old.record.note);
        continue;
      }
      if (old && sameBytes(old.bytes, file.bytes)) continue;
      const parse: Diagnostic[] = [];
      const record = read(file, parse, preparsed);
      store.set('parse', path, parse);
      if (record.binary) {
        // Reported, and not a note: a note that turns binary goes away as if deleted.
        binaries.add(path);
        if (old) dropNote(old.record.note);
        continue;
      }
      record.siteLinks = [];
      const raw = siteLinks.length
        ? record.facts.links.filter((link) => {
            if (!keepSiteLink(link, siteLinks)) return true;
            record.siteLinks.push({ ordinal: link.ordinal, url: siteLinkUrl(link, base) });
            return false;
          })
        : record.facts.links;
      fresh.set(path, { record, raw, bytes: file.bytes });
      for (const b of record.note.blocks) blockIds.add(b.id);
      if (!old) {
        added.push(path);
        pathsChanged = true;
        for (const k of fileNameKeys(path, true)) nameKeysChanged.add(k);
        for (const a of record.note.aliases) nameKeysChanged.add(norm(a));
        namesAfter.push(record.note);
        continue;
      }
      edited.push(path);
      const before = old.record.note;
      if (!sameList(before.aliases, record.note.aliases)) {
        for (const a of [...before.aliases, ...record.note.aliases]) nameKeysChanged.add(norm(a));
        namesBefore.push(before);
        namesAfter.push(record.note);
      }
      if (!sameAnchors(before, record.note)) anchorsChanged.add(before.id);
      for (const b of before.blocks) blockIds.add(b.id);
      blockOwners.drop(path, before);
    }
    const namesChanged = nameKeysChanged.size > 0;

    // Retract what deleted and re-read notes contributed.
    const relink = new Set<string>([...edited, ...added]);
    if (nameKeysChanged.size && notes.size) {
      if (!linksByKey) {
        const index = new Map<string, Set<string>>();
        for (const [path, state] of notes) indexKeys(path, state, index);
        linksByKey = index;
      }
      for (const key of nameKeysChanged) for (const source of linksByKey.get(key) ?? []) relink.add(source);
    }
    for (const id of anchorsChanged) for (const source of inbound.get(id)?.keys() ?? []) relink.add(pathById.get(source)!);
    for (const path of deleted) relink.delete(path);
    const touchedTargets = new Set<string>();
    const touchedUnwritten = new Set<string>();
    const embedsBefore = new Map<string, string>();
    for (const path of relink) embedsBefore.set(path, embedsOf(path));
    for (const path of [...deleted, ...relink]) {
      const state = notes.get(path);
      if (state) retractLinks(path, state, touchedTargets, touchedUnwritten);
    }
    for (const path of deleted) {
      notes.delete(path);
      pathById.delete(noteId(path));
      store.set('links', path, []);
      store.set('slug', path, []);
      if (!binaries.has(path)) store.set('parse', path, []);
    }
    for (const [path, { record, raw, bytes }] of fresh) {
      const old = notes.get(path);
      if (old) {
        record.note.slug = old.record.note.slug;
        record.index = old.record.index;
        old.record = record;
        old.bytes = bytes;
        old.raw = raw;
      } else {
        notes.set(path, { record, bytes, raw, edges: [], keys: null, unwritten: new Map(), targets: new Map() });
        pathById.set(record.note.id, path);
      }
    }

    // Indexes over the note list.
    if (pathsChanged) {
      order_ = [...notes.keys()].sort(order);
      records = order_.map((p, i) => {
        const record = notes.get(p)!.record;
        record.index = i;
        return record;
      });
      recordsByPath = new Map(records.map((r) => [r.note.path, r]));
      assetsByPath = new Map([...assets].sort(order).map((p) => [p, { path: p, url: '' }]));
      const urls = assignAssetUrls([...assetsByPath.keys()]);
      for (const asset of assetsByPath.values()) asset.url = urls.get(asset.path)!;
      const pages = assignPageSlugs(order_, [...order_, ...assets, ...binaries], routes);
      const collisions = new Map(pages.diagnostics.map((d) => [d.file, d]));
      for (const record of records) {
        record.note.slug = pages.slugs.get(record.note.path)!;
        const collision = collisions.get(record.note.path);
        store.set('slug', record.note.path, collision ? [collision] : []);
      }
      noteList = records.map((r) => r.note);
    } else {
      for (const path of edited) {
        const record = notes.get(path)!.record;
        records[record.index] = record;
        recordsByPath.set(path, record);
        noteList[record.index] = record.note;
      }
    }
    if (namesChanged) {
      resolver = createResolver([
        ...records.map((r) => ({ path: r.note.path, isNote: true, aliases: r.note.aliases })),
        ...[...assetsByPath.keys()].map((path) => ({ path, isNote: false })),
      ]);
    }

    // Resolve the links that may resolve differently now, in path order.
    const relinked = [...relink].sort(order);
    for (const path of relinked) resolveNote(path, touchedTargets, touchedUnwritten);
    // Notes moved in the list: links keep their target note (by id) under its new index.
    if (pathsChanged && relinked.length < records.length) {
      const indexById = new Map(records.map((r) => [r.note.id, r.index]));
      for (const record of records) {
        const edges = notes.get(record.note.path)!.edges;
        record.links.forEach((link, i) => {
          const target = edges[i]?.target ?? null;
          link.targetNote = target === null ? null : (indexById.get(target) ?? null);
        });
      }
    }

    // Unwritten targets: first spelling in vault order.
    const unwrittenChanged: string[] = [];
    for (const key of touchedUnwritten) {
      const before = unwrittenRaw.get(key);
      const paths = unwrittenNotes.get(key);
      let now: string | undefined;
      if (paths?.size) {
        let first: string | undefined;
        for (const p of paths) if (first === undefined || p < first) first = p;
        now = notes.get(first!)!.unwritten.get(key)!.raw;
        unwrittenRaw.set(key, now);
      } else {
        unwrittenNotes.delete(key);
        unwrittenRaw.delete(key);
      }
      if (before !== now) {
        if (before !== undefined) unwrittenChanged.push(before);
        if (now !== undefined) unwrittenChanged.push(now);
      }
    }

    updateBlocks([...fresh.keys()], blockIds);

    // Embeds (cycles, depth, size): expanded as the build expands them, again whenever an embed
    // or a note taking part in one (embedding or embedded) changed.
    const embedsChanged = relinked.some((p) => embedsBefore.get(p) !== embedsOf(p));
    const embeddedBefore = embedded;
    if (embedsChanged || deleted.some((p) => withEmbeds.has(p))) {
      for (const p of deleted) withEmbeds.delete(p);
      for (const p of relinked) {
        if (notes.get(p)!.edges.some((e) => e.kind === 'embed' && e.target)) withEmbeds.add(p);
        else withEmbeds.delete(p);
      }
      embedded = new Set(
        [...withEmbeds].flatMap((p) => notes.get(p)!.edges.flatMap((e) => (e.kind === 'embed' && e.target ? [e.target] : []))),
      );
    }
    if (options.html === 'diagnostics') {
      const takesPart = (path: string): boolean => withEmbeds.has(path) || embedded.has(noteId(path)) || embeddedBefore.has(noteId(path));
      // An embedded search (a `query` block) or Dataview query lists notes from the whole vault:
      // any note's change may change what an embedded note shows, so its embeds are expanded again too.
      // So does a base (a `base` block, or an embedded `.base` file), which an edit of the base itself changes too.
      const vaultReadEmbedded = (): boolean =>
        (fresh.size > 0 || deleted.length > 0 || basesChanged) && records.some((r) => readsVault(r) && embedded.has(r.note.id));
      if (embedsChanged || deleted.some(takesPart) || [...fresh.keys()].some(takesPart) || vaultReadEmbedded()) {
        const found = withEmbeds.size
          ? embedDiagnostics(
              records,
              options,
              (i) => notes.get(order_[i]!)!.bytes.length,
              (i) => notes.get(order_[i]!)!.bytes,
              (path) => baseFiles.get(path),
            )
          : [];
        store.setGroup('embeds', found);
      }
    }

    // Embeds of bases (`![[units.base#View]]`) whose view cannot be shown: reported at the embed.
    if (basesChanged || relinked.length || pathsChanged) store.setGroup('bases', baseEmbedDiagnostics());

    // Files no note links or embeds (not published).
    if (pathsChanged || relinked.length) {
      const allEdges = order_.flatMap((p) => notes.get(p)!.edges);
      store.setGroup('unlinked-assets', unlinkedAssetDiagnostics([...assetsByPath.values()], allEdges));
    }

    const diff = store.flush();
    return {
      ...diff,
      notesAdded: added,
      notesEdited: edited,
      notesRemoved: deleted,
      relinked,
      targets: [...touchedTargets],
      pathsChanged,
      namesChanged,
      namesBefore,
      namesAfter,
      unwritten: unwrittenChanged,
      blockIds: [...blockIds],
    };
  }

  /**
   * `BaseNotShown` at each embed of a base whose view the site cannot show (`baseProblem`): the
   * page keeps the embed's link. Read from the bases' bytes, as the build reads them.
   */
  function baseEmbedDiagnostics(): Diagnostic[] {
    const found: Diagnostic[] = [];
    if (baseFiles.size === 0) return found;
    const decoder = new TextDecoder();
    for (const record of records) {
      for (const link of record.links) {
        if (link.kind !== 'embed' || !link.asset || !isBasePath(link.asset.path)) continue;
        const bytes = baseFiles.get(link.asset.path);
        if (!bytes) continue;
        const problem = baseProblem(decoder.decode(bytes), baseViewName(link.anchor));
        if (problem === null) continue;
        const where = `${link.asset.path}, line ${problem.line}`;
        found.push(
          diagnose(BaseNotShown, { file: record.note.path, ...link.position }, `embed of ${link.asset.path}`, problem.message, where),
        );
      }
    }
    return found;
  }

  function unresolvedTargets(): UnresolvedTarget[] {
    const unresolved: UnresolvedTarget[] = [];
    const anchors = unwrittenAnchors(unwrittenRaw);
    for (const [key, raw] of unwrittenRaw) {
      const from = [...unwrittenNotes.get(key)!].sort(order).flatMap((p) => notes.get(p)!.unwritten.get(key)!.from);
      unresolved.push({ raw, anchor: anchors.get(key)!, from });
    }
    return unresolved.sort((a, b) => (a.raw.toLowerCase() < b.raw.toLowerCase() ? -1 : 1));
  }

  return {
    options,
    update,
    graph() {
      const backlinks: Record<string, string[]> = {};
      for (const id of [...inbound.keys()].sort(order)) {
        const from = inbound.get(id)!;
        if (from.size) backlinks[id] = [...from.keys()].sort(order);
      }
      return {
        version: GRAPH_SCHEMA_VERSION,
        notes: [...noteList],
        edges: order_.flatMap((p) => notes.get(p)!.edges),
        backlinks,
        unresolved: unresolvedTargets(),
        assets: [...assetsByPath.values()],
        diagnostics: store.all().sort(compareDiagnostics),
      };
    },
    diagnostics: () => store.all(),
    fileDiagnostics: (file) => store.file(file),
    notes: () => noteList,
    assetCount: () => assets.size,
    edgesOf: (path) => notes.get(path)?.edges ?? [],
    backlinkCount: (id) => inbound.get(id)?.size ?? 0,
    unwrittenTargets: () => unwrittenRaw.values(),
    blockPlaces: (id) => blockOwners.places(id),
    records() {
      const anchors = unwrittenAnchors(unwrittenRaw);
      for (const record of records) {
        for (const link of record.links) {
          if (!link.unwritten) continue;
          const key = unresolvedKey(link.unwritten.raw);
          const raw = unwrittenRaw.get(key);
          const anchor = anchors.get(key);
          if (raw !== undefined && anchor !== undefined) link.unwritten = { raw, anchor };
        }
      }
      return records;
    },
    noteBytes: (path) => notes.get(path)?.bytes.length ?? 0,
  };
}
