/**
 * Where the seed vault is (`../shared/seed-vault`, beside the project) and what a test does without it.
 *
 * The seed notes are real input that lives outside the repository. A fresh clone without them still
 * runs every other test: {@link describeSeed} skips its suite and says so once, on standard error.
 * When `CI` is set the seed vault is always there, so its absence fails the suite instead.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, it } from 'vitest';

/** Absolute path of the seed vault. */
export const SEED_VAULT = join(import.meta.dirname, '../../shared/seed-vault');

/** Whether the seed vault is beside the project. */
export const HAS_SEED = existsSync(SEED_VAULT);

let told = false;

/**
 * `describe` for a suite that reads the seed vault: runs it when the vault is there; otherwise
 * skips it with one printed line, or, under CI, fails it with a message saying where the vault
 * was expected.
 */
export function describeSeed(name: string, body: () => void, options?: { timeout?: number }): void {
  if (HAS_SEED) {
    describe(name, options ?? {}, body);
    return;
  }
  if (process.env.CI) {
    describe(name, () => {
      beforeAll(() => {
        throw new Error(`The seed vault is missing at ${SEED_VAULT}; CI runs with ../shared beside the project.`);
      });
      body();
    });
    return;
  }
  if (!told) {
    told = true;
    process.stderr.write(`seed vault not found at ${SEED_VAULT}: tests that read it are skipped\n`);
  }
  describe.skip(name, body);
}

/** `it` for a single test that reads the seed vault, with the same rules as {@link describeSeed}. */
export function itSeed(name: string, body: () => unknown, timeout?: number): void {
  if (HAS_SEED) it(name, body, timeout);
  else if (process.env.CI)
    it(name, () => {
      throw new Error(`The seed vault is missing at ${SEED_VAULT}; CI runs with ../shared beside the project.`);
    });
  else {
    if (!told) {
      told = true;
      process.stderr.write(`seed vault not found at ${SEED_VAULT}: tests that read it are skipped\n`);
    }
    it.skip(name, body);
  }
}
