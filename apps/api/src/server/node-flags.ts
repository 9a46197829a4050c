import { setFlagsFromString } from 'node:v8';

/**
 * The flags Node runs the server with (`pnpm start`, `pnpm --filter @nervus/api start`, and the
 * benches, which run the app as those do). Kept here once; `node-flags.test.ts` checks that every
 * place that starts the server passes them.
 *
 * A young generation of 64 MB semi-spaces instead of V8's 16 MB: a request allocates ~30 KB of
 * short-lived objects (parser, headers, router match, context, log line). With 16 MB at a few
 * thousand requests a second a scavenge comes every ~50 ms, while requests of the last
 * moments are still in flight, so a third of what it finds survives, is copied and promoted,
 * and old-space collections follow: about 20 µs of collection per request, a fifth of a cached
 * read's cost. With 64 MB the scavenges are four times rarer and find almost nothing alive
 * (about 2 µs per request). The space is taken only under load and returned when idle.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

/**
 * V8 settings the server process gives itself as it starts (`applyServerV8Settings`), for those
 * Node refuses in `NODE_OPTIONS`, where the benches pass the flags above.
 *
 * The old generation may grow to twice its live size before it is collected in full. With the
 * 64 MB young generation and V8's own growing factor, a server answering one request at a time
 * on PGlite collected its old generation in full every half second or so (33 mark-compacts in
 * 800 requests of the search bench's loop), and the request each one fell on waited 10-40 ms
 * more: the tail of the search and home calls. With this factor: 3 in the same loop. Its cost:
 * the embedded server holds ~25-45 MB more resident once started (scripts/memory.ts, two rounds
 * each: 386-411 MB first start, 375-402 restart without it; 419-429 and 425-448 with it); the
 * throughput of a cached read under load did not move (main-thread CPU per request the same).
 */
export const SERVER_V8_SETTINGS: readonly string[] = ['--heap-growing-percent=100'];

/** Applies `SERVER_V8_SETTINGS` to this process; `main.ts` calls it first, and so do the benches. */
export function applyServerV8Settings(): void {
  for (const setting of SERVER_V8_SETTINGS) setFlagsFromString(setting);
}
