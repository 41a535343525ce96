import type { StorybookConfig } from '@storybook/react-vite';

/** Stories live next to their components; the console's own Vite config builds them. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
