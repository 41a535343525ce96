import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DEFAULT_PAGE_SIZE, LOCAL_PAGE_SIZE } from '../../engine/request/requestSchema';
import type { ReportView } from '../../engine/report/reportView';
import { recordInquiry } from '../../state/recentInquiries';
import { sessionStore } from '../../state/sessionStore';
import { reportPath, type DrillContext } from '../drill/drillContext';
import { filterDefaults } from '../filters/filterDefaults';
import { useSessionLists } from '../filters/useSessionLists';
import { useFormatContext } from '../format/useFormatContext';
import { buildRequest, type GridSort } from '../request/buildRequest';
import type { FilterValues } from '../request/cleanFilters';
import { useReportSearch } from './useReportSearch';

/**
 * The state of one report screen: the form being edited, the filters searched, page size, sort
 * and the search itself. `runAtOnce` searches on open (the session's auto-search flag, or a widget).
 */
export function useReportScreen(view: ReportView, carried: FilterValues, runAtOnce: boolean) {
  const { i18n } = useTranslation();
  const ctx = useFormatContext();
  const lists = useSessionLists();
  const { routes } = useSnapshot(sessionStore);
  const siteIds = useMemo(() => lists.sites.map((s) => s.site_id), [lists.sites]);
  const defaults = useMemo(() => filterDefaults(view.filters, { siteIds }, carried), [view.filters, siteIds, carried]);
  const [form, setForm] = useState<FilterValues>(defaults);
  const [applied, setApplied] = useState<FilterValues | null>(runAtOnce ? defaults : null);
  const [seq, setSeq] = useState(0);
  const [pageSize, setPageSize] = useState<number>(view.paging.mode === 'remote' ? view.paging.pageSize ?? DEFAULT_PAGE_SIZE : LOCAL_PAGE_SIZE);
  const sort = useRef<GridSort[]>([]);
  const search = useReportSearch(view, applied, seq, pageSize);

  const run = useCallback((filters: FilterValues) => { recordInquiry(view.id, filters); setApplied(filters); setSeq((n) => n + 1); }, [view.id]);
  const reset = useCallback(() => setForm(filterDefaults(view.filters, { siteIds })), [view.filters, siteIds]);
  const retry = useCallback(() => setSeq((n) => n + 1), []);
  const drill = useMemo<DrillContext>(() => ({ pathOf: (id) => reportPath(routes, id), filters: applied ?? {}, filterDefs: view.filters }), [routes, applied, view.filters]);
  const exportRequest = useCallback(
    () => (applied ? buildRequest(view, { filters: applied, sort: sort.current, currency: ctx.currency, lang: i18n.language }) : null),
    [applied, view, ctx.currency, i18n.language]);

  return {
    ctx, form, setForm, applied, run, reset, retry, search, pageSize, setPageSize, drill, exportRequest,
    onSort: (next: GridSort[]) => { sort.current = next; },
  };
}
