import type { Meta, StoryObj } from '@storybook/react-vite';
import { markSessionLost, sessionLossStore } from '../../state/sessionLoss';
import LoginPage from './LoginPage';

const meta = { title: 'Pages/Login/LoginPage', component: LoginPage, parameters: { route: '/login' } } satisfies Meta<typeof LoginPage>;

export default meta;
export const SplitScreen: StoryObj<typeof meta> = {
  beforeEach: () => { Object.assign(sessionLossStore, { lost: false, from: null }); },
};

/** The session ended under the operator: the spec's message above the form; the login returns to the page. */
export const SessionEnded: StoryObj<typeof meta> = {
  beforeEach: () => {
    markSessionLost('/onlineGeneral/general/serviceBanking');
    return () => { Object.assign(sessionLossStore, { lost: false, from: null }); };
  },
};
