/**
 * The checker's diagnostic catalogue: every code the checker itself reports (beyond what
 * `src/vault` reports while building the graph), as data.
 *
 * Modelled on Astro's error catalogue: a permanent PascalCase `code` (never renamed: editors and
 * CI scripts match on it), a fixed severity, a title, and a line for the editors' guide.
 * `docs/editors-guide.md` documents every code listed here (a test checks that).
 *
 * Codes the vault also reports (`BrokenLink`, `AmbiguousLink`, `BrokenAnchor`, `MissingEmbed`,
 * `EmbedCycle`, `DuplicateBlockId`, `InvalidCheckBlock`; see `src/vault/diagnostics.ts`) keep the
 * vault's meaning and severity: the checker's version says more (suggestions, every place) and
 * replaces the vault's at the same position (see `report.ts`).
 */
import type { Severity } from '../vault/types.ts';

/** One entry of the catalogue. */
export interface CheckDef {
  readonly code: string;
  readonly severity: Severity;
  /** A short title, e.g. "Broken link". */
  readonly title: string;
}

const def = (code: string, severity: Severity, title: string): CheckDef => ({ code, severity, title });

/** Every code the checker reports, keyed by code. */
export const CHECKS = {
  BrokenLink: def('BrokenLink', 'warning', 'Broken link'),
  PageNotInVault: def('PageNotInVault', 'warning', 'Link to a page that is not in the vault'),
  AmbiguousLink: def('AmbiguousLink', 'warning', 'Ambiguous link'),
  AmbiguousLinkSettled: def('AmbiguousLinkSettled', 'info', "Shared name Obsidian's order settles"),
  LinkViaAlias: def('LinkViaAlias', 'info', 'Link that resolves only through an alias'),
  BrokenAnchor: def('BrokenAnchor', 'warning', 'Link to a missing heading or block id'),
  MissingEmbed: def('MissingEmbed', 'warning', 'Missing embed'),
  EmbedCycle: def('EmbedCycle', 'warning', 'Embed cycle'),
  DuplicateBlockId: def('DuplicateBlockId', 'warning', 'Duplicate block id'),
  DuplicateAlias: def('DuplicateAlias', 'warning', 'Duplicate alias'),
  OrphanNote: def('OrphanNote', 'info', 'Note nothing links to'),
  MissingCitedBlock: def('MissingCitedBlock', 'error', 'Engine cites a block id the vault lacks'),
  UncitedRuleBlock: def('UncitedRuleBlock', 'warning', 'Rule block no engine rule cites'),
  InvalidCheckBlock: def('InvalidCheckBlock', 'error', 'Invalid check block'),
  CheckBlockMismatch: def('CheckBlockMismatch', 'error', 'Check block the engine disagrees with'),
  RuleDrift: def('RuleDrift', 'error', 'Rule text changed since the engine was reviewed'),
  UnreviewedRule: def('UnreviewedRule', 'warning', 'Cited rule block never reviewed'),
} as const satisfies Record<string, CheckDef>;

export type CheckCode = keyof typeof CHECKS;
