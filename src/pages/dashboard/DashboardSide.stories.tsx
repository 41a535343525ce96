import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReportEntry } from '../../api/contracts';
import { MENU_GROUPS } from '../../engine/menu';
import { ReportApiProvider } from '../../renderers/api/ReportApiContext';
import { DEMO_SAVED_VIEWS, memoryViewsApi } from '../../renderers/gallery/memoryViewsApi';
import { recordedApi } from '../../renderers/gallery/recordedApi';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { buildRouteTable } from '../../shell/routes/routeTable';
import { recentInquiriesStore } from '../../state/recentInquiries';
import { closeWidget } from '../../state/sideDrawerStore';
import './dashboard.css';
import { DashboardSide } from './DashboardSide';

const ENTRIES: ReportEntry[] = Object.values(RECORDED).map(({ view: v }) => ({
  id: v.id, path: v.route.path, menuGroup: v.route.menuGroup, category: v.route.category, itemIdx: v.route.itemIdx, reportIdx: v.route.reportIdx,
  order: v.route.order, titleKey: v.titleKey, singleSite: Boolean(v.route.singleSite), widget: v.widget,
}));
const routesFor = (permitted: number[]) => buildRouteTable(ENTRIES, permitted);
const RECENT = ['site_outline', 'site_compare', 'member_stats'].map((id) => ({ path: RECORDED[id].view.route.path }));

/** The dashboard's side column: widgets, saved views, recent pages and inquiries, and quick access by menu group with report counts. */
const meta = {
  title: 'Pages/Dashboard/DashboardSide',
  component: DashboardSide,
  args: { routes: routesFor(MENU_GROUPS.map((g) => g.itemIdx)), recent: RECENT, tab: 'daily' },
  beforeEach: () => {
    const before = recentInquiriesStore.list;
    recentInquiriesStore.list = [{ reportId: 'site_compare', filters: { range: { preset: 'prev30' }, sites: [1, 2, 3] }, at: Date.UTC(2026, 10, 21, 8) }];
    return () => { recentInquiriesStore.list = before; closeWidget(); };
  },
  // the saved views card is answered from memory (no story reaches a server)
  decorators: [(Story) => (
    <ReportApiProvider api={{ ...recordedApi(RECORDED), views: memoryViewsApi(DEMO_SAVED_VIEWS) }}>
      <div style={{ maxWidth: 380, padding: 24 }}><Story /></div>
    </ReportApiProvider>
  )],
} satisfies Meta<typeof DashboardSide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: every menu group in quick access. */
export const Administrator: Story = {};
/** A site owner on the monthly tab. */
export const SiteOwner: Story = { args: { routes: routesFor([92000]), recent: [{ path: RECORDED.site_outline.view.route.path }], tab: 'monthly' } };
/** A group without any report: every card says what is missing. */
export const NoReports: Story = { args: { routes: routesFor([]), recent: [] } };
