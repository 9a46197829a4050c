import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Tests in the node environment resolve on the server side: workspace packages from their
  // sources there too, not from a `dist/` that turbo may still be building beside the tests.
  ssr: {
    resolve: {
      conditions: ['source', 'module', 'node', 'development|production'],
      externalConditions: ['source'],
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Above the waits' ceiling (src/test/setup.ts), so a slow wait fails with its own message.
    testTimeout: 30_000,
    allowOnly: !process.env.CI,
  },
});
