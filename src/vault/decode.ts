/**
 * Bytes of a note → text. Detects binary files (a NUL byte in the first 8 KiB, as git does) and
 * invalid UTF-8 (decoded with U+FFFD replacements). A leading BOM is dropped.
 */

export type DecodeResult =
  | { kind: 'text'; text: string }
  | { kind: 'binary'; text: '' }
  /** Not UTF-8: `text` has U+FFFD for each bad sequence; `line` is 1-based, of the first one. */
  | { kind: 'invalid-utf8'; text: string; badSequences: number; line: number; column: number };

const strict = new TextDecoder('utf-8', { fatal: true });
const lossy = new TextDecoder('utf-8');

/** Decodes a note's bytes; never throws. */
export function decodeNote(bytes: Uint8Array): DecodeResult {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return { kind: 'binary', text: '' };
  try {
    return { kind: 'text', text: strict.decode(bytes) };
  } catch {
    const text = lossy.decode(bytes);
    const first = text.indexOf('\uFFFD');
    const before = text.slice(0, Math.max(0, first));
    const line = before.split('\n').length;
    const column = first - (before.lastIndexOf('\n') + 1) + 1;
    const badSequences = (text.match(/\uFFFD/g) ?? []).length;
    return { kind: 'invalid-utf8', text, badSequences, line, column };
  }
}
