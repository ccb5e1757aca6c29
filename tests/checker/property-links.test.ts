/**
 * Links in frontmatter properties: the checker reports them as the build does (same codes, places
 * and messages), with its own "Did you mean …?" on a broken one.
 */
import { describe, expect, it } from 'vitest';
import { loadVault } from '../../src/vault/index.ts';
import { check, fixture, withCode } from './helpers.ts';

const place = (d: { code: string; file: string; line: number; column: number; message: string }) =>
  `${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`;

describe('property links in the checker', () => {
  it('reports a broken property link at its value, with a suggestion, and an unquoted one', async () => {
    const report = await check('property-links');
    const broken = withCode(report.diagnostics, 'BrokenLink');
    expect(broken.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([['Aim.md', 5, 6, 'warning']]);
    expect(broken[0]!.message).toContain('[[Activaton]]');
    expect(broken[0]!.hint).toContain('Did you mean [[Activation]]');
    const unquoted = withCode(report.diagnostics, 'UnquotedPropertyLink');
    expect(unquoted.map((d) => [d.file, d.line, d.column])).toEqual([['Aim.md', 7, 6]]);
    expect(unquoted[0]!.hint).toBe('Put the link in quotes: see: "[[Standby]]"');
    const placeholder = withCode(report.diagnostics, 'UnquotedPlaceholder');
    expect(placeholder.map((d) => [d.file, d.line, d.column])).toEqual([['Aim.md', 8, 11]]);
    expect(placeholder[0]!.hint).toContain('reviewed: "{{date}}"');
    // Cover and Standby, linked only from properties, are not orphans; Activation, misspelt there, is.
    expect(withCode(report.diagnostics, 'OrphanNote').map((d) => d.file)).toEqual(['Activation.md']);
  });

  it('agrees with the build on every vault diagnostic', async () => {
    const report = await check('property-links');
    const graph = await loadVault(fixture('property-links'));
    const vaultCodes = new Set(graph.diagnostics.map((d) => d.code));
    expect(report.diagnostics.filter((d) => vaultCodes.has(d.code)).map(place)).toEqual(graph.diagnostics.map(place));
    expect(graph.edges.filter((e) => e.property).map((e) => [e.property, e.target])).toEqual([
      ['related', 'Cover'],
      ['rules', null],
      ['rules', 'Cover'],
      ['see', 'Standby'],
    ]);
  });
});
