/**
 * The incremental checker behind `--watch`: keeps each note's parse, resolved links, edges and
 * diagnostics, and after a change redoes only what the change can affect. The result is the same
 * as `buildGraph(files, { html: false })` + `checkGraph` on the whole vault (tests/checker/session.test.ts).
 *
 * What a change redoes:
 * - the changed notes are parsed again, their links resolved, their link checks run;
 * - when a note path, asset path or alias appears or disappears ("names"), the resolver is rebuilt and
 *   only the links whose target's name (folded, `.md` dropped) is one of those names are resolved again;
 * - when a note's headings or block ids change, the links into it are resolved again;
 * - broken-link hints are redone for the links whose suggestions could change (names changed, or an
 *   unwritten target appeared or went away that they could be offered);
 * - backlinks are counted per note, so orphans are redone only for the notes whose backlinks changed;
 * - duplicate block ids are redone per changed id; slugs only when paths change.
 * Diagnostics are kept per file and merged per file, so a report costs O(changed files) plus one
 * concatenation.
 */
import {
  diagnose,
  DuplicateBlockId,
  DEFAULT_SITE_LINKS,
  edgeOf,
  keepSiteLink,
  acceptFiles,
  assignAssetUrls,
  assignPageSlugs,
  canonicalPath,
  embedDiagnostics,
  isIgnored,
  readNoteLean,
  DEFAULT_IGNORE,
  unlinkedAssetDiagnostics,
  resolveLink,
  unresolvedKey,
  type LinkContext,
  type NoteRecord,
  DEFAULT_MAX_NOTE_BYTES,
  type PreparsedNotes,
  createResolver,
  normalizePath,
  type Resolver,
  unwrittenAnchor,
} from '../vault/index.ts';
import { SITE_ROUTES } from '../site-routes.ts';
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
} from '../vault/index.ts';
import type { CheckOptions } from './check.ts';
import { checkNoteCheckBlocks } from './check-blocks.ts';
import { checkCitations } from './citations.ts';
import { indexNoteNames, noteName, type CheckContext } from './context.ts';
import { checkDrift } from './drift.ts';
import { duplicateBlockIdDiagnostics } from './duplicates.ts';
import { applicableEngines, citationsOf } from './engines.ts';
import { checkEdge, createLinkSuggester, indexUnwritten, suggestionKey, type LinkSuggester } from './links.ts';
import { orphanDiagnostic } from './orphans.ts';
import { countSeverities, type Report } from './report.ts';
import { createSuggestionMemo, indexCandidates, suggestTargets, type Candidate, type CandidateIndex } from './suggest.ts';
import { DiagnosticStore } from './live-store.ts';

interface NoteState {
  record: NoteRecord;
  bytes: Uint8Array;
  /** `readNote`'s diagnostics. */
  parse: Diagnostic[];
  /** The vault's diagnostics from resolving its links. */
  linkDiagnostics: Diagnostic[];
  edges: VaultEdge[];
  /** Name keys of its link targets (see {@link nameKeys}). */
  keys: Set<string>;
  /** Unresolved key → this note's first spelling and places. */
  unwritten: Map<string, { raw: string; from: UnresolvedTarget['from'] }>;
  /** Note ids it links or embeds, other than itself, with how many links. */
  targets: Map<string, number>;
  /** Texts its broken links look suggestions up with. */
  suggestionRaws: Set<string>;
}

const isNotePath = (path: string): boolean => /\.md$/i.test(path);
const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const norm = (s: string): string => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const stripMd = (s: string): string => s.replace(/\.md$/, '');
const noteId = (path: string): string => path.replace(/\.md$/i, '');
const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
const dirname = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Keys under which a file or alias can be found by a link (coarser than the resolver: never misses). */
function fileNameKeys(path: string, isNote: boolean): string[] {
  const name = lastSegment(path).normalize('NFC').toLowerCase();
  return isNote ? [norm(stripMd(name))] : [norm(name)];
}

/** Keys a link target written `target` in note `fromPath` is looked up under; none when it cannot name a file. */
function nameKeys(target: string, fromPath: string): string[] {
  const raw = target.normalize('NFC').trim();
  if (raw === '') return [];
  const path = raw.startsWith('./') || raw.startsWith('../') ? normalizePath(`${dirname(fromPath)}/${raw}`) : normalizePath(raw);
  if (path === null || path === '') return [];
  const name = lastSegment(path).toLowerCase();
  return [norm(name), norm(stripMd(name))];
}

