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
 */
import type { Processor } from 'unified';
import { attention } from 'micromark-core-commonmark';
import type { Construct, Event, Extension, Point, Resolver, Token, TokenizeContext } from 'micromark-util-types';

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

/** micromark's attention construct (its tokenizer) with the linear resolver. */
const linearAttention: Construct = { ...attention, resolveAll: resolveAllAttentionLinear };

/**
 * The micromark extension: the construct for `*` and `_` in text, and its resolver first among
 * those run inside spans (micromark's own then finds every sequence already resolved).
 */
const linearAttentionExtension: Extension = {
  text: { 42: linearAttention, 95: linearAttention },
  insideSpan: { null: [linearAttention] },
};

/**
 * The GFM strikethrough construct among `extensions` (the one remark-gfm added, with its options),
 * with the linear resolver, as an extension like {@link linearAttentionExtension}; `null` when no
 * extension reads `~` as strikethrough.
 */
function linearStrikethroughExtension(extensions: readonly Extension[]): Extension | null {
  for (const extension of extensions) {
    const found = extension.text?.[126];
    const construct = Array.isArray(found) ? found.find((c) => c.name === 'strikethrough') : found;
    if (construct?.name === 'strikethrough') {
      const linear: Construct = { ...construct, resolveAll: resolveAllStrikethroughLinear };
      return { text: { 126: linear }, insideSpan: { null: [linear] } };
    }
  }
  return null;
}

/**
 * Use after remark-gfm (whose strikethrough it takes, with its options): the extensions added
 * later are tried first, so these constructs and resolvers run in place of micromark's.
 */
export default function remarkLinearAttention(this: Processor): void {
  const data = this.data();
  const extensions = (data.micromarkExtensions ??= []);
  const strikethrough = linearStrikethroughExtension(extensions);
  extensions.push(linearAttentionExtension);
  if (strikethrough) extensions.push(strikethrough);
}
