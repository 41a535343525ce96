import type { SessionInfo } from '../../api/contracts';
import { DEMO_RATES, demoSites } from '../../renderers/gallery/demoSession';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import type { SessionOperator } from '../../state/sessionStore';
import type { OperatorRow } from '../../pages/maintenance/shared/maintenanceTypes';
import { ADMIN, ALL_RIGHTS, DEMO_REPORT_ENTRIES, SITE_OWNER } from './demoShell';
import { ok, type StubAnswer } from './stubApi';

/** What /api/operator/login and /api/operator/session answer for an operator of the demo warehouse. */
export function demoSessionInfo(operator: SessionOperator = ADMIN, permitted: number[] = ALL_RIGHTS, defaultRoute = 'Dashboard,daily'): SessionInfo {
  const [routeName, tab] = defaultRoute.split(',');
  return {
    operator: { ...operator, indexPin: { routeName, tab } },
    permitted,
    siteList: demoSites(RECORDED),
    cmsList: [{ cms_id: 1, cms_name: 'Thailand' }, { cms_id: 2, cms_name: 'Vietnam' }, { cms_id: 3, cms_name: 'Philippines' }],
    gameKindList: [
      { game_kind_code: 'slot', game_kind_name: 'Slot Games' }, { game_kind_code: 'live', game_kind_name: 'Live Casino' },
      { game_kind_code: 'sport', game_kind_name: 'Sports' }, { game_kind_code: 'fish', game_kind_name: 'Fishing' },
    ],
    gameBrandList: [{ game_brand_code: 'PG' }, { game_brand_code: 'PP' }, { game_brand_code: 'EVO' }, { game_brand_code: 'JILI' }],
    currencyList: DEMO_RATES.map(({ currency, market_name }) => ({ currency, market_name })),
    memberLevelList: [{ member_lv_id: 1, member_lv_name: 'Bronze' }, { member_lv_id: 2, member_lv_name: 'Silver' }, { member_lv_id: 3, member_lv_name: 'Gold' }],
    memberTagList: [{ member_tag_id: 1, member_tag_code: 'vip' }, { member_tag_id: 2, member_tag_code: 'high_roller' }],
    domain: { full_domain: 'bo.luckythai88.com' },
  };
}

/** The calls of a logged-in console: session, report list, exchange rates; logout is refused so no story reloads. */
export function sessionAnswers(info: SessionInfo = demoSessionInfo()): Record<string, StubAnswer> {
  return {
    '/api/operator/login': ok(info),
    '/api/operator/session': ok(info),
    '/api/report/list': ok({ res: DEMO_REPORT_ENTRIES }),
    '/api/exchangerate/list': ok({ res: DEMO_RATES }),
    '/api/view/list': ok({ res: [], canShare: false }),
    '/api/operator/logout': { status: 0, result: { message: 'API Server Error' } },
  };
}

const row = (operatorID: number, operatorAC: string, operatorName: string, groupID: number, groupName: string, more: Partial<OperatorRow> = {}): OperatorRow => ({
  operatorID, operatorAC, operatorName, groupID, groupName, status: 'active', locked: false, otpEnabled: true, version: 3,
  updatedAt: '2026-11-20 16:42:05', manageable: true, ...more,
});

/** The operator maintenance list of an administrator. */
export const DEMO_OPERATOR_ROWS: OperatorRow[] = [
  row(ADMIN.operatorID, ADMIN.operatorAC, ADMIN.operatorName, 1, 'Administrators', { self: true }),
  row(SITE_OWNER.operatorID, SITE_OWNER.operatorAC, SITE_OWNER.operatorName, 4, 'LuckyThai88 站長', { otpEnabled: false }),
  row(31, 'lin.meiling', '林美玲', 5, '財務分析', { updatedAt: '2026-11-18 09:12:44' }),
  row(33, 'somchai.k', 'Somchai Kittisak', 4, 'LuckyThai88 站長'),
  row(35, 'nguyen.van.an', 'Nguyễn Văn An', 7, 'VinaWin Operations', { status: 'disabled', otpEnabled: false }),
  row(38, 'huang.jianhong', '黃建宏', 5, '財務分析', { locked: true }),
];
