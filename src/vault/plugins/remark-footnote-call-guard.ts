/**
 * remark plugin (after remark-gfm): GFM footnote calls in linear time.
 *
 * micromark-extension-gfm-footnote tries a footnote call (`[^id]`) at every `]`, walking back
 * over the paragraph's events to the last label: a run of `]` without `[` walks to the start of
 * the paragraph each time, quadratic time (10,000 `]]`: 10 s). A footnote call needs a footnote
 * definition (`[^id]: …`) of the same id, and the definitions are all known before any text is
 * read; so when a note has none, the try fails at once (as the walk would have failed), without
 * walking. Notes with footnote definitions keep the extension's own walk.
 */
import type { Processor } from 'unified';
import type { Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

const NAME = 'gfmPotentialFootnoteCall';

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

function guardSlot(slot: Slot): Slot {
  if (Array.isArray(slot)) return slot.map((c) => (c?.name === NAME ? guarded(c) : c));
  return slot && slot.name === NAME ? guarded(slot) : slot;
}

function guardExtension(extension: Extension | Extension[]): Extension | Extension[] {
  if (Array.isArray(extension)) return extension.map((e) => guardExtension(e) as Extension);
  const text = extension.text as Record<number, Slot> | undefined;
  if (!text) return extension;
  const next: Record<number, Slot> = {};
  for (const [code, slot] of Object.entries(text)) next[Number(code)] = guardSlot(slot);
  return { ...extension, text: next as Extension['text'] };
}

export default function remarkFootnoteCallGuard(this: Processor): void {
  const data = this.data();
  const extensions = data.micromarkExtensions ?? [];
  for (let i = 0; i < extensions.length; i++) extensions[i] = guardExtension(extensions[i] as Extension) as Extension;
}
