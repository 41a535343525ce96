import type { Meta, StoryObj } from '@storybook/react-vite';
import { findRoute } from '../shell/routes/routeTable';
import { DEMO_INQUIRIES, DEMO_RECENT_PAGES, DEMO_ROUTES } from '../shell/storySupport/demoShell';
import { sessionAnswers } from '../shell/storySupport/sessionAnswers';
import { shellSession } from '../shell/storySupport/shellSession';
import { stubApi } from '../shell/storySupport/stubApi';
import { withRecordedReports } from '../shell/storySupport/withRecordedReports';
import { RouteElement } from './RouteElement';
import { waitForErrorState } from '../shell/storySupport/waitForErrorState';

const route = (path: string) => findRoute(DEMO_ROUTES, path)!;

const meta = {
  title: 'App/RouteElement',
  component: RouteElement,
  args: { route: route('/sys_provider/game_ranking') },
  argTypes: { route: { control: false } },
  beforeEach: [
    shellSession({ recentPages: DEMO_RECENT_PAGES, inquiries: DEMO_INQUIRIES }),
    () => stubApi(sessionAnswers()),
  ],
  decorators: [withRecordedReports, (Story) => <div className="layout-main" style={{ padding: 24 }}><Story /></div>],
  parameters: { route: '/sys_provider/game_ranking' },
} satisfies Meta<typeof RouteElement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A report route: the generic report page, keyed by the report id. */
export const Report: Story = {};
/** The Dashboard, a hand-built page. */
export const Dashboard: Story = { args: { route: route('/dashboard') }, parameters: { route: '/dashboard' } };
/** A report whose query fails. */
export const ReportFailed: Story = {
  args: { route: route('/site_owner/trans_recap') },
  parameters: { route: '/site_owner/trans_recap', reportApi: { failWith: 'Report generation failed' }, expectError: true },
  play: waitForErrorState,
};
