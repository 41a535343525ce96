import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReportEntry } from '../../api/contracts';
import { MENU_GROUPS } from '../../engine/menu';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { buildRouteTable } from '../../shell/routes/routeTable';
import { recentInquiriesStore, type RecentInquiry } from '../../state/recentInquiries';
import type { RecentPage } from '../../state/recentPages';
import './dashboard.css';
import { DashboardRecent } from './DashboardRecent';

const ENTRIES: ReportEntry[] = Object.values(RECORDED).map(({ view: v }) => ({
  id: v.id, path: v.route.path, menuGroup: v.route.menuGroup, category: v.route.category, itemIdx: v.route.itemIdx, reportIdx: v.route.reportIdx,
  order: v.route.order, titleKey: v.titleKey, singleSite: Boolean(v.route.singleSite), widget: v.widget,
}));
const ADMIN = buildRouteTable(ENTRIES, MENU_GROUPS.map((g) => g.itemIdx));
const SITE_OWNER = buildRouteTable(ENTRIES, [92000]);
const pathOf = (id: string) => RECORDED[id].view.route.path;

/** An analyst's last pages, newest first: a site owner report, house and provider reports, and the settings page. */
const PAGES: RecentPage[] = ['site_outline', 'member_top', 'game_ranking', 'promo_cost'].map((id) => ({ path: pathOf(id) })).concat({ path: '/setting/accountsetting' });

const at = Date.UTC(2026, 10, 21, 9, 30);
/** The last searches: a preset period, custom dates, and filters beyond the period. */
const INQUIRIES: RecentInquiry[] = [
  { reportId: 'site_outline', filters: { site: 1, range: { preset: 'prev30' } }, at },
  { reportId: 'member_top', filters: { sites: [1, 2], range: { preset: 'custom', from: '2026-10-01', to: '2026-10-31' }, metric: 'dpst_amt' }, at: at - 600_000 },
  { reportId: 'game_ranking', filters: { range: { preset: 'mtd' }, groupBy: 'game_brand_code', gameKinds: ['slot'] }, at: at - 1_200_000 },
  { reportId: 'promo_cost', filters: { site: 2, range: { preset: 'prev7' } }, at: at - 3_600_000 },
];

type Args = { routes: typeof ADMIN; pages: RecentPage[]; inquiries: RecentInquiry[] };

/** Recent pages (up to five) and recent inquiries (the last five searches, run again on click). */
const meta = {
  title: 'Pages/Dashboard/DashboardRecent',
  args: { routes: ADMIN, pages: PAGES, inquiries: INQUIRIES },
  beforeEach: ({ args }) => {
    const before = recentInquiriesStore.list;
    recentInquiriesStore.list = args.inquiries;
    return () => { recentInquiriesStore.list = before; };
  },
  render: ({ routes, pages }) => <div className="dashboard-side" style={{ maxWidth: 380, padding: 24 }}><DashboardRecent routes={routes} pages={pages} /></div>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = {};
/** A site owner: pages and searches of reports its group may not open are left out. */
export const SiteOwner: Story = { args: { routes: SITE_OWNER } };
/** A first visit: both cards say what will appear. */
export const NothingYet: Story = { args: { pages: [], inquiries: [] } };
