import { proxy } from 'valtio';
import type { ReportEntry } from '../api/contracts';

/** Spec §3: default route name and tab joined by a comma. */
export const DEFAULT_ROUTE = 'Dashboard,daily';

export type DialogKind = 'success' | 'error';

export interface DialogState {
  show: boolean;
  kind: DialogKind;
  text: string;
}

export interface SessionOperator {
  operatorID: number;
  operatorAC: string;
  operatorName: string;
  groupID: number;
  groupName?: string;
  otpEnabled: boolean;
}

export interface SessionState {
  token: string;
  operator: SessionOperator | null;
  /** Route name and tab joined by a comma (spec §3). */
  defaultRoute: string;
  autoSearch: boolean;
  /** The left menu as an overlay on narrow screens; closed at app start (spec §4). */
  drawerOpen: boolean;
  /** The left menu collapsed by the toggle on wide screens. */
  menuCollapsed: boolean;
  breadcrumbVisible: boolean;
  dialog: DialogState;
  /** Set from the current route's single-site marker on every navigation. */
  singleSite: boolean;
  /** Permitted itemIdx / reportIdx values of the operator's group. */
  permitted: number[];
  /** The dynamic report routes; null until they are built (the guard rebuilds them). */
  routes: ReportEntry[] | null;
}

export function initialSession(token = ''): SessionState {
  return {
    token,
    operator: null,
    defaultRoute: DEFAULT_ROUTE,
    autoSearch: true,
    drawerOpen: false,
    menuCollapsed: false,
    breadcrumbVisible: true,
    dialog: { show: false, kind: 'success', text: '' },
    singleSite: false,
    permitted: [],
    routes: null,
  };
}

const storedToken = typeof sessionStorage === 'undefined' ? '' : (sessionStorage.getItem('token') ?? '');

export const sessionStore = proxy<SessionState>(initialSession(storedToken));

/** Puts the session store back to its logged-out state. */
export function resetSessionStore(): void {
  Object.assign(sessionStore, initialSession());
}

/** Parses 'Dashboard,daily' into its route name and tab. */
export function parseDefaultRoute(value: string): { routeName: string; tab: string } {
  const [routeName, tab] = value.split(',');
  return { routeName: routeName || 'Dashboard', tab: tab || 'daily' };
}