/** A note's suggestion candidates, as `links.ts` offers them: its name, then its aliases. */
function candidatesOf(note: VaultNote): Candidate[] {
  return [{ name: noteName(note.id), note: note.id }, ...note.aliases.map((alias) => ({ name: alias, note: note.id, alias: true }))];
}

const candidateKey = (c: Candidate): string => `${c.name}\0${c.note}\0${c.alias ? 1 : 0}`;

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
      a.headings.map((h) => `${h.id}\0${h.text}`),
      b.headings.map((h) => `${h.id}\0${h.text}`),
    ) &&
    sameList(
      a.blocks.map((x) => `${x.id}\0${x.anchor}\0${x.line}`),
      b.blocks.map((x) => `${x.id}\0${x.anchor}\0${x.line}`),
    )
  );
}

export interface LiveUpdate {
  added: Diagnostic[];
  removed: Diagnostic[];
}

/**
 * The incremental check of one vault. `update(files, changed)` takes every file of the vault now
 * and the vault-relative paths that changed since the last call (all of them on the first) and
 * returns the diagnostics that appeared and went away; `report` and `graph()` are then current.
 * Uses the defaults of `buildGraph` (no HTML) and the engine options of `checkGraph`.
 */
export class LiveCheck {
  readonly options: CheckOptions;
  report: Report;
  private notes = new Map<string, NoteState>();
  private order: string[] = [];
  private records: NoteRecord[] = [];
  private noteList: VaultNote[] = [];
  private assets = new Set<string>();
  private resolver: Resolver = createResolver([]);
  private recordsByPath = new Map<string, NoteRecord>();
  private assetsByPath = new Map<string, VaultAsset>();
  /** Name key → notes with a link under it. */
  private linksByKey = new Map<string, Set<string>>();
  /** Target id → source id → number of links. */
  private inbound = new Map<string, Map<string, number>>();
  /** Unresolved key → notes linking it; and its first spelling in vault order. */
  private unwrittenNotes = new Map<string, Set<string>>();
  private unwrittenRaw = new Map<string, string>();
  private unwrittenIndex: CandidateIndex = indexUnwritten([]);
  /** Suggestion text → notes whose broken links use it. */
  private rawUsers = new Map<string, Set<string>>();
  /** Lower-cased block id → notes carrying it (vault's `DuplicateBlockId`). */
  private blockOwners = new Map<string, Set<string>>();
  private withEmbeds = new Set<string>();
  /** `.md` files that hold binary data: reported (`BinaryFile`), not notes, as the build does. */
  private binaries = new Set<string>();
  /** Ids of the notes some note embeds. */
  private embedded = new Set<string>();
  /** Canonical path → the paths (as given) of the files with that name. */
  private spellings = new Map<string, Set<string>>();
  private memo = createSuggestionMemo();
  private store = new DiagnosticStore();
  private ctx: CheckContext;

  constructor(texts: ReadonlyMap<string, string>, options: CheckOptions = {}) {
    this.options = options;
    this.ctx = {
      graph: this.view(),
      notesById: new Map(),
      notesByPath: new Map(),
      notesByName: new Map(),
      notesByFileName: new Map(),
      notesByAlias: new Map(),
      blocksById: new Map(),
      texts,
    };
    this.report = this.makeReport([]);
  }

