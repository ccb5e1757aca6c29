/**
 * Notes may link to a check page (`[Can Vader attack again?](/check/legion/?v=1&…)`): the vault
 * keeps such a link as a link to the site page, with no edge and no BrokenLink, and the link
 * opens the situation it encodes.
 */
import { describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/vault/index.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';

const file = (path: string, text: string) => ({ path, bytes: new TextEncoder().encode(text) });
const LINK =
  '/check/legion/?v=1&unit={type:trooper,courage:none,keywords:[relentless]}&did=[move,{action:attack,free:true,grantedBy:relentless}]&ask=attack';

describe('links to check pages in notes', () => {
  it('are site links: no edge, no diagnostic, base applied, the query kept', () => {
    const graph = buildGraph([file('legion/Relentless.md', `[Can Vader attack again?](${LINK}) and [[Missing]]\n`)], { base: '/rules/' });
    expect(graph.edges.map((e) => e.raw)).toEqual(['Missing']);
    expect(graph.diagnostics.map((d) => d.code)).toEqual(['BrokenLink']);
    const href = /<a href="([^"]+)">Can Vader attack again\?<\/a>/.exec(graph.notes[0]!.html)?.[1]?.replace(/&#x26;/g, '&');
    expect(href?.startsWith('/rules/check/legion/?v=1&')).toBe(true);
    const decoded = decodeCheckQuery(new URL(href!, 'https://example.org').search);
    expect(decoded).toMatchObject({
      ok: true,
      input: { ask: 'attack', did: ['move', { action: 'attack', free: true, grantedBy: 'relentless' }] },
    });
  });
  it('leave other site-absolute links to the resolver, and a note cannot take the /check/ slug', () => {
    const graph = buildGraph([file('Check.md', 'x'), file('A.md', '[g](/checklist/)\n')]);
    expect(graph.edges.map((e) => e.raw)).toEqual(['/checklist/']);
    expect(graph.notes.find((n) => n.id === 'Check')!.slug).not.toBe('check');
  });
});
