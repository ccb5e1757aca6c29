/**
 * Star Wars: Legion: names as the rules compare them. Its own module, apart from state.ts, as only
 * the parts a page loads on demand compare names (card actions made again, exhausted cards,
 * attack pools, events, Master of the Force) and the scenario validator reads them: the engine a
 * page loads first (browser.ts) compares none.
 */

/**
 * A name as the rules compare it (card actions, upgrade cards, keywords, granting effects):
 * case-insensitive, and runs of spaces, underscores and hyphens alike, so "Force  Push",
 * "force push" and "Force-Push" are one name. The only name normaliser of the engine: the
 * scenario validator reads names with it and every name comparison goes through {@link sameName}.
 */
export const nameKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');

/** `true` when `a` and `b` are the same name by {@link nameKey}; two missing names are the same, one missing is not (a name is never empty). */
export const sameName = (a = '', b = ''): boolean => a === b || nameKey(a) === nameKey(b);