  /** See the class doc. */
  update(files: ReadonlyMap<string, VaultFile>, changed: readonly string[], preparsed?: PreparsedNotes): LiveUpdate {
    const edited: string[] = [];
    const added: string[] = [];
    const deleted: string[] = [];
    let pathsChanged = false;
    const nameKeysChanged = new Set<string>();
    const anchorsChanged = new Set<string>(); // note ids
    const blockIds = new Set<string>();
    const fresh = new Map<string, { record: NoteRecord; parse: Diagnostic[]; bytes: Uint8Array }>();
    /** Suggestion candidates (note names, aliases) of the notes whose names changed, before and after. */
    const candidates = { before: [] as Candidate[], after: [] as Candidate[] };

    // Files are kept under their canonical path (`acceptFiles`): of two spellings of one name,
    // the smallest is read and the other reported, as the build does.
    const canonicalChanged = new Set<string>();
    for (const given of new Set(changed)) {
      const path = canonicalPath(given);
      if (path === null || isIgnored(path, DEFAULT_IGNORE)) continue;
      let spellings = this.spellings.get(path);
      if (files.has(given)) {
        if (!spellings) this.spellings.set(path, (spellings = new Set()));
        spellings.add(given);
      } else spellings?.delete(given);
      if (spellings && !spellings.size) this.spellings.delete(path);
      canonicalChanged.add(path);
    }
    const fileAt = (path: string): VaultFile | undefined => {
      const spellings = [...(this.spellings.get(path) ?? [])];
      const { accepted, diagnostics } = acceptFiles(
        spellings.map((p) => ({ path: p, bytes: files.get(p)!.bytes })),
        [],
      );
      this.store.setGroup(`name:${path}`, diagnostics, []);
      return accepted[0];
    };
    for (const path of canonicalChanged) {
      const file = fileAt(path);
      if (!isNotePath(path)) {
        if (file && !this.assets.has(path)) this.assets.add(path);
        else if (!file && this.assets.has(path)) this.assets.delete(path);
        else continue;
        pathsChanged = true;
        for (const k of fileNameKeys(path, false)) nameKeysChanged.add(k);
        continue;
      }
      const old = this.notes.get(path);
      if (this.binaries.has(path) && (!file || !old)) {
        this.binaries.delete(path);
        this.store.clearFile(path, ['parse']);
      }
      const dropNote = (note: VaultNote): void => {
        deleted.push(path);
        pathsChanged = true;
        for (const k of fileNameKeys(path, true)) nameKeysChanged.add(k);
        for (const a of note.aliases) nameKeysChanged.add(norm(a));
        anchorsChanged.add(note.id);
        for (const b of note.blocks) blockIds.add(b.id);
        this.dropBlockOwner(path, note);
        candidates.before.push(...candidatesOf(note));
      };
      if (!file) {
        if (old) dropNote(old.record.note);
        continue;
      }
      if (old && sameBytes(old.bytes, file.bytes)) continue;
      const parse: Diagnostic[] = [];
      // No HTML: the tree is parsed again only when the note's embeds are expanded.
      const record = readNoteLean({ path, bytes: file.bytes }, 0, DEFAULT_MAX_NOTE_BYTES, parse, preparsed?.get(file.bytes));
      if (record.binary) {
        // Reported, and not a note: a note that turns binary goes away as if deleted.
        this.binaries.add(path);
        this.store.set('parse', path, parse, []);
        if (old) dropNote(old.record.note);
        continue;
      }
      record.facts.links = record.facts.links.filter((raw) => !keepSiteLink(raw, DEFAULT_SITE_LINKS));
      fresh.set(path, { record, parse, bytes: file.bytes });
      for (const b of record.note.blocks) blockIds.add(b.id);
      if (!old) {
        added.push(path);
        pathsChanged = true;
        for (const k of fileNameKeys(path, true)) nameKeysChanged.add(k);
        for (const a of record.note.aliases) nameKeysChanged.add(norm(a));
        candidates.after.push(...candidatesOf(record.note));
        continue;
      }
      edited.push(path);
      const before = old.record.note;
      if (!sameList(before.aliases, record.note.aliases))
        for (const a of [...before.aliases, ...record.note.aliases]) nameKeysChanged.add(norm(a));
      if (!sameAnchors(before, record.note)) anchorsChanged.add(before.id);
      for (const b of before.blocks) blockIds.add(b.id);
      this.dropBlockOwner(path, before);
      if (!sameList(before.aliases, record.note.aliases)) {
        candidates.before.push(...candidatesOf(before));
        candidates.after.push(...candidatesOf(record.note));
      }
    }
    const namesChanged = nameKeysChanged.size > 0;

    // Retract what deleted and re-read notes contributed.
    const relink = new Set<string>([...edited, ...added]);
    for (const key of nameKeysChanged) for (const source of this.linksByKey.get(key) ?? []) relink.add(source);
    for (const id of anchorsChanged) {
      for (const source of this.inbound.get(id)?.keys() ?? []) {
        const from = this.ctx.notesById.get(source);
        if (from) relink.add(from.path);
      }
    }
    for (const path of deleted) relink.delete(path);
    const touchedTargets = new Set<string>();
    const touchedUnwritten = new Set<string>();
    const embedsBefore = new Map<string, string>();
    for (const path of relink) {
      const edges = this.notes.get(path)?.edges ?? [];
      embedsBefore.set(
        path,
        edges
          .filter((e) => e.kind === 'embed' && e.target)
          .map((e) => `${e.target}\0${e.position.line}\0${e.position.column}`)
          .join('\n'),
      );
    }
    for (const path of [...deleted, ...relink]) {
      const state = this.notes.get(path);
      if (state) this.retractLinks(path, state, touchedTargets, touchedUnwritten);
    }
    for (const path of deleted) {
      this.notes.delete(path);
      this.store.clearFile(path, ['parse', 'links', 'slug', 'orphan', 'alias', 'checks']);
    }
    for (const [path, { record, parse, bytes }] of fresh) {
      const old = this.notes.get(path);
      const state: NoteState = old ?? {
        record,
        bytes,
        parse,
        linkDiagnostics: [],
        edges: [],
        keys: new Set(),
        unwritten: new Map(),
        targets: new Map(),
        suggestionRaws: new Set(),
      };
      if (old) {
        record.note.slug = old.record.note.slug;
        record.index = old.record.index;
        state.record = record;
        state.bytes = bytes;
        state.parse = parse;
      }
      this.notes.set(path, state);
      this.store.set('parse', path, parse, []);
    }

    // Indexes over the note list.
    if (pathsChanged) {
      this.order = [...this.notes.keys()].sort(order);
      this.records = this.order.map((p, i) => {
        const record = this.notes.get(p)!.record;
        record.index = i;
        return record;
      });
      this.recordsByPath = new Map(this.records.map((r) => [r.note.path, r]));
      this.assetsByPath = new Map([...this.assets].sort(order).map((p) => [p, { path: p, url: '' }]));
      this.assignSlugs();
    } else {
      for (const path of edited) {
        const record = this.notes.get(path)!.record;
        this.records[record.index] = record;
        this.recordsByPath.set(path, record);
      }
    }
    if (pathsChanged) this.noteList = this.records.map((r) => r.note);
    else
      for (const path of edited) {
        const record = this.notes.get(path)!.record;
        this.noteList[record.index] = record.note;
      }
    this.ctx.graph = this.view();
    for (const path of deleted) {
      const id = path.replace(/\.md$/i, '');
      this.ctx.notesById.delete(id);
      this.ctx.notesByPath.delete(path);
    }
    for (const path of fresh.keys()) {
      const note = this.notes.get(path)!.record.note;
      this.ctx.notesById.set(note.id, note);
      this.ctx.notesByPath.set(path, note);
    }
    if (namesChanged) {
      this.resolver = createResolver([
        ...this.records.map((r) => ({ path: r.note.path, isNote: true, aliases: r.note.aliases })),
        ...[...this.assetsByPath.keys()].map((path) => ({ path, isNote: false })),
      ]);
      this.indexNames();
    }
    // Note suggestions remembered for a link text stay valid unless a name that appeared or went
    // away could be suggested for it.
    const staleRaws = new Set<string>();
    const gone = new Set(candidates.after.map(candidateKey));
    const come = new Set(candidates.before.map(candidateKey));
    const changedCandidates = [
      ...candidates.before.filter((c) => !gone.has(candidateKey(c))),
      ...candidates.after.filter((c) => !come.has(candidateKey(c))),
    ];
    if (changedCandidates.length) {
      this.memo.index = null;
      const changedIndex = indexCandidates(changedCandidates);
      for (const raw of [...this.memo.byRaw.keys()]) {
        if (suggestTargets(raw, changedIndex, changedCandidates.length).length) {
          this.memo.byRaw.delete(raw);
          staleRaws.add(raw);
        }
      }
    }

    // Resolve the links that may resolve differently now.
    for (const path of relink) this.resolveNote(path, touchedTargets, touchedUnwritten);
    // Notes moved in the list: links keep their target note (by id) under its new index.
    if (pathsChanged) {
      const indexById = new Map(this.records.map((r) => [r.note.id, r.index]));
      for (const record of this.records) {
        const edges = this.notes.get(record.note.path)!.edges;
        record.links.forEach((link, i) => {
          const target = edges[i]?.target ?? null;
          link.targetNote = target === null ? null : (indexById.get(target) ?? null);
        });
      }
    }

    // Unwritten targets: first spelling in vault order.
    const unwrittenChanged: string[] = [];
    for (const key of touchedUnwritten) {
      const before = this.unwrittenRaw.get(key);
      const paths = this.unwrittenNotes.get(key);
      let now: string | undefined;
      if (paths?.size) {
        let first: string | undefined;
        for (const p of paths) if (first === undefined || p < first) first = p;
        now = this.notes.get(first!)!.unwritten.get(key)!.raw;
        this.unwrittenRaw.set(key, now);
      } else {
        this.unwrittenNotes.delete(key);
        this.unwrittenRaw.delete(key);
      }
      if (before !== now) {
        if (before !== undefined) unwrittenChanged.push(before);
        if (now !== undefined) unwrittenChanged.push(now);
      }
    }
    if (unwrittenChanged.length) this.unwrittenIndex = indexUnwritten(this.unwrittenRaw.values());

    // Link checks: re-resolved notes, and notes whose hints may quote other names now.
    const recheck = new Set(relink);
    for (const raw of staleRaws) for (const p of this.rawUsers.get(raw) ?? []) recheck.add(p);
    if (unwrittenChanged.length) {
      const changedIndex = indexUnwritten(unwrittenChanged);
      for (const [raw, users] of this.rawUsers) {
        if (suggestTargets(raw, changedIndex, unwrittenChanged.length, { spelling: false }).length) for (const p of users) recheck.add(p);
      }
    }
    const suggestFor = createLinkSuggester(this.ctx, this.memo, this.unwrittenIndex);
    for (const path of recheck) this.checkNoteLinks(path, suggestFor);

    // Orphans.
    const orphanCheck = new Set<string>([...touchedTargets]);
    for (const path of [...added, ...edited]) orphanCheck.add(this.notes.get(path)!.record.note.id);
    for (const id of orphanCheck) {
      const note = this.ctx.notesById.get(id);
      if (!note) continue;
      const from = this.inbound.get(id);
      this.store.set('orphan', note.path, [], from?.size ? [] : [orphanDiagnostic(note)]);
    }

    // Block ids.
    this.updateBlocks([...fresh.keys()], blockIds);

    // Embeds (cycles, depth, size): expanded as the build expands them, again whenever an embed
    // or a note taking part in one (embedding or embedded) changed.
    const embedsOf = (p: string): string =>
      (this.notes.get(p)?.edges ?? [])
        .filter((e) => e.kind === 'embed' && e.target)
        .map((e) => `${e.target}\0${e.position.line}\0${e.position.column}`)
        .join('\n');
    const embedsChanged = [...relink].some((p) => embedsBefore.get(p) !== embedsOf(p));
    const embeddedBefore = this.embedded;
    if (embedsChanged || deleted.some((p) => this.withEmbeds.has(p))) {
      for (const p of deleted) this.withEmbeds.delete(p);
      for (const p of relink) {
        if (this.notes.get(p)!.edges.some((e) => e.kind === 'embed' && e.target)) this.withEmbeds.add(p);
        else this.withEmbeds.delete(p);
      }
      this.embedded = new Set(
        [...this.withEmbeds].flatMap((p) => this.notes.get(p)!.edges.flatMap((e) => (e.kind === 'embed' && e.target ? [e.target] : []))),
      );
    }
    const takesPart = (path: string): boolean =>
      this.withEmbeds.has(path) || this.embedded.has(noteId(path)) || embeddedBefore.has(noteId(path));
    if (embedsChanged || deleted.some(takesPart) || [...fresh.keys()].some(takesPart)) {
      const found = this.withEmbeds.size ? embedDiagnostics(this.records, {}, (i) => this.notes.get(this.order[i]!)!.bytes.length) : [];
      this.store.setGroup('embeds', found, []);
    }

    // Files no note links or embeds (not published): as the build reports them.
    const allEdges = this.order.flatMap((p) => this.notes.get(p)!.edges);
    const vaultFiles = [...this.assetsByPath.keys()].map((path) => ({ path, url: '' }));
    this.store.setGroup('unlinked-assets', unlinkedAssetDiagnostics(vaultFiles, allEdges), []);

    // Engines.
    const skipped = [...(this.options.skipped ?? [])];
    const engines = this.options.engines;
    if (engines) {
      const byId = new Map(engines.map((e) => [e.id, e]));
      for (const path of fresh.keys()) this.store.set('checks', path, [], checkNoteCheckBlocks(this.notes.get(path)!.record.note, byId));
      const { active, skipped: why } = applicableEngines(this.ctx, engines);
      skipped.push(...why);
      const cited = citationsOf(active);
      const found = checkCitations(this.ctx, active, cited);
      if (active.length) {
        if (this.options.fingerprints) {
          const command = this.options.reviewCommand ?? ((id: string) => `npm run check -- --record-review ${id}`);
          found.push(...checkDrift(this.ctx, cited, this.options.fingerprints, command));
        } else skipped.push('Rule drift: no fingerprint file given.');
      }
      this.store.setGroup('engines', [], found);
    }

    const diff = this.store.flush();
    this.report = this.makeReport(skipped);
    return diff;
  }

