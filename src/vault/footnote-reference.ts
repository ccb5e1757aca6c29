/**
 * The HTML of a footnote call (`text[^1]`): mdast-util-to-hast's own handler (through
 * remark-rehype's `handlers`), in bounded time and size:
 * - the package finds a call's number by searching the list of footnotes called so far
 *   (`footnoteOrder.indexOf`), quadratic in the number of footnotes (20,000: seconds); the list is
 *   made one whose `indexOf` asks a map ({@link OrderList});
 * - a footnote lists links back to its first {@link MAX_FOOTNOTE_BACKLINKS} calls; later calls
 *   still link to it and show its number, without an `id` to come back to. The package writes one
 *   back-link per call and adds them all at once (`push(...links)`), which throws `RangeError:
 *   Maximum call stack size exceeded` past about 60,000 calls of one footnote.
 */
import type { Element, ElementContent } from 'hast';
import type { FootnoteReference } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { defaultHandlers } from 'remark-rehype';

/** Calls of one footnote that its entry links back to, at most. */
export const MAX_FOOTNOTE_BACKLINKS = 1000;

/** The ids of the footnotes in the order first called, answering `indexOf` from a map. */
class OrderList extends Array<string> {
  readonly #index = new Map<string, number>();
  override push(...ids: string[]): number {
    for (const id of ids) {
      if (!this.#index.has(id)) this.#index.set(id, this.length);
      super.push(id);
    }
    return this.length;
  }
  override indexOf(id: string): number {
    return this.#index.get(id) ?? -1;
  }
}

export function footnoteReference(state: State, node: FootnoteReference): Element | ElementContent[] {
  if (!(state.footnoteOrder instanceof OrderList)) {
    const order = new OrderList();
    order.push(...state.footnoteOrder);
    state.footnoteOrder = order;
  }
  const id = String(node.identifier).toUpperCase();
  const calls = state.footnoteCounts.get(id) ?? 0;
  const result = defaultHandlers.footnoteReference(state, node);
  if (calls < MAX_FOOTNOTE_BACKLINKS) return result;
  // Past the limit: not counted (the footer writes one back-link per call counted), and no id.
  state.footnoteCounts.set(id, calls);
  const sup = Array.isArray(result) ? undefined : result;
  const link = sup?.children[0];
  if (link?.type === 'element') delete link.properties.id;
  return result;
}
