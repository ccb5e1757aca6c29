/**
 * Replacing one child of a tree node by many, for any number of them: `Array.prototype.splice`
 * with the new children spread as arguments exceeds the call stack past about 100,000 of them
 * (a line of 500,000 `#a` tags), so a long list is put in place by a loop instead.
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
