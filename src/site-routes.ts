import { MERMAID_DIR } from './components/islands/mermaid-url.ts';

/**
 * The URLs the site serves itself (pages in `src/pages/`, files written by the build), as vault
 * routes (`VaultOptions.routes`): `search` is that page, `tags/` that page and everything under
 * it. The site's loader and the checker both pass this list to the vault, so a note never loses
 * its page to one of them and both name the same URL for it. Top folders (game pages) are
 * reserved by the vault itself. A test checks every page in `src/pages/` is listed.
 */
export const SITE_ROUTES: readonly string[] = [
  // Pages (src/pages/).
  'search',
  'glossary/',
  'graph',
  'unwritten',
  'editors-guide',
  'offline',
  'graph.json',
  'graph-layout.json',
  'manifest.webmanifest',
  'tags/',
  'check/',
  'assets/',
  // public/.
  'favicon.svg',
  'icon.svg',
  // Written by the build and its integrations (mermaid's files: integrations/mermaid-vendor.ts).
  '404',
  '_astro/',
  'pagefind/',
  'sw.js',
  'offline-packs.json',
  'offline-packs/',
  MERMAID_DIR,
];
