/**
 * Problems as the widget lists them for a reader: the first {@link MAX_SHOWN}, each cut to
 * {@link MAX_CHARS} characters, then one line counting the rest. A hand-made link can hold
 * thousands of mistakes; the list stays readable (and quick to draw on a phone) whatever it holds.
 * Pure: no DOM.
 */

/** How many problems are listed. */
export const MAX_SHOWN = 10;
/** How long a listed problem may be, in characters. */
export const MAX_CHARS = 400;

/** `lines` as listed: at most {@link MAX_SHOWN} + 1 lines of at most {@link MAX_CHARS} (+ `…`) characters each. */
export function problemsToShow(lines: readonly string[]): string[] {
  const shown = lines.slice(0, MAX_SHOWN).map((l) => (l.length > MAX_CHARS ? `${l.slice(0, MAX_CHARS)}…` : l));
  const rest = lines.length - shown.length;
  if (rest > 0) shown.push(`… and ${rest} more ${rest === 1 ? 'problem' : 'problems'}: fix those above first.`);
  return shown;
}
