/**
 * The Node flags of every process that runs the vault pipeline: package.json's `build`, `dev` and
 * `check` scripts and the `rulegraph` command's first line give them to `node`, and the
 * benchmarks start their child processes with them, so they measure what users run
 * (`tests/scripts/node-flags.test.ts` holds the scripts to this list).
 *
 * `--max-semi-space-size=16` (MiB): V8 sizes the young generation from the machine's memory (64 MiB
 * semi-spaces on a 24 GiB machine). A parse keeps most of what it makes (micromark's tokens, then
 * the tree) until the note is done, so a larger young generation copies more of it before it is
 * promoted anyway. On a 1 MB note (`scripts/bench/hostile.ts`, children with and without the flag,
 * same load) the flag took memory down by 50–130 MB and time by up to 0.8 s in most cases, and the
 * 10-note list vault from 529 MB to 344 MB; a cold build of 1,000 generated notes took the same
 * time. The parse threads set their own young generation (`src/vault/parse-pool.ts`).
 *
 * `--expose-gc`: the pipeline asks V8 for a full collection when the heap has grown by 128 MiB
 * since the last one it asked for (`src/vault/heap.ts`), so a large note's garbage is collected
 * before the next note's is made rather than when V8 would get to it. On a 1 MB note of 100,000
 * inline queries (`loadVault`, four runs each) peak RSS went from 417–512 MB to 375–379 MB.
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--expose-gc'];
