/**
 * `<rg-check data-game="legion">…<a class="check-open" href="/check/legion/?v=1&…">…</rg-check>`:
 * the "Can this unit do X now?" widget.
 *
 * Runs the game's engine in the browser. A widget in a note starts from `data-situation`, the
 * situation its `check` block's build checked (`{ input, scenario }`, written by
 * src/widgets/render-check.ts), and answers it at once; without it, from its static
 * `a.check-open` link (the block's situation; its path is the game's check page). With
 * `data-page` and `data-check-page`, the situation is the page's own query string (a shareable
 * link), which the widget keeps up to date (`history.replaceState`) as the user edits. A bad link
 * shows what is wrong in plain words and the game's default situation, still usable.
 *
 * Checking an input (a link, an edit) takes the game's checker and the link reader, loaded apart
 * (`GameWidget.loadChecker`, read-link.ts): at once on the check page or for a link, and on a
 * note's page when the reader first points at or focuses the widget (or edits it), so that showing
 * a note's situation loads only the engine.
 *
 * Rule links and texts, and the words of the engine's reasons, come from the game's
 * `{data-check-page}rules.json` (`CheckRules`: block id → { url, note, text }, and reason code →
 * message template; written at build time by src/pages/check/[game]/rules.json.ts), fetched once
 * per page (CheckWidget.astro preloads it); the service worker precaches it.
 *
 * Each game's module (check-{game}.ts, engine included) is its own script, which a page includes
 * only when it holds a widget of that game (CheckWidget.astro), and which registers the game here
 * ({@link registerGame}); a widget starts once its game is registered.
 */
import { inWords, type Problem, type ProblemMessages, type Reason, type Verdict } from '../../engine/core/index.ts';
import type { CheckRules, RuleIndex } from '../../widgets/rule-index.ts';
import { unknownNotice } from '../../widgets/link-params.ts';
import { problemsToShow } from '../../widgets/problem-list.ts';
import { encodeCheckQuery } from '../../widgets/url-codec.ts';
import type { GameChecker, GameWidget, Headline, Input } from './check-game.ts';
import { el } from './dom.ts';

const registered = new Map<string, GameWidget>();
const waiting = new Map<string, ((game: GameWidget) => void)[]>();

/** Registers a game's widget module (each check-{game}.ts does as it loads); that game's widgets start. */
export function registerGame(id: string, widget: GameWidget): void {
  registered.set(id, widget);
  for (const start of waiting.get(id) ?? []) start(widget);
  waiting.delete(id);
}

/**
 * The game `id` once registered, or `null` when the page's scripts have all run without it (module
 * scripts run before DOMContentLoaded): no script of that game is on the page, or it failed to load.
 */
function gameFor(id: string): Promise<GameWidget | null> {
  const known = registered.get(id);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
    const giveUp = () => resolve(registered.get(id) ?? null);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', giveUp, { once: true });
    else setTimeout(giveUp);
  });
}

const ruleFiles = new Map<string, Promise<Partial<CheckRules>>>();

/**
 * The rules file at `url` (one request per page, shared by its widgets). Never rejects: when it
 * cannot be loaded the widget still answers, citing rules by id without links, with the reasons'
 * words loaded as code instead.
 */
function loadRules(url: string | undefined): Promise<Partial<CheckRules>> {
  if (!url) return Promise.resolve({});
  let file = ruleFiles.get(url);
  if (!file) {
    file = fetch(url)
      .then((res) => (res.ok ? (res.json() as Promise<Partial<CheckRules>>) : {}))
      .catch(() => ({}));
    ruleFiles.set(url, file);
  }
  return file;
}

type Answered = { ok: true; scenario: unknown; verdict: Verdict } | { ok: false; problems: Problem[] };

/** The engine's answer to a validated scenario. */
function answer(game: GameWidget, scenario: unknown): Answered {
  try {
    return { ok: true, scenario, verdict: game.engine.answer(scenario) };
  } catch (error) {
    return { ok: false, problems: [`The engine could not answer this situation: ${(error as Error).message}`] };
  }
}

/**
 * The engine's answer to a validated scenario, once what answering it needs is loaded
 * (`GameWidget.prepare`); when that cannot be loaded, the problem in words.
 */
