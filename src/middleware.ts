/**
 * Astro middleware: while `astro build` writes the site, hands every HTML page it renders to the
 * page feed (`src/integrations/page-feed.ts`), so that Pagefind indexes the pages on another core
 * as they are rendered instead of reading `dist/` once every page is written. Passes every
 * response through unchanged; does nothing when no feed is set (`astro dev`).
 */
import { defineMiddleware } from 'astro:middleware';
import { pageFeed } from './integrations/page-feed.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const feed = pageFeed();
  if (!feed || !response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  // A copy of the body is read (the chunks are shared, not copied), and Astro writes the response
  // as it was: making a new Response from the text would encode every page again.
  await feed.add(context.url.pathname, await response.clone().text());
  return response;
});
