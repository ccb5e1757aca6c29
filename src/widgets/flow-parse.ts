/**
 * Reads the flow syntax of flow.ts (the format is described there). Pure: no DOM, no Node
 * built-ins. Loaded by the widget only when it reads a link.
 */
import { NUMBER, type FlowValue } from './flow.ts';

/**
 * Result of {@link parseFlow}: the value, or a sentence saying where and what is wrong, and
 * whether the text stopped before the value did (`atEnd`: a bracket or a quote left open, a key or
 * a value missing at the very end), as a value cut short does.
 */
export type FlowParsed = { ok: true; value: FlowValue } | { ok: false; error: string; atEnd: boolean };

/** Deepest nesting accepted (a link is small; this stops pathological input). */
const MAX_DEPTH = 40;

/** Reads flow syntax. Never throws. Spaces around tokens are allowed (and ignored). */
export function parseFlow(text: string): FlowParsed {
  let i = 0;
  let atEnd = false;
  /** Stops reading with `what` at the current character; `open`: what is wrong runs to the end of the text (an unclosed quote). */
  const fail = (what: string, open = false): never => {
    atEnd = open || i >= text.length;
    throw new FlowError(`${what} at character ${i + 1}`);
  };
  const skip = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const scalar = (): FlowValue => {
    skip();
    if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) fail('a quoted text is not closed with "', true); // said where it opens
      const raw = text.slice(i, j + 1);
      i = j + 1;
      try {
        return JSON.parse(raw) as string;
      } catch {
        return fail(`the quoted text ${raw} has a bad escape`);
      }
    }
    const start = i;
    while (i < text.length && !',:{}[]'.includes(text[i]!)) i++;
    const word = text.slice(start, i).trim();
    if (word === '') fail('a value is missing');
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (NUMBER.test(word)) return Number(word);
    return word;
  };
  const value = (depth: number): FlowValue => {
    if (depth > MAX_DEPTH) fail(`the data nests more than ${MAX_DEPTH} levels deep`);
    skip();
    const c = text[i];
    if (c === '[') {
      i++;
      const list: FlowValue[] = [];
      skip();
      if (text[i] === ']') {
        i++;
        return list;
      }
      for (;;) {
        list.push(value(depth + 1));
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return list;
        } else fail('expected `,` or `]`');
      }
    }
    if (c === '{') {
      i++;
      // No prototype: a key such as `toString` or `__proto__` is the link's own, never an inherited member.
      const map = Object.create(null) as Record<string, FlowValue>;
      skip();
      if (text[i] === '}') {
        i++;
        return map;
      }
      for (;;) {
        const key = scalar();
        if (typeof key !== 'string' && typeof key !== 'number') fail('a key must be a name');
        skip();
        if (text[i] !== ':') fail(`expected \`:\` after the key \`${String(key)}\``);
        i++;
        const k = String(key);
        if (Object.hasOwn(map, k)) fail(`the key \`${k}\` appears twice`);
        Object.defineProperty(map, k, { value: value(depth + 1), enumerable: true, writable: true, configurable: true });
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return map;
        } else fail('expected `,` or `}`');
      }
    }
    return scalar();
  };
  try {
    const v = value(0);
    skip();
    if (i < text.length) fail(`unexpected \`${text[i]}\``);
    return { ok: true, value: v };
  } catch (e) {
    if (e instanceof FlowError) return { ok: false, error: e.message, atEnd };
    throw e;
  }
}

class FlowError extends Error {}
