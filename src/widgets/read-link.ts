/**
 * Reads a shared check link as the widget does, on a check page and in a note (one reader for
 * both): the game's parameters are split from tracking and unknown ones (`splitLinkParams`),
 * decoded (`decodeCheckQuery`) and checked by the game (`check`: its scenario validator).
 *
 * A link that reads as written, with no `%` escape left in its texts, is never read another way.
 * One that cannot be read so is read again as sharing may have changed it, and that reading is
 * taken only when it checks out with no escape left: with a second layer of `%` escapes undone
 * (`%2522` for `%22`: escaped again on the way; said so, `escapedTwice`), without the double quotes
 * a sentence put after it (`"…&ask=attack".`), or both. Otherwise the link is refused in words:
 * the problems of the reading as written, with a hint when its end (a plain-word question) may
 * have been cut short; or, for a link whose texts still hold escapes after every reading, that it
 * was escaped twice and cannot be read back safely. Pure: no DOM, no Node built-ins. Loaded by the
 * widget only when it reads a link.
 */
import type { Checked, Problem } from '../engine/core/index.ts';
import { endQuoteDropped, escapedTwice, splitLinkParams } from './link-params.ts';
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

/**
 * One reading of a query, the first unquoted text of it still holding a `%` escape (see
 * url-decode.ts), and whether its problems say the link looks cut short.
 */
type Reading = LinkRead & { stillEscaped: string | undefined; cutShort: boolean };

/**
 * At most this many problems of a game's refusal are looked at for a question cut short (checking
 * the situation again without it): a link cut short is otherwise whole, and one refused for more is
 * not read twice.
 */
const FEW = 10;

/** How many double quotes are taken off a link's end, one at a time (a link in quotes, or in two pairs). */
const MAX_END_QUOTES = 2;

/** Reads `query` (with or without `?`) for a game whose link fields are `fields`. Never rejects unless `check` does. */
export async function readCheckLink(query: string, fields: readonly string[], check: Check): Promise<LinkRead> {
  const first = await readOnce(query, fields, check);
  if (first.checked.ok && first.stillEscaped === undefined) return plain(first);
  // A link refused every way whose problems as written do not say it was cut short, but do once
  // what was put after it is dropped (`v` of a link cut there, then `".`), is said to be cut short.
  let cutShort: Reading | undefined;
  for (const [again, twice] of otherReadings(query)) {
    const read = await readOnce(again, fields, check);
    if (read.checked.ok && read.stillEscaped === undefined) return { ...plain(read), escapedTwice: twice };
    if (read.cutShort) cutShort ??= read;
  }
  if (first.stillEscaped === undefined) return plain(!first.checked.ok && !first.cutShort && cutShort ? cutShort : first);
  const problem = `The text \`${first.stillEscaped}\` in this link still holds % escapes, which a link made by this site never has: the link was most likely escaped twice on its way (by a chat app, a mail tool or a web form) and cannot be read back safely. Copy the link again from where it was made.`;
  const problems = first.checked.ok ? [problem] : [problem, ...first.checked.problems];
  return { input: null, checked: { ok: false, problems }, unknown: first.unknown, escapedTwice: false };
}

/** The other readings of `query`, in the order tried, each with whether it undoes a second layer of escapes. */
function* otherReadings(query: string): Generator<[string, boolean]> {
  const twice = escapedTwice(query);
  if (twice !== null) yield [twice, true];
  for (const [start, undone] of [
    [query, false],
    [twice, true],
  ] as const) {
    let q = start;
    for (let n = 0; n < MAX_END_QUOTES && q !== null; n++) {
      q = endQuoteDropped(q);
      if (q !== null) yield [q, undone];
    }
  }
}

const plain = ({ stillEscaped: _, cutShort: __, ...read }: Reading): LinkRead => read;

async function readOnce(query: string, fields: readonly string[], check: Check): Promise<Reading> {
  const split = splitLinkParams(query, fields);
  const decoded = decodeCheckQuery(split.query);
  if (!decoded.ok) {
    const problems: Problem[] = decoded.errors;
    const read = { input: null, checked: { ok: false as const, problems }, unknown: split.unknown, escapedTwice: false };
    return { ...read, stillEscaped: undefined, cutShort: decoded.cutOff };
  }
  let checked = await check(decoded.input);
  const question = checked.ok || checked.problems.length > FEW ? null : plainQuestionLast(split.query);
  const cutShort = !checked.ok && question !== null && (await refusesQuestion(checked.problems, decoded.input, check));
  // First, so that it is shown however many problems follow (problem-list.ts).
  if (!checked.ok && cutShort) checked = { ok: false, problems: [cutQuestion(question!), ...checked.problems] };
  return { input: decoded.input, checked, unknown: split.unknown, escapedTwice: false, stillEscaped: decoded.stillEscaped, cutShort };
}

/**
 * The question of a query whose last parameter is `ask` with a plain word as its value (`attac`),
 * or `null`. A question written as a mapping or a quoted text that is cut short is left open, and
 * the decoder says so; a plain word cut short is still a word, which only the game can refuse.
 */
function plainQuestionLast(query: string): string | null {
  const [name, value] = [...new URLSearchParams(query.slice(query.lastIndexOf('&') + 1))][0] ?? [];
  return name === 'ask' && value !== undefined && /^\s*[^\s{["]/.test(value) ? value.trim() : null;
}

/**
 * Whether the game refuses `input` (with `problems`) for its question: some problem is not among
 * those of the same input without `ask` (what the situation alone gets).
 */
async function refusesQuestion(problems: readonly Problem[], input: Record<string, unknown>, check: Check): Promise<boolean> {
  const { ask: _, ...situation } = input;
  const alone = await check(situation);
  const known = new Set(alone.ok ? [] : alone.problems.map((p) => JSON.stringify(p)));
  return problems.some((p) => !known.has(JSON.stringify(p)));
}

/** The hint added to a game's refusal of a link ending with a plain-word question. */
function cutQuestion(question: string): string {
  const shown = question.length > 40 ? `${question.slice(0, 40)}…` : question;
  return `The link ends with its question (\`ask=${shown}\`): if the link was copied from a message, it may have been cut short there. Copy the whole link again.`;
}
