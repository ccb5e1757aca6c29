/**
 * The rehype-sanitize (hast-util-sanitize) schema for note HTML: GitHub's default schema, plus
 * what our own markup needs (ids without a prefix so `#heading` and `#^block` anchors work,
 * classes, `data-note`/`data-callout*`, image size and `loading`, `<details open>` callouts,
 * `<mark>` highlights, task statuses (`data-task`), `<audio>`/`<video>` players, check-block and
 * math placeholders), inline `style` (reduced afterwards to what `inline-style.ts` keeps) and
 * `<font color>`, and text-level elements GitHub's list lacks (`<u>`, `<small>`, `<abbr>`, `<cite>`,
 * `<center>`, `<figure>`…), as Obsidian shows them. Scripts, event handlers, `<style>`, frames and
 * `javascript:`/`data:` URLs stay forbidden.
 */
import { defaultSchema } from 'hast-util-sanitize';
import type { Schema } from 'hast-util-sanitize';

/** Tag of the placeholder `render.ts` swaps for a `check` block's HTML after sanitising. */
export const CHECK_PLACEHOLDER = 'rulegraph-check';

/** Tag of the placeholder `render.ts` swaps for a formula's KaTeX HTML after sanitising. */
export const MATH_PLACEHOLDER = 'rulegraph-math';

const base = defaultSchema.attributes ?? {};

/** The URL schemes a link keeps on the page (GitHub's: `http`, `https`, `mailto` …); any other loses its address. */
export const LINK_SCHEMES: readonly string[] = defaultSchema.protocols?.href ?? [];

type AttributeRules = NonNullable<Schema['attributes']>[string];

/** An element's attribute rules less the one limiting its classes to a few values. */
function withoutClassRule(rules: AttributeRules | undefined): AttributeRules {
  return (rules ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === 'className'));
}

/** Text-level elements Obsidian shows that GitHub's schema leaves out: underline, small print, abbreviations, citations. */
const PHRASING_ELEMENTS = ['u', 'small', 'big', 'abbr', 'cite', 'dfn', 'time', 'bdi', 'bdo', 'wbr'];

export const noteSanitizeSchema: Schema = {
  ...defaultSchema,
  clobberPrefix: '',
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    CHECK_PLACEHOLDER,
    MATH_PLACEHOLDER,
    'mark',
    'audio',
    'video',
    'source',
    'font',
    // Text-level elements editors write in notes and Obsidian shows (GitHub's list lacks them).
    ...PHRASING_ELEMENTS,
    'center',
    'figure',
    'figcaption',
    'caption',
    'col',
    'colgroup',
    // A progress bar: Obsidian's reading view draws `<progress value="3" max="10">`, which editors
    // use to track reading or quests (themes style it: obsidian-sanctum's issue "Progress Bar
    // color is set by raw Value", Minimal's "progress bars" guide).
    'progress',
  ],
  attributes: {
    ...base,
    '*': [...(base['*'] ?? []), 'className', 'dataNote', 'dataCallout', 'dataCalloutFold', 'dataCalloutMetadata', 'style'],
    // Any class, as on every element ('*'): GitHub's list allows only its own on these (a task
    // list's), which would strip the wikilink classes and Dataview's list classes.
    a: withoutClassRule(base.a),
    ul: withoutClassRule(base.ul),
    ol: withoutClassRule(base.ol),
    img: [...(base.img ?? []), 'loading'],
    [CHECK_PLACEHOLDER]: ['dataCheck'],
    [MATH_PLACEHOLDER]: ['dataDisplay', 'dataTex', 'dataSource'],
    // A canvas's cards (`canvas.ts`): which card of the board each is.
    div: [...(base.div ?? []), 'dataCanvasNode'],
    audio: ['src', 'controls', 'preload', 'title'],
    video: ['src', 'controls', 'preload', 'title'],
    li: [...withoutClassRule(base.li), 'dataTask'],
    font: ['color', 'face', 'size'],
    progress: ['value', 'max'],
  },
};
