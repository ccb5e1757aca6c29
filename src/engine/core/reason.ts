/**
 * Reasons: why the engine allowed or refused something, as data.
 *
 * Modelled on Astro's error catalogue: each reason has a permanent `code`, the vault block id of
 * the rule it applies (`rule`), a short `title`, and a message built from the facts used.
 *
 * A game's catalogue keeps its words apart from its codes ({@link reasonCatalogue}): the checks
 * need only codes and rules, and the browser fetches the words as data (message templates, see
 * message.ts) instead of loading them as code.
 * Pure: imports nothing outside the engine core, so it runs in Node and in the browser.
 */
import { compileMessage, type MessageTemplate, type TemplateFacts } from './message.ts';

/** A vault block id without the caret, e.g. `legion-same-action-once`. */
export type RuleId = string;

/** One rule that decided (part of) a verdict. */
export interface Reason {
  /** Permanent, PascalCase, unique within a game, e.g. `SameActionTwice`. Never renamed. */
  readonly code: string;
  /** Block id in the vault (without `^`) of the rule statement applied. */
  readonly rule: RuleId;
  /** A sentence a player understands, naming the facts used ("… already made an attack action"). */
  readonly message: string;
  /** `true` when this reason forbids the thing asked; `false` when it explains why it is allowed. */
  readonly refuses: boolean;
}

/** The catalogue entry a {@link Reason} is made from. `P` is the facts its message needs. */
export interface ReasonDef<P = void> {
  readonly code: string;
  readonly rule: RuleId;
  /** A short title for lists and tooltips, e.g. "Same action twice". */
  readonly title: string;
  readonly refuses: boolean;
  readonly message: (facts: P) => string;
  /** The message as data, for catalogues whose words are bound ({@link reasonCatalogue}); absent otherwise. */
  readonly template?: MessageTemplate;
}

/** A catalogue entry that is also a function building its {@link Reason} from the facts. */
export type ReasonMaker<P = void> = ReasonDef<P> & ((facts: P) => Reason);

/**
 * Defines one catalogue entry.
 *
 * @example
 * const SameActionTwice = defineReason<{ action: string }>({
 *   code: 'SameActionTwice', rule: 'legion-same-action-once', title: 'Same action twice',
 *   refuses: true, message: ({ action }) => `This unit already made a ${action} action in this activation.`,
 * });
 * SameActionTwice({ action: 'attack' }) // → { code, rule, message, refuses: true }
 */
export function defineReason<P = void>(def: ReasonDef<P>): ReasonMaker<P> {
  const make = (facts: P): Reason => ({
    code: def.code,
    rule: def.rule,
    message: def.message(facts),
    refuses: def.refuses,
  });
  return Object.assign(make, def) as ReasonMaker<P>;
}

/** A game's whole catalogue, keyed by code. Used by citation tests and the checker. */
export type ReasonCatalogue = Readonly<Record<string, ReasonDef<never>>>;

/** Every block id a catalogue cites, sorted and without repeats. */
export function citedRules(catalogue: ReasonCatalogue): RuleId[] {
  return [...new Set(Object.values(catalogue).map((d) => d.rule))].sort();
}

/** A title made of a code: `NoActionsLeft` → "No actions left". */
export const codeInWords = (code: string): string =>
  code
    .replace(/\B([A-Z])/g, ' $1')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** The words of one reason: its message template, or `{ title, message }` when the title is not its code in words. */
export type ReasonWords<T extends MessageTemplate = MessageTemplate> = T | { readonly title: string; readonly message: T };

/** A game's reason words, keyed by code. */
export type ReasonTexts = Readonly<Record<string, ReasonWords>>;

/** A catalogue whose words are bound apart from its codes (see {@link reasonCatalogue}). */
export interface BoundCatalogue {
  /** Defines one entry: code, cited block id and whether it refuses; its title and message come from the bound words. */
  reason<P = void>(code: string, rule: RuleId, refuses: boolean): ReasonMaker<P>;
  /** Every entry defined so far, keyed by code. */
  readonly reasons: ReasonCatalogue;
  /** Binds the words (replacing any bound before). Entries they lack keep their code in words. */
  bind(texts: ReasonTexts): void;
}

/**
 * A catalogue whose words (titles, message templates) are bound after its entries are defined:
 * a game's `reasons.ts` defines the entries its checks use; its `index.ts` binds the words of its
 * `reason-texts.ts` (Node: checker, build, tests); the browser widget binds the message templates
 * of `/check/{game}/rules.json`. Until bound, an entry's title is its code in words and its message
 * that title with a full stop, so a missing word never breaks an answer.
 */
export function reasonCatalogue(): BoundCatalogue {
  const reasons: Record<string, ReasonDef<never>> = {};
  let words: ReasonTexts = {};
  const message = (code: string): MessageTemplate | undefined => {
    const w = words[code];
    return w === undefined || typeof w === 'string' || Array.isArray(w)
      ? (w as MessageTemplate | undefined)
      : (w as { message: MessageTemplate }).message;
  };
  return {
    reasons,
    bind(texts) {
      words = texts;
    },
    reason<P = void>(code: string, rule: RuleId, refuses: boolean): ReasonMaker<P> {
      // The template compiled once per binding: a fixed text, or its parts around the placeholders.
      let bound: ReasonTexts | undefined;
      let compiled: (facts: P) => string = () => '';
      const format = (facts: P): string => {
        if (bound !== words) {
          bound = words;
          compiled = compileTemplate(message(code), code);
        }
        return compiled(facts);
      };
      const make = (facts: P): Reason => ({ code, rule, message: format(facts), refuses });
      Object.assign(make, { code, rule, refuses, message: format });
      Object.defineProperties(make, {
        title: { enumerable: true, get: () => (words[code] as { title?: string } | undefined)?.title ?? codeInWords(code) },
        template: { enumerable: true, get: () => message(code) },
      });
      reasons[code] = make as unknown as ReasonDef<never>;
      return make as ReasonMaker<P>;
    },
  };
}

/**
 * A template as a function of its facts (`compileMessage`: the text parsed once, here).
 * `undefined` (no words bound) gives the code in words.
 */
function compileTemplate<P>(t: MessageTemplate | undefined, code: string): (facts: P) => string {
  if (t === undefined) {
    const text = `${codeInWords(code)}.`;
    return () => text;
  }
  return compileMessage(t);
}

type FactsOf<M> = M extends (facts: infer P) => Reason ? P : never;
type TemplateOf<W> = W extends { readonly message: infer T } ? T : W;
type MakerKeys<M> = { [K in keyof M]: M[K] extends ReasonMaker<any> ? K : never }[keyof M];
type UnknownFacts<W, M> = Exclude<TemplateFacts<TemplateOf<W>>, keyof FactsOf<M>>;

/**
 * A game's words, checked against its makers (`M` = `typeof import('./reasons.ts')`):
 * `reasonTexts<typeof R>()({ Code: template, … })` wants one entry per maker, each template using
 * only the facts its reason is given (a type error names any other). Returns the texts unchanged;
 * the makers are a type only, so the texts module stays plain data in a bundle.
 */
export function reasonTexts<M>(): <const T extends { readonly [K in MakerKeys<M>]: ReasonWords }>(
  texts: T & {
    readonly [K in keyof T]: K extends keyof M
      ? [UnknownFacts<T[K], M[K]>] extends [never]
        ? unknown
        : { unknownFacts: UnknownFacts<T[K], M[K]> }
      : never;
  },
) => T {
  return (texts) => texts;
}
