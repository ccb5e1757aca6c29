/**
 * Diagnostics of the incremental checker (`live.ts`), kept per file and per slot (what produced
 * them: a note's parse, its links, a duplicate block id …), each slot with the vault's diagnostics
 * and the checker's. Files are merged (`mergeDiagnostics`) only when one of their slots changed,
 * so the cost of a report is that of the changed files plus one concatenation.
 */
import type { Diagnostic } from '../vault/index.ts';
import { mergeDiagnostics } from './report.ts';

interface Slot {
  vault: readonly Diagnostic[];
  checker: readonly Diagnostic[];
}

const key = (d: Diagnostic): string => `${d.code}\0${d.file}\0${d.line}\0${d.column}\0${d.message}\0${d.hint}`;
/** What a reader sees as "the same diagnostic" in a watch update (a new hint alone is no change). */
const seen = (d: Diagnostic): string => `${d.code}\0${d.file}\0${d.line}\0${d.column}\0${d.message}`;
const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export class DiagnosticStore {
  private slots = new Map<string, Map<string, Slot>>();
  /** Group slot → the files it has diagnostics in. */
  private groups = new Map<string, Set<string>>();
  private merged = new Map<string, Diagnostic[]>();
  private files: string[] = [];
  private dirty = new Set<string>();
  private flat: Diagnostic[] | null = [];

  /** Sets slot `slot` of `file` (empty lists remove it). */
  set(slot: string, file: string, vault: readonly Diagnostic[], checker: readonly Diagnostic[]): void {
    let slots = this.slots.get(file);
    const had = slots?.get(slot);
    if (!had && !vault.length && !checker.length) return;
    if (!slots) this.slots.set(file, (slots = new Map()));
    if (vault.length || checker.length) slots.set(slot, { vault, checker });
    else slots.delete(slot);
    if (!slots.size) this.slots.delete(file);
    this.dirty.add(file);
  }

  has(slot: string, file: string): boolean {
    return this.slots.get(file)?.has(slot) ?? false;
  }

  clearFile(file: string, slots: readonly string[]): void {
    for (const slot of slots) this.set(slot, file, [], []);
  }

  /** Sets a slot whose diagnostics may be in any file (marks only the files whose part changed). */
  setGroup(group: string, vault: readonly Diagnostic[], checker: readonly Diagnostic[]): void {
    const byFile = new Map<string, { vault: Diagnostic[]; checker: Diagnostic[] }>();
    const part = (file: string) => {
      let p = byFile.get(file);
      if (!p) byFile.set(file, (p = { vault: [], checker: [] }));
      return p;
    };
    for (const d of vault) part(d.file).vault.push(d);
    for (const d of checker) part(d.file).checker.push(d);
    const before = this.groups.get(group) ?? new Set<string>();
    for (const file of before) if (!byFile.has(file)) this.set(group, file, [], []);
    for (const [file, p] of byFile) {
      const had = this.slots.get(file)?.get(group);
      if (had && same(had.vault, p.vault) && same(had.checker, p.checker)) continue;
      this.set(group, file, p.vault, p.checker);
    }
    if (byFile.size) this.groups.set(group, new Set(byFile.keys()));
    else this.groups.delete(group);
  }

  /** Merges the changed files; returns the diagnostics that appeared and went away. */
  flush(): { added: Diagnostic[]; removed: Diagnostic[] } {
    const added: Diagnostic[] = [];
    const removed: Diagnostic[] = [];
    let filesChanged = false;
    for (const file of this.dirty) {
      const slots = this.slots.get(file);
      const next = slots
        ? mergeDiagnostics(
            [...slots.values()].flatMap((s) => s.vault),
            [...slots.values()].flatMap((s) => s.checker),
          )
        : [];
      const before = this.merged.get(file) ?? [];
      const was = new Set(before.map(seen));
      const now = new Set(next.map(seen));
      // One by one: a note may have more diagnostics than a call takes arguments.
      for (const d of next) if (!was.has(seen(d))) added.push(d);
      for (const d of before) if (!now.has(seen(d))) removed.push(d);
      if (next.length) {
        if (!this.merged.has(file)) filesChanged = true;
        this.merged.set(file, next);
      } else if (this.merged.delete(file)) filesChanged = true;
    }
    if (this.dirty.size) this.flat = null;
    this.dirty.clear();
    if (filesChanged) this.files = [...this.merged.keys()].sort(order);
    return { added, removed };
  }

  /** Every diagnostic, sorted (as `mergeDiagnostics` over the whole vault would). */
  diagnostics(): Diagnostic[] {
    this.flat ??= this.files.flatMap((file) => this.merged.get(file)!);
    return this.flat;
  }

  /** The vault's diagnostics (unsorted). */
  vaultDiagnostics(): Diagnostic[] {
    return [...this.slots.values()].flatMap((slots) => [...slots.values()].flatMap((s) => s.vault));
  }
}

function same(a: readonly Diagnostic[], b: readonly Diagnostic[]): boolean {
  return a.length === b.length && a.every((d, i) => key(d) === key(b[i]!));
}
