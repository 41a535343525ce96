import type { GroupRecord } from '../appstore/groups';
import type { OperatorRecord } from '../appstore/operators';
import { SESSION_IDLE_MS } from './sessionTokens';
import {
  type CmsItem, type CurrencyItem, type MemberLevelItem, type MemberTagItem, type DataDomain, type GameBrandItem, type GameKindItem, type SiteItem, type WarehouseLists,
  scopeSiteIds,
} from './warehouseLists';

/** What the browser rebuilds its routes, menu and pickers from after login or a reload. */
export interface SessionInfo {
  operator: {
    operatorID: number;
    operatorAC: string;
    operatorName: string;
    groupID: number;
    groupName: string;
    otpEnabled: boolean;
    indexPin: { routeName: string; tab: string };
  };
  permitted: number[];
  siteList: SiteItem[];
  cmsList: CmsItem[];
  gameKindList: GameKindItem[];
  gameBrandList: GameBrandItem[];
  currencyList: CurrencyItem[];
  /** Member levels and tags for the search pickers (names, not personal data). */
  memberLevelList: MemberLevelItem[];
  memberTagList: MemberTagItem[];
  domain: DataDomain;
  session: { expiresAt: string; idleMinutes: number };
  /** The server's clock when it answered: the browser resolves date presets on the server's day. */
  serverNow: string;
}

export function buildSessionInfo(operator: OperatorRecord, group: GroupRecord, lists: WarehouseLists, expiresMs: number, nowMs: number): SessionInfo {
  const siteIds = new Set(scopeSiteIds(lists.sites, group.cmsList, group.siteIds));
  const siteList = lists.sites.filter((s) => siteIds.has(s.site_id));
  const cmsIds = new Set(siteList.map((s) => s.cms_id));
  return {
    operator: {
      operatorID: operator.operatorID,
      operatorAC: operator.operatorAC,
      operatorName: operator.operatorName,
      groupID: group.groupID,
      groupName: group.groupName,
      otpEnabled: operator.otpEnabled,
      indexPin: { routeName: operator.pinRoute, tab: operator.pinTab },
    },
    permitted: [...group.items].sort((a, b) => a - b),
    siteList,
    cmsList: lists.cms.filter((c) => cmsIds.has(c.cms_id)),
    gameKindList: lists.gameKinds,
    gameBrandList: lists.gameBrands,
    currencyList: lists.currencies,
    memberLevelList: lists.memberLevels,
    memberTagList: lists.memberTags,
    domain: lists.domain,
    session: { expiresAt: new Date(expiresMs).toISOString(), idleMinutes: SESSION_IDLE_MS / 60_000 },
    serverNow: new Date(nowMs).toISOString(),
  };
}