  /** The graph as `buildGraph(files, { html: false })` makes it (assembled on each call: O(vault)). */
  graph(): VaultGraph {
    const edges = this.order.flatMap((p) => this.notes.get(p)!.edges);
    const backlinks: Record<string, string[]> = {};
    for (const id of [...this.inbound.keys()].sort(order)) {
      const from = this.inbound.get(id)!;
      if (from.size) backlinks[id] = [...from.keys()].sort(order);
    }
    const unresolved: UnresolvedTarget[] = [];
    for (const [key, raw] of this.unwrittenRaw) {
      const from = [...this.unwrittenNotes.get(key)!].sort(order).flatMap((p) => this.notes.get(p)!.unwritten.get(key)!.from);
      unresolved.push({ raw, anchor: unwrittenAnchor(raw), from });
    }
    unresolved.sort((a, b) => (a.raw.toLowerCase() < b.raw.toLowerCase() ? -1 : 1));
    const urls = assignAssetUrls([...this.assetsByPath.keys()]);
    const assets = [...urls].map(([path, url]) => ({ path, url }));
    const diagnostics = this.store
      .vaultDiagnostics()
      .sort((a, b) => order(a.file, b.file) || a.line - b.line || a.column - b.column || order(a.code, b.code));
    return { version: GRAPH_SCHEMA_VERSION, notes: [...this.noteList], edges, backlinks, unresolved, assets, diagnostics };
  }

