/**
 * What a note page's Properties block shows (Obsidian's Properties view): each frontmatter
 * property in written order with its value typed as Obsidian types it (text, number, checkbox,
 * date, date and time, list, tags, empty), links in values as site links (resolved by the vault:
 * the note's edges with a `property`), tags as links to their tag pages. And which properties of
 * other notes link to a note (its backlinks). Pure: the pages get the result as props.
 */
import { ALIAS_KEY, CSS_CLASS_KEY, TAG_KEY, splitAliasText, splitTagText } from '../vault/frontmatter.ts';
import { stringify } from 'yaml';
import { anchorText, parseWikiTarget } from '../vault/link-target.ts';
import type { ObsidianSettings } from '../vault/obsidian-settings.ts';
import { linkShownText, linksInText } from '../vault/property-links.ts';
import type { PropertyValue, VaultEdge } from '../vault/types.ts';
import type { GraphEntryData, GraphNote } from './site-data.ts';

/** A piece of a shown value: text, or a link (to a page, a file, or an unwritten note). */
export type PropertyPart =
  | { text: string }
  | {
      text: string;
      href: string;
      /** Id of the linked note (hover previews), `null` for a file, an unwritten note or a tag. */
      note: string | null;
      /** The target is not written yet. */
      unwritten: boolean;
      /** A link to a tag's page. */
      tag?: true;
      /** A web address written as the value (`https://…`), shown as a link out of the site. */
      external?: true;
    };

/** One value of a property (a list has several). */
interface PropertyItem {
  parts: PropertyPart[];
}

/** Obsidian's property types, as shown. */
type PropertyType = 'text' | 'number' | 'checkbox' | 'date' | 'datetime' | 'list' | 'tags' | 'empty';

