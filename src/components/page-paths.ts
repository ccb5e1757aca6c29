/**
 * The paths of every page made by `getStaticPaths()`, each with the props it renders and a
 * `cacheKey`: a digest of everything the page shows. With Astro's incremental build
 * (`experimental.incrementalBuild`), a page whose key and code are unchanged since the last build
 * is copied from that build's output instead of being rendered again. So the rule for these pages:
 * a page renders only its props and the frame every page shows (`siteFrame`, digested into every
 * key); whatever it needs from the vault is computed here, into its props, never in the page.
 * A key that missed an input would leave a stale page: when a page starts to show something new,
 * put it in the props here.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { citedRules } from '../engine/core/index.ts';
import { engines } from '../engine/registry.ts';
import type { GraphData } from '../graph-layout/graph-data.ts';
import { localGraphData, vaultLayout } from '../graph-layout/index.ts';
import { publishedNotes, type PublishedNote } from '../loaders/published-vault.ts';
import { publishedAssets } from '../vault/asset-publish.ts';
import { ruleIndex, type RuleIndex } from '../widgets/rule-index.ts';
import { getGraph } from './get-graph.ts';
import { glossary, glossaryLines, glossaryPageLabel, glossaryUrl, type GlossaryLine } from './glossary.ts';
import { tagIndex } from './islands/tags.ts';
import { backlinksOf, type GraphEntryData, type GraphNote, games, gameTitle, gameUrl, siteFrame } from './site-data.ts';
import { readObsidianSettings } from '../vault/obsidian-settings.ts';
import { linkingProperties, propertiesView, type PropertiesView } from './properties.ts';

/** One path of a `getStaticPaths()` answer, with its cache key. */
export interface KeyedPath<Params extends Record<string, string | undefined>, Props> {
  params: Params;
  props: Props;
  /** Digest (base64url SHA-256) of everything the page renders; equal keys, equal pages. */
  cacheKey: string;
}

/** A link to a note as lists show it. */
type NoteLink = Pick<GraphNote, 'id' | 'title' | 'url'>;

/** A note linking to the page's note, with the properties that link (none when only its text does). */
type Backlink = NoteLink & { via: string[] };

/** A crumb of a page's breadcrumbs. */
interface Crumb {
  href: string;
  label: string;
}

/**
 * What a note page shows besides its note (`entry`): everything it reads of the rest of the vault,
 * and its properties as the vault's "Properties in document" setting shows them.
 */
interface NoteView extends PropertiesView {
  trail: Crumb[];
  /** Display title of the note's game, or `null` for a note at the vault root. */
  game: string | null;
  /** Notes linking to or embedding this one, sorted by title. */
  backlinks: Backlink[];
  /** The note's neighbourhood in the graph view's layout (positions relative to the note). */
  local: GraphData | null;
  /** The pages of the note's own tags. */
  tagPages: Array<{ tag: string; name: string; url: string }>;
  /** Games of the `<rg-check>` widgets its HTML holds (its own `check` blocks or embedded ones). */
  checkGames: string[];
}

/** Props of a note page: the published note and {@link NoteView}. */
export interface NotePageProps {
  entry: PublishedNote;
  view: NoteView;
}

/** Digest of `parts` (strings, joined unambiguously): base64url SHA-256. */
function digest(parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('base64url');
}

const frameDigests = new WeakMap<GraphEntryData, string>();

/** Key of a page inside the site frame: the frame's digest and `parts`. */
function pageKey(graph: GraphEntryData, parts: readonly string[]): string {
  let frame = frameDigests.get(graph);
  if (frame === undefined) {
    frame = digest([JSON.stringify(siteFrame(graph))]);
    frameDigests.set(graph, frame);
  }
  return digest([frame, ...parts]);
}

const link = (note: GraphNote): NoteLink => ({ id: note.id, title: note.title, url: note.url });

