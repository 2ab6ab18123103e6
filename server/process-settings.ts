/**
 * Memory settings that Node and the C library read only when a process starts, so they belong
 * on the command that starts the server: `npm run serve` and `npm start` pass them, and so does
 * every script and test that starts a production server (scripts/lib/server-process.ts);
 * tests/unit/structure.test.ts checks that package.json says the same as this file
 * (docs/decisions/033-server-memory-and-start.md).
 *
 * - `--max-semi-space-size=8`: on a machine with this much memory V8 lets its young
 *   generation grow to 2 × 64 MB under load and keeps it until the server has idled for a
 *   while; 8 MB semi-spaces cost a few more (cheap) scavenges.
 * - `--heap-growing-percent=75`: after each full collection V8 lets the old generation grow to
 *   1.75 × what survived, not the up to 4 × it allows a busy server. Under `npm run bench` the
 *   heap reached 160 MB committed (`--trace-gc`) for 38 MB live, and the server kept 415 MB 12 s
 *   after the load; with this 291 MB, at the same CPU per request (50 cost 15% of it; decision 070).
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (Node's, libuv's pool doing
 *   gzip, V8's compiler threads) an arena of its own and keeps what is freed there; two arenas
 *   keep less. Other C libraries ignore it.
 * - `MALLOC_MMAP_THRESHOLD_=1048576`: blocks of 1 MB and more (a brotli stream's hash table and
 *   ring buffer, one per compressed page in flight) are mapped and unmapped on their own. By
 *   default glibc raises that threshold to the size of each such block freed, after which they
 *   come from the arena, fragment it and stay resident: under `npm run bench` the server kept
 *   534 MB after the load, 269 MB with this (docs/performance.md). A low threshold (tried before)
 *   halved throughput, every gzip stream's state becoming fresh pages to fault in; gzip's
 *   blocks are far under 1 MB.
 */
export const serverNodeFlags = ["--max-semi-space-size=8", "--heap-growing-percent=75"] as const;

export const serverMemoryEnv = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "1048576",
} as const;
