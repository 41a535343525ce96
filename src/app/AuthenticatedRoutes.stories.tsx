import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_INQUIRIES, DEMO_RECENT_PAGES, DEMO_ROUTES } from '../shell/storySupport/demoShell';
import { DEMO_OPERATOR_ROWS, sessionAnswers } from '../shell/storySupport/sessionAnswers';
import { shellSession } from '../shell/storySupport/shellSession';
import { ok, stubApi } from '../shell/storySupport/stubApi';
import { withRecordedReports } from '../shell/storySupport/withRecordedReports';
import { AuthenticatedRoutes } from './AppRoutes';
import { waitForErrorState } from '../shell/storySupport/waitForErrorState';

const maintenanceAnswers = {
  '/api/maintenance/operator/list': ok({ res: DEMO_OPERATOR_ROWS, total: DEMO_OPERATOR_ROWS.length }),
  '/api/maintenance/operator/groups': ok({
    res: [
      { groupID: 1, groupName: 'Administrators', assignable: true }, { groupID: 4, groupName: 'LuckyThai88 站長', assignable: true },
      { groupID: 5, groupName: '財務分析', assignable: true }, { groupID: 7, groupName: 'VinaWin Operations', assignable: true },
    ],
  }),
};

const meta = {
  title: 'App/AuthenticatedRoutes',
  component: AuthenticatedRoutes,
  args: { routes: DEMO_ROUTES },
  argTypes: { routes: { control: false } },
  beforeEach: [
    shellSession({ recentPages: DEMO_RECENT_PAGES, inquiries: DEMO_INQUIRIES }),
    // a path outside the routes is looked up (UnknownPath): here no report has it
    () => stubApi({ ...sessionAnswers(), ...maintenanceAnswers, '/api/report/locate': ok({ res: null }) }),
  ],
  decorators: [withRecordedReports],
  parameters: { route: '/house/siteRecap' },
} satisfies Meta<typeof AuthenticatedRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A report route inside the main layout. */
export const Report: Story = {};
/** /house, a bare group path, opens its first child, Site Recap (spec §2). */
export const GroupRedirect: Story = { parameters: { route: '/house' } };
/** Operator Maintenance, a hand-built page: no pin button on maintenance pages. */
export const OperatorMaintenance: Story = { parameters: { route: '/maintenance/operator' } };
/** /setting opens the account settings: no page header there. */
export const AccountSettings: Story = {
  beforeEach: () => stubApi({
    ...sessionAnswers(), '/api/quicklogin/status': ok({ enabled: false }), '/api/passkey/list': ok({ enabled: true }),
  }),
  parameters: { route: '/setting' },
};
/** An unknown path under the layout goes to /404 (no report has it). */
export const UnknownPath: Story = { parameters: { route: '/site_owner/not_a_report', expectError: true }, play: waitForErrorState };
