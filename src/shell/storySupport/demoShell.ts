import type { ReportEntry } from '../../api/contracts';
import { MENU_GROUPS } from '../../engine/menu';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import type { RecentInquiry } from '../../state/recentInquiries';
import type { RecentPage } from '../../state/recentPages';
import type { SessionOperator } from '../../state/sessionStore';
import { buildRouteTable } from '../routes/routeTable';

/** Every report of the registry as /api/report/list answers it, read from the recorded report views. */
export const DEMO_REPORT_ENTRIES: ReportEntry[] = Object.values(RECORDED)
  .map(({ view }) => ({
    id: view.id, path: view.route.path, menuGroup: view.route.menuGroup, category: view.route.category, itemIdx: view.route.itemIdx,
    reportIdx: view.route.reportIdx, order: view.route.order, titleKey: view.titleKey, singleSite: Boolean(view.route.singleSite), widget: view.widget,
  }))
  .sort((a, b) => a.reportIdx - b.reportIdx);

/** An administrator's group: every menu group, maintenance included. */
export const ALL_RIGHTS: number[] = MENU_GROUPS.map((g) => g.itemIdx);
/** A single-site owner's group: the site owner menu only. */
export const SITE_OWNER_RIGHTS = [92000];
/** A finance analyst's group: the general reports and two house reports granted one by one. */
export const FINANCE_RIGHTS = [90000, 80102, 80112];

/** The route table of an administrator: hand-built pages and every report. */
export const DEMO_ROUTES = buildRouteTable(DEMO_REPORT_ENTRIES, ALL_RIGHTS);

export const ADMIN: SessionOperator = {
  operatorID: 1, operatorAC: 'admin', operatorName: 'Administrator', groupID: 1, groupName: 'Administrators', otpEnabled: true,
};
export const SITE_OWNER: SessionOperator = {
  operatorID: 27, operatorAC: 'chen.zhiming', operatorName: '陳志明', groupID: 4, groupName: 'LuckyThai88 站長', otpEnabled: false,
};
/** A name at the 30-character limit of the maintenance screen, and a long Traditional Chinese group name. */
export const LONG_NAMED: SessionOperator = {
  operatorID: 41, operatorAC: 'wattanapong.s', operatorName: 'Wattanapong Srisuwannakul (TH)',
  groupID: 6, groupName: '東南亞區域財務與風險控管督導小組', otpEnabled: true,
};

/** An analyst's last five pages, newest first (localStorage 'last-search-page'). */
export const DEMO_RECENT_PAGES: RecentPage[] = [
  '/site_owner/site_outline', '/house/memberTop', '/sys_provider/game_ranking', '/onlineGeneral/general/bankAccountung', '/site_owner/promo_cost',
].map((path) => ({ path }));

const at = Date.UTC(2026, 10, 21, 9, 30);
/** The last five searches: a preset period, custom dates, and filters beyond the period. */
export const DEMO_INQUIRIES: RecentInquiry[] = [
  { reportId: 'site_outline', filters: { site: 1, range: { preset: 'prev30' } }, at },
  { reportId: 'member_top', filters: { sites: [1, 2], range: { preset: 'custom', from: '2026-10-01', to: '2026-10-31' }, metric: 'dpst_amt' }, at: at - 600_000 },
  { reportId: 'game_ranking', filters: { range: { preset: 'mtd' }, groupBy: 'game_brand_code', sites: [1], gameKinds: ['slot'], gameBrands: [] }, at: at - 1_200_000 },
  { reportId: 'bank_accounting', filters: { range: { preset: 'prev3m' }, grain: 'month', markets: ['THB'] }, at: at - 3_600_000 },
  { reportId: 'promo_cost', filters: { site: 1, range: { preset: 'prev7' }, promoType: 2 }, at: at - 7_200_000 },
];
