/**
 * remark plugin (after remark-gfm): GFM footnote calls in linear time.
 *
 * micromark-extension-gfm-footnote tries a footnote call (`[^id]`) at every `]`, walking back
 * over the paragraph's events to the last label: a run of `]` without `[` walks to the start of
 * the paragraph each time, quadratic time (10,000 `]]`: 10 s). A footnote call needs a footnote
 * definition (`[^id]: …`) of the same id, and the definitions are all known before any text is
 * read; so when a note has none, the try fails at once (as the walk would have failed), without
 * walking. Notes with footnote definitions keep the extension's own walk.
 *
 * The extension also keeps the ids of the definitions read so far in a list it searches at each
 * definition and each call (`defined.includes(id)`): quadratic in the number of footnotes (8,000
 * definitions: 2 s). The list is made here, before the first definition is read, as a list whose
 * `includes` asks a set ({@link IdList}).
 */
import type { Processor } from 'unified';
import type { Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

const NAME = 'gfmPotentialFootnoteCall';
const DEFINITION = 'gfmFootnoteDefinition';

/** The extension's list of defined footnote ids (`parser.gfmFootnotes`), answering `includes` from a set. */
export class IdList extends Array<string> {
  readonly #ids = new Set<string>();
  override push(...ids: string[]): number {
    for (const id of ids) this.#ids.add(id);
    return super.push(...ids);
  }
  override includes(id: string): boolean {
    return this.#ids.has(id);
  }
}

/** A footnote definition's construct that first gives the parser an {@link IdList} of definitions. */
function indexed(construct: Construct): Construct {
  return {
    ...construct,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      const parser = this.parser as { gfmFootnotes?: string[] };
      if (!(parser.gfmFootnotes instanceof IdList)) {
        const list = new IdList();
        list.push(...(parser.gfmFootnotes ?? []));
        parser.gfmFootnotes = list;
      }
      return construct.tokenize.call(this, effects, ok, nok);
    },
  };
}

function guarded(construct: Construct): Construct {
  return {
    ...construct,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      const defined = (this.parser as { gfmFootnotes?: string[] }).gfmFootnotes;
      if (!defined || defined.length === 0) return nok;
      return construct.tokenize.call(this, effects, ok, nok);
    },
  };
}

type Slot = Construct | Construct[] | null | undefined;

function guardConstruct(c: Construct): Construct {
  if (c?.name === NAME) return guarded(c);
  return c?.name === DEFINITION ? indexed(c) : c;
}

function guardSlot(slot: Slot): Slot {
  if (Array.isArray(slot)) return slot.map(guardConstruct);
  return slot ? guardConstruct(slot) : slot;
}

function guardExtension(extension: Extension | Extension[]): Extension | Extension[] {
  if (Array.isArray(extension)) return extension.map((e) => guardExtension(e) as Extension);
  const out = { ...extension };
  for (const hook of ['text', 'document'] as const) {
    const slots = extension[hook] as Record<number, Slot> | undefined;
    if (!slots) continue;
    const next: Record<number, Slot> = {};
    for (const [code, slot] of Object.entries(slots)) next[Number(code)] = guardSlot(slot);
    out[hook] = next as Extension[typeof hook];
  }
  return out;
}

export default function remarkFootnoteCallGuard(this: Processor): void {
  const data = this.data();
  const extensions = data.micromarkExtensions ?? [];
  for (let i = 0; i < extensions.length; i++) extensions[i] = guardExtension(extensions[i] as Extension) as Extension;
}
