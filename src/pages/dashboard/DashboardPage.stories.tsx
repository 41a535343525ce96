import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReportEntry } from '../../api/contracts';
import { MENU_GROUPS } from '../../engine/menu';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { ReportStoryFrame, type ReportStoryFrameProps } from '../../renderers/gallery/ReportStoryFrame';
import { globalStore, initialGlobal } from '../../state/globalStore';
import { recentInquiriesStore } from '../../state/recentInquiries';
import { resetSessionStore, sessionStore, type SessionOperator } from '../../state/sessionStore';
import { closeWidget } from '../../state/sideDrawerStore';
import DashboardPage from './DashboardPage';

const ENTRIES: ReportEntry[] = Object.values(RECORDED).map(({ view: v }) => ({
  id: v.id, path: v.route.path, menuGroup: v.route.menuGroup, category: v.route.category, itemIdx: v.route.itemIdx, reportIdx: v.route.reportIdx,
  order: v.route.order, titleKey: v.titleKey, singleSite: Boolean(v.route.singleSite), widget: v.widget,
}));

const ADMIN: SessionOperator = { operatorID: 1, operatorAC: 'admin', operatorName: 'Administrator', groupID: 1, groupName: 'Administrators', otpEnabled: true };
const SITE_OWNER: SessionOperator = { operatorID: 27, operatorAC: 'chen.zhiming', operatorName: '陳志明', groupID: 2, groupName: 'LuckyThai88 站長', otpEnabled: false };
const LONG: SessionOperator = {
  operatorID: 41, operatorAC: 'sea.finance.supervisor', operatorName: 'Regional Finance & Risk Supervisor, Southeast Asia (Thailand, Vietnam, Philippines)',
  groupID: 6, groupName: '東南亞區域財務與風險控管督導小組', otpEnabled: true,
};

type Args = Omit<ReportStoryFrameProps, 'children'> & { operator: SessionOperator; permitted: number[] };

/** The signed-in operator, its rights and the report list in the session store. */
function session({ operator, permitted }: Args): () => void {
  sessionStore.operator = { ...operator };
  sessionStore.permitted = permitted;
  sessionStore.routes = ENTRIES;
  const before = recentInquiriesStore.list;
  recentInquiriesStore.list = [];
  return () => { recentInquiriesStore.list = before; closeWidget(); resetSessionStore(); Object.assign(globalStore, initialGlobal()); };
}

/** /dashboard, the landing page: tabs, tiles of the period from recorded results, widgets, recent visits and quick access. */
const meta = {
  title: 'Pages/Dashboard/DashboardPage',
  args: { operator: ADMIN, permitted: MENU_GROUPS.map((g) => g.itemIdx) },
  parameters: { layout: 'fullscreen', route: '/dashboard' },
  beforeEach: ({ args }) => session(args),
  render: ({ operator: _o, permitted: _p, ...frame }) => <ReportStoryFrame {...frame}><DashboardPage /></ReportStoryFrame>,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator on the daily tab: the provider's site dashboard, site trend and game ranking. */
export const Administrator: Story = {};
/** LuckyThai88's site owner on the weekly tab, in baht. */
export const SiteOwnerWeekly: Story = { args: { operator: SITE_OWNER, permitted: [92000], currency: 'THB' }, parameters: { route: '/dashboard?tab=weekly' } };
/** A long operator name in the greeting, the monthly tab. */
export const LongNameMonthly: Story = { args: { operator: LONG, permitted: [90000, 92000] }, parameters: { route: '/dashboard?tab=monthly' } };
/** A group none of whose reports is on the dashboard: the tiles say why and point to the menu. */
export const NoDashboardReports: Story = { args: { operator: SITE_OWNER, permitted: [] } };
export const Loading: Story = { args: { delayMs: 600_000 } };
