import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { globalStore } from '../../state/globalStore';
import { readSessionList } from '../../state/sessionLists';
import type { SessionLists } from './pickerOptions';

const storage = () => (typeof sessionStorage === 'undefined' ? { getItem: () => null } : sessionStorage);

/** The pickers' lists: site, game kind and brand lists from session storage; market names, member levels and tags from the global store. */
export function useSessionLists(): SessionLists {
  const { currencyList, memberLevelList, memberTagList } = useSnapshot(globalStore);
  return useMemo(() => ({
    sites: readSessionList(storage(), 'site_list'),
    gameKinds: readSessionList(storage(), 'game_kind_list'),
    gameBrands: readSessionList(storage(), 'game_brand_list'),
    markets: currencyList,
    memberLevels: memberLevelList,
    memberTags: memberTagList,
  }), [currencyList, memberLevelList, memberTagList]);
}
