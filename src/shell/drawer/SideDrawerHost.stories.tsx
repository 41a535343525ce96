import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_ROUTES } from '../storySupport/demoShell';
import { shellSession } from '../storySupport/shellSession';
import { withRecordedReports } from '../storySupport/withRecordedReports';
import { SideDrawerHost } from './SideDrawerHost';
import { WidgetMenu } from './WidgetMenu';
import { widgetRoutes } from './widgetRoutes';

const meta = {
  title: 'Shell/SideDrawerHost',
  component: SideDrawerHost,
  args: { routes: DEMO_ROUTES },
  argTypes: { routes: { control: false } },
  beforeEach: shellSession({ drawer: { open: true, reportId: 'member_level', params: { site: 1 }, openings: 1 } }),
  decorators: [withRecordedReports, (Story) => (
    <>
      <div className="toolbar" style={{ position: 'static' }}>
        <span className="toolbar-spacer" /><div className="toolbar-actions"><WidgetMenu widgets={widgetRoutes(DEMO_ROUTES)} /></div>
      </div>
      <Story />
    </>
  )],
  parameters: { route: '/site_owner/site_outline' },
} satisfies Meta<typeof SideDrawerHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An emit request opened member levels for LuckyThai88; the drawer's chunk loads on this first opening. */
export const Open: Story = {};
/** Closed at app start; the toolbar's widget menu opens promotion cost in the drawer. */
export const OpenedFromWidgetMenu: Story = {
  beforeEach: shellSession(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    await userEvent.click((await canvas.findAllByRole('menuitem')).find((item) => item.dataset.reportId === 'promo_cost')!);
    await canvas.findByRole('dialog');
  },
};
/** Closed: nothing is mounted and no widget runs. */
export const Closed: Story = { beforeEach: shellSession() };
