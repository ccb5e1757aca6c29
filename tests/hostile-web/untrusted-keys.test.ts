/**
 * Keys from a vault or a link are names, never members of Object.prototype: frontmatter with
 * `__proto__` or `constructor`, flow mappings and link parameters with prototype names.
 */
import { describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/vault/index.ts';
import { parseFlow } from '../../src/widgets/flow-parse.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';

const note = (path: string, text: string) => ({ path, bytes: new TextEncoder().encode(text) });

describe('untrusted keys', () => {
  it('reads frontmatter keys named like prototype members as plain keys, polluting nothing', () => {
    const graph = buildGraph(
      [note('a/Note.md', '---\n__proto__: { title: Hijacked, polluted: 1 }\nconstructor: x\ntoString: y\naliases: [Other]\n---\n# Note\n')],
      { html: false },
    );
    const [n] = graph.notes;
    expect(n!.title).toBe('Note');
    expect(n!.aliases).toEqual(['Other']);
    expect(Object.keys(n!.frontmatter)).toEqual(['__proto__', 'constructor', 'toString', 'aliases']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads flow mappings and link parameters into objects that inherit nothing', () => {
    const parsed = parseFlow('{a:1}');
    expect(parsed.ok && (parsed.value as Record<string, unknown>).toString).toBeUndefined();
    const proto = parseFlow('{__proto__:{polluted:1},constructor:2}');
    expect(proto.ok && Object.keys(proto.value as object)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const link = decodeCheckQuery('v=1&ask=move');
    expect(link.ok && link.input.toString).toBeUndefined();
    expect(link.ok && link.input.valueOf).toBeUndefined();
  });
});
