/**
 * remark plugin: emphasis and strong (`*a*`, `__b__`), and GFM strikethrough (`~a~`, `~~b~~`),
 * paired in linear time.
 *
 * micromark's attention construct pairs delimiter runs in `resolveAll` by splicing each pair's
 * events into the paragraph's event list in place: every pair moves all the events after it, so
 * a paragraph of n events and k pairs costs k × n (1 MB of prose in one paragraph, with one
 * `*two*` a line: about 5 s of 7). This plugin gives micromark the same construct (the same
 * tokenizer) with {@link resolveAllAttentionLinear}, the same algorithm writing into a new list:
 * the events before the current closer are final except the ones a pair replaces, which are the
 * list's tail, so a pair costs the events it encloses. The events, and so the tree, are the same
 * (tests/vault/linear-attention.test.ts compares both on random delimiter soup).
 *
 * A closer with no opener made micromark search back to the paragraph's start, each time: 120 KB
 * of `word* ` took 12 s, and GFM's strikethrough resolver (the same search, and a splice a pair)
 * took over a minute on 240 KB of `a~ `. Both resolvers here remember, for each kind of closer,
 * below which point no opener is left (CommonMark's "openers_bottom").
 *
 * The tokenizers are micromark's, but a run that can never pair (it cannot open, and no run of its
 * marker able to open came before it in its text) is text at once, with the text after it: the
 * same tree with half the tokens, so 1 MB of `a* b_ ` no longer holds a million of them.
 */
import type { Processor } from 'unified';
import { attention } from 'micromark-core-commonmark';
import { classifyCharacter } from 'micromark-util-classify-character';
import type { Code, Construct, Effects, Event, Extension, Point, Resolver, State, Token, TokenizeContext } from 'micromark-util-types';

/** Calls each distinct `resolveAll` of `constructs` in turn (micromark-util-resolve-all's contract). */
function resolveAll(constructs: ReadonlyArray<{ resolveAll?: Resolver | undefined }>, events: Event[], context: TokenizeContext): Event[] {
  const called: Resolver[] = [];
  let out = events;
  for (const construct of constructs) {
    const resolve = construct.resolveAll;
    if (resolve && !called.includes(resolve)) {
      out = resolve(out, context);
      called.push(resolve);
    }
  }
  return out;
}

const size = (token: Token): number => token.end.offset - token.start.offset;

/** `point` moved `offset` characters along its line (micromark's `movePoint`). */
function moved(point: Point, offset: number): Point {
  return { ...point, column: point.column + offset, offset: point.offset + offset, _bufferIndex: point._bufferIndex + offset };
}

/** After `out` is cut back to `length`: no bottom may lie above it. */
function cutBottoms<K>(bottoms: Map<K, number>, length: number): void {
  for (const [kind, bottom] of bottoms) if (bottom > length) bottoms.set(kind, length);
}

/**
 * Writes `out` back into `events` in place (the caller, micromark-util-subtokenize, holds on to the
 * list), with the sequences of type `unpaired` left unpaired made `data`; gives `events`.
 */
function writeBack(events: Event[], out: Event[], unpaired: string): Event[] {
  events.length = out.length;
  for (let i = 0; i < out.length; i++) {
    const e = out[i]!;
    if (e[1].type === unpaired) e[1].type = 'data';
    events[i] = e;
  }
  return events;
}

/**
 * micromark-core-commonmark's `resolveAllAttention` (version 2), pair for pair, in time linear in
 * the events plus those each pair encloses: `events` are read in order and written to `out`; a
 * closer is matched against the openers in `out` (nearest first) and the pair replaces the tail of
 * `out` from its opener. Closers with markers left over are read again, as micromark does.
 * Sequences left unpaired become `data`. Like micromark's, it changes `events` in place (to the
 * resolved list) and gives it back.
 */
