/**
 * The checker over the vault state (`createVaultState` in `src/vault`): the vault answers every
 * vault question incrementally (notes, URLs, links, backlinks, block ids, embeds, its
 * diagnostics); this keeps only the checker's own layer and redoes it from what each
 * `VaultState.update` says changed:
 * - broken-link hints (`links.ts` + `suggest.ts`) for the notes whose links were resolved again,
 *   and for those whose suggestions could change (a name or an unwritten target appeared or went
 *   away that they could be offered);
 * - orphans for the notes whose backlinks changed;
 * - `check` blocks of the changed notes, citations and drift (whole vault, cheap).
 * Diagnostics are kept per file and merged per file (`live-store.ts`), so a report costs
 * O(changed files) plus one concatenation. The one-shot `check` and `--watch` both run this.
 */
import {
  compareDiagnostics,
  createVaultState,
  GRAPH_SCHEMA_VERSION,
  type Diagnostic,
  type PreparsedNotes,
  type VaultFile,
  type VaultGraph,
  type VaultNote,
  type VaultOptions,
  type VaultState,
} from '../vault/index.ts';
import { SITE_ROUTES } from '../site-routes.ts';
import type { CheckOptions } from './options.ts';
import { checkNoteCheckBlocks } from './check-blocks.ts';
import { checkCitations } from './citations.ts';
import { indexNoteNames, noteName, type CheckContext } from './context.ts';
import { checkDrift } from './drift.ts';
import { applicableEngines, citationsOf } from './engines.ts';
import { checkEdge, createLinkSuggester, indexUnwritten, suggestionKey } from './links.ts';
import { orphanDiagnostic } from './orphans.ts';
import { countSeverities, type Report } from './report.ts';
import { createSuggestionMemo, indexCandidates, normaliseName, suggestTargets, type Candidate, type CandidateIndex } from './suggest.ts';
import { DiagnosticStore } from './live-store.ts';

/** The vault options every check uses: the site's routes, and embeds checked without HTML. */
export const CHECK_VAULT_OPTIONS: VaultOptions = { html: 'diagnostics', routes: SITE_ROUTES };

/** A note's suggestion candidates, as `links.ts` offers them: its name, then its aliases. */
function candidatesOf(note: VaultNote): Candidate[] {
  return [{ name: noteName(note.id), note: note.id }, ...note.aliases.map((alias) => ({ name: alias, note: note.id, alias: true }))];
}

const candidateKey = (c: Candidate): string => `${c.name}\0${c.note}\0${c.alias ? 1 : 0}`;

export interface LiveUpdate {
  added: Diagnostic[];
  removed: Diagnostic[];
}

/**
 * The check of one vault, kept up to date. `update(files, changed)` takes every file of the vault
 * now and the vault-relative paths that changed since the last call (all of them on the first) and
 * returns the diagnostics that appeared and went away; `report` and `graph()` are then current.
 */
export class LiveCheck {
  readonly options: CheckOptions;
  report: Report;
  private vault: VaultState = createVaultState(CHECK_VAULT_OPTIONS);
  /** Suggestion text → notes whose broken links use it; and per note the texts it uses. */
  private rawUsers = new Map<string, Set<string>>();
  private rawsOf = new Map<string, Set<string>>();
  private unwrittenIndex: CandidateIndex = indexUnwritten([]);
  private memo = createSuggestionMemo();
  private store = new DiagnosticStore();
  private ctx: CheckContext;
  /** Problems reading the vault folder (symlinks, unreadable files), as the last update was given them. */
  private readProblems: Diagnostic[] = [];

  constructor(options: CheckOptions = {}) {
    this.options = options;
    this.ctx = {
      graph: this.view(),
      notesById: new Map(),
      notesByPath: new Map(),
      notesByName: new Map(),
      notesByFileName: new Map(),
      notesByAlias: new Map(),
      blocksById: new Map(),
    };
    this.report = this.makeReport([]);
  }

