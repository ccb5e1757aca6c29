/**
 * `check` blocks at build time: every block of content/ agrees with its engine and renders as a
 * pre-filled widget with a static answer; a wrong expectation or an invalid block fails with the
 * note's file and line, the expected and actual answers and the reasons.
 */
import { describe, expect, it } from 'vitest';
import { engineFor } from '../../src/engine/registry.ts';
import { buildGraph, loadVault } from '../../src/vault/index.ts';
import { assertCheckBlocks, CheckBlocksFailed, linkCheckCitations } from '../../src/widgets/check-build.ts';
import { makeRenderCheck } from '../../src/widgets/render-check.ts';

const renderCheck = makeRenderCheck({ base: '/', engineFor });
const url = (b: string, slug: string) => `${b}${slug}/`;
const file = (path: string, text: string) => ({ path, bytes: new TextEncoder().encode(text) });

describe('check blocks of content/', () => {
  it('all agree with their engines and render as widgets with a linked static answer', async () => {
    const graph = await loadVault('content', { base: '/', renderCheck });
    const count = assertCheckBlocks(graph, engineFor);
    expect(count).toBeGreaterThan(20);
    linkCheckCitations(graph, '/', url);
    const round = graph.notes.find((n) => n.id === 'chronicle-x/Round')!;
    expect(round.html).toMatch(/<rg-check data-game="chronicle-x" data-situation="[^"]+"><p class="check-static">/);
    expect(round.html).toContain(
      '<a class="check-open" href="/check/chronicle-x/?v=1&amp;models={H:{kind:hero,at:a1}}&amp;phase=overmind&amp;ask={activate:H}">',
    );
    expect(round.html).toMatch(
      /Rules example — expected: refused\.<\/strong> [^<]+\(rule: <a class="rule-cite" href="\/chronicle-x\/[a-z-]+\/#\^cx-phase-sides" title="[^"]+">[A-Z][^<^]+<\/a>\)/,
    );
    expect(round.html).toContain('<a class="check-open" href="/check/chronicle-x/?v=1&amp;');
    expect(graph.notes.every((n) => !n.html.includes('rulegraph-rule:'))).toBe(true);
  });
});

describe('the situation a widget starts from (data-situation)', () => {
  it("is, for every check block of content/, the block's canonical input and its scenario, answered as the engine answers the block", async () => {
    const graph = await loadVault('content', { base: '/', renderCheck });
    const unescape = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    let seen = 0;
    for (const note of graph.notes) {
      for (const m of note.html.matchAll(/<rg-check data-game="([^"]+)" data-situation="([^"]+)">/g)) {
        const engine = engineFor(m[1]!)!;
        const { input, scenario } = JSON.parse(unescape(m[2]!)) as { input: Record<string, unknown>; scenario: unknown };
        const parsed = engine.parseScenario(input);
        expect(parsed.ok, `${note.path}: ${JSON.stringify(parsed)}`).toBe(true);
        if (!parsed.ok) continue;
        // The JSON the page carries answers exactly as the scenario the link's input gives.
        expect(engine.answer(scenario)).toEqual(engine.answer(parsed.value));
        expect(JSON.parse(JSON.stringify(parsed.value))).toEqual(scenario);
        seen++;
      }
    }
    expect(seen).toBe(graph.notes.reduce((n, note) => n + note.checks.length, 0));
  });
});

describe('a failing check block', () => {
  const note = (expectLine: string) =>
    `# Move\n\nMoving is allowed. ^cx-x\n\n\`\`\`check\ngame: chronicle-x\nmodel: { kind: hero }\ndid: [move]\nask: move\n${expectLine}\n\`\`\`\n`;
  it('names file and line, expected and actual answer and the reasons', () => {
    const graph = buildGraph([file('chronicle-x/Move.md', note('expect: yes'))], { renderCheck });
    let error: unknown;
    try {
      assertCheckBlocks(graph, engineFor, (p) => `content/${p}`);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CheckBlocksFailed);
    const message = (error as Error).message;
    expect(message).toContain(
      'content/chronicle-x/Move.md:5 `check` block disagrees with the engine: expected allowed (yes), but the Chronicle X engine answers refused (no).',
    );
    expect(message).toMatch(/✗ SameActionTwice \(\^cx-different-actions\): /);
  });
  it('reports an invalid scenario and an unknown game', () => {
    const graph = buildGraph(
      [file('chronicle-x/Move.md', note('expect: maybe')), file('chess/Pawn.md', '```check\nask: move\nexpect: yes\n```\n')],
      { renderCheck },
    );
    expect(() => assertCheckBlocks(graph, engineFor)).toThrow(/chronicle-x\/Move.md:5 invalid `check` block:\n {2}- `expect` must be/);
    expect(() => assertCheckBlocks(graph, engineFor)).toThrow(
      /chess\/Pawn.md:1 invalid `check` block:\n {2}- The block is for the game “chess”, which has no engine/,
    );
  });
});
