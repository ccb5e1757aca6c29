/**
 * A query's text value drawn as Markdown, as Dataview draws a text in a table cell or a list (its
 * `renderCompactMarkdown`: the text rendered as Markdown, a single paragraph drawn inline): the
 * vault's own parser (`parse.ts`) reads it, so emphasis, strong, `~~strikethrough~~`,
 * `==highlights==`, code spans, escapes and hard breaks read as in a note, and a block id ending
 * the text (`Kick off ^kick`) is hidden, as in a note. Links: a wikilink (and
 * an embed) as the caller draws the links a value holds (its text as written handed to `linkTo`
 * through `withLinks`, the one reading of links in values); a Markdown link to an `http:`,
 * `https:` or `mailto:` address, and a bare web address, as a link to it; any other link by its
 * text. Anything the site does not draw inside a value (images, raw HTML, math, tags) is shown as
 * written, and a text of several blocks (a heading, a list) is not read here: `null`, for the
 * caller's plain drawing. Iterative over the tree; bounded by the parser's own bounds.
 */
import type { Element, ElementContent } from 'hast';
import type { Nodes, Parent, PhrasingContent } from 'mdast';
import { element, text } from './hast-build.ts';
import { parseMarkdown } from './parse.ts';
import { plainText } from './plain-text.ts';
import type {} from './syntax-tree.ts';

/** Whether a text may hold Markdown a value draws (else it is drawn as its text and its links). */
const MAY_HOLD_MARKDOWN = /[*_~`\\^]|==|\]\(|https?:\/\/|www\./;

/** Addresses a value's Markdown link may lead to: the web and mail; others are drawn as their text. */
const SAFE_URL = /^(?:https?:|mailto:)/i;

/** Markdown marks drawn as elements: mdast type → tag. */
const MARKS: Readonly<Record<string, string>> = {
  emphasis: 'em',
  strong: 'strong',
  delete: 'del',
  highlight: 'mark',
};

/**
 * `value` drawn as Markdown (see module doc), its wikilinks and embeds drawn by `links` (given a
 * wikilink as written, `[[Note|shown]]`, it gives what to draw); `null` when `value` holds no
 * Markdown a value draws, or is more than one paragraph.
 */
export function markdownContent(value: string, links: (written: string) => ElementContent[]): ElementContent[] | null {
  if (!MAY_HOLD_MARKDOWN.test(value)) return null;
  const { tree } = parseMarkdown(value, 'value.md');
  const [only, ...rest] = tree.children;
  if (only === undefined || rest.length > 0 || only.type !== 'paragraph') return null;
  /** The text of `node` as written in `value`, else `fallback`. */
  const written = (node: Nodes, fallback: string): string => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    return start === undefined || end === undefined ? fallback : value.slice(start, end);
  };
  const out = element('span', null, []);
  const stack: Array<{ nodes: readonly PhrasingContent[]; at: number; into: Element }> = [{ nodes: only.children, at: 0, into: out }];
  while (stack.length > 0) {
    const top = stack.at(-1)!;
    const node = top.nodes[top.at++];
    if (node === undefined) {
      stack.pop();
      continue;
    }
    const into = top.into.children;
    const inside = (tag: string, parent: Parent, properties: Element['properties'] = {}): void => {
      const made: Element = { ...element(tag, null, []), properties };
      into.push(made);
      stack.push({ nodes: parent.children as PhrasingContent[], at: 0, into: made });
    };
    switch (node.type) {
      case 'text':
        into.push(text(node.value));
        break;
      case 'inlineCode':
        into.push(element('code', null, [text(node.value)]));
        break;
      case 'break':
        into.push(element('br', null, []));
        break;
      case 'emphasis':
      case 'strong':
      case 'delete':
      case 'highlight':
        inside(MARKS[node.type]!, node);
        break;
      case 'link':
        if (SAFE_URL.test(node.url)) inside('a', node, { href: node.url });
        else stack.push({ nodes: node.children, at: 0, into: top.into });
        break;
      case 'wikiLink':
      case 'wikiEmbed':
        into.push(...links(written(node, `[[${node.value}]]`)));
        break;
      default:
        // Images, raw HTML, math, tags, footnote calls: as written.
        into.push(text(written(node, plainText(node, false, true))));
    }
  }
  return out.children;
}
