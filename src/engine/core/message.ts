/**
 * Message templates: a reason's message as data, so that its words can travel as JSON (the
 * widget reads them from `/check/{game}/rules.json` instead of loading them as code).
 *
 * A template is text with `{fact}` placeholders, e.g. `'{model} has used {used} of its 2 actions.'`,
 * or a choice on the value of one fact: `['used', { 1: '… taken 1 action.', other: '… taken {used}
 * actions.' }]`. A case is keyed by the value as text (`1`, `null`, `true`, `hero`); `other` takes
 * every value without a case of its own. Cases are templates themselves, so choices may nest.
 *
 * Articles and plurals are written in the placeholder, so that no count or name reads wrong:
 * `{a:kind}` is the fact with its indefinite article ("an aim", "a move"; `{A:kind}` starts a sentence); `{steps:square/squares}`
 * is the count with the noun that fits it by English plural rules (`Intl.PluralRules`): "1 square",
 * "0 squares", "4 squares". Pure: imports nothing.
 */

/** A message as data (see the module comment). */
export type MessageTemplate = string | readonly [fact: string, cases: { readonly [value: string]: MessageTemplate }];

/**
 * The message of `template` for `facts` (an object of names to values; `undefined` for none).
 * A placeholder naming no fact stays as written, so a wrong name shows in the text instead of
 * vanishing; a choice without a matching case nor `other` gives the empty text.
 */
export function formatMessage(template: MessageTemplate, facts: unknown): string {
  const f = (facts ?? {}) as Record<string, unknown>;
  let t = template;
  while (typeof t !== 'string') t = t[1][String(f[t[0]])] ?? t[1].other ?? '';
  return fill(t, f);
}

/** A placeholder of a template, parsed once: its whole text, article mark, fact and plural words. */
interface Slot {
  readonly whole: string;
  readonly article: string | undefined;
  readonly name: string;
  readonly one: string | undefined;
  readonly other: string | undefined;
}

/** Templates split once at their placeholders: text, slot, text, slot, …, text. */
const compiled = new Map<string, ReadonlyArray<string | Slot>>();

function compile(text: string): ReadonlyArray<string | Slot> {
  const parts: Array<string | Slot> = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, m.index), { whole: m[0], article: m[1], name: m[2]!, one: m[3], other: m[4] });
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** `text` with each placeholder filled from `f` (the text is parsed once and kept, not scanned on every message). */
function fill(text: string, f: Record<string, unknown>): string {
  let parts = compiled.get(text);
  if (!parts) {
    parts = compile(text);
    if (compiled.size < 10_000) compiled.set(text, parts);
  }
  return fillParts(parts, f);
}

function fillParts(parts: ReadonlyArray<string | Slot>, f: Record<string, unknown>): string {
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) out += slotText(parts[i] as Slot, f) + (parts[i + 1] as string);
  return out;
}

/**
 * `template` as a function of its facts, the same as {@link formatMessage} but with a text parsed
 * here, once: for hot paths that format one template many times (an engine's reasons).
 */
export function compileMessage(template: MessageTemplate): (facts: unknown) => string {
  if (typeof template !== 'string') return (facts) => formatMessage(template, facts);
  const parts = compile(template);
  if (parts.length === 1) return () => template;
  return (facts) => fillParts(parts, (facts ?? {}) as Record<string, unknown>);
}

function slotText(slot: Slot, f: Record<string, unknown>): string {
  if (!(slot.name in f)) return slot.whole;
  const value = String(f[slot.name]);
  if (slot.article) {
    const a = remembered(articles, value, indefiniteArticle);
    return `${slot.article === 'A' ? a[0]!.toUpperCase() + a.slice(1) : a} ${value}`;
  }
  if (slot.one !== undefined && slot.other !== undefined)
    return `${value} ${remembered(plurals, Number(f[slot.name]), (n) => plural.select(n)) === 'one' ? slot.one : slot.other}`;
  return value;
}

/**
 * `of(key)`, kept in `memo` (up to 1,000 keys, then no more are kept): an engine writes the same
 * few names and counts in its messages over and over, and the article's patterns and
 * `Intl.PluralRules` cost more than the rest of a message.
 */
function remembered<K, V>(memo: Map<K, V>, key: K, of: (key: K) => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = of(key);
    if (memo.size < 1000) memo.set(key, value);
  }
  return value;
}

const articles = new Map<string, 'a' | 'an'>();
const plurals = new Map<number, Intl.LDMLPluralRule>();

/** `{name}`, `{a:name}` (`{A:name}` at the start of a sentence) or `{name:one/other}`. */
const PLACEHOLDER = /\{(?:([aA]):)?(\w+)(?::([^{}/]+)\/([^{}]+))?\}/g;

const plural = new Intl.PluralRules('en');

/**
 * "a" or "an" for a word as it is spoken: "an aim", "an 8", "a unit", "a one-icon", "an hour".
 * Decided by the first letters (English has no rule that covers every word; these cover the
 * games' terms and numbers).
 */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const w = word.trim().toLowerCase();
  if (/^(8|11|18|80|8\d\d)(\D|$)/.test(w)) return 'an';
  if (/^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(uni|use|usu|ute|uti|eu|ewe|one|once|ur[aeiou])/.test(w)) return 'a';
  if (/^[aeiou]/.test(w)) return 'an';
  if (/^[fhlmnrsx]$/.test(w) || (/^[fhlmnrsx][^a-z]/.test(w) && w.length <= 3)) return 'an';
  return 'a';
}

/** A placeholder's fact: `kind` of `{kind}`, `{a:kind}` and `{kind:one/other}`. */
type FactOf<P extends string> = P extends `a:${infer F}` | `A:${infer F}` ? F : P extends `${infer F}:${string}` ? F : P;
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? FactOf<Name> | Placeholders<Rest> : never;

/** The names of the facts a template reads (its placeholders and the facts it chooses on); `never` for a template not known literally. */
export type TemplateFacts<T> = [MessageTemplate] extends [T]
  ? never
  : T extends string
    ? Placeholders<T>
    : T extends readonly [infer Fact, infer Cases]
      ? Fact | TemplateFacts<Cases[keyof Cases]>
      : never;