  private view(): VaultGraph {
    return { version: GRAPH_SCHEMA_VERSION, notes: this.noteList, edges: [], backlinks: {}, unresolved: [], assets: [], diagnostics: [] };
  }

  private makeReport(skipped: string[]): Report {
    const diagnostics = this.store.diagnostics();
    return {
      vault: this.options.vault ?? '.',
      notes: this.noteList.length,
      files: this.noteList.length + this.assets.size,
      diagnostics,
      counts: countSeverities(diagnostics),
      skipped,
    };
  }

  private assignSlugs(): void {
    const pages = assignPageSlugs(this.order, [...this.order, ...this.assets], SITE_ROUTES);
    const collisions = new Map(pages.diagnostics.map((d) => [d.file, d]));
    for (const record of this.records) {
      record.note.slug = pages.slugs.get(record.note.path)!;
      const collision = collisions.get(record.note.path);
      this.store.set('slug', record.note.path, collision ? [collision] : [], []);
    }
  }

  private indexNames(): void {
    Object.assign(this.ctx, indexNoteNames(this.noteList));
  }

  private retractLinks(path: string, state: NoteState, touchedTargets: Set<string>, touchedUnwritten: Set<string>): void {
    const id = state.record.note.id;
    for (const key of state.keys) this.linksByKey.get(key)?.delete(path);
    for (const target of state.targets.keys()) {
      const from = this.inbound.get(target);
      from?.delete(id);
      if (from && !from.size) this.inbound.delete(target);
      touchedTargets.add(target);
    }
    for (const key of state.unwritten.keys()) {
      this.unwrittenNotes.get(key)?.delete(path);
      touchedUnwritten.add(key);
    }
    for (const raw of state.suggestionRaws) {
      const users = this.rawUsers.get(raw);
      users?.delete(path);
      if (users && !users.size) this.rawUsers.delete(raw);
    }
    state.keys = new Set();
    state.targets = new Map();
    state.unwritten = new Map();
    state.suggestionRaws = new Set();
    state.edges = [];
    state.linkDiagnostics = [];
  }