/**
 * `/{slug}/` for every note. The key digests the note (`entry.digest`: its data and HTML), its
 * {@link NoteView} (backlinks' titles, local graph, tag URLs …) and the site frame.
 */
export async function notePaths(): Promise<Array<KeyedPath<{ note: string }, NotePageProps>>> {
  const graph = await getGraph();
  const { linkGraph, layout } = vaultLayout(graph, graph.base);
  const index = tagIndex(graph.notes, graph.base);
  const tags = new Map(index.map((tag) => [tag.tag, tag.url]));
  const tagNames = new Map(index.map((tag) => [tag.tag, tag.name]));
  const { propertiesInDocument } = await readObsidianSettings(graph.root);
  const viewOf = (entry: PublishedNote): NoteView => {
    const note = entry.data;
    return {
      trail: [
        { href: graph.base, label: 'Home' },
        ...(note.game ? [{ href: gameUrl(graph.base, note), label: gameTitle(note.game) }] : []),
        { href: note.url, label: note.title },
      ],
      game: note.game ? gameTitle(note.game) : null,
      backlinks: backlinksOf(graph, note.id).map((from) => ({ ...link(from), via: linkingProperties(graph, note.id, from.id) })),
      ...propertiesView(graph, note, tags, propertiesInDocument),
      local: localGraphData(linkGraph, layout, note.id),
      tagPages: note.tags.flatMap((tag) => {
        const url = tags.get(tag);
        return url === undefined ? [] : [{ tag, name: tagNames.get(tag) ?? tag, url }];
      }),
      checkGames: [...new Set([...entry.html.matchAll(/<rg-check data-game="([^"]+)"/g)].map((m) => m[1]!))],
    };
  };
  // Astro keeps every path's props until the last page is written: a page's view (backlinks, local
  // graph, properties) is made for its key and dropped, and made again when its page renders, so
  // that the views of every note are never held at once.
  return [...publishedNotes().values()].map((entry) => ({
    params: { note: entry.data.slug },
    props: {
      entry,
      get view() {
        return viewOf(entry);
      },
    },
    cacheKey: pageKey(graph, ['note', entry.digest, JSON.stringify(viewOf(entry))]),
  }));
}

/** A game's page: its title, URL and notes (title, URL, summary), A–Z. */
export interface GamePage {
  title: string;
  url: string;
  notes: Array<Pick<GraphNote, 'title' | 'url' | 'summary'>>;
}

/** `/{game}/` for every game; the key digests the {@link GamePage} and the site frame. */
export async function gamePaths(): Promise<Array<KeyedPath<{ game: string }, { game: GamePage }>>> {
  const graph = await getGraph();
  return games(graph).map((game) => {
    const page: GamePage = {
      title: game.title,
      url: game.url,
      notes: game.notes.map((note) => ({ title: note.title, url: note.url, summary: note.summary })),
    };
    return {
      params: { game: game.url.slice(graph.base.length, -1) },
      props: { game: page },
      cacheKey: pageKey(graph, ['game', JSON.stringify(page)]),
    };
  });
}

/** A tag's page: the tag, its URL and the notes carrying it (title, URL) by title. */
export interface TagPage {
  tag: string;
  /** The tag as shown (`tagIndex`): as first written. */
  name: string;
  url: string;
  notes: Array<Pick<GraphNote, 'title' | 'url'>>;
}

/** `/tags/{tag}/` for every tag; the key digests the {@link TagPage} and the site frame. */
export async function tagPaths(): Promise<Array<KeyedPath<{ tag: string }, { tag: TagPage }>>> {
  const graph = await getGraph();
  return tagIndex(graph.notes, graph.base).map((tag) => {
    const page: TagPage = {
      tag: tag.tag,
      name: tag.name,
      url: tag.url,
      notes: tag.notes.map((note) => ({ title: note.title, url: note.url })),
    };
    return { params: { tag: tag.path }, props: { tag: page }, cacheKey: pageKey(graph, ['tag', JSON.stringify(page)]) };
  });
}

/**
 * `/check/{game}/` for every game with an engine. The page shows the engine's name and the frame
 * (the engine itself is code, which Astro hashes apart).
 */
export async function checkPaths(): Promise<Array<KeyedPath<{ game: string }, { name: string }>>> {
  const graph = await getGraph();
  return engines.map((engine) => ({
    params: { game: engine.id },
    props: { name: engine.name },
    cacheKey: pageKey(graph, ['check', engine.id, engine.name]),
  }));
}

/**
 * `/check/{game}/rules.json` for every game with an engine: the rules it cites as the vault holds
 * them (`ruleIndex`), keyed on their digest; the reasons' words are the engine's code.
 */
export async function ruleIndexPaths(): Promise<Array<KeyedPath<{ game: string }, { rules: RuleIndex }>>> {
  const graph = await getGraph();
  return engines.map((engine) => {
    const rules = ruleIndex(graph.notes, new Set(citedRules(engine.reasons)));
    return { params: { game: engine.id }, props: { rules }, cacheKey: digest(['rules', engine.id, JSON.stringify(rules)]) };
  });
}

/**
 * `/assets/…` for every file a note links or embeds (`publishedAssets`), keyed on the file's
 * vault path and bytes. Rejects when a file cannot be read.
 */
export async function assetPaths(): Promise<Array<KeyedPath<{ asset: string }, { file: string; vaultPath: string }>>> {
  const graph = await getGraph();
  return Promise.all(
    publishedAssets(graph.assets, graph.edges).map(async (asset) => {
      const file = path.join(graph.root, asset.path);
      const bytes = createHash('sha256')
        .update(await readFile(file))
        .digest('base64url');
      return {
        params: { asset: asset.url.replace(/^assets\//, '') },
        props: { file, vaultPath: asset.path },
        cacheKey: digest(['asset', asset.path, bytes]),
      };
    }),
  );
}

/** A page of a split glossary: its letter (and part), the letters and parts to go to, its lines. */
export interface GlossaryPageView {
  /** `V`, or `V, part 2 of 9`. */
  heading: string;
  url: string;
  /** Every letter, with its first page and entry count. */
  letters: Array<{ letter: string; url: string; count: number; current: boolean }>;
  /** The parts of this page's letter (empty when it has one). */
  parts: Array<{ label: string; url: string; current: boolean }>;
  lines: GlossaryLine[];
}

/**
 * `/glossary/{letter}/` and `/glossary/{letter}/{part}/` for each page of a glossary over
 * `GLOSSARY_PAGE_ENTRIES` (`glossary.ts`); none for a smaller one (it is `/glossary/` alone).
 * The key digests the {@link GlossaryPageView} and the site frame.
 */
export async function glossaryPaths(): Promise<Array<KeyedPath<{ letter: string; part: string | undefined }, { page: GlossaryPageView }>>> {
  const graph = await getGraph();
  const layout = glossary(graph);
  return layout.pages.map((page) => {
    const view: GlossaryPageView = {
      heading: page.parts === 1 ? page.letter : `${page.letter}, part ${page.part} of ${page.parts}`,
      url: page.url,
      letters: layout.letters.map((l) => ({
        letter: l.letter,
        url: glossaryUrl(graph.base, { id: l.id, part: 1 }),
        count: l.entries.length,
        current: l.id === page.id,
      })),
      parts:
        page.parts === 1
          ? []
          : layout.pages
              .filter((p) => p.id === page.id)
              .map((p) => ({ label: glossaryPageLabel(p), url: p.url, current: p.part === page.part })),
      lines: glossaryLines(graph, page.entries),
    };
    return {
      params: { letter: page.id, part: page.part > 1 ? String(page.part) : undefined },
      props: { page: view },
      cacheKey: pageKey(graph, ['glossary', JSON.stringify(view)]),
    };
  });
}