function resolveAllAttentionLinear(events: Event[], context: TokenizeContext): Event[] {
  const out: Event[] = [];
  // Where the search for an opener stops, by kind of closer (CommonMark's "openers_bottom"): a
  // closer that found no opener in `out` below some length means no later closer of its kind
  // will, since nothing there changes until `out` is cut back (then the bottoms are cut too).
  const bottoms = new Map<string, number>();
  let index = 0;
  while (index < events.length) {
    const event = events[index]!;
    const closer = event[1];
    let paired = false;
    // Everything the pairing below reads of a closer: its marker, whether it can open, its size modulo 3.
    let kind: string | null = null;
    if (event[0] === 'enter' && closer.type === 'attentionSequence' && closer._close) {
      const marker = context.sliceSerialize(closer).charCodeAt(0);
      kind = `${marker} ${closer._open ? 1 : 0} ${size(closer) % 3}`;
      const bottom = bottoms.get(kind) ?? 0;
      let open = out.length;
      while (open-- > bottom) {
        const candidate = out[open]!;
        const opener = candidate[1];
        if (candidate[0] !== 'exit' || opener.type !== 'attentionSequence' || !opener._open) continue;
        if (context.sliceSerialize(opener).charCodeAt(0) !== marker) continue;
        // The rule of three (CommonMark "multiple of 3"), as micromark writes it.
        if ((opener._close || closer._open) && size(closer) % 3 && !((size(opener) + size(closer)) % 3)) continue;
        const use = size(opener) > 1 && size(closer) > 1 ? 2 : 1;
        const group = use > 1 ? 'strong' : 'emphasis';
        const openingSequence = { type: `${group}Sequence`, start: moved(opener.end, -use), end: { ...opener.end } } as Token;
        const closingSequence = { type: `${group}Sequence`, start: { ...closer.start }, end: moved(closer.start, use) } as Token;
        const text = { type: `${group}Text`, start: { ...opener.end }, end: { ...closer.start } } as Token;
        const span = { type: group, start: { ...openingSequence.start }, end: { ...closingSequence.end } } as Token;
        opener.end = { ...openingSequence.start };
        closer.start = { ...closingSequence.end };
        const between = out.slice(open + 1);
        out.length = open - 1;
        cutBottoms(bottoms, out.length);
        if (size(opener)) out.push(['enter', opener, context], ['exit', opener, context]);
        out.push(
          ['enter', span, context],
          ['enter', openingSequence, context],
          ['exit', openingSequence, context],
          ['enter', text, context],
        );
        for (const e of resolveAll(context.parser.constructs.insideSpan.null ?? [], between, context)) out.push(e);
        out.push(['exit', text, context], ['enter', closingSequence, context], ['exit', closingSequence, context], ['exit', span, context]);
        if (size(closer)) {
          // Markers left in the closer: read it again (as micromark re-reads it after its splice).
          events[index] = ['enter', closer, context];
          events[index + 1] = ['exit', closer, context];
        } else index += 2;
        paired = true;
        break;
      }
    }
    if (!paired) {
      if (kind !== null) bottoms.set(kind, out.length);
      out.push(event);
      index++;
    }
  }
  return writeBack(events, out, 'attentionSequence');
}

/**
 * micromark-extension-gfm-strikethrough's `resolveAllStrikethrough` (version 2), pair for pair,
 * in linear time, as {@link resolveAllAttentionLinear} does for emphasis: a closing run of `~`
 * pairs with the nearest opening run of the same length, the pair replaces the tail of `out` from
 * its opener, and what it encloses is resolved as micromark does (the constructs run inside
 * spans). Runs left unpaired become `data`. Changes `events` in place and gives it back.
 */
