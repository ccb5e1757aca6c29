/**
 * Rule drift: a block an engine rule cites whose text changed since the rule was last reviewed
 * (`RuleDrift`), or that was never reviewed, or is now cited by rules that were not part of the
 * review (`UnreviewedRule`). Each names the block, the engine rules citing it, and the command that
 * records the review.
 */
import type { Diagnostic } from '../vault/types.ts';
import { diagnostic, type CheckContext } from './context.ts';
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
      out.push(
        diagnostic(
          'UnreviewedRule',
          note.path,
          at,
          `Block ^${id}, cited by ${rules}, has no recorded review.`,
          `Check that the engine rule${citations.length > 1 ? 's implement' : ' implements'} the text, then record it: ${command}`,
        ),
      );
      continue;
    }
    if (recorded.sha256 !== fingerprint(block.text)) {
      out.push(
        diagnostic(
          'RuleDrift',
          note.path,
          at,
          `The text of ^${id} changed since the engine rules citing it (${rules}) were reviewed.`,
          `Review ${rules} against the new text (fix the engine, or the text); then record the review: ${command}`,
        ),
      );
      continue;
    }
    const now = citations.map((c) => `${c.engine} ${c.code}`);
    const added = now.filter((r) => !recorded.rules.includes(r));
    if (added.length) {
      out.push(
        diagnostic(
          'UnreviewedRule',
          note.path,
          at,
          `Block ^${id} is now also cited by ${added.join(', ')}, which was not part of its last review.`,
          `Check ${added.join(', ')} against the text, then record it: ${command}`,
        ),
      );
    }
  }
  return out;
}
