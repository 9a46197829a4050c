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
