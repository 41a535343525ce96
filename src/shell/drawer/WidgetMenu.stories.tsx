import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReportEntry } from '../../api/contracts';
import { buildRouteTable } from '../routes/routeTable';
import { WidgetMenu } from './WidgetMenu';
import { widgetRoutes } from './widgetRoutes';

const entry = (id: string, group: string, itemIdx: number, reportIdx: number): ReportEntry => ({
  id, path: `/${group}/${id}`, menuGroup: group, category: 'general', itemIdx, reportIdx, order: reportIdx,
  titleKey: `reports.${id}.title`, singleSite: group === 'site_owner', widget: true,
});

/** The widgets of a provider and a site owner: game retention exists in both areas. */
const ROUTES = buildRouteTable([
  entry('game_ranking', 'sys_provider', 91000, 91002), entry('game_retention', 'sys_provider', 91000, 91003),
  entry('site_outline', 'site_owner', 92000, 92010), entry('site_game_retention', 'site_owner', 92000, 92120),
  entry('promo_cost', 'site_owner', 92000, 92210), entry('member_stats', 'site_owner', 92000, 92470),
], [91000, 92000]);

const meta = {
  title: 'Shell/WidgetMenu',
  component: WidgetMenu,
  args: { widgets: widgetRoutes(ROUTES) },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 420 }}><Story /></div>],
} satisfies Meta<typeof WidgetMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the icon to list the widgets; each opens in the side drawer. */
export const Default: Story = {};
export const SiteOwnerOnly: Story = { args: { widgets: widgetRoutes(ROUTES).filter((r) => r.menuGroup === 'site_owner') } };
