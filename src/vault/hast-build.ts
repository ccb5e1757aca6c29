/**
 * Small builders of hast nodes for the parts of a page the vault makes itself (Dataview answers,
 * embedded search results, bases' views): text only ever goes into text nodes, never into HTML;
 * and the one place such a part is lifted out of a paragraph it cannot stand in.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { walkHast } from './walk.ts';
import { replaceChild } from './arrays.ts';

/** A text node holding `value` as written. */
export const text = (value: string): ElementContent => ({ type: 'text', value });

/** An element `tagName` with the classes `className` (none for `null`) and `children`. */
export const element = (tagName: string, className: string[] | null, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: className ? { className } : {},
  children,
});

/** Splits `<p>` elements around the `<div>`s in them (a note embed's, a base's view: a `<div>` inside `<p>` is invalid HTML). */
export function liftFromParagraphs(tree: HastRoot): void {
  walkHast(tree, 'element', (p, index, parent) => {
    if (p.tagName !== 'p' || !parent || index === undefined) return undefined;
    if (!p.children.some((c) => c.type === 'element' && c.tagName === 'div')) return undefined;
    const out: ElementContent[] = [];
    let run: ElementContent[] = [];
    const flush = (): void => {
      if (run.some((c) => c.type !== 'text' || c.value.trim() !== ''))
        out.push({ type: 'element', tagName: 'p', properties: {}, children: run });
      run = [];
    };
    for (const c of p.children) {
      if (c.type === 'element' && c.tagName === 'div') {
        flush();
        out.push(c);
      } else run.push(c);
    }
    flush();
    if (out[0]?.type === 'element' && p.properties.id) out[0].properties.id = p.properties.id;
    replaceChild(parent.children, index, out);
    // Go on from the first new node: a lifted note embed's own paragraphs may hold one too.
    return index;
  });
}
