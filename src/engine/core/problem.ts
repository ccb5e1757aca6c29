/**
 * Problems found in untrusted input, as data: validators report a key of the game's problem
 * messages and the facts it needs, so that the browser loads the messages (the words) only when
 * an input is bad; Node code turns them into sentences with {@link inWords}.
 * Pure: imports nothing outside the engine core.
 */
/**
 * A problem found in untrusted input, as data: a key of the game's problem messages and the facts
 * it needs (`['wholeNumber', 'models.A.move', 0, -1]`), or text already in words. Validators
 * report problems as data so that the browser loads the messages (the words) only when an input
 * is bad; {@link inWords} turns them into sentences (see `parsedInWords` in scenario.ts).
 */
export type Problem = string | readonly [key: string, ...facts: unknown[]];

/** Result of validating untrusted input with the problems as data. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** A game's problem messages: key → sentence from the problem's facts. */
export type ProblemMessages = { readonly [key: string]: (...facts: any[]) => string };

/** A problem of messages `M`, typed: its key and the facts that key's message takes. */
export type ProblemOf<M extends ProblemMessages> = { [K in keyof M & string]: readonly [K, ...Parameters<M[K]>] }[keyof M & string];

/** Failed {@link Checked} helper. */
export const failed = <T>(problems: Problem[]): Checked<T> => ({ ok: false, problems });

/** The problems in words (each message applied to its facts; text kept as it is). A key without a message is named as such. */
export function inWords(problems: readonly Problem[], messages: ProblemMessages): string[] {
  return problems.map((p) => {
    if (typeof p === 'string') return p;
    const [key, ...facts] = p;
    const message = messages[key];
    return message ? message(...facts) : `Problem \`${key}\` with ${JSON.stringify(facts)}.`;
  });
}
