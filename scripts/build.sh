#!/bin/sh
# `npm run build [-- astro build options]`: builds the site. Runs `astro build`, then, once the
# Astro process has exited, the build's last step in another process (scripts/finish-build.ts):
# Pagefind's search index and the service worker (src/integrations/finish-site.ts). `astro build`
# alone does the same in one process, but then Pagefind runs beside an Astro process that still
# holds the memory of the whole build (at 5,000 notes about 1 GiB on top of Pagefind's own); here
# the peak is the larger of the two, and no Node process waits beside Astro.
#
# The integration learns of this from env RULEGRAPH_FINISH_AFTER_EXIT (a file in the temporary
# folder, removed afterwards), where it writes what the last step needs. Node's flags are those of
# scripts/node-flags.ts. Exit code: Astro's when it fails, else the last step's.
set -eu
cd "$(dirname "$0")/.."
# The project's Node (node@24, a devDependency), as under `npm run`.
PATH="$PWD/node_modules/.bin:$PATH"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/rulegraph-build-XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
export ASTRO_TELEMETRY_DISABLED="${ASTRO_TELEMETRY_DISABLED:-1}"
export RULEGRAPH_FINISH_AFTER_EXIT="$scratch/finish.json"
# Node's module compile cache, in the folder module.enableCompileCache() picks by default (where
# `npm run check` keeps it): Astro's modules, and the vault's in each parse thread, are compiled
# once, not on every build (loading the vault's modules: 384 → 203 ms of CPU a thread).
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-${TMPDIR:-/tmp}/node-compile-cache}"
# Vite's bundler (rolldown) and Astro's compiler are native modules that allocate with mimalloc,
# which keeps freed memory for later by default; nothing later asks for it, so it is returned at
# once (5,000 notes: the Astro process's peak 1,055-1,058 -> 967-978 MiB, no slower).
export MIMALLOC_PURGE_DELAY="${MIMALLOC_PURGE_DELAY:-0}"
# The notes' serialised syntax trees come from the parse threads a batch in one block of a few
# hundred KB (src/vault/parse-worker.ts), let go as the batch's notes render. glibc's malloc maps a
# block of 128 KiB or more on its own and returns it to the system when freed, but then raises
# that threshold to the size freed, so that later blocks stay in its arenas once freed, where
# nothing later asks for them (V8's heap maps its own pages). The threshold is fixed here at
# glibc's own starting value, so the trees go back to the system through the whole render.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
node --max-semi-space-size=16 --expose-gc node_modules/astro/bin/astro.mjs build "$@"
# No record: Astro wrote no pages (`--help`).
[ -f "$RULEGRAPH_FINISH_AFTER_EXIT" ] || exit 0
node scripts/finish-build.ts "$RULEGRAPH_FINISH_AFTER_EXIT"
