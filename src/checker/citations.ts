/**
 * Engine citations against the vault: every block id an engine rule cites must exist, and every
 * block of a rule note (a note in a game's folder not tagged `explanatory`) must be cited by some
 * engine rule.
 */
import type { Diagnostic } from '../vault/index.ts';
import { diagnose, MissingCitedBlock, UncitedRuleBlock } from '../vault/index.ts';
import type { CheckContext } from './context.ts';
import type { AnyEngine, Citation } from './engines.ts';

/** The tag that exempts a note's blocks from `UncitedRuleBlock`. */
const EXPLANATORY_TAG = 'explanatory';

/** `MissingCitedBlock` for each cited id the vault lacks; `UncitedRuleBlock` for each uncited rule block. */
export function checkCitations(ctx: CheckContext, active: readonly AnyEngine[], cited: Map<string, Citation[]>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const engine of active) {
    for (const [code, def] of Object.entries(engine.reasons)) {
      if (ctx.blocksById.has(def.rule)) continue;
      out.push(
        diagnose(MissingCitedBlock, { file: `${engine.id}/`, line: 1, column: 1 }, engine.name, engine.id, code, def.title, def.rule),
      );
    }
  }
  for (const engine of active) {
    const prefix = `${engine.id}/`;
    for (const note of ctx.graph.notes) {
      if (!note.path.startsWith(prefix) || note.tags.includes(EXPLANATORY_TAG)) continue;
      for (const block of note.blocks) {
        if (cited.has(block.id)) continue;
        out.push(
          diagnose(UncitedRuleBlock, { file: note.path, line: block.line, column: 1 }, block.id, engine.name, engine.id, EXPLANATORY_TAG),
        );
      }
    }
  }
  return out;
}
