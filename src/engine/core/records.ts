/**
 * Records keyed by untrusted text (model ids, player names, field names from a link or a `check`
 * block). A plain `{}` answers `toString`, `constructor`, `valueOf` or `__proto__` with what it
 * inherits from `Object.prototype`; these records answer only with what was put in them.
 */

/** An empty record with no prototype: every key, `__proto__` included, is an ordinary key. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** `record[key]` when `key` is the record's own key; `undefined` otherwise (never an inherited member). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
