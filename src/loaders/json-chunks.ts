/**
 * A large object's JSON text in pieces: the text `JSON.stringify(value)` gives, byte for byte, as a
 * sequence of strings, one per element of each array held by `value` at its top level (the rest of
 * the object in pieces of their own). The whole graph of a vault of 50,000 notes is about 180 MB of
 * JSON; made as one string, it is held whole (and again as UTF-8 wherever it is written or hashed),
 * where a digest or a file can take it piece by piece.
 */
import { createHash } from 'node:crypto';

/**
 * The JSON text of `value` (a plain object, as `JSON.stringify` takes it: properties in insertion
 * order, `undefined` and functions left out, `toJSON` honoured below the top level) in pieces whose
 * concatenation is `JSON.stringify(value)`. Arrays at the top level are split into their elements.
 */
export function* jsonChunks(value: Readonly<Record<string, unknown>>): Generator<string> {
  let first = true;
  yield '{';
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    if (Array.isArray(item)) {
      yield '[';
      for (let i = 0; i < item.length; i++) yield `${i === 0 ? '' : ','}${JSON.stringify(item[i]) ?? 'null'}`;
      yield ']';
    } else {
      yield JSON.stringify(item);
    }
  }
  yield '}';
}

/** Digest (base64url SHA-256) of `JSON.stringify(value)`, made from {@link jsonChunks} without the whole text. */
export function jsonDigest(value: Readonly<Record<string, unknown>>): string {
  const hash = createHash('sha256');
  for (const chunk of jsonChunks(value)) hash.update(chunk);
  return hash.digest('base64url');
}

/**
 * {@link jsonChunks} of `value` gathered into pieces of about `size` characters (default 64 Ki), for
 * writing to a file or a response: a few thousand writes for 180 MB rather than one per note.
 */
export function* jsonPieces(value: Readonly<Record<string, unknown>>, size = 64 * 1024): Generator<string> {
  let text = '';
  for (const chunk of jsonChunks(value)) {
    text += chunk;
    if (text.length >= size) {
      yield text;
      text = '';
    }
  }
  if (text !== '') yield text;
}
