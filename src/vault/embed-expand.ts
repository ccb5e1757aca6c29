/**
 * Note embeds, the one place that bounds them: `![[Note]]`, `![[Note#Heading]]`, `![[Note#^block]]`
 * placeholders in a note's hast replaced by `<div class="markdown-embed" data-note="…">` holding a
 * copy of the target's content (ids removed, so the page's anchors stay unique) and an
 * `<a class="markdown-embed-link">` to the source. Nested embeds are expanded up to `maxDepth`;
 * an embed is shown as a link instead, with a diagnostic at the embed, when it would repeat one
 * already being expanded (`EmbedCycle`: a real cycle; a note embedding one of its own sections is
 * not one, as in Obsidian), when it is nested deeper than `maxDepth` (`EmbedTooDeep`), or when
 * it would take the page past `maxEmbedBytes` of embedded content, or the pages of the whole
 * vault together past the vault's budget (`MAX_EMBED_BYTES_PER_VAULT`, or twice the size of its notes; `EmbedTooLarge`, in vault order).
 * An embed of a heading or block the target lacks embeds nothing: a marked
 * `<span class="embed missing">` instead, as in Obsidian.
 * The build (rendering), `check` and `check --watch` (`embedDiagnostics`) all go through here.
 */
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import { SKIP, walkHast } from './walk.ts';
import { diagnose, EmbedCycle, EmbedTooDeep, EmbedTooLarge } from './diagnostics.ts';
import { baseTree, linkElement, noteUrl, type RenderContext } from './render.ts';
import { EMBED_PLACEHOLDER } from './embed-placeholder.ts';
import type { NoteRecord, ResolvedLink } from './model.ts';
import type { DiagnosticDefinition } from './diagnostics.ts';
import { readsVault } from './page-reads.ts';
import { liftFromParagraphs } from './hast-build.ts';

const HEADING = /^h([1-6])$/;

function headingLevel(node: RootContent): number | null {
  if (node.type !== 'element') return null;
  const m = HEADING.exec(node.tagName);
  return m ? Number(m[1]) : null;
}

/** Whether `el` carries the HTML id `id`; a code block (`pre`) carries its `code`'s (where Markdown puts a block id). */
function carriesId(el: Element, id: string): boolean {
  if (el.properties.id === id) return true;
  if (el.tagName !== 'pre') return false;
  const code = el.children.find((c): c is Element => c.type === 'element');
  return code?.tagName === 'code' && code.properties.id === id;
}

/** The element carrying the HTML id `id` (`carriesId`), in document order, with its parent; `null` when none does. */
function findById(nodes: RootContent[], id: string): { el: Element; parent: Element | null } | null {
  let found: { el: Element; parent: Element | null } | null = null;
  for (const n of nodes) {
    walkHast(n, 'element', (el, _index, parent) => {
      if (found) return SKIP;
      if (carriesId(el, id)) found = { el, parent: parent?.type === 'element' ? parent : null };
      return undefined;
    });
    if (found) break;
  }
  return found;
}

/**
 * A list holding only `item`, a list item of `list`, as Obsidian shows an embedded list item (the
 * item's own lines, rendered): an item of a numbered list stays numbered, with its own number
 * (`3. Third ^id` embeds as item 3), and a task keeps its list's look.
 */
function listOfItem(item: Element, list: Element | null): Element {
  if (list?.tagName !== 'ol')
    return { type: 'element', tagName: 'ul', properties: { className: list?.properties.className }, children: [item] };
  const start = Number(list.properties.start ?? 1);
  const number = start + list.children.filter((c) => c.type === 'element' && c.tagName === 'li').indexOf(item);
  return {
    type: 'element',
    tagName: 'ol',
    properties: { className: list.properties.className, start: number === 1 ? undefined : number },
    children: [item],
  };
}

/** The part of a note's hast an embed shows: all, a heading's section, or one block. */
function selectFragment(tree: HastRoot, anchorId: string | null): RootContent[] | null {
  const children = tree.children;
  if (anchorId === null) return children;
  const top = children.findIndex((n) => n.type === 'element' && carriesId(n, anchorId));
  if (top !== -1) {
    const level = headingLevel(children[top]!);
    if (level === null) return [children[top]!];
    let end = top + 1;
    while (end < children.length) {
      const l = headingLevel(children[end]!);
      if (l !== null && l <= level) break;
      end++;
    }
    return children.slice(top, end);
  }
  const found = findById(children, anchorId);
  if (!found) return null;
  if (found.el.tagName === 'li') return [listOfItem(found.el, found.parent)];
  return [found.el];
}

/** Where an embedded note's footnotes (`[^1]`, `^[…]`) point: ids and links of the form `user-content-fn…`. */
const FOOTNOTE_ID = /^user-content-fn/;

