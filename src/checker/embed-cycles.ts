/**
 * Embed cycles: notes that transclude each other (`A` embeds `B`, `B` embeds `A`, or a note
 * embedding itself). The site stops inlining at the transclusion depth limit; the checker names the
 * cycle so the editor can break it.
 */
import type { Diagnostic, VaultEdge } from '../vault/types.ts';
import { diagnostic, type CheckContext } from './context.ts';

/**
 * One diagnostic per cycle (strongly connected component of the embed graph with more than one
 * note, or a note embedding itself), placed at the first embed of the cycle in its alphabetically
 * first note, unless the vault already reported the cycle in one of its notes. Iterative Tarjan: O(notes + embeds), no recursion limit.
 */
export function checkEmbedCycles(ctx: CheckContext): Diagnostic[] {
  const embeds = new Map<string, VaultEdge[]>();
  for (const edge of ctx.graph.edges) {
    if (edge.kind !== 'embed' || !edge.target || !ctx.notesById.has(edge.target)) continue;
    const list = embeds.get(edge.source);
    if (list) list.push(edge);
    else embeds.set(edge.source, [edge]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of embeds.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const out = embeds.get(frame.node) ?? [];
      if (frame.next < out.length) {
        const to = out[frame.next++]!.target!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  const out: Diagnostic[] = [];
  const reportedByVault = new Set(ctx.graph.diagnostics.filter((d) => d.code === 'EmbedCycle').map((d) => d.file));
  for (const component of components) {
    const members = new Set(component);
    // The vault already names this cycle where it broke it: say it once.
    if (component.some((id) => reportedByVault.has(ctx.notesById.get(id)!.path))) continue;
    const first = [...component].sort()[0]!;
    const edge = (embeds.get(first) ?? []).find((e) => members.has(e.target!));
    if (!edge) continue; // a single note that does not embed itself
    const note = ctx.notesById.get(first)!;
    const path = cyclePath(first, members, embeds);
    out.push(
      diagnostic(
        'EmbedCycle',
        note.path,
        edge.position,
        `Embeds go round in a cycle: ${path.join(' → ')}. The page inlines them only up to the transclusion depth limit.`,
        `Replace one of the embeds in the cycle (![[…]]) by a link ([[…]]).`,
      ),
    );
  }
  return out;
}

/** One cycle through `first` inside the component, as note ids, ending where it started. */
function cyclePath(first: string, members: Set<string>, embeds: Map<string, VaultEdge[]>): string[] {
  // Breadth-first search from `first` back to `first` inside the component.
  const previous = new Map<string, string>();
  const queue = [first];
  while (queue.length) {
    const node = queue.shift()!;
    for (const edge of embeds.get(node) ?? []) {
      const to = edge.target!;
      if (!members.has(to)) continue;
      if (to === first) {
        const path = [first];
        for (let at: string | undefined = node; at !== undefined && at !== first; at = previous.get(at)) path.unshift(at);
        return [first, ...path.slice(1), first];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [first, first];
}
