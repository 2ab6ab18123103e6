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
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (Node's, libuv's pool doing
 *   gzip, V8's compiler threads) an arena of its own and keeps what is freed there; two arenas
 *   keep less. Other C libraries ignore it. (A low `MALLOC_MMAP_THRESHOLD_` kept even less but
 *   halved throughput: every gzip stream's state became fresh pages to fault in.)
 */
export const serverNodeFlags = ["--max-semi-space-size=8"] as const;

export const serverMemoryEnv = {
  MALLOC_ARENA_MAX: "2",
} as const;