/**
 * Removes the ids of an embedded fragment (the page has them already, from the note itself or
 * another embed), except its footnotes' ids, which take the embed's own prefix
 * (`user-content-embed-2-fn-1`), as do the footnote calls and back links pointing at them: a
 * footnote call in an embed goes to the embed's footnote, never to the page's footnote of the
 * same number.
 */
function stripIds(nodes: RootContent[], embed: number): void {
  const own = (value: string): string => value.replace(FOOTNOTE_ID, `user-content-embed-${embed}-fn`);
  for (const n of nodes)
    walkHast(n, 'element', (el) => {
      const id = el.properties.id;
      if (typeof id === 'string' && FOOTNOTE_ID.test(id)) el.properties.id = own(id);
      else delete el.properties.id;
      const href = el.properties.href;
      if (el.tagName === 'a' && typeof href === 'string' && href.startsWith('#user-content-fn'))
        el.properties.href = `#${own(href.slice(1))}`;
    });
}

function report<Args extends unknown[]>(
  ctx: RenderContext,
  record: NoteRecord,
  link: ResolvedLink,
  def: DiagnosticDefinition<Args>,
  ...args: Args
): void {
  const key = `${def.code}:${record.note.path}:${link.position.line}:${link.position.column}`;
  if (ctx.reported.has(key)) return;
  ctx.reported.add(key);
  ctx.diagnostics.push(diagnose(def, { file: record.note.path, ...link.position }, ...args));
}

function keyOf(record: NoteRecord, anchorId: string | null): string {
  return `${record.note.id}#${anchorId ?? ''}`;
}

/** Per page: size of the embedded content inlined so far (see {@link fragmentSize}). */
interface PageBudget {
  used: number;
  /** Embeds inlined on the page so far (each one's footnotes get their own ids). */
  embeds: number;
}

const fragmentSizes = new WeakMap<RenderContext, Map<string, number>>();

/**
 * Size of `nodes` as the page's HTML grows by them, roughly in bytes: the characters of their
 * text plus 16 for each other node (an element's tags); measured once per note and anchor per build.
 */
function fragmentSize(ctx: RenderContext, key: string, nodes: RootContent[]): number {
  let sizes = fragmentSizes.get(ctx);
  if (!sizes) fragmentSizes.set(ctx, (sizes = new Map()));
  const known = sizes.get(key);
  if (known !== undefined) return known;
  let count = 0;
  for (const n of nodes)
    walkHast(n, null, (node) => {
      count += node.type === 'text' ? node.value.length : 16;
    });
  sizes.set(key, count);
  return count;
}

const shown = (key: string): string => key.replace(/#$/, '');

function expand(ctx: RenderContext, nodes: RootContent[], stack: string[], page: PageBudget): void {
  for (const top of nodes) {
    walkHast(top, 'element', (el, index, parent) => {
      if (el.tagName !== EMBED_PLACEHOLDER || !parent || index === undefined) return undefined;
      const [nonce, noteIndex, linkIndex] = String(el.properties.dataRulegraph ?? '').split(':');
      const owner = nonce === ctx.nonce ? ctx.records[Number(noteIndex)] : undefined;
      const link = owner?.links[Number(linkIndex)];
      if (!owner || !link || link.targetNote === null) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const target = ctx.records[link.targetNote]!;
      if (link.anchor !== null && link.anchorId === null) {
        // A heading or block the target lacks (`MissingEmbed`, reported with the links): as in
        // Obsidian, nothing of the note is embedded; a marked placeholder shows what is missing.
        const anchor = link.anchor.type === 'block' ? `^${link.anchor.id}` : link.anchor.chain.join('#');
        parent.children.splice(index, 1, {
          type: 'element',
          tagName: 'span',
          properties: {
            className: ['embed', 'missing'],
            title: `Not in ${target.note.title}: ${link.anchor.type === 'block' ? 'block' : 'heading'} ${anchor}`,
          },
          children: [{ type: 'text', value: `${link.path || target.note.title}#${anchor}` }],
        });
        return [SKIP, index + 1];
      }
      const key = keyOf(target, link.anchorId);
      const text = link.alias ?? (link.path || target.note.title);
      // A cycle: this very part is being expanded already, or the whole note is embedded inside
      // one of its own parts. (A note embedding another of its own sections is no cycle.)
      let cycleAt = stack.indexOf(key);
      if (cycleAt === -1 && link.anchorId === null) cycleAt = stack.findIndex((k) => k.startsWith(`${target.note.id}#`));
      let replacement: ElementContent;
      const selected = cycleAt === -1 && stack.length <= ctx.maxDepth ? (selectFragment(baseTree(ctx, target), link.anchorId) ?? []) : [];
      const size = selected.length ? fragmentSize(ctx, key, selected) : 0;
      if (cycleAt !== -1) {
        report(ctx, owner, link, EmbedCycle, target.note.id, [...stack.slice(cycleAt), key].map(shown).join(' → '));
        replacement = linkElement(ctx, link, text);
      } else if (stack.length > ctx.maxDepth) {
        report(ctx, owner, link, EmbedTooDeep, target.note.id, ctx.maxDepth);
        replacement = linkElement(ctx, link, text);
      } else if (page.used + size > ctx.maxEmbedBytes) {
        report(ctx, owner, link, EmbedTooLarge, target.note.id, ctx.maxEmbedBytes);
        replacement = linkElement(ctx, link, text);
      } else if (ctx.embedBudget.used + size > ctx.embedBudget.limit) {
        report(ctx, owner, link, EmbedTooLarge, target.note.id, ctx.embedBudget.limit, 'vault');
        replacement = linkElement(ctx, link, text);
      } else {
        page.used += size;
        ctx.embedBudget.used += size;
        const fragment = structuredClone(selected);
        stripIds(fragment, ++page.embeds);
        expand(ctx, fragment, [...stack, key], page);
        replacement = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['markdown-embed'], dataNote: target.note.id },
          children: [
            ...(fragment as ElementContent[]),
            {
              type: 'element',
              tagName: 'a',
              properties: { className: ['markdown-embed-link'], href: noteUrl(ctx, target, link.anchorId) },
              children: [{ type: 'text', value: `Source: ${target.note.title}` }],
            },
          ],
        };
      }
      parent.children.splice(index, 1, replacement);
      return [SKIP, index + 1];
    });
  }
}

