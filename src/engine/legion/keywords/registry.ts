/**
 * The keyword rules the engine knows now, filled on demand: a page loads only the keywords its
 * situations name (`loadKeywords` of loaders.ts: one module each, fetched with a dynamic
 * `import()`); Node (checker, build, tests) loads them all at once through keywords/index.ts. The
 * questions stay synchronous: they read the rules registered here and throw `NotLoaded` (parts.ts)
 * for a unit whose keyword has not been loaded, rather than answer without it. This module loads
 * nothing itself, so the engine that reads it never imports a keyword, even on demand.
 */
import { NotLoaded } from '../parts.ts';
import { KEYWORDS, type Keyword } from '../state.ts';
import type { KeywordRule } from './types.ts';

/** Keyword → its rule, for the keywords loaded so far. */
export const KEYWORD_RULES: Partial<Record<Keyword, KeywordRule>> = {};

/** `true` when `name` is a keyword the engine implements (an effect name such as `guidance` is not). */
export function isKeyword(name: string): name is Keyword {
  return (KEYWORDS as readonly string[]).includes(name);
}

/** Registers keyword rules (keywords/index.ts registers every one). */
export function registerKeywords(...rules: readonly KeywordRule[]): void {
  for (const rule of rules) KEYWORD_RULES[rule.keyword] = rule;
}

/** The rule of keyword `k`; throws `NotLoaded` (parts.ts) when it has not been loaded. */
export function ruleOf(k: Keyword): KeywordRule {
  const rule = KEYWORD_RULES[k];
  if (!rule) throw new NotLoaded('keyword', k);
  return rule;
}

/**
 * The rule of the keyword that `name` (an action's `grantedBy`) names: its rule when loaded,
 * `undefined` for a name that is no keyword (an effect such as `guidance`); throws `NotLoaded` for a
 * keyword not loaded.
 */
export function grantingRule(name: string): KeywordRule | undefined {
  const rule = KEYWORD_RULES[name as Keyword];
  if (rule) return rule;
  if (isKeyword(name)) throw new NotLoaded('keyword', name);
  return undefined;
}
