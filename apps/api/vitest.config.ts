import { packageConfig } from '@nervus/vitest-config';

export default packageConfig({
  test: {
    // Each file starts its own database (PGlite, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