function resolveAllStrikethroughLinear(events: Event[], context: TokenizeContext): Event[] {
  const out: Event[] = [];
  // By the closer's length (all the pairing reads of it): `out` holds no opener of that length below.
  const bottoms = new Map<number, number>();
  let index = 0;
  while (index < events.length) {
    const event = events[index]!;
    const closer = event[1];
    if (event[0] !== 'enter' || closer.type !== TEMPORARY_TILDES || !closer._close) {
      out.push(event);
      index++;
      continue;
    }
    const length = size(closer);
    let open = out.length;
    const bottom = bottoms.get(length) ?? 0;
    while (open-- > bottom) {
      const candidate = out[open]!;
      const opener = candidate[1];
      if (candidate[0] === 'exit' && opener.type === TEMPORARY_TILDES && opener._open && size(opener) === length) break;
    }
    if (open < bottom) {
      bottoms.set(length, out.length);
      out.push(event);
      index++;
      continue;
    }
    const opener = out[open]![1];
    closer.type = 'strikethroughSequence';
    opener.type = 'strikethroughSequence';
    const strikethrough = { type: 'strikethrough', start: { ...opener.start }, end: { ...closer.end } } as Token;
    const text = { type: 'strikethroughText', start: { ...opener.end }, end: { ...closer.start } } as Token;
    const between = out.slice(open + 1);
    out.length = open - 1;
    cutBottoms(bottoms, out.length);
    out.push(['enter', strikethrough, context], ['enter', opener, context], ['exit', opener, context], ['enter', text, context]);
    const insideSpan = context.parser.constructs.insideSpan.null;
    for (const e of insideSpan ? resolveAll(insideSpan, between, context) : between) out.push(e);
    out.push(['exit', text, context], ['enter', closer, context], ['exit', closer, context], ['exit', strikethrough, context]);
    index += 2;
  }
  return writeBack(events, out, TEMPORARY_TILDES);
}

/** The token micromark-extension-gfm-strikethrough gives a run of `~` before it is paired. */
const TEMPORARY_TILDES = 'strikethroughSequenceTemporary';

/**
 * The markers a text (one paragraph, heading or cell: one tokenizer) has had a run able to open
 * with, so far. A closer whose marker has none before it can pair with nothing.
 */
const openersSeen = new WeakMap<object, Set<number>>();

/** The tokenizer a construct runs in (a construct tried with fields runs in an object made from it). */
function tokenizerOf(context: TokenizeContext): object {
  const proto = Object.getPrototypeOf(context) as object | null;
  return proto === null || proto === Object.prototype ? context : proto;
}

/**
 * Whether a run of `marker` that opens as `open` says and closes as `close` says can ever be
 * paired: it can open, or it can close and a run of its marker able to open came before it in its
 * text. Records an opener. A run that cannot is text, whatever follows.
 */
function mayPair(context: TokenizeContext, marker: number, open: boolean, close: boolean): boolean {
  const key = tokenizerOf(context);
  let seen = openersSeen.get(key);
  if (open) {
    if (!seen) openersSeen.set(key, (seen = new Set()));
    seen.add(marker);
    return true;
  }
  return close && seen?.has(marker) === true;
}

/**
 * Whether text `data` ends before `code`: a character where a text construct may start (micromark's
 * text tokenizer, `atBreak` in `lib/initialize/text.js`, the same test).
 */
function atTextBreak(context: TokenizeContext, code: Code): boolean {
  if (code === null) return true;
  const list = context.parser.constructs.text[code];
  if (!list) return false;
  for (const item of Array.isArray(list) ? list : [list]) if (!item.previous || item.previous.call(context, context.previous)) return true;
  return false;
}

/**
 * A run of delimiters (`token`, entered as its sequence) that can never pair, made `data` with
 * the text after it up to where a construct may start: one token where micromark makes the run's
 * token and the text's. Same tree (unpaired runs become text anyway, and adjacent text is merged),
 * half the tokens: 1 MB of `a* b_ ` holds no emphasis, and its tokens were most of the memory of
 * its parse.
 */
function restAsData(context: TokenizeContext, effects: Effects, token: Token, ok: State): State {
  token.type = 'data';
  const rest: State = (code) => {
    if (atTextBreak(context, code)) {
      effects.exit('data');
      return ok(code);
    }
    effects.consume(code);
    return rest;
  };
  return rest;
}

/**
 * micromark's attention tokenizer (micromark-core-commonmark 2, `lib/attention.js`): a run of `*`
 * or `_`, whether it may open and close by what is before and after it; a run that can never pair
 * ({@link mayPair}) is text ({@link restAsData}).
 */
