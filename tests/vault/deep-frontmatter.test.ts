/**
 * Frontmatter nested thousands deep runs the YAML parser out of call stack. Where it stops depends
 * on the stack left, which differs between the build, `check` and a parse thread: the report names
 * the property holding the nesting, at its line, so every run says the same.
 */
import { describe, expect, it } from 'vitest';
import { note, vault } from './helpers.ts';

describe('frontmatter nested past the call stack', () => {
  const deepFlow = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
  const deepMap = `${'{a: '.repeat(20_000)}1${'}'.repeat(20_000)}`;

  it('is reported at the property holding it, with the reason, and the note is published without it', () => {
    const graph = vault({
      'Flow.md': `---\ntitle: Deep\ntags: [x]\nlevels: ${deepFlow}\nafter: 1\n---\nThe body [[Map]].\n`,
      'Map.md': `---\nnested:\n  inner: ${deepMap}\n---\nBody.\n`,
    });
    const found = graph.diagnostics.filter((d) => d.code === 'InvalidFrontmatter').map((d) => [d.file, d.line, d.column, d.message]);
    const reason = 'The frontmatter is not valid YAML: its values are nested too deeply to read (thousands of brackets or indents).';
    expect(found).toEqual([
      ['Flow.md', 4, 1, reason],
      ['Map.md', 2, 1, reason],
    ]);
    expect(note(graph, 'Flow').html).toContain('The body');
    expect(note(graph, 'Flow').title).toBe('Flow');
  });

  it('names the same place however much stack is left', () => {
    const text = `---\na: 1\nb: ${deepFlow}\n---\nBody.\n`;
    const places = new Set<string>();
    // Each call one frame deeper: the parser runs out at another bracket each time.
    const at = (depth: number): void => {
      if (depth > 0) {
        at(depth - 1);
        return;
      }
      const d = vault({ 'N.md': text }).diagnostics.find((x) => x.code === 'InvalidFrontmatter');
      places.add(`${d?.line}:${d?.column}`);
    };
    for (const depth of [0, 50, 200, 800]) at(depth);
    expect([...places]).toEqual(['3:1']);
  });
});
