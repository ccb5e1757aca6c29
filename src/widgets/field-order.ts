/**
 * Per game, how a validated scenario is written in a link: the field order (situation first, the
 * question last) and the canonical input (defaults left out, boards in their spec form). Pure;
 * `renderCheck` uses it at build time (the browser widgets import the game files directly).
 */
import { CHRONICLE_X_FIELDS, chronicleXInput } from './games/chronicle-x.ts';
import { LEGION_FIELDS, legionInput } from './games/legion.ts';
import { SWU_FIELDS, swuInput } from './games/swu.ts';

interface LinkForm {
  fields: readonly string[];
  toInput: (scenario: any) => Record<string, unknown>;
}

const FORMS: Record<string, LinkForm> = {
  legion: { fields: LEGION_FIELDS, toInput: legionInput },
  'chronicle-x': { fields: CHRONICLE_X_FIELDS, toInput: chronicleXInput },
  swu: { fields: SWU_FIELDS, toInput: swuInput },
};

/** The field order of a game's links (empty for a game without one: fields keep their order). */
export function fieldOrder(game: string): readonly string[] {
  return FORMS[game]?.fields ?? [];
}

/** The canonical link input of a validated scenario, or `null` for a game without a link form. */
export function canonicalInput(game: string, scenario: unknown): Record<string, unknown> | null {
  return (Object.hasOwn(FORMS, game) ? FORMS[game]!.toInput(scenario) : null) ?? null;
}
