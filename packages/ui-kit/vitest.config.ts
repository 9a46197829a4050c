import { resolve } from 'node:path';
import { CHROMIUM_FLAGS, chromiumPath } from '@nervus/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// The machine's Chromium, with the flags this machine needs (no downloads, no background traffic).
export const chromiumLaunch = { executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] };

// Storybook's test viewport (addon-vitest sets it per story): the window as large, so that the
// page is not scaled down to fit, which would blur every edge.
const STORY_VIEWPORT = { width: 1200, height: 900 };

// The same pixels on every run: no motion (the duration tokens are 0 under reduced motion; the
// screenshot also stops what still runs, a spinner), one pixel per CSS pixel, the light system
// preference (the projects set the theme themselves). Fonts are the system's: the stories load none.
const screenshotContext = {
  viewport: STORY_VIEWPORT,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  deviceScaleFactor: 1,
} as const;

const screenshotMatch = {
  // pixelmatch leaves out the pixels it takes for anti-aliasing and counts the others whose colour
  // distance exceeds the threshold. At its default (0.1) the brand going from #7048e8 to #7c4dff
  // passes; at 0.02 it fails (e.g. 91 pixels, one swatch's text, in Foundations/Colours). Up to 20
  // may differ: a glyph's edge from another Chromium build, not a label. Two runs on one machine
  // differ by 0 pixels.
  comparatorName: 'pixelmatch' as const,
  comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 20 },
  // screenshots/<theme>/<story id>.png: one baseline per story and theme, whatever its file.
  resolveScreenshotPath: ({ arg, ext, root }: { arg: string; ext: string; root: string }) =>
    resolve(root, 'screenshots', `${arg}${ext}`),
};

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          setupFiles: ['.storybook/screenshot.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            // The browser's page connects once Vite has prepared the stories: beside four builds
            // on a loaded machine that took over the default 60 s (a fresh clone's run failed).
            connectTimeout: 180_000,
            provider: playwright({
              launchOptions: chromiumLaunch,
              contextOptions: screenshotContext,
            }),
            instances: [{ browser: 'chromium' as const }],
            viewport: STORY_VIEWPORT,
            expect: { toMatchScreenshot: screenshotMatch },
          },
        },
      })),
    ],
  },
});