async function prepared(game: GameWidget, scenario: unknown): Promise<Answered> {
  try {
    await game.prepare?.(scenario);
  } catch {
    return {
      ok: false,
      problems: ['Part of the rule checker for this situation could not be loaded (offline?); reload the page to try again.'],
    };
  }
  return answer(game, scenario);
}

class RgCheck extends HTMLElement {
  private started = false;
  private game!: GameWidget;
  private input: Input = {};
  /** The answer to `input` (or its problems). */
  private result: Answered = { ok: false, problems: [] };
  /** The game's input checker, loaded on first need (see the module comment). */
  private checker: Promise<GameChecker> | undefined;
  private rules: RuleIndex = {};
  private page = false;
  private gameId = '';
  /** The game's check page (`/check/{game}/`, with the site base). */
  private checkPage: string | undefined;
  private errorsBox = el('div', { class: 'rgc-errors', role: 'alert' });
  private body = el('div', { class: 'rgc-body' });
  private question = el('p', { class: 'rgc-question' });
  private answerBox = el('div', { class: 'rgc-answer', tabindex: -1 });
  /**
   * The verdict pinned at the top of the widget (sticky, so it stays in view wherever the reader
   * acts inside the widget) and announced: the headline, the question, and what just changed.
   */
  private pin = el('div', { class: 'rgc-pin', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  /** What the reader's last action changed, in words ("Performed: Move action."), shown in the pin. */
  private changed = '';
  /** Changes made so far (see {@link change}). */
  private changes = 0;
  /** A step explained without changing the situation ("Explain", "Why not?"), cleared by the next change. */
  private explained: { label: string; result: Answered } | null = null;
  /** Fields whose typed value cannot be used (key → message): the answer waits for them. */
  private invalid = new Map<string, string>();
  /**
   * A widget in a note starts as a worked example (`data-mode="example"`): the situation in words,
   * what was done, the question, the verdict and the rules it applied; "Try it" (or any edit)
   * turns it into the full widget in place.
   */
  private example = false;
  private summary = el('p', { class: 'rgc-summary' });
  /** A notice about the link read (unknown parameters set aside), shown until the first edit. */
  private notice = el('div', { class: 'rgc-notice', role: 'note' });
  private linkField = el('input', { type: 'text', readonly: true, class: 'rgc-link', 'aria-label': 'Link to this situation' });
  private copied = el('span', { class: 'rgc-copied', role: 'status' });
  /** The game's problem messages, loaded on the first bad input (`null` when they could not be). */
  private messages: Promise<ProblemMessages | null> | undefined;

  async connectedCallback(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.gameId = this.dataset.game ?? '';
    this.page = this.hasAttribute('data-page');
    // A widget in a note reads its situation and the game's check page from its static link
    // ("Open this situation in the rule checker"), so the page carries them only once.
    const link = this.querySelector<HTMLAnchorElement>('a.check-open');
    const linked = link ? new URL(link.href) : null;
    this.checkPage = this.dataset.checkPage ?? linked?.pathname;
    const rules = loadRules(this.checkPage && `${this.checkPage}rules.json`);
    const game = await gameFor(this.gameId);
    if (!game) {
      this.errorsBox.textContent = `The rule checker for the game “${this.gameId}” could not be loaded; reload the page to try again.`;
      this.prepend(this.errorsBox);
      return;
    }
    this.game = game;
    const file = await rules;
    this.rules = file.rules ?? {};
    const words = file.messages ?? (await this.game.loadTexts().catch(() => null));
    if (words) this.game.catalogue.bind(words);
    const situation = this.page ? null : this.situation();
    let problems: string[] = [];
    if (situation) {
      this.input = situation.input;
      this.result = await prepared(game, situation.scenario);
      // Checking an edit needs the checker: fetch it once the reader comes near the widget.
      for (const type of ['pointerover', 'focusin']) this.addEventListener(type, () => void this.check().catch(() => {}), { once: true });
    } else {
      try {
        problems = await this.words(await this.readQuery(this.page ? location.search : (linked?.search ?? '')));
      } catch {
        this.errorsBox.textContent = `The rule checker for the game “${this.gameId}” could not be loaded; reload the page to try again.`;
        this.prepend(this.errorsBox);
        return;
      }
    }
    this.setAttribute('role', 'group');
    this.setAttribute('aria-label', `Rule checker: ${this.game.engine.name}`);
    this.notice.hidden = this.notice.childElementCount === 0;
    this.example = situation !== null;
    const tryIt = el(
      'p',
      { class: 'rgc-try' },
      el('button', { type: 'button', class: 'rgc-try-button', onclick: () => this.expand(true) }, 'Try it'),
      ' ',
      el(
        'span',
        {},
        'Change the situation and play on, here or in the ',
        el('a', { href: this.checkPage ? (linked?.href ?? this.checkPage) : '#', class: 'rgc-open-example' }, 'rule checker'),
        '.',
      ),
    );
    this.replaceChildren(
      this.pin,
      this.errorsBox,
      this.notice,
      ...(this.example ? [el('p', { class: 'rgc-example-label' }, 'Worked example'), this.summary] : []),
      this.body,
      el('div', { class: 'rgc-answer-box' }, this.question, this.answerBox),
      ...(this.example ? [tryIt] : []),
      this.share(),
    );
    if (this.example) this.dataset.mode = 'example';
    this.showErrors(problems);
    this.body.addEventListener('rgc-validity', (e) => {
      const { key, message } = (e as CustomEvent<{ key: string; message: string | null }>).detail;
      if (message) this.invalid.set(key, message);
      else this.invalid.delete(key);
      this.showAnswer();
    });
    // A bad link stays in the address bar (so it can be seen and fixed) until the first edit.
    this.render(problems.length === 0);
    performance.mark('rg-check-answered'); // read by scripts/bench/widgets.ts
  }

  /** The build's situation of a widget in a note (`data-situation`), or `null` when it has none or it cannot be read. */
  private situation(): { input: Input; scenario: unknown } | null {
    try {
      const s = JSON.parse(this.dataset.situation ?? 'null') as { input?: Input; scenario?: unknown } | null;
      return s?.input && s.scenario ? { input: s.input, scenario: s.scenario } : null;
    } catch {
      return null;
    }
  }

  /** The game's checker (loaded once; a failed load is tried again on the next call). */
  private check(): Promise<GameChecker> {
    this.checker ??= this.game.loadChecker().catch((error: unknown) => {
      this.checker = undefined;
      throw error;
    });
    return this.checker;
  }

  /**
   * Sets `input` (canonical when valid, as links write it) and its answer, once what answering it
   * needs is loaded; not when `superseded()` says by then that a later change came (`false` then).
   */
  private async use(
    input: Input,
    checker: GameChecker,
    checked = checker.check(input),
    superseded = (): boolean => false,
  ): Promise<boolean> {
    const result = checked.ok ? await prepared(this.game, checked.value) : checked;
    if (superseded()) return false;
    this.input = checked.ok ? checker.toInput(checked.value) : input;
    this.result = result;
    return true;
  }

  /** Sets the situation from a query; returns the problems found (then the default situation is used). Rejects when the checker cannot be loaded. */
  private async readQuery(query: string): Promise<Problem[]> {
    const game = this.game;
    const checker = await this.check();
    if (query.replace(/^\?/, '') === '') {
      await this.use(game.initial(), checker);
      return [];
    }
    const { readCheckLink } = await import('../../widgets/read-link.ts');
    // Tracking parameters added by sharing go without a word; other unknown ones are named.
    const read = await readCheckLink(query, game.fields, (input) => (checker.checkLink ? checker.checkLink(input) : checker.check(input)));
    const notes = [
      read.escapedTwice
        ? 'This link had been escaped twice on its way (a chat app or mail tool escaped it again); it was read with the extra escapes undone.'
        : null,
      unknownNotice(read.unknown),
    ].filter((n): n is string => n !== null);
    this.notice.replaceChildren(...notes.map((n) => el('p', {}, n)));
    if (read.checked.ok && read.input) {
      await this.use(read.input, checker, read.checked);
      return [];
    }
    const problems: Problem[] = read.checked.ok ? [] : read.checked.problems;
    await this.use(game.initial(), checker);
    return problems;
  }

  /**
   * The problems in words: the game's problem messages are loaded on the first problem that needs
   * them (a bad link or situation). Should they fail to load, each problem is named by its key and facts.
   */
  private async words(problems: readonly Problem[]): Promise<string[]> {
    if (problems.every((p) => typeof p === 'string')) return problems as string[];
    this.messages ??= this.game.loadMessages().catch(() => null);
    return inWords(problems, (await this.messages) ?? {});
  }

  private showErrors(
    problems: readonly string[],
    heading = 'This link could not be read, so the checker shows its usual situation instead. What is wrong:',
  ): void {
    this.errorsBox.replaceChildren();
    this.errorsBox.hidden = problems.length === 0;
    if (!problems.length) return;
    this.errorsBox.append(el('p', {}, el('strong', {}, heading)), el('ul', {}, ...problemsToShow(problems).map((p) => el('li', {}, p))));
  }

  /** Turns a worked example into the full widget (after "Try it", or on the first edit). */
  private expand(focus = false): void {
    if (!this.example) return;
    this.example = false;
    delete this.dataset.mode;
    this.querySelector('.rgc-try')?.remove();
    this.querySelector('.rgc-example-label')?.remove();
    this.summary.remove();
    void this.check().catch(() => {});
    if (focus) this.querySelector<HTMLElement>('.rgc-setup select, .rgc-setup input, .rgc-setup button')?.focus();
  }

  private change = (next: Input, what = ''): void => {
    this.expand();
    // Changes made in quick succession are answered in the order made: one whose answer comes
    // after a later change's (it loaded more of the engine) is dropped, not shown over it.
    const made = ++this.changes;
    this.check().then(
      async (checker) => {
        if (!(await this.use(next, checker, undefined, () => made !== this.changes))) return;
        this.showErrors([]);
        this.notice.hidden = true;
        this.explained = null;
        this.invalid.clear();
        this.changed = what;
        this.render();
      },
      () =>
        this.showErrors(
          ['The checker for this change could not be loaded (offline?); reload the page to try again.'],
          'The situation could not be changed:',
        ),
    );
  };

  private share(): HTMLElement {
    const copy = el(
      'button',
      {
        type: 'button',
        class: 'rgc-copy',
        onclick: async () => {
          const link = this.linkField.value;
          try {
            await navigator.clipboard.writeText(link);
            this.copied.textContent = 'Link copied.';
          } catch {
            this.linkField.focus();
            this.linkField.select();
            this.copied.textContent = 'Select the link and copy it (Ctrl+C).';
          }
        },
      },
      'Copy link',
    );
    // A widget inside a note also offers its situation on the game's full check page.
    const open = !this.page && this.checkPage ? el('a', { class: 'rgc-open', href: this.checkPage }, 'Open in the rule checker') : null;
    return el('div', { class: 'rgc-share' }, this.linkField, copy, open, this.copied);
  }

  /** The rule a reason applied, named by its note's title (the block id stays in the link's address). */
  private ruleLink(reason: Reason): HTMLElement {
    const rule = this.rules[reason.rule];
    const wrap = el('span', { class: 'rgc-rule', 'data-rule': reason.rule });
    if (!rule) return wrap;
    wrap.append(' (rule: ', el('a', { href: rule.url, title: rule.text }, rule.note), ')');
    wrap.append(el('details', { class: 'rgc-rule-text' }, el('summary', {}, 'Rule text'), el('blockquote', {}, rule.text)));
    return wrap;
  }

  /** The answer box's id (made once), which "Explain" buttons control. */
  private answerId(): string {
    if (!this.answerBox.id) this.answerBox.id = `rgc-answer-${Math.random().toString(36).slice(2, 9)}`;
    return this.answerBox.id;
  }

  /** Shows a step's answer without changing the situation (its mark was computed from the same answer). */
  private explain(label: string, ask: Input, r: Answered): void {
    void ask;
    this.explained = { label, result: r };
    this.changed = `Explaining: ${label} (the situation is unchanged).`;
    this.showAnswer();
    this.reveal();
  }

  /**
   * Scrolls the full answer into view when its headline is off-screen or under the pinned verdict
   * (sticky at the top of the widget: the answer is brought to just below it, not under it).
   */
  private reveal(): void {
    const box = this.answerBox.getBoundingClientRect();
    const pin = this.pin.getBoundingClientRect();
    // The pin covers the top of the screen only while it is stuck there.
    const covered = pin.top <= 0 ? pin.bottom : 0;
    this.answerBox.style.scrollMarginTop = `${Math.ceil(pin.height)}px`;
    if (box.top < covered || box.top > innerHeight - 80)
      this.answerBox.scrollIntoView({
        block: 'start',
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
  }

  /** The headline of an answer: the game's own when it has one, else "Allowed." or "Refused.". */
  private headline(scenario: unknown, verdict: Verdict): Headline {
    return (
      this.game.headline?.(scenario, verdict) ??
      (verdict.allowed ? { text: 'Allowed.', tone: 'allowed' } : { text: 'Refused.', tone: 'refused' })
    );
  }

  /** The answer box and the pinned verdict, from the explained step, the situation, or the invalid fields. */
  private showAnswer(): void {
    const game = this.game;
    const shown = this.explained?.result ?? this.result;
    this.answerBox.replaceChildren();
    this.pin.replaceChildren();
    this.linkField.disabled = this.invalid.size > 0;
    if (this.invalid.size) {
      const lines = [...this.invalid.values()];
      this.question.textContent = 'No answer until every value can be used:';
      this.answerBox.append(el('ul', { class: 'rgc-invalid' }, ...lines.map((e) => el('li', {}, e))));
      this.pin.append(el('strong', { class: 'rgc-pin-verdict rgc-pending' }, 'Waiting for a valid value.'), ' ', el('span', {}, lines[0]!));
      return;
    }
    if (!shown.ok) {
      this.question.textContent = 'The situation cannot be checked yet:';
      const list = el('ul', { class: 'rgc-invalid' });
      this.answerBox.append(list);
      const pending = el('strong', { class: 'rgc-pin-verdict rgc-pending' }, 'Cannot be checked yet.');
      this.pin.append(pending);
      void this.words(shown.problems).then((lines) => {
        const shownLines = problemsToShow(lines);
        list.replaceChildren(...shownLines.map((e) => el('li', {}, e)));
        // The first reason in the pin too, as for a value that cannot be used: the player sees why where they tapped.
        if (pending.parentNode === this.pin && shownLines[0]) this.pin.append(' ', el('span', {}, shownLines[0]));
      });
      return;
    }
    const { verdict, scenario } = shown;
    const head = this.headline(scenario, verdict);
    this.question.textContent = game.question(scenario);
    this.answerBox.append(
      el('p', { class: `rgc-verdict rgc-${head.tone}` }, head.text),
      el(
        'ul',
        { class: 'rgc-reasons' },
        ...(head.reasons ?? verdict.reasons).map((r) =>
          el(
            'li',
            { class: r.refuses ? 'rgc-refused' : 'rgc-allowed' },
            el('span', { class: 'rgc-mark' }, r.refuses ? '✗ ' : '✓ '),
            r.message,
            this.ruleLink(r),
          ),
        ),
      ),
      ...(game.extra?.(scenario, verdict) ?? []).map((line) => el('p', { class: 'rgc-extra' }, line)),
    );
    this.pin.append(
      el('strong', { class: `rgc-pin-verdict rgc-${head.tone}` }, head.text),
      ' ',
      el('span', { class: 'rgc-pin-q' }, game.question(scenario)),
      ...(this.changed ? [el('span', { class: 'rgc-changed' }, ` ${this.changed}`)] : []),
      ' ',
      el('a', { href: `#${this.answerId()}`, class: 'rgc-why' }, 'Why'),
    );
  }

  private render(syncUrl = true): void {
    const game = this.game;
    const focusKey = this.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.key : undefined;
    const result = this.result;
    const scenario = result.ok ? result.scenario : null;

    // Situation, log, next actions.
    const parts: HTMLElement[] = [game.setup(this.input, scenario, this.change)];
    if (result.ok) {
      const log = game.log(scenario);
      const undo = game.undo(this.input);
      parts.push(
        el(
          'div',
          { class: 'rgc-log-box' },
          el('p', { class: 'rgc-label' }, 'Done so far'),
          log.length ? el('ol', { class: 'rgc-log' }, ...log.map((l) => el('li', {}, l))) : el('p', { class: 'rgc-empty' }, 'Nothing yet.'),
          undo
            ? el(
                'button',
                { type: 'button', 'data-key': 'undo', onclick: () => this.change(undo, `Undone: ${log.at(-1) ?? 'the last step'}`) },
                'Undo last',
              )
            : null,
        ),
      );
      const steps = game.next(this.input, scenario);
      parts.push(
        el(
          'div',
          { class: 'rgc-next-box' },
          el('p', { class: 'rgc-label' }, 'Next: what may it do?'),
          el(
            'ul',
            { class: 'rgc-next' },
            ...steps.map((step, i) => {
              if (!step.ask)
                return el(
                  'li',
                  {},
                  el(
                    'button',
                    { type: 'button', 'data-key': `do-${i}`, onclick: () => this.change(step.perform!, `Done: ${step.label}.`) },
                    step.label,
                  ),
                );
              const ask = step.ask;
              const r = answer(game, step.askScenario);
              const allowed = r.ok && r.verdict.allowed;
              return el(
                'li',
                { class: allowed ? 'rgc-allowed' : 'rgc-refused' },
                el('span', { class: 'rgc-step' }, step.label),
                el('span', { class: 'rgc-mark' }, allowed ? ' ✓ allowed ' : ' ✗ refused '),
                allowed && step.perform
                  ? el(
                      'button',
                      { type: 'button', 'data-key': `do-${i}`, onclick: () => this.change(step.perform!, `Performed: ${step.label}.`) },
                      'Perform',
                      el('span', { class: 'visually-hidden' }, ` ${step.label}`),
                    )
                  : null,
                el(
                  'button',
                  {
                    type: 'button',
                    'data-key': `ask-${i}`,
                    'aria-controls': this.answerId(),
                    onclick: () => this.explain(step.label, ask, r),
                  },
                  allowed ? 'Explain' : 'Why not?',
                  el('span', { class: 'visually-hidden' }, ` ${step.label}`),
                ),
              );
            }),
          ),
        ),
      );
    }
    this.body.replaceChildren(...parts);
    if (this.example) this.summary.textContent = situationInWords(parts[0]!);

    this.showAnswer();

    // The link.
    // A valid input is canonical (`toInput`), so its fields are in link order already; an invalid
    // one is put in that order too (the question last, so that a link cut short is seen to be).
    const query = encodeCheckQuery(this.input, this.game.fields);
    const url = new URL(`${this.checkPage ?? location.pathname}?${query}`, location.href);
    this.linkField.value = url.href;
    this.querySelector<HTMLAnchorElement>('a.rgc-open')?.setAttribute('href', url.href);
    this.copied.textContent = '';
    if (this.page && syncUrl) history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);

    if (focusKey) {
      // A pressed "Perform" may be gone (the step is now refused): fall back to its "Why not?".
      const find = (key: string) => this.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
      (find(focusKey) ?? find(focusKey.replace(/^do-/, 'ask-')) ?? this.answerBox).focus();
    }
  }
}

/**
 * The situation an editor shows, in words, read from its labelled controls: "Unit type: Trooper;
 * Courage: 1; Suppression tokens: 0; Relentless." (a checkbox is named only when ticked; the board
 * tools are left out).
 */
function situationInWords(setup: HTMLElement): string {
  const parts: string[] = [];
  for (const field of setup.querySelectorAll<HTMLElement>('.rgc-field')) {
    if (field.closest('.rgc-tools')) continue;
    const label = field.querySelector('label')?.textContent?.trim() ?? '';
    const control = field.querySelector<HTMLInputElement | HTMLSelectElement>('select, input');
    if (!control || !label) continue;
    if (control instanceof HTMLSelectElement) {
      const text = control.selectedOptions[0]?.textContent?.trim() ?? '';
      if (text && text !== 'Choose…') parts.push(`${label}: ${text}`);
    } else if (control.type === 'checkbox') {
      if (control.checked) parts.push(label);
    } else parts.push(`${label}: ${control.value}`);
  }
  return parts.length ? `${parts.join('; ')}.` : '';
}

if (!customElements.get('rg-check')) customElements.define('rg-check', RgCheck);
