import { packageConfig } from '@nervus/vitest-config';

export default packageConfig({
  test: {
    // Each file starts its own database (PGlite, or a fresh PostgreSQL database): ~3 s alone,
    // over 60 s while the other suites' browsers and databases share two busy cores.
    testTimeout: 30_000,
    // Files share their worker's modules: each file no longer imports the whole app again
    // (~1 s a file), and the harness makes its migrated, seeded PGlite copy once per worker
    // (test/harness.ts). Every file still gets its own database and app; state the app keeps
    // in modules is keyed by database (WeakMaps), so nothing of one file reaches the next.
    isolate: false,
    hookTimeout: 180_000,
  },
});
