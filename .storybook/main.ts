import type { StorybookConfig } from '@storybook/react-vite';
import { reportGalleryIndexer, reportGalleryPlugin } from './reportGallery.ts';

/**
 * Stories live next to their components; the console's own Vite config builds them. The report
 * gallery has no story files: every report definition is a story (./reportGallery.ts).
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', '../reports/**/*.report.ts'],
  experimental_indexers: async (existing) => [reportGalleryIndexer, ...(existing ?? [])],
  // a docs page for each renderer (its stories tagged `autodocs`: props and their comments), and the
  // accessibility panel (axe on the story shown)
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (config) => ({ ...config, plugins: [reportGalleryPlugin(), ...(config.plugins ?? [])] }),
};

export default config;
