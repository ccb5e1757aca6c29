/**
 * Where each rule an engine cites lives on the site: block id → note page URL with the block's
 * anchor, the note's title and the block's text. Built at build time from the vault graph; the
 * widgets get it as JSON (with the engine's reason messages: {@link CheckRules}) to link each
 * reason to its rule and show the rule's text.
 * Pure.
 */
import type { MessageTemplate } from '../engine/core/index.ts';

/** One cited rule on the site. */
interface RuleLink {
  /** `/legion/actions/#^legion-same-action-once`. */
  url: string;
  /** Title of the note holding the block. */
  note: string;
  /** Plain text of the block. */
  text: string;
}

/** Block id → {@link RuleLink}. */
export type RuleIndex = Record<string, RuleLink>;

/**
 * `/check/{game}/rules.json`, what the `<rg-check>` widget reads: the rules the game's engine
 * cites, and the message template of each of its reasons (code → template; see
 * engine/core/message.ts), which the widget binds to the engine's catalogue.
 */
export interface CheckRules {
  rules: RuleIndex;
  messages: Record<string, MessageTemplate>;
}

/** The notes as the index needs them (graph notes carry `url`). */
export interface IndexedNote {
  title: string;
  url: string;
  blocks: readonly { id: string; text: string; anchor: string }[];
}

/** Every block of the notes, or only those `wanted` (e.g. the ids an engine cites). */
export function ruleIndex(notes: readonly IndexedNote[], wanted?: ReadonlySet<string>): RuleIndex {
  const out: RuleIndex = {};
  for (const note of notes) {
    for (const block of note.blocks) {
      if (wanted && !wanted.has(block.id)) continue;
      if (Object.hasOwn(out, block.id)) continue; // the vault reports duplicates
      out[block.id] = { url: `${note.url}#${encodeURIComponent(block.anchor).replace(/%5E/g, '^')}`, note: note.title, text: block.text };
    }
  }
  return out;
}

/** The placeholder `renderCheck` writes as a rule link's `href` (resolved by {@link linkRuleCitations}). */
export const RULE_HREF_PREFIX = 'rulegraph-rule:';

const escapeAttr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Resolves the rule-link placeholders in a note's HTML: `href="rulegraph-rule:ID"` becomes the
 * block's URL with its text as `title` (a `rule-cite` link's words become the note's title); an id the vault lacks loses its `href` and gets
 * `data-missing` (the build's citation checks report it).
 */
export function linkRuleCitations(html: string, index: RuleIndex): string {
  if (!html.includes(RULE_HREF_PREFIX)) return html;
  // A citation's words are the title of the rule's note: players read titles, block ids stay in the address.
  const named = html.replace(/<a class="rule-cite" href="rulegraph-rule:([^"]*)">[^<]*<\/a>/g, (whole, id: string) => {
    const rule = index[id];
    return rule
      ? `<a class="rule-cite" href="${escapeAttr(rule.url)}" title="${escapeAttr(rule.text)}">${escapeAttr(rule.note)}</a>`
      : whole;
  });
  return named.replace(/href="rulegraph-rule:([^"]*)"/g, (_m, id: string) => {
    const rule = index[id];
    return rule ? `href="${escapeAttr(rule.url)}" title="${escapeAttr(`${rule.note}: ${rule.text}`)}"` : 'data-missing="true"';
  });
}
