// Visual regression: after each story's test (render, play function, axe), its page is compared
// with the baseline in screenshots/<theme>/ (vitest.config.ts says where and how closely).
import { afterEach } from 'vitest';
import { page, server } from 'vitest/browser';

declare const __NV_STORY_THEME__: 'light' | 'dark';

afterEach(async ({ task, expect }) => {
  const { storyId } = task.meta as { storyId?: string };
  // A story that failed already says why; its screenshot would only repeat it.
  if (!storyId || task.result?.state !== 'pass') return;
  // The baselines are Linux's (CI's) rendering: other systems draw text with other fonts.
  if (server.platform !== 'linux') return;
  // The whole page, not the story's own box: dialogs, toasts and menus draw outside it.
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(
    `${__NV_STORY_THEME__}/${storyId}`,
  );
});