/** Expands every note embed placeholder in `tree` (the rendering of `record`) in place. */
export function expandEmbeds(ctx: RenderContext, record: NoteRecord, tree: HastRoot): void {
  expand(ctx, tree.children, [keyOf(record, null)], { used: 0, embeds: 0 });
  liftFromParagraphs(tree);
}

/**
 * Whether expanding the notes' embeds could report anything (`EmbedCycle`, `EmbedTooDeep`,
 * `EmbedTooLarge`): `true` when the note-to-note embeds (`![[Note…]]`, any anchor) form a cycle,
 * a chain of more than `maxDepth` embeds, a page that could inline more than `maxBytes`, or pages
 * that together could inline more than `maxVaultBytes`. A
 * note's tree is taken to measure at most `64 × bytes + 256` (`bytes(i)`: its file size; at most
 * `4 × bytes + 16` nodes of 16 each, text no longer than the file; a note showing notes of the
 * whole vault, a query's, a search's or a base's, is taken to have no bound) and an embed to add 64;
 * expansion follows only such embeds (fewer when an anchor picks part of a note), so `false`
 * means it reports nothing. O(notes + embeds).
 */
export function canEmbedTooFar(
  records: readonly NoteRecord[],
  maxDepth: number,
  maxBytes: number,
  bytes: (index: number) => number,
  maxVaultBytes = Number.POSITIVE_INFINITY,
): boolean {
  const targets = records.map((r) => r.links.flatMap((l) => (l.kind === 'embed' && l.targetNote !== null ? [l.targetNote] : [])));
  // Kahn's algorithm from the notes nothing embeds; `depth[i]`: the longest embed chain ending at i.
  const incoming = new Array<number>(records.length).fill(0);
  for (const list of targets) for (const t of new Set(list)) incoming[t]!++;
  const depth = new Array<number>(records.length).fill(0);
  const ready = records.flatMap((_, i) => (incoming[i] === 0 ? [i] : []));
  const order: number[] = [];
  while (ready.length) {
    const i = ready.pop()!;
    order.push(i);
    for (const t of new Set(targets[i]!)) {
      depth[t] = Math.max(depth[t]!, depth[i]! + 1);
      if (depth[t]! > maxDepth) return true;
      if (--incoming[t]! === 0) ready.push(t);
    }
  }
  if (order.length < records.length) return true; // the rest lie on or behind a cycle
  // Largest page each note can make, embedded notes first (reverse topological order).
  const most = new Array<number>(records.length).fill(0);
  let vault = 0;
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k]!;
    let total = 0;
    for (const t of targets[i]!) total += most[t]! + 64;
    if (total > maxBytes) return true;
    vault += total;
    if (vault > maxVaultBytes) return true;
    // A note answering a query, a search or a base shows notes from the whole vault: no bound from its size.
    most[i] = total + (readsVault(records[i]!) ? Number.POSITIVE_INFINITY : 64 * bytes(i) + 256);
  }
  return false;
}
