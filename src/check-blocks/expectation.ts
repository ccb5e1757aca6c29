/**
 * The `expect` of a `check` block: `yes` (allowed) or `no` (refused), or `{ answer: yes|no, rule:
 * <block id> }` when the example is about one rule (the verdict must then carry a reason citing
 * that rule, a refusing one for `no`). Read the same way by the build and by `npm run check`.
 */

/** What a block expects. */
export interface Expectation {
  allowed: boolean;
  rule: string | null;
}

const YES = new Set(['yes', 'true', 'allowed', 'y']);
const NO = new Set(['no', 'false', 'refused', 'n']);

function parseAnswer(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return YES.has(v) ? true : NO.has(v) ? false : null;
}

/** Reads `expect`; a sentence saying what is wrong when it is missing or malformed. */
export function parseExpectation(value: unknown): Expectation | string {
  if (value === undefined || value === null) return '`expect` is missing: write `expect: yes` (allowed) or `expect: no` (refused).';
  if (typeof value === 'object' && !Array.isArray(value)) {
    const { answer, rule } = value as Record<string, unknown>;
    const allowed = parseAnswer(answer);
    if (allowed === null) return '`expect.answer` must be `yes` or `no`.';
    if (rule !== undefined && (typeof rule !== 'string' || rule.trim() === ''))
      return '`expect.rule` must be a block id such as `legion-same-action-once`.';
    return { allowed, rule: typeof rule === 'string' ? rule.trim().replace(/^\^/, '') : null };
  }
  const allowed = parseAnswer(value);
  if (allowed === null) return '`expect` must be `yes`, `no`, or `{ answer: yes|no, rule: <block id> }`.';
  return { allowed, rule: null };
}
