/**
 * remark plugin: Obsidian block ids.
 *
 * ` ^id` ending a paragraph gives the paragraph (or, for a list item's first paragraph, the list
 * item; for a quote's or callout's last paragraph, the whole quote or callout, as for an id on its
 * own line after a quote or callout ending in a list; a quote ending in a quote is one block, the
 * outermost's) the block id `id`;
 * right after an embed it may be glued (`![[pic.png]]^img`). A paragraph that is only `^id` (on its own line after a block) gives
 * the id to the previous block and is removed; as a quote's or callout's last line (`>^id`), to the
 * whole quote or callout (Obsidian's block is the root-level section: its `SectionCache.id`). A table is one block in Obsidian, as a paragraph
 * is: `^id` on the line right after its last row (which Markdown reads as one more row) or ending
 * its last row gives the table the id, and that row or marker is removed. ` ^id` ending a heading's
 * line (`## Pick Two ^pick2`) is the heading's id, as in Obsidian: hidden from the heading, whose
 * name and anchor are its text without it (`[[Note#Pick Two]]` still reaches it), and a link to
 * `#^pick2` goes to the heading. The marker is removed from the text; the block
 * gets `data.blockId` and the HTML id `^id` (a heading keeps its anchor, `extract.ts`). Ids are `[A-Za-z0-9-]+`, as Obsidian allows.
 * Reports `DuplicateBlockId` (the second use gets no id) and `OrphanBlockId` (nothing before it)
 * into `file.data.syntaxProblems`.
 */
import type { Heading, Nodes, Parents, Root, Table } from 'mdast';
import type { VFile } from 'vfile';
import type {} from '../syntax-tree.ts';
import { SKIP, walk } from '../walk.ts';

/** ` ^id` ending a text, or `^id` on a line of its own (after `\n` or a Windows `\r\n`). */
const MARKER = /(^|[ \t]*\r?\n|[ \t]+)\^([A-Za-z0-9-]+)[ \t]*$/;

