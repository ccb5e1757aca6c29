/**
 * The build's side of `check` blocks: run every block of the vault and fail with one message
 * listing each disagreement or invalid block (file:line, expected and actual answer, reasons);
 * and resolve the rule links the rendered blocks carry.
 */
import type { GameEngine } from '../engine/core/index.ts';
import type { VaultGraph } from '../vault/types.ts';
import { describeFailure, runCheckBlock } from '../check-blocks/run.ts';
import { linkRuleCitations, ruleIndex } from './rule-index.ts';

/** Thrown by {@link assertCheckBlocks}; `message` lists every failing block. */
export class CheckBlocksFailed extends Error {
  override readonly name = 'CheckBlocksFailed';
  readonly failures: string[];
  constructor(failures: string[]) {
    super(
      `${failures.length} \`check\` block${failures.length === 1 ? '' : 's'} failed (a rules example must agree with the engine; fix the example or the engine):\n\n${failures.join('\n\n')}\n`,
    );
    this.failures = failures;
  }
}

/**
 * Runs every `check` block of the graph. Throws {@link CheckBlocksFailed} when any block is
 * invalid or disagrees with its engine. `showPath` turns a vault-relative path into the path to
 * print (e.g. relative to the project root). Returns the number of blocks run.
 */
export function assertCheckBlocks(
  graph: Pick<VaultGraph, 'notes'>,
  engineFor: (game: string) => GameEngine<any> | undefined,
  showPath: (vaultPath: string) => string = (p) => p,
): number {
  const failures: string[] = [];
  let count = 0;
  for (const note of graph.notes) {
    for (const check of note.checks) {
      count++;
      const outcome = runCheckBlock(check, note, engineFor);
      if (outcome.status !== 'agrees') failures.push(describeFailure(outcome, showPath(note.path), check.line));
    }
  }
  if (failures.length) throw new CheckBlocksFailed(failures);
  return count;
}

/** Resolves the rule links of rendered `check` blocks in every note's HTML (in place). */
export function linkCheckCitations(graph: VaultGraph, base: string, noteUrl: (base: string, slug: string) => string): void {
  if (!graph.notes.some((n) => n.checks.length)) return;
  const index = ruleIndex(graph.notes.map((n) => ({ title: n.title, url: noteUrl(base, n.slug), blocks: n.blocks })));
  for (const note of graph.notes) if (note.checks.length) note.html = linkRuleCitations(note.html, index);
}
