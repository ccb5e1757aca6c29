/**
 * Inline `style` in a note's raw HTML, as far as it is safe to keep: Obsidian shows
 * `<span style="color: crimson">` in colour, and rules vaults colour keywords and damage types
 * that way. The declarations are read by css-tree; a declaration is kept when its property is one
 * that only changes how text and boxes look in place ({@link KEPT_PROPERTIES}: colour, font, text,
 * border, padding, width and height, display) and its value holds no URL and no function but the
 * colour ones (`rgb()`, `hsl()` …). Positioning (`position`, `top`, `z-index`, `transform`),
 * margins, backgrounds (they may load an image), `content`, `var()`, `url()` and `expression()`
 * are dropped: a note can colour its text but cannot draw over the page or load anything.
 */
import * as csstree from 'css-tree';

/** The properties kept (lower case); every other property is dropped. */
const KEPT_PROPERTIES = new Set([
  'color',
  'background-color',
  'opacity',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'letter-spacing',
  'line-height',
  'text-align',
  'text-decoration',
  'text-decoration-color',
  'text-decoration-line',
  'text-decoration-style',
  'text-indent',
  'text-transform',
  'vertical-align',
  'white-space',
  'word-spacing',
  'border',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'width',
  'height',
  'max-width',
  'max-height',
  'min-width',
  'min-height',
  'display',
]);

/** The functions a kept value may call: colours only. */
const KEPT_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch']);

/** What {@link readInlineStyle} found: the style to keep (`null` when nothing is), and each dropped declaration as written. */
export interface InlineStyle {
  readonly kept: string | null;
  readonly dropped: readonly string[];
}

/**
 * Styles read, by value: vaults repeat a style on many elements (a colour on every span of a
 * table), and css-tree's parse is most of the cost of reading one (20,000 spans: about 200 ms).
 * Emptied when it holds {@link CACHED_STYLES}.
 */
const styles = new Map<string, InlineStyle>();
const CACHED_STYLES = 2_000;
/** Longer styles are read each time (a real one is a few dozen characters). */
const MAX_CACHED_LENGTH = 256;

/** What no kept declaration's text may hold, whatever css-tree made of it: a URL, a function that reads or runs anything, an at-rule, a block or a tag. */
const UNSAFE_TEXT = /url\(|expression\(|var\(|env\(|attr\(|image\(|@import|[{}<>]/i;

/** A quoted string (a font's name): text, never read as CSS. */
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;

/** Whether a declaration's value holds only what {@link KEPT_FUNCTIONS} allows (no URL, no other function, nothing unparsed). */
function safeValue(value: csstree.CssNode): boolean {
  let safe = true;
  csstree.walk(value, (node) => {
    if (node.type === 'Url' || node.type === 'Raw') safe = false;
    else if (node.type === 'Function' && !KEPT_FUNCTIONS.has(node.name.toLowerCase())) safe = false;
  });
  return safe;
}

/**
 * Reads the value of a `style` attribute (`"color: red; position: fixed"`): the declarations kept,
 * as one `style` value, and the dropped ones. Never throws: what css-tree cannot read as a
 * declaration is dropped, and listed when it has a `:` (text without one, like a stray word
 * between `;`, a browser skips as well).
 */
export function readInlineStyle(value: string): InlineStyle {
  if (value.length > MAX_CACHED_LENGTH) return parseInlineStyle(value);
  const known = styles.get(value);
  if (known) return known;
  const read = parseInlineStyle(value);
  if (styles.size >= CACHED_STYLES) styles.clear();
  // A copy as the key: `value` may be a slice of a note's whole text, which the key would keep alive.
  styles.set(` ${value}`.slice(1), read);
  return read;
}

const { tokenTypes: T } = csstree;
/** The token each block opener closes with. */
const CLOSER: ReadonlyMap<number, number> = new Map([
  [T.Function, T.RightParenthesis],
  [T.LeftParenthesis, T.RightParenthesis],
  [T.LeftSquareBracket, T.RightSquareBracket],
  [T.LeftCurlyBracket, T.RightCurlyBracket],
]);

/**
 * Whether every `)`, `]` and `}` of `value` closes the block opened last (css-tree's own tokens:
 * strings, comments and escapes are no brackets). css-tree's parser (3.2) reads a stray closer
 * against the token an earlier, longer parse left at the style's length in its buffers: after some
 * styles, `var(--a)}1){,;` looped for ever.
 */
function closersBalanced(value: string): boolean {
  const open: number[] = [];
  let balanced = true;
  csstree.tokenize(value, (type) => {
    const closes = CLOSER.get(type);
    if (closes !== undefined) open.push(closes);
    else if (type === T.RightParenthesis || type === T.RightSquareBracket || type === T.RightCurlyBracket) {
      if (open.pop() !== type) balanced = false;
    }
  });
  return balanced;
}

/** {@link readInlineStyle} without the cache. */
function parseInlineStyle(value: string): InlineStyle {
  const kept: string[] = [];
  const dropped: string[] = [];
  // A stray closer: the slot css-tree reads it against is set to a plain token first (a parse of
  // `;` one longer than the style), so the style is read as a browser reads it, the same every time.
  if (!closersBalanced(value)) csstree.parse(';'.repeat(value.length + 1), { context: 'declarationList' });
  const ast = csstree.parse(value, {
    context: 'declarationList',
    parseValue: true,
    onParseError: (error) => {
      // The declaration around the error, from the `;` before it to the one after.
      const offset = Math.min(Math.max((error as { offset?: number }).offset ?? 0, 0), value.length);
      const end = value.indexOf(';', offset);
      const text = value.slice(value.lastIndexOf(';', offset - 1) + 1, end === -1 ? value.length : end).trim();
      // Text with no `:` is no declaration: a browser skips it too, so Obsidian shows the same.
      if (text.includes(':')) dropped.push(text);
    },
  });
  csstree.walk(ast, {
    visit: 'Declaration',
    enter(declaration) {
      const property = declaration.property.toLowerCase();
      const written = `${property}: ${csstree.generate(declaration.value)}${declaration.important ? ' !important' : ''}`;
      // A CSS escape (`\{`, `\75rl(`) writes a character the check above never saw, and a name
      // glued to a number reads as a unit (`1var(--a)`: a dimension, then a group), so the text
      // written is checked too: dropped.
      if (
        KEPT_PROPERTIES.has(property) &&
        declaration.value.type === 'Value' &&
        safeValue(declaration.value) &&
        !written.includes('\\') &&
        !UNSAFE_TEXT.test(written.replace(QUOTED, '""'))
      )
        kept.push(written);
      else dropped.push(written);
    },
  });
  return { kept: kept.length > 0 ? kept.join('; ') : null, dropped };
}
