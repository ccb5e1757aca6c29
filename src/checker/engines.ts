/**
 * Which game engines the checker compares the vault with, and the citation index they share.
 *
 * An engine applies to a vault when the vault has notes in the engine's folder (`legion/`, …) that
 * carry block ids: the seed vault's `legion/` notes have none, so engine checks do not flood it.
 */
import type { GameEngine } from '../engine/core/index.ts';
import type { CheckContext } from './context.ts';

/** Any game's engine, as the checker uses it (the scenario type is the engine's business). */
export type AnyEngine = GameEngine<any>;

/** A block id cited by an engine rule, with every rule citing it. */
export interface Citation {
  engine: string;
  /** Reason code, e.g. `SameActionTwice`. */
  code: string;
}

/** The engines that apply to the vault, and what was skipped (said in the report, never silent). */
export function applicableEngines(ctx: CheckContext, engines: readonly AnyEngine[]): { active: AnyEngine[]; skipped: string[] } {
  const active: AnyEngine[] = [];
  const idle: AnyEngine[] = [];
  for (const engine of engines) {
    const prefix = `${engine.id}/`;
    const hasBlocks = ctx.graph.notes.some((n) => n.path.startsWith(prefix) && n.blocks.length > 0);
    (hasBlocks ? active : idle).push(engine);
  }
  // A vault of no game (most vaults) is told so once, not once an engine.
  const skipped =
    active.length === 0 && idle.length > 1
      ? [
          `${idle.map((e) => e.name).join(', ')}: no note in ${idle.map((e) => `${e.id}/`).join(', ')} has a block id, so no engine citation was checked.`,
        ]
      : idle.map((e) => `${e.name} (${e.id}): no note in ${e.id}/ has a block id, so its citations were not checked.`);
  return { active, skipped };
}

/** Block id → the engine rules citing it, over `engines`, codes sorted. */
export function citationsOf(engines: readonly AnyEngine[]): Map<string, Citation[]> {
  const cited = new Map<string, Citation[]>();
  for (const engine of engines) {
    for (const [code, def] of Object.entries(engine.reasons)) {
      const list = cited.get(def.rule);
      const citation = { engine: engine.id, code };
      if (list) list.push(citation);
      else cited.set(def.rule, [citation]);
    }
  }
  for (const list of cited.values()) list.sort((a, b) => `${a.engine}/${a.code}`.localeCompare(`${b.engine}/${b.code}`));
  return cited;
}

/** `legion SameActionTwice, legion OneAttack`. */
export function describeCitations(list: readonly Citation[]): string {
  return list.map((c) => `${c.engine} ${c.code}`).join(', ');
}
