import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../src/i18n/i18n';
import '../src/theme/theme.css';
import '../src/shell/shell.css';

/** Dark theme, i18n (switch en / tw from the toolbar) and a router around every story. */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Console language',
      toolbar: { icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'tw', title: '繁體中文' }], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    backgrounds: { options: { console: { name: 'Console', value: '#0b1020' } } },
    controls: { expanded: true },
  },
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale as string | undefined) ?? 'en';
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      const route = (context.parameters.route as string | undefined) ?? '/';
      return createElement(I18nextProvider, { i18n },
        createElement(MemoryRouter, { initialEntries: [route] }, createElement(Story)));
    },
  ],
};

export default preview;
