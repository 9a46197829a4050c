import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (config) => ({
    ...config,
    resolve: {
      ...config.resolve,
      conditions: ['source', 'module', 'browser', 'development|production'],
    },
  }),
};

export default config;
