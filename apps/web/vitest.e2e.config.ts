import { defineConfig } from 'vitest/config';

// Browser journeys: the built app served by the built API, driven in the system Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser per file, files one after another: two cores.
    fileParallelism: false,
    allowOnly: !process.env.CI,
  },
});
