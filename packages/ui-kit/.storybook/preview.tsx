import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { createUiI18n, I18nProvider } from '../src/i18n.js';
import { applyTheme, type ThemeChoice } from '../src/theme.js';
import '../src/styles.css';
import './preview.css';

// Plays wait on conditions (findBy…, waitFor) up to 10 s instead of 1 s: a fresh clone's first run
// prepares stories while the other suites start, and a dialog once came after the second had passed.
configure({ asyncUtilTimeout: 10_000 });

const i18n = createUiI18n();

// Set per Vitest project (vitest.config.ts): every story is tested, axe included, in each theme.
declare const __NV_STORY_THEME__: ThemeChoice | undefined;
const storyTheme: ThemeChoice =
  typeof __NV_STORY_THEME__ === 'undefined' ? 'light' : __NV_STORY_THEME__;

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: storyTheme },
  decorators: [
    (Story, { globals }) => {
      // Before the story renders, so that its first paint (and axe) sees the theme.
      applyTheme((globals.theme as ThemeChoice | undefined) ?? storyTheme);
      return (
        <I18nProvider i18n={i18n}>
          <Story />
        </I18nProvider>
      );
    },
  ],
  parameters: {
    // axe runs on every story; violations fail the story's test.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
