/**
 * Message templates: a reason's message as data, so that its words can travel as JSON (the
 * widget reads them from `/check/{game}/rules.json` instead of loading them as code).
 *
 * A template is text with `{fact}` placeholders, e.g. `'{model} has used {used} of its 2 actions.'`,
 * or a choice on the value of one fact: `['used', { 1: '… taken 1 action.', other: '… taken {used}
 * actions.' }]`. A case is keyed by the value as text (`1`, `null`, `true`, `hero`); `other` takes
 * every value without a case of its own. Cases are templates themselves, so choices may nest.
 * Pure: imports nothing.
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

/** A text template split at its placeholders: text, fact name, text, fact name, …, text. */
const compiled = new Map<string, readonly string[]>();

/** `text` with each `{fact}` replaced (the text is split once and kept, not scanned on every message). */
function fill(text: string, f: Record<string, unknown>): string {
  let parts = compiled.get(text);
  if (!parts) {
    parts = text.split(/\{(\w+)\}/);
    if (compiled.size < 10_000) compiled.set(text, parts);
  }
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!;
    out += (name in f ? String(f[name]) : `{${name}}`) + parts[i + 1]!;
  }
  return out;
}

type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The names of the facts a template reads (its placeholders and the facts it chooses on); `never` for a template not known literally. */
export type TemplateFacts<T> = [MessageTemplate] extends [T]
  ? never
  : T extends string
  ? Placeholders<T>
  : T extends readonly [infer Fact, infer Cases]
    ? Fact | TemplateFacts<Cases[keyof Cases]>
    : never;
