/**
 * Rule drift: a block an engine rule cites whose text changed since the rule was last reviewed
 * (`RuleDrift`), or that was never reviewed, or is now cited by rules that were not part of the
 * review (`UnreviewedRule`). Each names the block, the engine rules citing it, and the command that
 * records the review.
 */
import type { Diagnostic } from '../vault/index.ts';
import { diagnose, RuleDrift, UnreviewedRule } from '../vault/index.ts';
import type { CheckContext } from './context.ts';
import { describeCitations, type Citation } from './engines.ts';
import { fingerprint, type FingerprintStore } from './fingerprints.ts';

/** Drift diagnostics. `reviewCommand(id)` is the exact command an editor runs to record a review. */
export function checkDrift(
  ctx: CheckContext,
  cited: Map<string, Citation[]>,
  store: FingerprintStore,
  reviewCommand: (id: string) => string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [id, citations] of cited) {
    const places = ctx.blocksById.get(id);
    if (!places?.length) continue; // MissingCitedBlock reports it
    const { note, block } = places[0]!;
    const at = { line: block.line, column: 1 };
    const rules = describeCitations(citations);
    const recorded = store.blocks[id];
    const command = reviewCommand(id);
    if (!recorded) {
      out.push(diagnose(UnreviewedRule, { file: note.path, ...at }, id, rules, [], command, citations.length));
      continue;
    }
    if (recorded.sha256 !== fingerprint(block.text)) {
      out.push(diagnose(RuleDrift, { file: note.path, ...at }, id, rules, command));
      continue;
    }
    const now = citations.map((c) => `${c.engine} ${c.code}`);
    const added = now.filter((r) => !recorded.rules.includes(r));
    if (added.length) {
      out.push(diagnose(UnreviewedRule, { file: note.path, ...at }, id, rules, added, command, citations.length));
    }
  }
  return out;
}