export default function remarkBlockIds() {
  return (tree: Root, file: VFile): void => {
    const problems = (file.data.syntaxProblems ??= []);
    const seen = new Set<string>();

    function assign(target: Nodes, id: string, at: Nodes): void {
      const line = at.position?.start.line ?? 1;
      const column = at.position?.start.column ?? 1;
      // Compared without case, as links find blocks (`[[#^Rule-A]]` reaches `^rule-a`).
      const key = id.toLowerCase();
      if (seen.has(key)) {
        problems.push({ code: 'DuplicateBlockId', args: [id], line, column });
        return;
      }
      seen.add(key);
      const data = (target.data ??= {});
      data.blockId = id;
      data.hProperties = { ...data.hProperties, id: `^${id}` };
    }

    /** ` ^id` ending `heading`'s text: taken out, the id given to the heading (see module doc). */
    function headingId(heading: Heading): void {
      const last = heading.children[heading.children.length - 1];
      if (last?.type !== 'text') return;
      const match = MARKER.exec(last.value);
      if (!match) return;
      // Glued to other inline content (`**a**^id`) it is text, as in a paragraph; so is a heading
      // that would be left without text (`# ^id`).
      const glued = heading.children[heading.children.length - 2];
      if (match.index === 0 && match[1] === '' && heading.children.length > 1 && glued?.type !== 'wikiEmbed') return;
      const kept = last.value.slice(0, match.index).replace(/[ \t]+$/, '');
      if (kept === '' && heading.children.length === 1) return;
      last.value = kept;
      if (kept === '') heading.children.pop();
      assign(heading, match[2] ?? '', heading);
    }

    // A quote or callout ending in a list: the paragraph of its last item (down nested lists), where
    // an id on the line after the quote lands, by the quote. Found on first need (a list item's id
    // on a line of its own), with one more walk.
    let quoteEndingIn: Map<Nodes, Nodes> | null = null;
    const quoteOf = (paragraph: Nodes): Nodes | undefined => {
      if (!quoteEndingIn) {
        const found = new Map<Nodes, Nodes>();
        walk(tree, 'blockquote', (quote) => {
          if (quote.children[quote.children.length - 1]?.type !== 'list') return undefined;
          let last: Nodes | undefined = quote.children[quote.children.length - 1];
          while (last && (last.type === 'list' || last.type === 'listItem')) last = last.children[last.children.length - 1];
          if (last?.type === 'paragraph') found.set(last, quote);
          return undefined;
        });
        quoteEndingIn = found;
      }
      return quoteEndingIn.get(paragraph);
    };

    // A quote ending in a quote (`> > [!cite] Inner`): the inner one's id is the outer one's, up to
    // the outermost (Obsidian's block is the whole quote). Found on first need, with one more walk.
    let enclosing: Map<Nodes, Nodes> | null = null;
    const outermost = (quote: Nodes): Nodes => {
      if (!enclosing) {
        const found = new Map<Nodes, Nodes>();
        walk(tree, 'blockquote', (outer) => {
          const last = outer.children[outer.children.length - 1];
          if (last?.type === 'blockquote') found.set(last, outer);
          return undefined;
        });
        enclosing = found;
      }
      let at = quote;
      for (let next = enclosing.get(at); next; next = enclosing.get(at)) at = next;
      return at;
    };

    walk(tree, null, (node, index, parent: Parents | undefined) => {
      if (node.type === 'heading') {
        headingId(node);
        return SKIP;
      }
      if (node.type !== 'paragraph') return undefined;
      const last = node.children[node.children.length - 1];
      if (!last || last.type !== 'text' || !parent || index === undefined) return;
      const match = MARKER.exec(last.value);
      if (!match) return;
      const id = match[2] ?? '';
      // `^` at the very start of a text node that follows other inline content (`**a**^id`) is
      // not a marker: Obsidian requires whitespace before it, except right after an embed
      // (`![[pic.png]]^img`). After a hard break (a line ending in two spaces or `\`) it is on a
      // line of its own, as after any line ending.
      const glued = node.children[node.children.length - 2];
      if (match.index === 0 && match[1] === '' && node.children.length > 1 && glued?.type !== 'wikiEmbed' && glued?.type !== 'break')
        return;
      last.value = last.value.slice(0, match.index).replace(/[ \t]+$/, '');
      if (last.value === '') {
        node.children.pop();
        if (node.children[node.children.length - 1]?.type === 'break') node.children.pop();
      }

      if (node.children.length === 0) {
        const previous = parent.children[index - 1];
        // The last line of a quote or callout (`>^id` after a nested callout, a table or a blank
        // `>` line) ends the quote's block: Obsidian gives the id to the whole quote, as for an id
        // ending its last paragraph, not to the block inside it before the marker.
        const endsQuote = parent.type === 'blockquote' && index === parent.children.length - 1;
        parent.children.splice(index, 1);
        if (previous && endsQuote) assign(outermost(parent), id, node);
        else if (previous) assign(previous, id, node);
        // A list item holding only the marker (`- ^id`, or a task's `- [x] ^id` once its box is
        // read) is the block: Obsidian gives the item the id, as for an item with text.
        else if (parent.type === 'listItem') assign(parent, id, node);
        else
          problems.push({
            code: 'OrphanBlockId',
            args: [id],
            line: node.position?.start.line ?? 1,
            column: node.position?.start.column ?? 1,
          });
        return [SKIP, index];
      }
      // A quote or callout is one block in Obsidian: an id ending its last paragraph (or on the
      // line after it, which Markdown reads as part of it) is the whole quote's.
      // An id on its own line after a quote or callout ending in a list names the whole quote too.
      const quote = parent.type === 'listItem' && match[1]?.includes('\n') ? quoteOf(node) : undefined;
      const target =
        quote ??
        (parent.type === 'listItem' && parent.children[0] === node
          ? parent
          : parent.type === 'blockquote' && parent.children[parent.children.length - 1] === node
            ? parent
            : node);
      assign(target.type === 'blockquote' ? outermost(target) : target, id, node);
      return undefined;
    });

    walk(tree, 'table', (table: Table) => {
      const row = table.children[table.children.length - 1];
      if (!row || table.children.length < 2) return;
      const filled = row.children.filter((cell) => cell.children.length > 0);
      const cell = filled[filled.length - 1];
      const last = cell?.children[cell.children.length - 1];
      if (!cell || last?.type !== 'text') return;
      const match = MARKER.exec(last.value);
      if (!match || (match.index === 0 && cell.children.length > 1)) return;
      // Only at the end of the table's last line: `| x ^2 |` ends in a pipe, and is a cell's text.
      const [end, rowEnd] = [last.position?.end.offset, row.position?.end.offset];
      if (end === undefined || rowEnd === undefined || String(file.value).slice(end, rowEnd).trim() !== '') return;
      last.value = last.value.slice(0, match.index).replace(/[ \t]+$/, '');
      if (last.value === '') cell.children.pop();
      // The line after the table, read as a row of its own: the marker was all of it.
      if (filled.length === 1 && cell.children.length === 0) table.children.pop();
      assign(table, match[2] ?? '', row);
      return SKIP;
    });
  };
}
