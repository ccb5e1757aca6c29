/**
 * Inline style in raw HTML (`src/vault/inline-style.ts`): colour and text style are shown as in
 * Obsidian; nothing that could draw over the page or load a resource reaches it, whatever is
 * written; what is dropped is reported at its line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readInlineStyle } from '../../src/vault/inline-style.ts';
import { note, vault } from './helpers.ts';

/** Properties a kept style may never set, and what its values may never hold. */
const FORBIDDEN_PROPERTY =
  /(?:^|;\s*)(?:position|z-index|top|left|right|bottom|inset|transform|content|margin|background(?!-color)|behavior|-moz-binding)\s*:/i;
const FORBIDDEN_VALUE = /url\(|expression\(|var\(|@import|[{}<>]/i;

describe('inline style', () => {
  it('keeps colour and text style, drops positioning, backgrounds and URLs', () => {
    expect(readInlineStyle('color: crimson; font-weight: bold')).toEqual({ kept: 'color: crimson; font-weight: bold', dropped: [] });
    expect(readInlineStyle('color:red;position:fixed;top:0')).toEqual({ kept: 'color: red', dropped: ['position: fixed', 'top: 0'] });
    expect(readInlineStyle('background-color: rgb(10 20 30 / 50%)').kept).toBe('background-color: rgb(10 20 30/50%)');
    expect(readInlineStyle('background: url(x.png)')).toEqual({ kept: null, dropped: ['background: url(x.png)'] });
    // A stray word between `;` is no declaration: browsers skip it, so nothing differs from Obsidian.
    expect(readInlineStyle('color: hotpink;font-family: Gill Sans;style')).toEqual({
      kept: 'color: hotpink; font-family: Gill Sans',
      dropped: [],
    });
    expect(readInlineStyle('width: expression(alert(1)); color: var(--x)').kept).toBeNull();
    expect(readInlineStyle('color: red; } body { color: blue').kept).toBe('color: red');
  });

  it('a stray closing bracket never stalls the reader, whatever styles came before it', () => {
    // css-tree's parser read the closer against what an earlier, longer parse left in its buffers,
    // and looped for ever on this pair.
    readInlineStyle(`${';'.repeat(14)}{`);
    expect(readInlineStyle('var(--a)}1){,;').kept).toBeNull();
    // Read as a browser reads it, whatever came before.
    readInlineStyle(`${';'.repeat(24)}(`);
    expect(readInlineStyle('color: red; width: 3px) }').kept).toBe('color: red');
  });

  it('never keeps anything that could draw over the page or load a resource (random CSS)', () => {
    const piece = fc.constantFrom(
      'color',
      'position',
      'background',
      'background-color',
      'width',
      'z-index',
      'content',
      ':',
      ';',
      ' ',
      'red',
      'fixed',
      'url(',
      ')',
      '(',
      'x.png',
      'expression',
      'var(--a)',
      'rgb(',
      '1',
      ',',
      '!important',
      '}',
      '{',
      '/*',
      '*/',
      '"',
      "'",
      '\\',
      '\\75rl(',
      '@import',
    );
    // Found by this property: a number glued to `var` is a dimension then a group, no function.
    expect(readInlineStyle('color: 1var(--a)').kept).toBeNull();
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const { kept } = readInlineStyle(parts.join(''));
        if (kept !== null) {
          // Text in quotes is a string (a font name), never read as CSS.
          const code = kept.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
          expect(code).not.toMatch(FORBIDDEN_PROPERTY);
          expect(code).not.toMatch(FORBIDDEN_VALUE);
          // What is kept reads back the same: the page applies exactly what was checked.
          expect(readInlineStyle(kept)).toEqual({ kept, dropped: [] });
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a note: the colour is shown, <font color> too, and each dropped style is reported at its line', () => {
    const g = vault({
      'n.md': [
        'Take <span style="color: crimson">2 damage</span> or <font color="blue">block</font>.',
        '',
        '<div style="position: fixed; inset: 0; color: red">over the page</div>',
      ].join('\n'),
    });
    const html = note(g, 'n').html;
    expect(html).toContain('<span style="color: crimson">2 damage</span>');
    expect(html).toContain('<font color="blue">block</font>');
    expect(html).toContain('<div style="color: red">over the page</div>');
    const found = g.diagnostics.filter((d) => d.code === 'UnsafeHtml');
    expect(found.map((d) => [d.line, d.message])).toEqual([
      [3, 'Raw HTML in the note contains the style “position: fixed”, “inset: 0”, which is removed from the page.'],
    ]);
  });
});
