import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { createUiI18n } from '../src/i18n.js';
import '../src/styles.css';

const i18n = createUiI18n();

const preview: Preview = {
  decorators: [
    (Story) => (
      <I18nextProvider i18n={i18n}>
        <Story />
      </I18nextProvider>
    ),
  ],
  parameters: {
    // axe runs on every story; violations fail the story's test.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;
