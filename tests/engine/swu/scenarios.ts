/** Reading SWU test scenarios as the site reads them: through the engine's reader, and through a shareable link. */
import { engine } from '../../../src/engine/swu/index.ts';
import { SWU_FIELDS, swuInput } from '../../../src/widgets/games/swu.ts';
import { encodeCheckQuery } from '../../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../../src/widgets/url-decode.ts';

/** The scenario `input` as the engine reads it; throws with the reader's messages when it refuses it. */
export function parse(input: unknown) {
  const r = engine.parseScenario(input);
  if (!r.ok) throw new Error(`bad test scenario:\n${r.errors.join('\n')}`);
  return r.value;
}

/** The scenario read back from the shareable link written for it. */
export function throughLink(input: unknown) {
  const url = new URL(`https://example.org/check/swu/?${encodeCheckQuery(swuInput(parse(input)), SWU_FIELDS)}`);
  const decoded = decodeCheckQuery(url.search);
  if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
  return parse(decoded.input);
}

/** The engine's answer to `input`. */
export const answer = (input: unknown) => engine.answer(parse(input));
/** The codes of a verdict's reasons, in order. */
export const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);
/** A verdict's reasons in words, joined. */
export const words = (v: { reasons: readonly { message: string }[] }) => v.reasons.map((r) => r.message).join(' ');

/**
 * A card in play as scenario data: a ground unit of power 2 and 3 HP controlled by `controller`,
 * `stats` over those, with the keyword abilities `keywords`; `over` adds or replaces card fields.
 */
export const unit = (id: string, controller: string, stats: object = {}, keywords: string[] = [], over: object = {}) => ({
  id,
  controller,
  unit: { arena: 'ground', power: 2, hp: 3, ...stats },
  abilities: keywords.map((keyword) => ({ keyword })),
  ...over,
});
