/**
 * `/check/{game}/rules.json`: the rules a game's engine may cite and the words of its reasons, as
 * the `<rg-check>` widget reads them (`CheckRules` of src/widgets/rule-index.ts: `rules`, block id
 * → { url: note URL with `#^id`, note: note title, text: block text }; `messages`, reason code →
 * message template). One static file per game instead of a copy inlined in every note page with a
 * widget, and words as data instead of code in the widget's scripts: the browser caches it and the
 * service worker precaches it (offline).
 */
import type { APIRoute } from 'astro';
import { engineFor } from '../../../engine/registry.ts';
import { ruleIndexPaths } from '../../../components/page-paths.ts';
import type { CheckRules, RuleIndex } from '../../../widgets/rule-index.ts';

// The rules come in the props, which the file's cache key digests; the messages are the engine's code.
export const getStaticPaths = ruleIndexPaths;

export const GET: APIRoute = async ({ params, props }) => {
  const engine = engineFor(params.game ?? '');
  if (!engine) throw new Error(`/check/${params.game}/rules.json: no engine for the game "${params.game}".`);
  const messages: CheckRules['messages'] = {};
  for (const [code, def] of Object.entries(engine.reasons)) {
    if (def.template === undefined)
      throw new Error(
        `/check/${engine.id}/rules.json: the ${engine.name} reason ${code} has no message template; give it one in the engine's reason-texts.ts.`,
      );
    messages[code] = def.template;
  }
  const body: CheckRules = { rules: (props as { rules: RuleIndex }).rules, messages };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};
