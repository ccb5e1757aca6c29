/**
 * The vault's diagnostics, kept per file and slot, so that an update replaces exactly what it
 * found again: a note's parse and its links are slots of that note's file; a group (block ids,
 * embeds, unlinked assets) spans files and is replaced whole. `flush()` tells the reader (the
 * checker's `--watch`, the build's log) what appeared and what went away since the last flush.
 */
import { pushAll } from './arrays.ts';
import type { Diagnostic } from './types.ts';

/** What a reader sees as "the same diagnostic" in an update. */
const seen = (d: Diagnostic): string => `${d.code}\0${d.file}\0${d.line}\0${d.column}\0${d.message}`;

/** Vault diagnostics per file and slot (a note's parse, its links, a group such as a block id). */
export class SlotStore {
  private slots = new Map<string, Map<string, readonly Diagnostic[]>>();
  private groups = new Map<string, Set<string>>();
  private before = new Map<string, Diagnostic[]>();

  set(slot: string, file: string, list: readonly Diagnostic[]): void {
    let slots = this.slots.get(file);
    if (!slots?.has(slot) && !list.length) return;
    this.touch(file);
    if (!slots) this.slots.set(file, (slots = new Map()));
    if (list.length) slots.set(slot, list);
    else slots.delete(slot);
    if (!slots.size) this.slots.delete(file);
  }

  setGroup(group: string, list: readonly Diagnostic[]): void {
    const byFile = new Map<string, Diagnostic[]>();
    for (const d of list) {
      const part = byFile.get(d.file);
      if (part) part.push(d);
      else byFile.set(d.file, [d]);
    }
    for (const file of this.groups.get(group) ?? []) if (!byFile.has(file)) this.set(group, file, []);
    for (const [file, part] of byFile) {
      const had = this.slots.get(file)?.get(group);
      if (had && had.length === part.length && had.every((d, i) => seen(d) === seen(part[i]!) && d.hint === part[i]!.hint)) continue;
      this.set(group, file, part);
    }
    if (byFile.size) this.groups.set(group, new Set(byFile.keys()));
    else this.groups.delete(group);
  }

  file(file: string): Diagnostic[] {
    const slots = this.slots.get(file);
    return slots ? [...slots.values()].flat() : [];
  }

  all(): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const slots of this.slots.values()) for (const list of slots.values()) pushAll(out, list);
    return out;
  }

  /** The files changed since the last flush, and the diagnostics that appeared and went away. */
  flush(): { files: string[]; added: Diagnostic[]; removed: Diagnostic[] } {
    const added: Diagnostic[] = [];
    const removed: Diagnostic[] = [];
    for (const [file, was] of this.before) {
      const now = this.file(file);
      const wasKeys = new Set(was.map(seen));
      const nowKeys = new Set(now.map(seen));
      for (const d of now) if (!wasKeys.has(seen(d))) added.push(d);
      for (const d of was) if (!nowKeys.has(seen(d))) removed.push(d);
    }
    const files = [...this.before.keys()];
    this.before.clear();
    return { files, added, removed };
  }

  private touch(file: string): void {
    if (!this.before.has(file)) this.before.set(file, this.file(file));
  }
}
