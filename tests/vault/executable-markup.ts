/**
 * Finds markup in a page's HTML that a browser would run: `<script>` and the elements that load
 * or run other documents (`iframe`, `object`, `embed`, `base`, `meta`, `link`, `style`…), an
 * event handler attribute (`on…=`), `srcdoc`, and an attribute whose value is a `javascript:`,
 * `vbscript:` or `data:` URL (as browsers read one: spaces and control characters ignored, any
 * case). The HTML is parsed as a browser parses it (parse5), so text that only looks like markup
 * (`&lt;script&gt;`) is not counted. Returns one line per finding.
 */
import { parseFragment } from 'parse5';

const RUNS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style', 'noscript']);

interface Node {
  nodeName: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: Node;
}

export function executableMarkup(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node): void => {
    if (node.attrs) {
      const name = node.nodeName.toLowerCase();
      if (RUNS.has(name)) found.push(`<${name}>`);
      for (const attribute of node.attrs) {
        const key = attribute.name.toLowerCase();
        if (/^on/.test(key) || key === 'srcdoc') found.push(`<${name} ${key}>`);
        // Browsers drop ASCII whitespace and control characters inside a URL's scheme.
        const value = attribute.value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
        if (/^(?:javascript|vbscript|data):/.test(value)) found.push(`<${name} ${key}="${attribute.value.slice(0, 40)}">`);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseFragment(html) as unknown as Node);
  return found;
}
