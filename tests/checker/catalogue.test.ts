/** One catalogue: every code is defined once (src/vault/diagnostics.ts) and documented for editors. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTICS } from '../../src/vault/diagnostics.ts';
import { check, FIXTURES } from './helpers.ts';

const guide = readFileSync(resolve(import.meta.dirname, '../../docs/editors-guide.md'), 'utf8');
const documented = new Set([...guide.matchAll(/^### `(\w+)`\n(error|warning|info)\./gm)].map((m) => `${m[1]}:${m[2]}`));

describe('diagnostic catalogue', () => {
  it('documents every code in docs/editors-guide.md, with its severity', () => {
    for (const d of Object.values(DIAGNOSTICS)) expect(documented, d.code).toContain(`${d.code}:${d.severity}`);
  });

  it('documents no code the catalogue lacks', () => {
    const codes = new Set(Object.keys(DIAGNOSTICS));
    for (const entry of documented) expect(codes, entry).toContain(entry.split(':')[0]);
  });

  it('reports, on every checker fixture, only catalogue codes with the catalogue’s severity', async () => {
    const names = readdirSync(FIXTURES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    for (const name of names) {
      for (const d of (await check(name)).diagnostics) {
        const def = (DIAGNOSTICS as Record<string, { severity: string }>)[d.code];
        expect(def, `${join(name, d.file)} ${d.code}`).toBeDefined();
        expect(d.severity, d.code).toBe(def!.severity);
      }
    }
  });

  it('says "embed", never "transclusion", in codes, titles, messages and hints', () => {
    for (const d of Object.values(DIAGNOSTICS)) expect(`${d.code} ${d.title} ${d.hint}`, d.code).not.toMatch(/transclu/i);
  });
});
