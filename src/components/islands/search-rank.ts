/** The order of search results shown (pure: no DOM). */
/**
 * The results with those whose title or an alias is exactly the search term (case and accents
 * aside) first, each group in Pagefind's order: searching "LOS" puts Line of Sight (alias LOS)
 * above notes that merely mention it.
 */
export function exactFirst<T extends { meta: Record<string, string | undefined> }>(results: readonly T[], term: string): T[] {
  const norm = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLowerCase();
  const t = norm(term);
  const exact = (r: T) => norm(r.meta.title ?? '') === t || (r.meta.aliases ?? '').split(',').some((a) => norm(a) === t);
  return [...results.filter(exact), ...results.filter((r) => !exact(r))];
}