  /** See the class doc. */
  update(
    files: ReadonlyMap<string, VaultFile>,
    changed: readonly string[],
    preparsed?: PreparsedNotes,
    readProblems?: readonly Diagnostic[],
  ): LiveUpdate {
    const change = this.vault.update(files, changed, preparsed);
    if (readProblems) {
      this.readProblems = [...readProblems];
      this.store.setGroup('read', this.readProblems, []);
    }
    for (const file of change.files) this.store.set('vault', file, this.vault.fileDiagnostics(file), []);
    this.ctx.graph = this.view();

    for (const path of change.notesRemoved) {
      this.ctx.notesById.delete(path.replace(/\.md$/i, ''));
      this.ctx.notesByPath.delete(path);
      this.dropRaws(path);
      this.store.clearFile(path, ['links', 'orphan', 'checks']);
    }
    const fresh = [...change.notesAdded, ...change.notesEdited];
    const byPath = new Map(this.vault.notes().map((n) => [n.path, n]));
    for (const path of fresh) {
      const note = byPath.get(path)!;
      this.ctx.notesById.set(note.id, note);
      this.ctx.notesByPath.set(path, note);
    }
    if (change.namesChanged) Object.assign(this.ctx, indexNoteNames(this.vault.notes()));

    // Note suggestions remembered for a link text stay valid unless a name that appeared or went
    // away could be suggested for it.
    const staleRaws = new Set<string>();
    const after = change.namesAfter.flatMap(candidatesOf);
    const before = change.namesBefore.flatMap(candidatesOf);
    const gone = new Set(after.map(candidateKey));
    const come = new Set(before.map(candidateKey));
    const changedCandidates = [...before.filter((c) => !gone.has(candidateKey(c))), ...after.filter((c) => !come.has(candidateKey(c)))];
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

    // Link checks: re-resolved notes, and notes whose hints may quote other names now.
    for (const path of change.relinked) this.indexRaws(path);
    if (change.unwritten.length) this.unwrittenIndex = indexUnwritten(this.vault.unwrittenTargets());
    const recheck = new Set(change.relinked);
    for (const raw of staleRaws) for (const p of this.rawUsers.get(raw) ?? []) recheck.add(p);
    if (change.unwritten.length) {
      const changedIndex = indexUnwritten(change.unwritten);
      for (const [raw, users] of this.rawUsers) {
        if (suggestTargets(raw, changedIndex, change.unwritten.length, { spelling: false }).length) for (const p of users) recheck.add(p);
      }
    }
    const suggestFor = createLinkSuggester(this.ctx, this.memo, this.unwrittenIndex);
    for (const path of recheck) {
      const out: Diagnostic[] = [];
      for (const edge of this.vault.edgesOf(path)) checkEdge(this.ctx, edge, suggestFor, out);
      this.store.set('links', path, [], out);
    }

    // Orphans.
    const orphanCheck = new Set<string>(change.targets);
    for (const path of fresh) orphanCheck.add(byPath.get(path)!.id);
    // A note that comes or goes changes whether its file name is shared, and so the link the
    // hints of the notes of that name write.
    if (change.namesChanged) {
      for (const named of [...change.namesBefore, ...change.namesAfter]) {
        for (const id of this.ctx.notesByFileName.get(normaliseName(noteName(named.id))) ?? []) orphanCheck.add(id);
      }
    }
    for (const id of orphanCheck) {
      const note = this.ctx.notesById.get(id);
      if (note) this.store.set('orphan', note.path, [], this.vault.backlinkCount(id) ? [] : [orphanDiagnostic(note, this.ctx)]);
    }

    // Blocks the engines cite.
    for (const id of change.blockIds) {
      const places = this.vault.blockPlaces(id);
      if (places.length) this.ctx.blocksById.set(id, places);
      else this.ctx.blocksById.delete(id);
    }

    // Engines.
    const skipped = [...(this.options.skipped ?? [])];
    const engines = this.options.engines;
    if (engines) {
      const byId = new Map(engines.map((e) => [e.id, e]));
      for (const path of fresh) this.store.set('checks', path, [], checkNoteCheckBlocks(byPath.get(path)!, byId));
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

  /** The graph as `buildGraph` makes it without HTML (assembled on each call: O(vault)). */
  graph(): VaultGraph {
    const graph = this.vault.graph();
    if (this.readProblems.length) graph.diagnostics = [...this.readProblems, ...graph.diagnostics].sort(compareDiagnostics);
    return graph;
  }

  private view(): VaultGraph {
    return {
      version: GRAPH_SCHEMA_VERSION,
      notes: this.vault.notes() as VaultNote[],
      edges: [],
      backlinks: {},
      unresolved: [],
      assets: [],
      diagnostics: [],
    };
  }

  private makeReport(skipped: string[]): Report {
    const diagnostics = this.store.diagnostics();
    const notes = this.vault.notes().length;
    return {
      vault: this.options.vault ?? '.',
      notes,
      files: notes + this.vault.assetCount(),
      diagnostics,
      counts: countSeverities(diagnostics),
      skipped,
    };
  }

  private dropRaws(path: string): void {
    for (const raw of this.rawsOf.get(path) ?? []) {
      const users = this.rawUsers.get(raw);
      users?.delete(path);
      if (users && !users.size) this.rawUsers.delete(raw);
    }
    this.rawsOf.delete(path);
  }

  private indexRaws(path: string): void {
    this.dropRaws(path);
    const raws = new Set<string>();
    for (const edge of this.vault.edgesOf(path)) {
      const raw = suggestionKey(edge);
      if (raw !== null) raws.add(raw);
    }
    if (!raws.size) return;
    this.rawsOf.set(path, raws);
    for (const raw of raws) {
      let users = this.rawUsers.get(raw);
      if (!users) this.rawUsers.set(raw, (users = new Set()));
      users.add(path);
    }
  }
}
