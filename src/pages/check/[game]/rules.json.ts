/**
 * `/check/{game}/rules.json`: the rules a game's engine may cite, as the `<rg-check>` widget reads
 * them (block id → { url: note URL with `#^id`, note: note title, text: block text }; see
 * src/widgets/rule-index.ts). One static file per game instead of a copy inlined in every note
 * page with a widget: the browser caches it and the service worker precaches it (offline).
 */
import type { APIRoute } from 'astro';
import { citedRules } from '../../../engine/core/index.ts';
import { engineFor, engines } from '../../../engine/registry.ts';
import { getGraph } from '../../../components/get-graph.ts';
import { ruleIndex } from '../../../widgets/rule-index.ts';

export function getStaticPaths() {
  return engines.map((engine) => ({ params: { game: engine.id } }));
}

export const GET: APIRoute = async ({ params }) => {
  const engine = engineFor(params.game ?? '');
  if (!engine) throw new Error(`/check/${params.game}/rules.json: no engine for the game "${params.game}".`);
  const graph = await getGraph();
  const index = ruleIndex(graph.notes, new Set(citedRules(engine.reasons)));
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } });
};
