/**
 * remark plugin: emphasis and strong (`*a*`, `__b__`) paired in linear time.
 *
 * micromark's attention construct pairs delimiter runs in `resolveAll` by splicing each pair's
 * events into the paragraph's event list in place: every pair moves all the events after it, so
 * a paragraph of n events and k pairs costs k × n (1 MB of prose in one paragraph, with one
 * `*two*` a line: about 5 s of 7). This plugin gives micromark the same construct (the same
 * tokenizer) with {@link resolveAllAttentionLinear}, the same algorithm writing into a new list:
 * the events before the current closer are final except the ones a pair replaces, which are the
 * list's tail, so a pair costs the events it encloses. The events, and so the tree, are the same
 * (tests/vault/linear-attention.test.ts compares both on random delimiter soup).
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
  let index = 0;
  while (index < events.length) {
    const event = events[index]!;
    const closer = event[1];
    let paired = false;
    if (event[0] === 'enter' && closer.type === 'attentionSequence' && closer._close) {
      const marker = context.sliceSerialize(closer).charCodeAt(0);
      let open = out.length;
      while (open--) {
        const candidate = out[open]!;
        const opener = candidate[1];
        if (candidate[0] !== 'exit' || opener.type !== 'attentionSequence' || !opener._open) continue;
        if (context.sliceSerialize(opener).charCodeAt(0) !== marker) continue;
        // The rule of three (CommonMark "multiple of 3"), as micromark writes it.
        if ((opener._close || closer._open) && size(closer) % 3 && !((size(opener) + size(closer)) % 3)) continue;
        const use = size(opener) > 1 && size(closer) > 1 ? 2 : 1;
        const kind = use > 1 ? 'strong' : 'emphasis';
        const openingSequence = { type: `${kind}Sequence`, start: moved(opener.end, -use), end: { ...opener.end } } as Token;
        const closingSequence = { type: `${kind}Sequence`, start: { ...closer.start }, end: moved(closer.start, use) } as Token;
        const text = { type: `${kind}Text`, start: { ...opener.end }, end: { ...closer.start } } as Token;
        const group = { type: kind, start: { ...openingSequence.start }, end: { ...closingSequence.end } } as Token;
        opener.end = { ...openingSequence.start };
        closer.start = { ...closingSequence.end };
        const between = out.slice(open + 1);
        out.length = open - 1;
        if (size(opener)) out.push(['enter', opener, context], ['exit', opener, context]);
        out.push(
          ['enter', group, context],
          ['enter', openingSequence, context],
          ['exit', openingSequence, context],
          ['enter', text, context],
        );
        for (const e of resolveAll(context.parser.constructs.insideSpan.null ?? [], between, context)) out.push(e);
        out.push(
          ['exit', text, context],
          ['enter', closingSequence, context],
          ['exit', closingSequence, context],
          ['exit', group, context],
        );
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
      out.push(event);
      index++;
    }
  }
  // In place, as micromark's does: its caller (micromark-util-subtokenize) holds on to the list.
  events.length = out.length;
  for (let i = 0; i < out.length; i++) {
    const e = out[i]!;
    if (e[1].type === 'attentionSequence') e[1].type = 'data';
    events[i] = e;
  }
  return events;
}

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

export default function remarkLinearAttention(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(linearAttentionExtension);
}