function tokenizeAttention(this: TokenizeContext, effects: Effects, ok: State): State {
  const self = this;
  const attentionMarkers = self.parser.constructs.attentionMarkers.null ?? [];
  const previous = self.previous;
  const before = classifyCharacter(previous);
  let marker: number;
  let token: Token;
  const inside: State = (code) => {
    if (code === marker) {
      effects.consume(code);
      return inside;
    }
    const after = classifyCharacter(code);
    // `*` and `_` are in `attentionMarkers` through core: the loosening is for other constructs' markers (GFM's `~`).
    const open =
      !after || (after === 2 && Boolean(before)) || (code !== null && attentionMarkers.includes(code) && code !== 42 && code !== 95);
    const close =
      !before ||
      (before === 2 && Boolean(after)) ||
      (previous !== null && attentionMarkers.includes(previous) && previous !== 42 && previous !== 95);
    token._open = marker === 42 ? open : open && (Boolean(before) || !close);
    token._close = marker === 42 ? close : close && (Boolean(after) || !open);
    if (!mayPair(self, marker, token._open, token._close)) return restAsData(self, effects, token, ok)(code);
    effects.exit('attentionSequence');
    return ok(code);
  };
  return (code) => {
    marker = code!;
    token = effects.enter('attentionSequence');
    return inside(code);
  };
}

/** micromark's attention construct, with its tokenizer ({@link tokenizeAttention}) and the linear resolver. */
const linearAttention: Construct = { ...attention, tokenize: tokenizeAttention, resolveAll: resolveAllAttentionLinear };

/**
 * The micromark extension: the construct for `*` and `_` in text, and its resolver first among
 * those run inside spans (micromark's own then finds every sequence already resolved).
 */
const linearAttentionExtension: Extension = {
  text: { 42: linearAttention, 95: linearAttention },
  insideSpan: { null: [linearAttention] },
};

/**
 * micromark-extension-gfm-strikethrough's tokenizer (version 2, `lib/syntax.js`) with its
 * `singleTilde` option (`single`; on by default, as in remark-gfm): a run of one (when `single`)
 * or two `~` (a third fails, as does a lone one without `single`), whether it may open and close;
 * a run that can never pair ({@link mayPair}) is text ({@link restAsData}).
 */
const strikethroughTokenizer = (single: boolean) =>
  function tokenizeStrikethrough(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const self = this;
    const previous = self.previous;
    const events = self.events;
    const before = classifyCharacter(previous);
    let size = 0;
    let token: Token;
    const more: State = (code) => {
      if (code === 126) {
        // A third marker: no strikethrough.
        if (size > 1) return nok(code);
        effects.consume(code);
        size++;
        return more;
      }
      if (size < 2 && !single) return nok(code);
      const after = classifyCharacter(code);
      token._open = !after || (after === 2 && Boolean(before));
      token._close = !before || (before === 2 && Boolean(after));
      if (!mayPair(self, 126, token._open, token._close)) return restAsData(self, effects, token, ok)(code);
      effects.exit(TEMPORARY_TILDES);
      return ok(code);
    };
    return (code) => {
      if (previous === 126 && events[events.length - 1]![1].type !== 'characterEscape') return nok(code);
      token = effects.enter(TEMPORARY_TILDES);
      return more(code);
    };
  };

/**
 * The GFM strikethrough construct among `extensions` (the one remark-gfm added), with its
 * tokenizer ({@link tokenizeStrikethrough}) and the linear resolver, as an extension like
 * {@link linearAttentionExtension}; `null` when no extension reads `~` as strikethrough.
 */
function linearStrikethroughExtension(extensions: readonly Extension[], single: boolean): Extension | null {
  for (const extension of extensions) {
    const found = extension.text?.[126];
    const construct = Array.isArray(found) ? found.find((c) => c.name === 'strikethrough') : found;
    if (construct?.name === 'strikethrough') {
      const linear: Construct = { ...construct, tokenize: strikethroughTokenizer(single), resolveAll: resolveAllStrikethroughLinear };
      return { text: { 126: linear }, insideSpan: { null: [linear] } };
    }
  }
  return null;
}

/**
 * Use after remark-gfm (whose strikethrough it takes), with remark-gfm's `singleTilde`: the
 * extensions added later are tried first, so these constructs and resolvers run in place of
 * micromark's.
 */
export default function remarkLinearAttention(this: Processor, options?: { singleTilde?: boolean }): void {
  const data = this.data();
  const extensions = (data.micromarkExtensions ??= []);
  const strikethrough = linearStrikethroughExtension(extensions, options?.singleTilde ?? true);
  extensions.push(linearAttentionExtension);
  if (strikethrough) extensions.push(strikethrough);
}
