import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_INQUIRIES, DEMO_RECENT_PAGES, SITE_OWNER, SITE_OWNER_RIGHTS } from '../shell/storySupport/demoShell';
import { demoSessionInfo, sessionAnswers } from '../shell/storySupport/sessionAnswers';
import { shellSession } from '../shell/storySupport/shellSession';
import { expectConsoleError } from '../shell/storySupport/expectConsoleError';
import { stubApi } from '../shell/storySupport/stubApi';
import { withRecordedReports } from '../shell/storySupport/withRecordedReports';
import { Shell } from './Shell';
import { waitForErrorState } from '../shell/storySupport/waitForErrorState';

const loggedIn = shellSession({ recentPages: DEMO_RECENT_PAGES, inquiries: DEMO_INQUIRIES });
/** After a page reload: a token in session storage, but the routes are not rebuilt yet. */
const reloaded = shellSession({ routes: null, permitted: [] });

const meta = {
  title: 'App/Shell',
  component: Shell,
  beforeEach: [loggedIn, () => stubApi(sessionAnswers(), { delayMs: 300 })],
  decorators: [withRecordedReports],
  parameters: { route: '/site_owner/site_outline' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in administrator on Site Outline; every later navigation re-reads the rights (answered here). */
export const LoggedIn: Story = {};
/** No session: /login. Logging in (any account here) rebuilds the session and lands on the Dashboard. */
export const LoggedOut: Story = { beforeEach: shellSession({ operator: null }), parameters: { route: '/login' } };
/** A reload of a report: the guard rebuilds the session in spec order behind the full-screen spinner. */
export const RebuildingSession: Story = {
  beforeEach: [reloaded, () => stubApi(sessionAnswers(), { delayMs: 600_000 })],
};
/** The rebuild answered, then the report opens. */
export const RebuiltAfterReload: Story = { beforeEach: reloaded };
/** A site owner, 陳志明, reloading a site owner page in Traditional Chinese. */
export const SiteOwnerReload: Story = {
  beforeEach: [
    shellSession({ operator: SITE_OWNER, routes: null, permitted: [] }),
    () => stubApi(sessionAnswers(demoSessionInfo(SITE_OWNER, SITE_OWNER_RIGHTS, 'member_tag,daily'))),
  ],
  globals: { locale: 'tw' },
  parameters: { route: '/site_owner/member_tag' },
};
/** The rebuild failed: the 500 page with a retry, and the red dialog with the server's message. */
export const RebuildFailed: Story = {
  beforeEach: [
    reloaded, () => stubApi({ ...sessionAnswers(), '/api/operator/session': { status: 8035, result: { message: 'Session closed' } } }),
    expectConsoleError(/ApiError: Session closed/),
  ],
  parameters: { expectError: true },
  play: waitForErrorState,
};
