/** Spec §3: session storage holds the token and these lists, nothing else. */
export const SESSION_LISTS = ['site_list', 'game_kind_list', 'game_brand_list'] as const;
export type SessionListName = (typeof SESSION_LISTS)[number];
export const TOKEN_KEY = 'token';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function writeSessionList(storage: Store, name: SessionListName, list: readonly unknown[]): void {
  storage.setItem(name, JSON.stringify(list));
}

/** A list kept in session storage, or [] when missing or unreadable. */
export function readSessionList<T = unknown>(storage: Pick<Storage, 'getItem'>, name: SessionListName): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(name) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Spec §5: a list is missing when absent, empty, or the text null or undefined. */
export function missingSessionLists(storage: Pick<Storage, 'getItem'>): SessionListName[] {
  return SESSION_LISTS.filter((name) => {
    const raw = storage.getItem(name);
    return raw === null || raw.trim() === '' || raw === 'null' || raw === 'undefined';
  });
}

/** Logs the missing-session-data error of spec §5; returns whether every list is present. */
export function checkSessionLists(storage: Pick<Storage, 'getItem'>, log: (...args: unknown[]) => void = console.error): boolean {
  const missing = missingSessionLists(storage);
  if (missing.length > 0) log('Missing session data:', missing.join(', '));
  return missing.length === 0;
}
