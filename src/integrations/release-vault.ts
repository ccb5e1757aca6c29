/**
 * Astro integration: once `astro build` has written every page, drops the vault the loaders
 * published to the pages (`src/loaders/published-vault.ts`), so that the search index and the
 * service worker, which read `dist/`, run without the vault held in memory (at 5,000 notes, a few
 * hundred MiB of notes, HTML and graph). Does nothing in `astro dev`, where pages render on demand.
 */
import type { AstroIntegration } from 'astro';
import { forgetPublished } from '../loaders/published-vault.ts';

/** The integration; list it before `searchAndOffline()` so that its hook runs first. */
export default function releaseVault(): AstroIntegration {
  return {
    name: 'rulegraph:release-vault',
    hooks: {
      'astro:build:generated': () => {
        forgetPublished();
      },
    },
  };
}
