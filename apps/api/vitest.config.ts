import { packageConfig } from '@nervus/vitest-config';

export default packageConfig({
  test: {
    // Each file starts its own database (PGlite, or a fresh PostgreSQL database): ~3 s alone,
    // over 60 s while the other suites' browsers and databases share two busy cores.
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
