/** Tiny DOM helpers for the check widgets (no framework). */

type Attrs = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>;

/**
 * Creates an element: `el('button', { type: 'button', onclick: f, 'data-key': 'x' }, 'Text')`.
 * `on*` attributes given as functions become listeners; `false`/`null`/`undefined` are left out;
 * children are nodes or text (never parsed as HTML).
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined | false)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (typeof v === 'function') node.addEventListener(k.slice(2), v);
    else if (k === 'value' && 'value' in node) (node as HTMLInputElement).value = String(v);
    else if (k === 'checked' && 'checked' in node) (node as HTMLInputElement).checked = Boolean(v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

let uid = 0;
/** A page-unique id for label/control pairs. */
export const nextId = (prefix: string): string => `RG-${prefix}-${++uid}`;

/** A labelled `<select>`; `onChange` gets the chosen value. */
export function selectField(
  key: string,
  label: string,
  value: string,
  options: readonly (string | [string, string])[],
  onChange: (v: string) => void,
): HTMLElement {
  const id = nextId('rgc');
  const select = el(
    'select',
    { id, 'data-key': key, onchange: (e: Event) => onChange((e.target as HTMLSelectElement).value) },
    ...options.map((o) => {
      const [v, text] = typeof o === 'string' ? [o, o] : o;
      return el('option', { value: v, selected: v === value }, text);
    }),
  );
  return el('span', { class: 'rgc-field' }, el('label', { for: id }, label), select);
}

/**
 * Why `text` cannot be used as a whole number from `min` to `max` (in words, naming the field), or
 * `null` when it can. `bad` is the browser's `validity.badInput` (text a number field cannot read).
 */
export function numberProblem(label: string, text: string, min: number, max: number, bad = false): string | null {
  const range = `a whole number from ${min} to ${max}`;
  if (bad || text.trim() === '') return `${label}: enter ${range}.`;
  const v = Number(text);
  if (!Number.isFinite(v)) return `${label}: “${text}” is not a number; enter ${range}.`;
  if (!Number.isInteger(v)) return `${label}: ${text} is not a whole number; enter ${range}.`;
  if (v < min || v > max) return `${label}: ${text} is out of range; enter ${range}.`;
  return null;
}

/**
 * A labelled number input (whole numbers from `min` to `max`). A value is checked as it is typed:
 * one that cannot be used is marked (`aria-invalid`, a message under the field) and never passed
 * on, and the field tells the widget (a bubbling `rgc-validity` event, `{ key, message }`, with
 * `message: null` once it can be used) so that no answer is shown for a value that is not there.
 * A usable value is passed to `onChange` when the field changes (Enter, leaving it, its arrows).
 */
export function numberField(
  key: string,
  label: string,
  value: number,
  min: number,
  max: number,
  onChange: (v: number) => void,
): HTMLElement {
  const id = nextId('rgc');
  const messageId = `${id}-msg`;
  const message = el('span', { id: messageId, class: 'rgc-field-error', hidden: true });
  const validate = (input: HTMLInputElement): number | null => {
    const problem = numberProblem(label, input.value, min, max, input.validity.badInput);
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    message.textContent = problem ?? '';
    message.hidden = problem === null;
    input.dispatchEvent(new CustomEvent('rgc-validity', { bubbles: true, detail: { key, message: problem } }));
    return problem ? null : Number(input.value);
  };
  const input = el('input', {
    id,
    type: 'number',
    min,
    max,
    step: 1,
    value,
    'data-key': key,
    inputmode: 'numeric',
    'aria-describedby': messageId,
    oninput: (e: Event) => void validate(e.target as HTMLInputElement),
    onchange: (e: Event) => {
      const v = validate(e.target as HTMLInputElement);
      if (v !== null) onChange(v);
    },
  });
  return el('span', { class: 'rgc-field' }, el('label', { for: id }, label), input, message);
}

/** A labelled checkbox. */
export function checkField(key: string, label: string, value: boolean, onChange: (v: boolean) => void): HTMLElement {
  const id = nextId('rgc');
  return el(
    'span',
    { class: 'rgc-field rgc-check' },
    el('input', {
      id,
      type: 'checkbox',
      checked: value,
      'data-key': key,
      onchange: (e: Event) => onChange((e.target as HTMLInputElement).checked),
    }),
    el('label', { for: id }, label),
  );
}

/**
 * A labelled one-line text input (a name); `onChange` gets the text, trimmed, when the field
 * changes (Enter, leaving it). Empty text is passed on too: the game's scenario validator says
 * what is missing.
 */
export function textField(key: string, label: string, value: string, onChange: (v: string) => void): HTMLElement {
  const id = nextId('rgc');
  return el(
    'span',
    { class: 'rgc-field' },
    el('label', { for: id }, label),
    el('input', {
      id,
      type: 'text',
      value,
      'data-key': key,
      onchange: (e: Event) => onChange((e.target as HTMLInputElement).value.trim()),
    }),
  );
}
