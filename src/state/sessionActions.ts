import type { ExchangeRate, ReportEntry, SessionInfo } from '../api/contracts';
import { applyDefaultCurrency, globalStore } from './globalStore';
import { claimRecent } from './recentOwner';
import { setServerNow } from './serverClock';
import { SESSION_LISTS, TOKEN_KEY, writeSessionList } from './sessionLists';
import { resetSessionStore, sessionStore } from './sessionStore';

export const REDIRECTED_KEY = 'redirected';
export const LOGOUT_MARKER_KEY = 'logout';

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Spec §4: a token from an Authorization header goes to the state and to session storage. */
export function storeToken(token: string): void {
  sessionStore.token = token;
  session()?.setItem(TOKEN_KEY, token);
}

/**
 * Spec §4 session loss: the redirected marker goes, session storage is cleared, stores reset.
 * The guard's own clearing at / keeps the marker, so a login returns to the page first asked for.
 */
export function clearSession(options: { keepRedirect?: boolean } = {}): void {
  if (!options.keepRedirect) local()?.removeItem(REDIRECTED_KEY);
  session()?.clear();
  resetSessionStore();
  Object.assign(globalStore, { operatorID: null, operatorAC: '', groupID: null, domain: null, cms: null, currencyList: [], exchangeRate: [], gameList: [], memberLevelList: [], memberTagList: [] });
}

/** The operator part of a login or session answer; the rest is applied by the rebuild steps. */
export function applyOperator(info: SessionInfo): void {
  const { indexPin, ...operator } = info.operator;
  sessionStore.operator = operator;
  sessionStore.permitted = [...info.permitted];
  sessionStore.defaultRoute = `${indexPin?.routeName || 'Dashboard'},${indexPin?.tab || 'daily'}`;
  globalStore.operatorID = operator.operatorID;
  globalStore.operatorAC = operator.operatorAC;
  globalStore.groupID = operator.groupID;
  claimRecent(local(), operator.operatorID);
}

export function applyRoutes(routes: ReportEntry[]): void {
  sessionStore.routes = routes;
}
export function applyDomain(info: SessionInfo): void {
  globalStore.domain = info.domain;
  setServerNow(info.serverNow);
}
/**
 * A report answer's `meta.dataTo`: a load served since the login moves up to when the data runs
 * (the page header, the period notes' last day) without logging in again.
 */
export function followDataTo(dataTo: string | undefined): void {
  const domain = globalStore.domain;
  if (!dataTo || !domain || Array.isArray(domain) || domain.dataTo === dataTo) return;
  globalStore.domain = { ...domain, dataTo, dataEnd: dataTo.slice(0, 10) };
}
export function applyCms(info: SessionInfo): void {
  globalStore.cms = info.cmsList;
}
/** The game lists: kinds in the global store, and all three lists in session storage (spec §3). */
export function applyGameList(info: SessionInfo): void {
  globalStore.gameList = info.gameKindList;
  const store = session();
  if (!store) return;
  const lists = { site_list: info.siteList, game_kind_list: info.gameKindList, game_brand_list: info.gameBrandList };
  for (const name of SESSION_LISTS) writeSessionList(store, name, lists[name] ?? []);
}
export function applyCurrencyList(info: SessionInfo): void {
  globalStore.currencyList = info.currencyList;
  applyDefaultCurrency(info.siteList, info.currencyList);
  globalStore.memberLevelList = info.memberLevelList ?? [];
  globalStore.memberTagList = info.memberTagList ?? [];
}
export function applyExchangeRates(rates: ExchangeRate[]): void {
  globalStore.exchangeRate = rates;
}
