import type { MenuCategory } from '../engine/menu';

/** A report the operator may open, as returned by POST /api/report/list. */
export interface ReportEntry {
  id: string;
  /** Route path, e.g. '/sys_provider/site_compare'. */
  path: string;
  /** Id of one of MENU_GROUPS. */
  menuGroup: string;
  category: MenuCategory;
  itemIdx: number;
  reportIdx: number;
  order: number;
  /** i18n key of the title, e.g. reports.site_compare.title. */
  titleKey: string;
  singleSite: boolean;
  widget: boolean;
}

export interface IndexPin {
  routeName: string;
  tab: string;
}

export interface OperatorInfo {
  operatorID: number;
  operatorAC: string;
  operatorName: string;
  groupID: number;
  groupName?: string;
  otpEnabled: boolean;
  indexPin: IndexPin;
}

export interface CurrencyItem {
  currency: string;
  market_name: string;
}

export interface ExchangeRate extends CurrencyItem {
  /** USD per unit of the currency. */
  rate_to_base: number;
  rate_date: string;
}

/** What POST /api/operator/login (and /api/operator/session) return on success. */
export interface SessionInfo {
  operator: OperatorInfo;
  permitted: number[];
  siteList: unknown[];
  cmsList: unknown[];
  gameKindList: unknown[];
  gameBrandList: unknown[];
  currencyList: CurrencyItem[];
  /** Member levels and tags the member search pickers offer. */
  memberLevelList?: { member_lv_id: number; member_lv_name: string }[];
  memberTagList?: { member_tag_id: number; member_tag_code: string }[];
  domain: Record<string, unknown> | unknown[] | null;
  /** The server's clock when it answered (ISO): date presets resolve on the server's day. */
  serverNow?: string;
}

export interface LoginRequest {
  operatorAC: string;
  password: string;
  otp?: string;
}

/** The login answer when the operator has a one-time password and none was sent yet. */
export interface OtpRequired {
  otpRequired: true;
}
