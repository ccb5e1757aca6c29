/**
 * Bytes of a note → text. Never throws.
 *
 * - UTF-8 (a leading BOM is dropped); invalid sequences become U+FFFD (`invalid-utf8`, with the
 *   place of the first one).
 * - UTF-16 with a byte-order mark (what Windows Notepad writes as "Unicode"), or without one when
 *   the NUL bytes fall on every other byte, as in UTF-16 text of mostly Latin letters: decoded.
 * - NUL characters in text (a stray NUL from a broken editor or copy): each becomes U+FFFD and
 *   `nul` says how many and where the first one is; the rest of the note is read as usual.
 * - Binary files (an image or archive saved as `.md`): NUL bytes that are not UTF-16, in bytes
 *   that are not UTF-8 (valid UTF-8 with NULs is text with NULs). Nothing is read from them.
 * - A lone carriage return (old Mac line endings) ends a line, as in Obsidian's editor and in
 *   CommonMark: it becomes a line feed, so every offset stays and every reader of the text counts
 *   the same lines. `\r\n` stays as written.
 *
 * {@link decodingDiagnostics} says all this to the user, at the place it concerns.
 */
import { BinaryFile, diagnose, InvalidEncoding, NulCharacter, Utf16Note } from './diagnostics.ts';
import type { Diagnostic } from './types.ts';
import { location } from 'vfile-location';

/** Where the first of `count` replaced characters is (1-based line and column, in the decoded text). */
interface Replaced {
  count: number;
  line: number;
  column: number;
}

export type DecodeResult =
  | { kind: 'text'; text: string; encoding: Encoding; nul: Replaced | null }
  | { kind: 'binary'; text: '' }
  /** Not UTF-8: `text` has U+FFFD for each bad sequence; `line` is 1-based, of the first one. */
  | { kind: 'invalid-utf8'; text: string; encoding: Encoding; nul: Replaced | null; badSequences: number; line: number; column: number };

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

const strict = new TextDecoder('utf-8', { fatal: true });
const lossy = new TextDecoder('utf-8');

/** The 1-based line and column of `index` in `text`, where `\r\n`, `\r` and `\n` each end a line. */
function placeOf(text: string, index: number): { line: number; column: number } {
  const point = location(text).toPoint(index);
  return point ? { line: point.line, column: point.column } : { line: 1, column: 1 };
}

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + 1)) n++;
  return n;
}

/** `text` with NUL characters replaced by U+FFFD, and where they were. */
function replaceNul(text: string): { text: string; nul: Replaced | null } {
  const first = text.indexOf('\0');
  if (first === -1) return { text, nul: null };
  return { text: text.replaceAll('\0', '\uFFFD'), nul: { count: count(text, '\0'), ...placeOf(text, first) } };
}

/**
 * `utf-16le`/`utf-16be` when `bytes` (no BOM) look like UTF-16 text of mostly Latin letters: NULs
 * on nine in ten odd (even) bytes or more, and almost none on the others.
 */
function utf16Without(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const head = bytes.subarray(0, Math.min(bytes.length, 8192) & ~1);
  const pairs = head.length / 2;
  if (pairs < 2) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < head.length; i += 2) {
    if (head[i] === 0) even++;
    if (head[i + 1] === 0) odd++;
  }
  if (odd >= pairs * 0.9 && even <= pairs * 0.05) return 'utf-16le';
  if (even >= pairs * 0.9 && odd <= pairs * 0.05) return 'utf-16be';
  return null;
}

/** Decodes a note's bytes (see module doc). */
export function decodeNote(bytes: Uint8Array): DecodeResult {
  const result = decodeBytes(bytes);
  if (result.kind === 'binary' || !result.text.includes('\r')) return result;
  return { ...result, text: result.text.replace(/\r(?!\n)/g, '\n') };
}

function decodeBytes(bytes: Uint8Array): DecodeResult {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes.subarray(2), 'utf-16be');
  const hasNul = bytes.includes(0);
  if (hasNul) {
    const utf16 = utf16Without(bytes);
    if (utf16) return decodeUtf16(bytes, utf16);
  }
  let text: string;
  try {
    text = strict.decode(bytes);
  } catch {
    if (hasNul) return { kind: 'binary', text: '' };
    const decoded = lossy.decode(bytes);
    const first = decoded.indexOf('\uFFFD');
    return {
      kind: 'invalid-utf8',
      text: decoded,
      encoding: 'utf-8',
      nul: null,
      badSequences: count(decoded, '\uFFFD'),
      ...placeOf(decoded, first),
    };
  }
  return { kind: 'text', encoding: 'utf-8', ...replaceNul(text) };
}

function decodeUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): DecodeResult {
  const raw = new TextDecoder(encoding).decode(bytes);
  const { text, nul } = replaceNul(raw);
  const bad = text.indexOf('\uFFFD');
  // Replacements for unpaired surrogates (not the NULs replaced above).
  const badSequences = count(raw, '\uFFFD');
  if (badSequences > 0)
    return {
      kind: 'invalid-utf8',
      text,
      encoding,
      nul,
      badSequences,
      ...placeOf(text, raw.indexOf('\uFFFD') === -1 ? bad : raw.indexOf('\uFFFD')),
    };
  return { kind: 'text', text, encoding, nul };
}

/** The diagnostics of a decoding, for the note `file` (`BinaryFile`, `Utf16Note`, `InvalidEncoding`, `NulCharacter`). */
export function decodingDiagnostics(decoded: DecodeResult, file: string): Diagnostic[] {
  if (decoded.kind === 'binary') return [diagnose(BinaryFile, { file, line: 1, column: 1 })];
  const out: Diagnostic[] = [];
  if (decoded.encoding !== 'utf-8') out.push(diagnose(Utf16Note, { file, line: 1, column: 1 }, decoded.encoding));
  if (decoded.kind === 'invalid-utf8')
    out.push(diagnose(InvalidEncoding, { file, line: decoded.line, column: decoded.column }, decoded.badSequences));
  if (decoded.nul) out.push(diagnose(NulCharacter, { file, line: decoded.nul.line, column: decoded.nul.column }, decoded.nul.count));
  return out;
}
