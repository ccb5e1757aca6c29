/**
 * What a note's page reads of the vault beyond its own text and the notes it links or embeds:
 * which pages must be rendered again when any note changes (`readsVault`, for the embed bound of
 * `embed-expand.ts` and the vault state's `--watch`), and which pages show a base (`showsBases`,
 * for rendering and the budget bases reading `this` share in `render.ts`).
 */
import type { NoteRecord } from './model.ts';
import { isBasePath } from './note-path.ts';

/**
 * Whether `record`'s page shows notes from the whole vault: a Dataview query, an embedded search,
 * a base (a block, or an embedded `.base` file). Any note's change may change such a page.
 */
export function readsVault(record: NoteRecord): boolean {
  const f = record.facts;
  return f.searches.length > 0 || f.answeredQueries.length > 0 || showsBases(record);
}

/** Whether `record`'s page shows a base: a ```` ```base ```` block, or an embedded `.base` file. */
export function showsBases(record: NoteRecord): boolean {
  return record.facts.bases.length > 0 || record.links.some((l) => l.kind === 'embed' && l.asset !== null && isBasePath(l.asset.path));
}
