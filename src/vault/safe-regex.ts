/**
 * Regular expressions an editor writes in a query the site runs (an embedded search's `/…/`,
 * `search-parse.ts`; a base's `/…/`, `bases-expression.ts`), matched by RE2 (re2js): time linear
 * in the text whatever the pattern (no backtracking, so no pattern can stall the build). RE2's
 * syntax is JavaScript's less back-references and look-around, which a linear-time engine cannot
 * match.
 */
import { RE2JS, RE2JSException } from 're2js';

/** A compiled pattern. */
export type Regex = RE2JS;

/** Longest pattern read (characters). */
export const MAX_PATTERN = 500;

/** A pattern that cannot run; its message says why, in the words of the constructs an editor wrote. */
export class PatternError extends Error {}

/** How a pattern matches: JavaScript's flags `i`, `m` and `s`. */
export interface PatternFlags {
  ignoreCase?: boolean;
  multiline?: boolean;
  dotAll?: boolean;
}

/**
 * A pattern as written between `/…/`, compiled; throws {@link PatternError} naming what it cannot
 * run: a pattern over {@link MAX_PATTERN} characters, or one RE2 refuses (back-references,
 * look-around, a syntax error), with RE2's own words.
 */
export function compilePattern(source: string, flags: PatternFlags = {}): Regex {
  if (source.length > MAX_PATTERN) throw new PatternError(`the pattern is longer than ${MAX_PATTERN} characters`);
  const bits =
    (flags.ignoreCase ? RE2JS.CASE_INSENSITIVE : 0) | (flags.multiline ? RE2JS.MULTILINE : 0) | (flags.dotAll ? RE2JS.DOTALL : 0);
  try {
    return RE2JS.compile(source, bits);
  } catch (error) {
    if (error instanceof RE2JSException) throw new PatternError(refusal(source, error.message));
    throw error;
  }
}

/** Why RE2 refused `source` (its `message`), in the words of the constructs an editor wrote. */
function refusal(source: string, message: string): string {
  const backReference = /invalid escape sequence: `(\\[1-9k])/.exec(message);
  if (backReference) return `a back-reference (\`${backReference[1]}\`) is not run on the site`;
  if (/unsupported Perl syntax: `\(\?<?[=!]/.test(message)) return 'look-ahead and look-behind are not run on the site';
  return `the pattern /${source}/ cannot be run (${message})`;
}
