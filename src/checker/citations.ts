/**
 * Engine citations against the vault: every block id an engine rule cites must exist, and every
 * block of a rule note (a note in a game's folder not tagged `explanatory`) must be cited by some
 * engine rule.
 */
import type { Diagnostic } from '../vault/index.ts';
import { AmbiguousCitedBlock, diagnose, MissingCitedBlock, UncitedRuleBlock } from '../vault/index.ts';
import type { CheckContext } from './context.ts';
import type { AnyEngine, Citation } from './engines.ts';

/** The tag that exempts a note's blocks from `UncitedRuleBlock`. */
const EXPLANATORY_TAG = 'explanatory';

/**
 * `MissingCitedBlock` for each cited id the vault lacks; `AmbiguousCitedBlock` for each cited id
 * several notes carry (at the place citations read); `UncitedRuleBlock` for each uncited rule block.
 */
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
  for (const id of cited.keys()) {
    const places = ctx.blocksById.get(id) ?? [];
    const first = places[0];
    if (!first || !places.some((p) => p.note !== first.note)) continue;
    const others = places.filter((p) => p.note !== first.note).map((p) => `${p.note.path}:${p.block.line}`);
    out.push(diagnose(AmbiguousCitedBlock, { file: first.note.path, line: first.block.line, column: 1 }, id, `at ${others.join(', ')}`));
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