/** One row of the Properties block. */
export interface PropertyRow {
  key: string;
  type: PropertyType;
  /** For `checkbox`: whether it is ticked. */
  checked?: boolean;
  /** For `date` and `datetime`: the value as written (`2024-01-05`), for `<time datetime>`. */
  datetime?: string;
  items: PropertyItem[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Where the links of one note's properties go, by property and target as written (`Cover#Light`). */
type LinkTargets = Map<string, { href: string; note: string | null; unwritten: boolean }>;

const targetKey = (property: string, path: string, anchor: string): string => `${property}\0${path}\0${anchor}`;

/** The site's link index of a graph: note by id, asset URL by path, unwritten anchor by link place. */
interface LinkIndex {
  notes: Map<string, GraphNote>;
  assets: Map<string, string>;
  unwritten: Map<string, string>;
  /** Source note id → its property edges. */
  edges: Map<string, VaultEdge[]>;
  /** Target note id → source note id → properties linking to it. */
  inbound: Map<string, Map<string, Set<string>>>;
}

const indexMemo = new WeakMap<GraphEntryData, LinkIndex>();

function linkIndex(graph: GraphEntryData): LinkIndex {
  let index = indexMemo.get(graph);
  if (index) return index;
  index = {
    notes: new Map(graph.notes.map((n) => [n.id, n])),
    assets: new Map(),
    unwritten: new Map(),
    edges: new Map(),
    inbound: new Map(),
  };
  for (const asset of graph.assets) index.assets.set(asset.path, `${graph.base}${asset.url}`);
  for (const target of graph.unresolved) {
    for (const from of target.from) index.unwritten.set(`${from.note}\0${from.line}\0${from.column}`, target.anchor);
  }
  for (const edge of graph.edges) {
    if (edge.property === undefined) continue;
    const list = index.edges.get(edge.source);
    if (list) list.push(edge);
    else index.edges.set(edge.source, [edge]);
    if (edge.target === null || edge.target === edge.source) continue;
    let from = index.inbound.get(edge.target);
    if (!from) index.inbound.set(edge.target, (from = new Map()));
    let names = from.get(edge.source);
    if (!names) from.set(edge.source, (names = new Set()));
    names.add(edge.property);
  }
  indexMemo.set(graph, index);
  return index;
}

/** The names of the properties of note `source` that link to note `target`, sorted (none for body links only). */
export function linkingProperties(graph: GraphEntryData, target: string, source: string): string[] {
  return [...(linkIndex(graph).inbound.get(target)?.get(source) ?? [])].sort();
}

/** Where each property link of `note` goes on the site. */
function linkTargets(graph: GraphEntryData, note: GraphNote): LinkTargets {
  const index = linkIndex(graph);
  const targets: LinkTargets = new Map();
  for (const edge of index.edges.get(note.id) ?? []) {
    const anchor = edge.anchor ? (edge.anchor.type === 'block' ? `^${edge.anchor.id}` : edge.anchor.text) : '';
    const key = targetKey(edge.property!, edge.raw, anchor);
    if (targets.has(key)) continue;
    const target = edge.target === null ? undefined : index.notes.get(edge.target);
    if (target) {
      let fragment = '';
      if (edge.anchor?.type === 'heading' && edge.anchor.id) fragment = `#${edge.anchor.id}`;
      else if (edge.anchor?.type === 'block') {
        const want = edge.anchor.id.toLowerCase();
        const block = target.blocks.find((b) => b.id.toLowerCase() === want);
        if (block) fragment = `#${block.anchor}`;
      }
      targets.set(key, { href: `${target.url}${fragment}`, note: target.id, unwritten: false });
    } else if (edge.asset) {
      const href = index.assets.get(edge.asset);
      if (href) targets.set(key, { href, note: null, unwritten: false });
    } else {
      const anchor = index.unwritten.get(`${note.id}\0${edge.position.line}\0${edge.position.column}`);
      if (anchor !== undefined) targets.set(key, { href: `${graph.base}unwritten/#${anchor}`, note: null, unwritten: true });
    }
  }
  return targets;
}

/** A whole value that is a web address (`https://…`, `mailto:…`), which Obsidian's Properties view makes a link. */
const WEB_ADDRESS = /^(?:https?:\/\/|mailto:)[^\s<>"]+$/i;

/** A text value as parts: its `[[links]]` as links where the vault resolved them; a web address as a link out. */
function textParts(text: string, property: string, targets: LinkTargets): PropertyPart[] {
  if (WEB_ADDRESS.test(text.trim())) return [{ text, href: text.trim(), note: null, unwritten: false, external: true }];
  const parts: PropertyPart[] = [];
  let last = 0;
  for (const link of linksInText(text)) {
    const { path, anchor } = parseWikiTarget(link.target);
    const target = targets.get(targetKey(property, path, anchor ? anchorText(anchor) : ''));
    if (!target) continue;
    if (link.index > last) parts.push({ text: text.slice(last, link.index) });
    parts.push({ text: linkShownText(link), ...target });
    last = link.index + link.length;
  }
  if (last < text.length || parts.length === 0) parts.push({ text: text.slice(last) });
  return parts;
}

/** A value as plain text (numbers, nested mappings as JSON). */
function plain(value: PropertyValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The items of a list and of the lists in it, in order. */
function flatten(list: readonly PropertyValue[], out: PropertyValue[] = []): PropertyValue[] {
  for (const item of list) {
    if (Array.isArray(item)) flatten(item, out);
    else out.push(item);
  }
  return out;
}

/** A list item, or a whole single value, as parts. */
function itemParts(value: PropertyValue, property: string, targets: LinkTargets): PropertyPart[] {
  return typeof value === 'string' ? textParts(value, property, targets) : [{ text: plain(value) }];
}

/**
 * The rows of `note`'s Properties block, in written order. `tagUrls`: tag (lower-cased, without
 * `#`) → its page URL.
 */
export function propertyRows(graph: GraphEntryData, note: GraphNote, tagUrls: ReadonlyMap<string, string>): PropertyRow[] {
  const properties = note.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return [];
  const targets = linkTargets(graph, note);
  return keys.map((key): PropertyRow => {
    const value = properties[key] ?? null;
    if (TAG_KEY.test(key) && (typeof value === 'string' || Array.isArray(value))) {
      // Tags as YAML reads them: an unquoted `[[Name]]` (a list in a list) is no tag (the vault
      // ignores it, `InvalidFrontmatterField`) but the link the vault reads it as
      // (`UnquotedPropertyLink`), not its text cut at spaces.
      const written = Object.hasOwn(note.frontmatter, key) ? note.frontmatter[key] : value;
      const pairs: [unknown, PropertyValue][] = !Array.isArray(written)
        ? [[written, value]]
        : Array.isArray(value)
          ? written.map((item, i) => [item, value[i] ?? null])
          : [[written, value]];
      const items: PropertyItem[] = [];
      for (const [raw, shown] of pairs) {
        if (typeof raw === 'string' || typeof raw === 'number') {
          // Text is split at commas and spaces as Obsidian splits it; a list item is one tag.
          for (const part of typeof raw === 'string' && !Array.isArray(written) ? splitTagText(raw) : [String(raw)]) {
            const tag = part.trim().replace(/^#/, '');
            if (tag === '') continue;
            const href = tagUrls.get(tag.toLowerCase());
            items.push({ parts: [href ? { text: `#${tag}`, href, note: null, unwritten: false, tag: true } : { text: `#${tag}` }] });
          }
        } else if (Array.isArray(raw) && typeof shown === 'string' && shown.startsWith('[[')) {
          items.push({ parts: itemParts(shown, key, targets) });
        }
      }
      return { key, type: items.length ? 'tags' : 'empty', items };
    }
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return { key, type: 'empty', items: [] };
    if (Array.isArray(value) || ALIAS_KEY.test(key) || CSS_CLASS_KEY.test(key)) {
      // A list in a list is shown as its items (Obsidian shows no nesting either).
      const list = Array.isArray(value)
        ? flatten(value)
        : typeof value === 'string' && ALIAS_KEY.test(key)
          ? splitAliasText(value)
              .map((alias) => alias.trim())
              .filter((alias) => alias !== '')
          : [value];
      return { key, type: 'list', items: list.map((item) => ({ parts: itemParts(item, key, targets) })) };
    }
    if (typeof value === 'boolean') return { key, type: 'checkbox', checked: value, items: [] };
    if (typeof value === 'number') return { key, type: 'number', items: [{ parts: [{ text: String(value) }] }] };
    if (typeof value === 'string' && DATE.test(value)) return { key, type: 'date', datetime: value, items: [{ parts: [{ text: value }] }] };
    if (typeof value === 'string' && DATETIME.test(value))
      return { key, type: 'datetime', datetime: value, items: [{ parts: [{ text: value.replace('T', ' ') }] }] };
    return { key, type: 'text', items: [{ parts: itemParts(value, key, targets) }] };
  });
}

/** What a note page shows of its properties, and what the line under its title shows. */
export interface PropertiesView {
  /** The Properties block's rows (none when the vault hides properties or shows their source). */
  properties: PropertyRow[];
  /** The properties as YAML text, when the vault's "Properties in document" is `source`. */
  propertiesSource: string | null;
  /** The aliases and tags of the line under the title: those the Properties block does not show. */
  meta: { aliases: string[]; tags: string[] };
}

/**
 * The {@link PropertiesView} of `note` under the vault's "Properties in document" setting `shown`:
 * `visible`, the rows, and the line under the title keeps only the tags written in the text;
 * `source`, the properties as YAML text; `hidden`, nothing. With no block, the line shows the
 * aliases and every tag. `tagUrls` as for {@link propertyRows}.
 */
export function propertiesView(
  graph: GraphEntryData,
  note: GraphNote,
  tagUrls: ReadonlyMap<string, string>,
  shown: ObsidianSettings['propertiesInDocument'],
): PropertiesView {
  const rows = shown === 'visible' ? propertyRows(graph, note, tagUrls) : [];
  const hasProperties = Object.keys(note.properties ?? {}).length > 0;
  const source = shown === 'source' && hasProperties ? stringify(note.properties) : null;
  if (rows.length === 0) return { properties: [], propertiesSource: source, meta: { aliases: note.aliases, tags: note.tags } };
  const shownTags = new Set(
    rows.filter((row) => row.type === 'tags').flatMap((row) => row.items.map((item) => item.parts[0]!.text.slice(1).toLowerCase())),
  );
  return { properties: rows, propertiesSource: null, meta: { aliases: [], tags: note.tags.filter((tag) => !shownTags.has(tag)) } };
}
