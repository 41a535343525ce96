import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReportEntry } from '../../api/contracts';
import { MENU_GROUPS } from '../../engine/menu';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { ReportStoryFrame, type ReportStoryFrameProps } from '../../renderers/gallery/ReportStoryFrame';
import { buildRouteTable } from '../../shell/routes/routeTable';
import { globalStore, initialGlobal } from '../../state/globalStore';
import { resetSessionStore } from '../../state/sessionStore';
import { closeWidget } from '../../state/sideDrawerStore';
import './dashboard.css';
import { dashboardPanels, type DashboardTab, type PanelSlot } from './dashboardModel';
import { DashboardTile } from './DashboardTile';

const ENTRIES: ReportEntry[] = Object.values(RECORDED).map(({ view: v }) => ({
  id: v.id, path: v.route.path, menuGroup: v.route.menuGroup, category: v.route.category, itemIdx: v.route.itemIdx, reportIdx: v.route.reportIdx,
  order: v.route.order, titleKey: v.titleKey, singleSite: Boolean(v.route.singleSite), widget: v.widget,
}));

type Args = Omit<ReportStoryFrameProps, 'children'> & { permitted: number[]; slot: PanelSlot; tab: DashboardTab };

function Tile({ permitted, slot, tab }: Pick<Args, 'permitted' | 'slot' | 'tab'>) {
  const panel = dashboardPanels(buildRouteTable(ENTRIES, permitted)).find((p) => p.slot === slot)!;
  const groupKey = MENU_GROUPS.find((g) => g.id === panel.route.menuGroup)?.titleKey;
  return <div className="tiles" style={{ maxWidth: 720 }}><DashboardTile panel={panel} tab={tab} groupKey={groupKey} /></div>;
}

/** A dashboard tile: a report's compact view for the tab's period, from recorded results, with links to the side drawer and the full report. */
const meta = {
  title: 'Pages/Dashboard/DashboardTile',
  args: { permitted: MENU_GROUPS.map((g) => g.itemIdx), slot: 'headline', tab: 'daily' },
  beforeEach: () => () => { closeWidget(); resetSessionStore(); Object.assign(globalStore, initialGlobal()); },
  render: ({ permitted, slot, tab, ...frame }) => <ReportStoryFrame {...frame}><Tile permitted={permitted} slot={slot} tab={tab} /></ReportStoryFrame>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's site dashboard: headline figures of every site. */
export const Headline: Story = {};
/** The provider's site trend by week. */
export const WeeklyTrend: Story = { args: { slot: 'trend', tab: 'weekly' } };
/** A site owner's ranking: game statistics of the month, in baht. */
export const SiteOwnerRanking: Story = { args: { permitted: [92000], slot: 'ranking', tab: 'monthly', currency: 'THB' } };
export const Loading: Story = { args: { delayMs: 600_000 } };
/** No rows for the period: the tile says which period was searched. */
export const Empty: Story = { args: { empty: true } };
export const ServerError: Story = { parameters: { expectError: true }, args: { failWith: 'The report took too long and was cancelled; narrow the date range or filters' } };
