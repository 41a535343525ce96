import { useEffect, useState } from 'react';
import type { SavedView } from '../../engine/view/savedView';
import { useReportApi } from '../api/ReportApiContext';

/** Every saved view the operator sees (null while loading; [] when the console has no saved views here or the call failed). */
export function useAllSavedViews(): SavedView[] | null {
  const api = useReportApi().views;
  const [views, setViews] = useState<SavedView[] | null>(api ? null : []);
  useEffect(() => {
    if (!api) return;
    let live = true;
    api.list().then((l) => { if (live) setViews(l.views); }, () => { if (live) setViews([]); });
    return () => { live = false; };
  }, [api]);
  return views;
}
