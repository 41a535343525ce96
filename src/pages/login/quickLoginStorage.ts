/**
 * Quick login on this browser, in localStorage (never sessionStorage, which holds the session
 * token alone): the browser's random device id, and — only while the toggle is on — the
 * operator's quick-login token with the name the login page shows.
 */
export const DEVICE_ID_KEY = 'quickLoginDevice';
export const QUICK_LOGIN_KEY = 'quickLogin';

export interface QuickLoginEntry {
  token: string;
  operatorAC: string;
  operatorName: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const OPAQUE = /^[A-Za-z0-9_-]{22,128}$/;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The browser's device id, created on first use. */
export function deviceId(storage: Store): string {
  const stored = storage.getItem(DEVICE_ID_KEY);
  if (stored && OPAQUE.test(stored)) return stored;
  const id = randomId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}

export function readQuickLogin(storage: Pick<Storage, 'getItem'>): QuickLoginEntry | null {
  try {
    const parsed = JSON.parse(storage.getItem(QUICK_LOGIN_KEY) ?? 'null') as Partial<QuickLoginEntry> | null;
    if (!parsed || typeof parsed.token !== 'string' || !OPAQUE.test(parsed.token) || typeof parsed.operatorAC !== 'string') return null;
    return { token: parsed.token, operatorAC: parsed.operatorAC, operatorName: typeof parsed.operatorName === 'string' ? parsed.operatorName : parsed.operatorAC };
  } catch {
    return null;
  }
}

export function saveQuickLogin(storage: Store, entry: QuickLoginEntry): void {
  storage.setItem(QUICK_LOGIN_KEY, JSON.stringify(entry));
}

export function forgetQuickLogin(storage: Store): void {
  storage.removeItem(QUICK_LOGIN_KEY);
}
