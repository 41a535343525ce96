import { snapshot } from 'valtio';
import type { ReportEntry } from '../../api/contracts';
import type { Lang } from '../../i18n/language';
import { applyDemoSession } from '../../renderers/gallery/demoSession';
import { RECORDED } from '../../renderers/gallery/recordedReports';
import { alertStore, type AlertState } from '../../state/alertStore';
import { globalStore } from '../../state/globalStore';
import { RECENT_INQUIRIES_KEY, recentInquiriesStore, type RecentInquiry } from '../../state/recentInquiries';
import { RECENT_OWNER_KEY } from '../../state/recentOwner';
import { RECENT_PAGES_KEY, type RecentPage } from '../../state/recentPages';
import { SESSION_LISTS, TOKEN_KEY } from '../../state/sessionLists';
import { REDIRECTED_KEY, LOGOUT_MARKER_KEY } from '../../state/sessionActions';
import { sessionStore, type SessionOperator, type SessionState } from '../../state/sessionStore';
import { sideDrawerStore, type SideDrawerState } from '../../state/sideDrawerStore';
import { ADMIN, ALL_RIGHTS, DEMO_REPORT_ENTRIES } from './demoShell';

export interface ShellSessionOptions {
  /** The logged-in operator; null for a logged-out console (no token, no routes). */
  operator?: SessionOperator | null;
  permitted?: number[];
  /** The report list; null while the guard has not rebuilt the routes yet. */
  routes?: ReportEntry[] | null;
  currency?: string;
  /** Other session fields: defaultRoute (a pin), drawerOpen, menuCollapsed, breadcrumbVisible, dialog. */
  session?: Partial<SessionState>;
  recentPages?: RecentPage[];
  inquiries?: RecentInquiry[];
  drawer?: Partial<SideDrawerState>;
  alert?: AlertState | null;
}

const LOCAL_KEYS = [RECENT_PAGES_KEY, RECENT_INQUIRIES_KEY, RECENT_OWNER_KEY, REDIRECTED_KEY, LOGOUT_MARKER_KEY];
const SESSION_KEYS = [TOKEN_KEY, ...SESSION_LISTS];

function saveKeys(storage: Storage, keys: readonly string[]): () => void {
  const saved = keys.map((key) => [key, storage.getItem(key)] as const);
  return () => saved.forEach(([key, value]) => (value === null ? storage.removeItem(key) : storage.setItem(key, value)));
}

function saveStore<T extends object>(store: T): () => void {
  const saved = structuredClone(snapshot(store)) as T;
  return () => { Object.assign(store, saved); };
}

/**
 * A story's `beforeEach`: puts an operator's session into the stores and storages the shell reads
 * (demo sites, rates and currencies from the recorded reports, rights, recent pages and inquiries),
 * and returns the cleanup that restores them, so no story leaks into the next one.
 */
export function shellSession(o: ShellSessionOptions = {}) {
  return ({ globals }: { globals: Record<string, unknown> }) => {
    const restore = [saveKeys(localStorage, LOCAL_KEYS), saveKeys(sessionStorage, SESSION_KEYS), saveStore(sessionStore), saveStore(globalStore),
      saveStore(recentInquiriesStore), saveStore(sideDrawerStore), saveStore(alertStore)];
    const operator = o.operator === undefined ? ADMIN : o.operator;
    applyDemoSession(RECORDED, o.currency ?? 'USD');
    globalStore.lang = (globals.locale as Lang | undefined) ?? 'en';
    Object.assign(globalStore, { operatorID: operator?.operatorID ?? null, operatorAC: operator?.operatorAC ?? '', groupID: operator?.groupID ?? null });
    Object.assign(sessionStore, {
      token: operator ? `story-token-${operator.operatorID}` : '', operator, permitted: operator ? (o.permitted ?? ALL_RIGHTS) : [],
      routes: operator ? (o.routes === undefined ? DEMO_REPORT_ENTRIES : o.routes) : null, ...o.session,
    });
    if (operator) sessionStorage.setItem(TOKEN_KEY, sessionStore.token);
    else sessionStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REDIRECTED_KEY);
    localStorage.removeItem(LOGOUT_MARKER_KEY);
    localStorage.setItem(RECENT_PAGES_KEY, JSON.stringify(o.recentPages ?? []));
    localStorage.setItem(RECENT_INQUIRIES_KEY, JSON.stringify(o.inquiries ?? []));
    recentInquiriesStore.list = [...(o.inquiries ?? [])];
    // the story's lists are its operator's own (a rebuild of the session keeps them)
    if (operator) localStorage.setItem(RECENT_OWNER_KEY, String(operator.operatorID));
    else localStorage.removeItem(RECENT_OWNER_KEY);
    Object.assign(sideDrawerStore, { open: false, reportId: null, params: {}, openings: 0, ...o.drawer });
    alertStore.current = o.alert ?? null;
    return () => { for (const back of restore.reverse()) back(); };
  };
}
