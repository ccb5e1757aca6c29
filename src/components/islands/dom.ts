/** Tiny DOM helpers for the check widgets (no framework). */

type Attrs = Record<string, string | number | boolean | null | undefined | ((e: Event) => void)>;

/**
 * Creates an element: `el('button', { type: 'button', onclick: f, 'data-key': 'x' }, 'Text')`.
 * `on*` attributes given as functions become listeners; `false`/`null`/`undefined` are left out;
 * children are nodes or text (never parsed as HTML).
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string | null | undefined | false)[]): HTMLElementTagNameMap[K] {
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
export function selectField(key: string, label: string, value: string, options: readonly (string | [string, string])[], onChange: (v: string) => void): HTMLElement {
  const id = nextId('rgc');
  const select = el('select', { id, 'data-key': key, onchange: (e: Event) => onChange((e.target as HTMLSelectElement).value) },
    ...options.map((o) => {
      const [v, text] = typeof o === 'string' ? [o, o] : o;
      return el('option', { value: v, selected: v === value }, text);
    }));
  return el('span', { class: 'rgc-field' }, el('label', { for: id }, label), select);
}

/** A labelled number input (whole numbers from `min` to `max`). */
export function numberField(key: string, label: string, value: number, min: number, max: number, onChange: (v: number) => void): HTMLElement {
  const id = nextId('rgc');
  const input = el('input', {
    id, type: 'number', min, max, step: 1, value, 'data-key': key, inputmode: 'numeric',
    onchange: (e: Event) => {
      const v = Number((e.target as HTMLInputElement).value);
      if (Number.isInteger(v) && v >= min && v <= max) onChange(v);
    },
  });
  return el('span', { class: 'rgc-field' }, el('label', { for: id }, label), input);
}

/** A labelled checkbox. */
export function checkField(key: string, label: string, value: boolean, onChange: (v: boolean) => void): HTMLElement {
  const id = nextId('rgc');
  return el('span', { class: 'rgc-field rgc-check' },
    el('input', { id, type: 'checkbox', checked: value, 'data-key': key, onchange: (e: Event) => onChange((e.target as HTMLInputElement).checked) }),
    el('label', { for: id }, label));
}
