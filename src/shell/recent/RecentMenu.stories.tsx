import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_REPORT_ENTRIES, DEMO_INQUIRIES, DEMO_RECENT_PAGES, DEMO_ROUTES, SITE_OWNER, SITE_OWNER_RIGHTS } from '../storySupport/demoShell';
import { shellSession } from '../storySupport/shellSession';
import { buildRouteTable } from '../routes/routeTable';
import { RecentMenu } from './RecentMenu';

const meta = {
  title: 'Shell/Recent/RecentMenu',
  component: RecentMenu,
  args: { routes: DEMO_ROUTES },
  beforeEach: shellSession({ recentPages: DEMO_RECENT_PAGES, inquiries: DEMO_INQUIRIES }),
  decorators: [(Story) => (
    <div className="toolbar" style={{ position: 'static' }}>
      <span className="toolbar-spacer" /><div className="toolbar-actions"><Story /></div>
    </div>
  )],
  parameters: { route: '/dashboard' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
  },
} satisfies Meta<typeof RecentMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five recent pages and five recent inquiries; an inquiry re-runs its search on click. */
export const WithHistory: Story = {};
/** An operator's first session: nothing visited or searched yet. */
export const Empty: Story = { beforeEach: shellSession() };
/** Pages of reports the operator may no longer open are left out: a site owner sees only the site owner reports. */
export const RestrictedRights: Story = {
  args: { routes: buildRouteTable(DEMO_REPORT_ENTRIES, SITE_OWNER_RIGHTS) },
  beforeEach: shellSession({ operator: SITE_OWNER, permitted: SITE_OWNER_RIGHTS, recentPages: DEMO_RECENT_PAGES, inquiries: DEMO_INQUIRIES }),
};
export const TraditionalChinese: Story = { globals: { locale: 'tw' } };
/** On a phone the list is as wide as the screen allows. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
