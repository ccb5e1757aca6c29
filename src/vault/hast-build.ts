/**
 * Small builders of hast nodes for the parts of a page the vault makes itself (Dataview answers,
 * embedded search results): text only ever goes into text nodes, never into HTML.
 */
import type { Element, ElementContent } from 'hast';

/** A text node holding `value` as written. */
export const text = (value: string): ElementContent => ({ type: 'text', value });

/** An element `tagName` with the classes `className` (none for `null`) and `children`. */
export const element = (tagName: string, className: string[] | null, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: className ? { className } : {},
  children,
});
