import { CHROMIUM_FLAGS, chromiumPath } from '@nervus/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// The machine's Chromium, with the flags this machine needs (no downloads, no background traffic).
export const chromiumLaunch = { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(['light', 'dark'] as const).map((theme) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // preview.tsx reads it: the same stories, with their play functions and axe, per theme.
        define: { __NV_STORY_THEME__: JSON.stringify(theme) },
        test: {
          name: `stories-${theme}`,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunch }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
