/**
 * The HTML a `check` block renders as in a note (the vault's `renderCheck` option): the
 * `<rg-check>` widget pre-filled with the block's situation, holding a static sentence with the
 * expected answer for readers without JavaScript, e.g.
 * "Rules example — expected: refused. The unit already made an attack action … (rule: Actions)."
 * (the rule named by its note's title once `linkRuleCitations` has resolved it)
 * and a link that opens the situation on the game's check page. The widget starts from
 * `data-situation`, the block's situation as the build checked it (`{ input, scenario }`: its
 * canonical input and the validated scenario), so it answers without checking it again (and
 * without loading the game's validator until the reader edits it).
 *
 * Rule links are written as `rulegraph-rule:ID` placeholders and resolved by
 * `linkRuleCitations` once the whole graph (and so every block's page) is known.
 */
import type { GameEngine } from '../engine/core/index.ts';
import type { NoteCheck } from '../vault/types.ts';
import { runCheckBlock, type CheckNote } from '../check-blocks/run.ts';
import { canonicalInput, fieldOrder } from './field-order.ts';
import { RULE_HREF_PREFIX } from './rule-index.ts';
import { encodeCheckQuery } from './url-codec.ts';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Options of {@link makeRenderCheck}. */
export interface RenderCheckOptions {
  /** Site base ending in `/`. */
  base: string;
  engineFor: (game: string) => GameEngine<any> | undefined;
}

/** A `renderCheck` for the vault (see the module comment). */
export function makeRenderCheck(options: RenderCheckOptions): (check: NoteCheck, note: CheckNote) => string {
  return (check, note) => {
    const outcome = runCheckBlock(check, note, options.engineFor);
    if (outcome.status === 'invalid') {
      return `<div class="check-block check-invalid"><p><strong>Rules example (cannot be run):</strong> ${esc(outcome.problems.join(' '))}</p><pre><code class="language-check">${esc(check.source)}</code></pre></div>`;
    }
    const { game, input, expected, verdict, engine } = outcome;
    // The link carries the canonical form (e.g. a drawn board as its squares), else the block's data.
    const parsed = engine.parseScenario(input);
    const canonical = parsed.ok ? canonicalInput(game, parsed.value) : null;
    const query = encodeCheckQuery(canonical ?? input, fieldOrder(game));
    // The situation as the build checked it: the widget shows it without checking it again.
    const situation =
      parsed.ok && canonical ? ` data-situation="${esc(JSON.stringify({ input: canonical, scenario: parsed.value }))}"` : '';
    const href = `${options.base}check/${game}/?${query}`;
    const deciding = verdict.reasons.filter((r) => r.refuses === !expected.allowed);
    const reasons = (deciding.length ? deciding : verdict.reasons)
      .map((r) => `${esc(r.message)} (rule: <a class="rule-cite" href="${RULE_HREF_PREFIX}${esc(r.rule)}">${esc(r.rule)}</a>)`)
      .join(' ');
    const answer = expected.allowed ? 'allowed' : 'refused';
    return (
      `<div class="check-block"><rg-check data-game="${esc(game)}"${situation}>` +
      `<p class="check-static"><strong>Rules example — expected: ${answer}.</strong> ${reasons} ` +
      `<a class="check-open" href="${esc(href)}">Open this situation in the rule checker</a>.</p>` +
      `</rg-check></div>`
    );
  };
}
