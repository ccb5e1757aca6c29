/**
 * Loading keyword rules on demand ({@link loadKeywords}): one module per keyword, registered in
 * registry.ts. A page imports this module itself only when it first needs a keyword
 * (browser.ts); Node registers every keyword through keywords/index.ts instead.
 */
import type { Keyword } from '../state.ts';
import { isKeyword, KEYWORD_RULES, registerKeywords } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

/** Each keyword's module, loaded on demand (one file per keyword). */
const LOADERS: Record<Keyword, () => Promise<KeywordRule>> = {
  relentless: async () => (await import('./relentless.ts')).relentless,
  gunslinger: async () => (await import('./gunslinger.ts')).gunslinger,
  charge: async () => (await import('./charge.ts')).charge,
  steady: async () => (await import('./steady.ts')).steady,
  'juyo-mastery': async () => (await import('./juyo-mastery.ts')).juyoMastery,
  ai: async () => (await import('./ai.ts')).ai,
  tactical: async () => (await import('./tactical.ts')).tactical,
  agile: async () => (await import('./agile.ts')).agile,
  plodding: async () => (await import('./plodding.ts')).plodding,
  jump: async () => (await import('./jump.ts')).jump,
  scout: async () => (await import('./scout.ts')).scout,
  spur: async () => (await import('./spur.ts')).spur,
  compel: async () => (await import('./compel.ts')).compel,
  dauntless: async () => (await import('./dauntless.ts')).dauntless,
  indomitable: async () => (await import('./indomitable.ts')).indomitable,
  'fire-support': async () => (await import('./fire-support.ts')).fireSupport,
  disciplined: async () => (await import('./disciplined.ts')).disciplined,
  coordinate: async () => (await import('./coordinate.ts')).coordinate,
  guardian: async () => (await import('./guardian.ts')).guardian,
  unstoppable: async () => (await import('./unstoppable.ts')).unstoppable,
  'master-of-the-force': async () => (await import('./master-of-the-force.ts')).masterOfTheForce,
  independent: async () => (await import('./independent.ts')).independent,
  ready: async () => (await import('./ready.ts')).ready,
};

/**
 * Loads the rules of `names` not loaded yet (names that are not keywords are skipped), one module
 * each, in parallel. Rejects when a module cannot be fetched (offline); those loaded stay loaded.
 */
export async function loadKeywords(names: Iterable<string>): Promise<void> {
  const wanted = new Set<Keyword>();
  for (const n of names) if (isKeyword(n) && !KEYWORD_RULES[n]) wanted.add(n);
  registerKeywords(...(await Promise.all([...wanted].map((k) => LOADERS[k]()))));
}
