/**
 * The Legion engine as a page ships it (the widget's modules, check-legion*.ts, import the engine from here
 * only, and the bench measures this entry): the questions of a unit's activation, with no keyword
 * rules, no events, no rally odds, no words and no scenario validator. Before it answers a
 * situation, a page loads what that situation needs with {@link loadFor} (one module per keyword
 * and per part of parts.ts, on demand); the words come from `/check/legion/rules.json`, bound to
 * {@link catalogue}.
 */
import { NotLoaded, registerParts, type PartName } from './parts.ts';

export { legalActions } from './actions.ts';
export { answer, name } from './answer.ts';
export { part } from './parts.ts';
export { catalogue } from './reasons.ts';
export type { Scenario } from './scenario.ts';
export { describeAction, isVehicle, KEYWORDS, type Action } from './state.ts';

/** Loads the part `name` of the engine (parts.ts) and registers it. */
async function loadPart(name: PartName): Promise<void> {
  const module =
    name === 'attacks'
      ? await import('./attacks.ts')
      : name === 'round'
        ? await import('./round.ts')
        : name === 'events'
          ? await import('./events.ts')
          : name === 'rally'
            ? await import('./rally.ts')
            : name === 'exhaust'
              ? await import('./exhaust.ts')
              : name === 'cards'
                ? await import('./cards.ts')
                : await import('./contest.ts');
  registerParts({ [name]: module });
}

/**
 * Runs `probe` (the questions a page is about to ask, e.g. answering a situation and listing its
 * next actions) and loads each keyword rule or engine part it finds missing (`NotLoaded`), one
 * module at a time, until it runs through: the engine itself says what a situation needs. Other
 * errors are left to the questions to report. Rejects when a module cannot be fetched (offline);
 * what was loaded stays loaded.
 */
export async function loadFor(probe: () => unknown): Promise<void> {
  for (;;) {
    try {
      probe();
      return;
    } catch (e) {
      if (!(e instanceof NotLoaded)) return;
      if (e.kind === 'part') await loadPart(e.what as PartName);
      else await (await import('./keywords/loaders.ts')).loadKeywords([e.what]);
    }
  }
}
