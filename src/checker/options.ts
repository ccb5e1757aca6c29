/** What a check is given besides the vault: engines, recorded fingerprints, a label. */
import type { AnyEngine } from './engines.ts';
import type { FingerprintStore } from './fingerprints.ts';

export interface CheckOptions {
  /** Label of the vault in the report (its path as the user wrote it). */
  vault?: string;
  /** Game engines to compare the vault with; none (the default) skips citation, `check` block and drift checks. */
  engines?: readonly AnyEngine[];
  /** Recorded rule fingerprints; without it, drift is not checked. */
  fingerprints?: FingerprintStore;
  /** The command that records the review of a block id (quoted in drift hints). */
  reviewCommand?: (blockId: string) => string;
  /** Why engine checks were not run, when the caller knows (e.g. the engine registry is missing). */
  skipped?: string[];
}
