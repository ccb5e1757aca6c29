/**
 * `/manifest.webmanifest`: the web app manifest (name, icons, colours), so that the site can be
 * added to a home screen and opens full-screen, offline included. Paths carry the site base.
 */
import type { APIRoute } from 'astro';
import { getGraph } from '../components/get-graph.ts';

export const GET: APIRoute = async () => {
  const { base } = await getGraph();
  const manifest = {
    name: 'rulegraph — tabletop rules, linked',
    short_name: 'rulegraph',
    description: 'Cross-linked rules of tabletop games, a glossary, and a checker that answers "can this unit do X now?".',
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5cad',
    icons: [
      { src: `${base}icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `${base}favicon.svg`, sizes: '64x64', type: 'image/svg+xml' },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
