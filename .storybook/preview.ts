import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { themes } from 'storybook/theming';
import { i18n } from '../src/i18n/i18n';
import '../src/theme/theme.css';
import '../src/shell/shell.css';

/**
 * The route a story opens on: `parameters.route`, a path or a function of the story's args
 * (a story whose report is chosen by a control opens on that report's path). Default `/`.
 */
export type StoryRoute = string | ((args: Record<string, unknown>) => string);

/**
 * Dark theme, i18n (switch en / tw from the toolbar) and the one router around every story: a
 * MemoryRouter on `parameters.route`. Components and frames inside a story never add a router.
 */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Console language',
      toolbar: { icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'tw', title: '繁體中文' }], dynamicTitle: true },
    },
  },
  // the accessibility panel runs axe when asked (its "Run" button): run on every story as it draws, it waited for the
  // story's animations and checked the whole page while the grid and chart were still drawing, about 0.8 s of a
  // 2-core machine's time per story (tests/e2e/accessibility.e2e.test.ts runs axe on the console's own pages)
  initialGlobals: { locale: 'en', a11y: { manual: true } },
  parameters: {
    layout: 'fullscreen',
    backgrounds: { options: { console: { name: 'Console', value: '#0b1020' } } },
    controls: { expanded: true },
    // the docs pages in the console's dark theme
    docs: { theme: themes.dark },
    // the widths the console is laid out for (the shell's narrow drawer below 768 px)
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        laptop: { name: 'Laptop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        wide: { name: 'Wide 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale as string | undefined) ?? 'en';
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      const asked = context.parameters.route as StoryRoute | undefined;
      const route = typeof asked === 'function' ? asked(context.args) : asked ?? '/';
      // Keyed by the route: a control that changes it opens the story afresh on the new path.
      return createElement(I18nextProvider, { i18n },
        createElement(MemoryRouter, { key: route, initialEntries: [route] }, createElement(Story)));
    },
  ],
};

export default preview;
