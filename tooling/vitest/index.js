// Shared Vitest settings. Plain JS so that every package can load it without a build step.
import { defineConfig } from 'vitest/config';

/**
 * The base configuration for a package's unit tests: tests sit beside the code as `*.test.ts`,
 * and workspace packages resolve to their TypeScript sources through the `source` export
 * condition, so no package has to be built before another one's tests run.
 *
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function packageConfig(overrides = {}) {
  return defineConfig({
    ...overrides,
    // `source` first, then Vite's defaults for each side (setting conditions replaces them).
    resolve: {
      conditions: ['source', 'module', 'browser', 'development|production'],
      ...overrides.resolve,
    },
    ssr: {
      ...overrides.ssr,
      resolve: {
        conditions: ['source', 'module', 'node', 'development|production'],
        externalConditions: ['source'],
        ...overrides.ssr?.resolve,
      },
    },
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      // A test that cannot fail is worse than no test: refuse `.only` on CI.
      allowOnly: !process.env.CI,
      passWithNoTests: false,
      ...overrides.test,
    },
  });
}
