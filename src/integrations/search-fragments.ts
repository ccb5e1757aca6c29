/**
 * Reading Pagefind's written bundle: which page a search fragment stands for. Used by the offline
 * plan (a note's fragment goes with its page) and the search index (a shard's vocabulary page
 * leaves its fragment out of the bundle).
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { constants, gunzipSync } from 'node:zlib';

/** Bytes read from the start of a fragment: enough for its URL, which Pagefind writes first. */
const FRAGMENT_HEAD_BYTES = 1024;

/** A fragment's text opens with this signature and its JSON, whose first key is the page's URL. */
const FRAGMENT_URL = /^pagefind_dcd\{"url":("(?:[^"\\]|\\.)*")/;

/**
 * The page URL a Pagefind fragment (`pagefind/fragment/*.pf_fragment` or a shard's, gzipped
 * JSON) stands for, or `null`. Reads and inflates only the fragment's first
 * {@link FRAGMENT_HEAD_BYTES} bytes when the URL is there (it is written first), else the whole file.
 */
export function fragmentPage(file: string): string | null {
  try {
    const head = Buffer.alloc(FRAGMENT_HEAD_BYTES);
    const fd = openSync(file, 'r');
    let read: number;
    try {
      read = readSync(fd, head, 0, FRAGMENT_HEAD_BYTES, 0);
    } finally {
      closeSync(fd);
    }
    // A cut gzip stream inflates as far as it goes with a sync flush instead of failing.
    const start = gunzipSync(head.subarray(0, read), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
    const url = FRAGMENT_URL.exec(start);
    if (url) return JSON.parse(url[1]!) as string;
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const json = JSON.parse(text.slice(text.indexOf('{'))) as { url?: unknown };
    return typeof json.url === 'string' ? json.url : null;
  } catch {
    return null;
  }
}
