/** The editors' guide documents every code an editor can see, and shared codes mean the same. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../src/checker/catalogue.ts';
import { DIAGNOSTICS } from '../../src/vault/diagnostics.ts';

const guide = readFileSync(resolve(import.meta.dirname, '../../docs/editors-guide.md'), 'utf8');
const documented = new Set([...guide.matchAll(/^### `(\w+)`\n(error|warning|info)\./gm)].map((m) => `${m[1]}:${m[2]}`));

describe('diagnostic catalogue', () => {
  it('documents every checker code in docs/editors-guide.md, with its severity', () => {
    for (const d of Object.values(CHECKS)) expect(documented, d.code).toContain(`${d.code}:${d.severity}`);
  });
  it('documents every vault code too, with its severity', () => {
    for (const d of Object.values(DIAGNOSTICS)) expect(documented, d.code).toContain(`${d.code}:${d.severity}`);
  });
  it('gives a code the vault also reports the vault’s severity', () => {
    for (const d of Object.values(CHECKS)) {
      const vault = (DIAGNOSTICS as Record<string, { severity: string }>)[d.code];
      if (vault) expect(d.severity, d.code).toBe(vault.severity);
    }
  });
});