  private resolveNote(path: string, touchedTargets: Set<string>, touchedUnwritten: Set<string>): void {
    const state = this.notes.get(path)!;
    const record = state.record;
    const id = record.note.id;
    const ctx: LinkContext = {
      resolver: this.resolver,
      notesByPath: this.recordsByPath,
      assetsByPath: this.assetsByPath,
      unwrittenRaw: new Map(),
      diagnostics: [],
    };
    record.links = record.facts.links.map((raw) => resolveLink(ctx, record, raw));
    state.linkDiagnostics = ctx.diagnostics;
    for (const link of record.links) {
      for (const key of nameKeys(link.path, path)) state.keys.add(key);
      const target = link.targetNote === null ? null : this.records[link.targetNote]!.note.id;
      const edge = edgeOf(id, link, target);
      state.edges.push(edge);
      if (target !== null && target !== id) state.targets.set(target, (state.targets.get(target) ?? 0) + 1);
      if (link.unwritten) {
        const key = unresolvedKey(link.unwritten.raw);
        const entry = state.unwritten.get(key) ?? { raw: link.unwritten.raw, from: [] };
        entry.from.push({ note: id, ...link.position });
        state.unwritten.set(key, entry);
      }
      const raw = suggestionKey(edge);
      if (raw !== null) state.suggestionRaws.add(raw);
    }
    for (const key of state.keys) {
      const set = this.linksByKey.get(key);
      if (set) set.add(path);
      else this.linksByKey.set(key, new Set([path]));
    }
    for (const target of state.targets.keys()) {
      let from = this.inbound.get(target);
      if (!from) this.inbound.set(target, (from = new Map()));
      from.set(id, state.targets.get(target)!);
      touchedTargets.add(target);
    }
    for (const key of state.unwritten.keys()) {
      let set = this.unwrittenNotes.get(key);
      if (!set) this.unwrittenNotes.set(key, (set = new Set()));
      set.add(path);
      touchedUnwritten.add(key);
    }
    for (const raw of state.suggestionRaws) {
      let users = this.rawUsers.get(raw);
      if (!users) this.rawUsers.set(raw, (users = new Set()));
      users.add(path);
    }
  }

