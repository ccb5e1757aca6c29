/**
 * Astro integration: in `astro build`, starts reading and parsing the vault as soon as the
 * configuration is set up, so that the parse (on worker threads) runs while Astro is still starting
 * on the main thread; the content loaders then take that read (`src/loaders/read-ahead.ts`). Does
 * nothing in `astro dev`, `astro sync` or `astro preview`.
 */
import type { AstroIntegration } from 'astro';
import { parseCacheDir, startReadAhead } from '../loaders/read-ahead.ts';
import { vaultRootFromEnv } from '../loaders/read-graph.ts';

/** The integration; list it first, so that the read starts before the other integrations' set-up. */
export default function readVaultAhead(): AstroIntegration {
  return {
    name: 'rulegraph:read-vault-ahead',
    hooks: {
      'astro:config:setup': ({ command, config }) => {
        if (command === 'build') startReadAhead(vaultRootFromEnv(), parseCacheDir(config.cacheDir));
      },
    },
  };
}
