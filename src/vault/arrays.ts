/**
 * Adding many items to an array, for any number of them: `push(...items)` and `splice(i, 1,
 * ...items)` pass each item as an argument and exceed the call stack past about 100,000 of them
 * (a line of 500,000 `#a` tags, a note of 200,000 broken links and so as many diagnostics), so a
 * long list is added by a loop instead.
 */

/** Spreading this many arguments stays far below any engine's argument limit. */
const MAX_SPREAD = 10_000;

/** Replaces `children[index]` by `parts`, in place (the same array), in time linear in the lengths. */
export function replaceChild<T>(children: T[], index: number, parts: readonly T[]): void {
  if (parts.length <= MAX_SPREAD) {
    children.splice(index, 1, ...parts);
    return;
  }
  const tail = children.slice(index + 1);
  children.length = index;
  for (const part of parts) children.push(part);
  for (const node of tail) children.push(node);
}

/** Appends `items` to `target`, in place, in time linear in their number (see the module doc). */
export function pushAll<T>(target: T[], items: readonly T[]): void {
  if (items.length <= MAX_SPREAD) target.push(...items);
  else for (const item of items) target.push(item);
}
