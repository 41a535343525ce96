import { addons } from 'storybook/manager-api';
import { themes } from 'storybook/theming';

// Storybook's own frame (sidebar, toolbar, panels) dark, as the console is.
addons.setConfig({ theme: themes.dark });
