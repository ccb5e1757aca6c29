/**
 * Vault text made safe to print on a terminal: note text reaches diagnostics (link targets, block
 * ids, file names), and a control character in it (`ESC c` resets the terminal, `ESC ]` sets its
 * title, `ESC [2J` clears it) would be obeyed by the terminal, not shown.
 */

/** C0 controls but tab and line feed, DEL, and the C1 controls (`\x9b` is a one-byte CSI). */
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** `text` without control characters, except newline and tab (see module doc). */
export function terminalSafe(text: string): string {
  return text.replace(CONTROL, '');
}

/**
 * {@link terminalSafe} for text shown on one line of a report (a file name, a message): a line
 * break or tab in it (a file named with one, a link target holding `%0a`) is shown as `\n` or
 * `\t`, so that it cannot split the line or pass for another diagnostic.
 */
export function terminalLine(text: string): string {
  return terminalSafe(text).replace(/[\n\t]/g, (c) => (c === '\n' ? '\\n' : '\\t'));
}
