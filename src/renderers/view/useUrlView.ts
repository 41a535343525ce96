import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ReportView } from '../../engine/report/reportView';
import { decodeView, encodeView, type DecodedView } from '../../engine/view/viewUrl';
import { storedLists } from '../filters/useSessionLists';
import { urlViewOf, viewShape, type ScreenView } from './urlViewOf';

export interface UrlViewBinding {
  decoded: DecodedView | null;
  /** Changes when the URL was changed from outside the screen (Back/Forward, a link): the screen opens again on it. */
  mountKey: number;
  /** Writes the screen's view: a new history entry for a search, the same entry for a sort or a page. */
  write: (state: ScreenView, push: boolean) => void;
}

/**
 * The report page's side of "the URL is the view": reads the view the URL carries and writes the
 * screen's. A URL the screen wrote itself does not reopen the screen.
 */
export function useUrlView(view: ReportView | null): UrlViewBinding {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The searches this page wrote, oldest first, until the location reaches them.
  const written = useRef<string[]>([]);
  const latest = useRef(search);
  latest.current = search;
  const [mount, setMount] = useState({ search, key: 0 });
  if (mount.search !== search) {
    // Our own write is taken once: coming back to that URL later (Forward) opens the screen on it again.
    const at = written.current.indexOf(search);
    const own = at >= 0;
    written.current = own ? written.current.slice(at + 1) : [];
    setMount({ search, key: own ? mount.key : mount.key + 1 });
  }
  // the picks a link may name: the lists there since sign-in (a list arriving later would open the page again)
  const lists = useMemo(storedLists, []);
  const decoded = useMemo(() => (view ? decodeView(search, viewShape(view, lists)) : null), [view, search, lists]);
  const write = useCallback((state: ScreenView, push: boolean) => {
    if (!view) return;
    const next = `?${encodeView(urlViewOf(view.filters, state), latest.current)}`;
    if (next === latest.current) return;
    written.current = [...written.current, next].slice(-5);
    latest.current = next;
    navigate({ pathname, search: next }, { replace: !push });
  }, [view, navigate, pathname]);
  return { decoded, mountKey: mount.key, write };
}
