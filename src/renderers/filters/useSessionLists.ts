import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { globalStore } from '../../state/globalStore';
import { readSessionList } from '../../state/sessionLists';
import type { SessionLists } from '../../engine/filters/pickerOptions';

const storage = () => (typeof sessionStorage === 'undefined' ? { getItem: () => null } : sessionStorage);

/**
 * The lists kept in session storage since sign-in (sites, game kinds and brands; the markets are
 * the sites' currencies): there when a page opens, unlike the global store's, which may arrive later.
 */
export function storedLists(): SessionLists {
  return {
    sites: readSessionList(storage(), 'site_list'),
    gameKinds: readSessionList(storage(), 'game_kind_list'),
    gameBrands: readSessionList(storage(), 'game_brand_list'),
    markets: [],
  };
}

/** The pickers' lists: site, game kind and brand lists from session storage; market names, member levels and tags from the global store. */
export function useSessionLists(): SessionLists {
  const { currencyList, memberLevelList, memberTagList } = useSnapshot(globalStore);
  return useMemo(() => ({
    ...storedLists(),
    markets: currencyList,
    memberLevels: memberLevelList,
    memberTags: memberTagList,
  }), [currencyList, memberLevelList, memberTagList]);
}