  private checkNoteLinks(path: string, suggestFor: LinkSuggester): void {
    const state = this.notes.get(path);
    if (!state) return;
    const out: Diagnostic[] = [];
    for (const edge of state.edges) checkEdge(this.ctx, edge, suggestFor, out);
    this.store.set('links', path, state.linkDiagnostics, out);
  }

  /** `ctx.blocksById` and both duplicate block id checks, for the ids in `ids`. */
  private dropBlockOwner(path: string, note: VaultNote): void {
    for (const block of note.blocks) this.blockOwners.get(block.id.toLowerCase())?.delete(path);
  }

  private updateBlocks(changed: readonly string[], ids: Set<string>): void {
    const lower = new Set([...ids].map((id) => id.toLowerCase()));
    for (const path of changed) {
      for (const block of this.notes.get(path)!.record.note.blocks) {
        const key = block.id.toLowerCase();
        let owners = this.blockOwners.get(key);
        if (!owners) this.blockOwners.set(key, (owners = new Set()));
        owners.add(path);
      }
    }
    for (const key of lower) {
      const owners = [...(this.blockOwners.get(key) ?? [])].sort(order);
      if (!owners.length) this.blockOwners.delete(key);
      const found: Diagnostic[] = [];
      const first = owners[0] ? this.notes.get(owners[0])!.record.note.id : '';
      for (const path of owners.slice(1)) {
        const note = this.notes.get(path)!.record.note;
        if (note.id === first) continue;
        for (const block of note.blocks) {
          if (block.id.toLowerCase() === key)
            found.push(diagnose(DuplicateBlockId, { file: path, line: block.line, column: 1 }, block.id, `in "${first}"`));
        }
      }
      this.store.setGroup(`vault-block:${key}`, found, []);
      const places: Array<{ note: VaultNote; block: NoteBlock }> = [];
      for (const path of owners) {
        const note = this.notes.get(path)!.record.note;
        for (const block of note.blocks) if (block.id.toLowerCase() === key) places.push({ note, block });
      }
      this.store.setGroup(`block:${key}`, [], duplicateBlockIdDiagnostics(places));
    }
    for (const id of ids) {
      const places: Array<{ note: VaultNote; block: NoteBlock }> = [];
      for (const path of [...(this.blockOwners.get(id.toLowerCase()) ?? [])].sort(order)) {
        const note = this.notes.get(path)!.record.note;
        for (const block of note.blocks) if (block.id === id) places.push({ note, block });
      }
      if (places.length) this.ctx.blocksById.set(id, places);
      else this.ctx.blocksById.delete(id);
    }
  }
}
