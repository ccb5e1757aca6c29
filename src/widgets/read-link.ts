/**
 * Reads a shared check link as the widget on a check page does: the game's parameters are split
 * from tracking and unknown ones (`splitLinkParams`), decoded (`decodeCheckQuery`) and checked by
 * the game (`check`: its scenario validator). A link that cannot be read as written but shows a
 * second layer of `%` escapes (`%2522` for `%22`: escaped again on the way) is read once more with
 * that layer undone; it is taken only when that reading checks out, and says so (`escapedTwice`).
 * A link that reads as written is never read another way. Pure: no DOM, no Node built-ins. Loaded
 * by the widget only when it reads a link.
 */
import type { Checked, Problem } from '../engine/core/index.ts';
import { escapedTwice, splitLinkParams } from './link-params.ts';
import { decodeCheckQuery } from './url-decode.ts';

/** What a link says, read and checked. */
export interface LinkRead {
  /** The input the link carries (when `checked.ok`, the one `checked` validated); `null` when it could not be decoded. */
  input: Record<string, unknown> | null;
  /** The game's scenario, or every problem found (the link's first, then the game's). */
  checked: Checked<unknown>;
  /** Parameters the game does not use (tracking ones left out), in link order. */
  unknown: string[];
  /** True when the link was read only with a second layer of `%` escapes undone. */
  escapedTwice: boolean;
}

type Check = (input: Record<string, unknown>) => Checked<unknown> | Promise<Checked<unknown>>;

/** Reads `query` (with or without `?`) for a game whose link fields are `fields`. Never rejects unless `check` does. */
export async function readCheckLink(query: string, fields: readonly string[], check: Check): Promise<LinkRead> {
  const first = await readOnce(query, fields, check);
  if (first.checked.ok) return first;
  const again = escapedTwice(query);
  if (again === null) return first;
  const second = await readOnce(again, fields, check);
  return second.checked.ok ? { ...second, escapedTwice: true } : first;
}

async function readOnce(query: string, fields: readonly string[], check: Check): Promise<LinkRead> {
  const split = splitLinkParams(query, fields);
  const decoded = decodeCheckQuery(split.query);
  if (!decoded.ok) {
    const problems: Problem[] = decoded.errors;
    return { input: null, checked: { ok: false, problems }, unknown: split.unknown, escapedTwice: false };
  }
  return { input: decoded.input, checked: await check(decoded.input), unknown: split.unknown, escapedTwice: false };
}
