import type { Preview } from '@storybook/react-vite';
import { createUiI18n, I18nProvider } from '../src/i18n.js';
import '../src/styles.css';

const i18n = createUiI18n();

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: {
    // axe runs on every story; violations fail the story's test.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
