import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReportEntry } from '../../api/contracts';
import { MENU_GROUPS } from '../../engine/menu';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { widgetRoutes } from '../../shell/drawer/widgetRoutes';
import { buildRouteTable } from '../../shell/routes/routeTable';
import { closeWidget } from '../../state/sideDrawerStore';
import './dashboard.css';
import { DashboardWidgets } from './DashboardWidgets';

/** Every recorded report as /api/report/list answers it. */
const ENTRIES: ReportEntry[] = Object.values(RECORDED).map(({ view: v }) => ({
  id: v.id, path: v.route.path, menuGroup: v.route.menuGroup, category: v.route.category, itemIdx: v.route.itemIdx, reportIdx: v.route.reportIdx,
  order: v.route.order, titleKey: v.titleKey, singleSite: Boolean(v.route.singleSite), widget: v.widget,
}));
const widgetsFor = (permitted: number[]) => widgetRoutes(buildRouteTable(ENTRIES, permitted));

/** The side drawer widgets the operator may open, each for the tab's period; a click opens the drawer. */
const meta = {
  title: 'Pages/Dashboard/DashboardWidgets',
  component: DashboardWidgets,
  args: { widgets: widgetsFor(MENU_GROUPS.map((g) => g.itemIdx)), tab: 'daily' },
  beforeEach: () => () => closeWidget(),
  decorators: [(Story) => <div className="dashboard-side" style={{ maxWidth: 380, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof DashboardWidgets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: both areas offer game retention, so each widget names its area. */
export const Administrator: Story = {};
/** A site owner: the site owner widgets only. */
export const SiteOwner: Story = { args: { widgets: widgetsFor([92000]), tab: 'weekly' } };
/** A finance group with no widget report: the card says so. */
export const NoWidgets: Story = { args: { widgets: widgetsFor([90000]) } };
