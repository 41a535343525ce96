import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DEFAULT_PAGE_SIZE, LOCAL_PAGE_SIZE } from '../../engine/request/requestSchema';
import type { ReportView } from '../../engine/report/reportView';
import { recordInquiry } from '../../state/recentInquiries';
import { claimRecent } from '../../state/recentOwner';
import { sessionStore } from '../../state/sessionStore';
import { reportPath, type DrillContext } from '../drill/drillContext';
import { filterDefaults } from '../../engine/filters/filterDefaults';
import { useSessionLists } from '../filters/useSessionLists';
import { useFormatContext } from '../format/useFormatContext';
import { buildRequest, type GridSort } from '../../engine/request/buildRequest';
import type { FilterValues } from '../../engine/request/cleanFilters';
import type { ScreenView } from '../view/urlViewOf';
import { linkPresetOf } from '../view/linkPreset';
import { useReportSearch } from './useReportSearch';
import { canRunAtOnce } from '../search/searchGuard';
import { serverToday } from '../../state/serverClock';

/** Where a report page's URL opened it. */
export interface OpeningView {
  sort: GridSort[];
  page: number;
  size?: number;
  present: boolean;
}

/**
 * The state of one report screen: the form being edited, the filters searched, page size, sort
 * and the search itself. `runAtOnce` searches on open (the session's auto-search flag, a URL with a
 * view, or a widget). On a report page, each change of the view is handed to `onViewChange` (the URL).
 */
export function useReportScreen(view: ReportView, carried: FilterValues, runAtOnce: boolean, opening?: OpeningView,
  onViewChange?: (state: ScreenView, push: boolean) => void) {
  const { i18n } = useTranslation();
  const ctx = useFormatContext();
  const lists = useSessionLists();
  const { routes, autoSearch } = useSnapshot(sessionStore);
  const siteIds = useMemo(() => lists.sites.map((s) => s.site_id), [lists.sites]);
  const defaults = useMemo(() => filterDefaults(view.filters, { siteIds, today: serverToday() }, carried), [view.filters, siteIds, carried]);
  const remote = view.paging.mode === 'remote';
  const defaultSize = view.paging.mode === 'remote' ? view.paging.pageSize ?? DEFAULT_PAGE_SIZE : LOCAL_PAGE_SIZE;
  const [form, setForm] = useState<FilterValues>(defaults);
  const [applied, setApplied] = useState<FilterValues | null>(runAtOnce ? defaults : null);
  const [seq, setSeq] = useState(0);
  const [pageSize, setSize] = useState<number>(remote ? opening?.size ?? defaultSize : defaultSize);
  // The opened view's notes and preset note hold until the operator searches again.
  const [fromLink, setFromLink] = useState(Boolean(opening?.present && runAtOnce));
  const sort = useRef<GridSort[]>(opening?.sort ?? []);
  const page = useRef(opening?.page ?? 0);
  const search = useReportSearch(view, applied, seq, pageSize, ctx.currency);

  const write = useCallback((filters: FilterValues | null, size: number, push: boolean) => {
    if (!onViewChange || !filters) return;
    onViewChange({ filters, sort: sort.current, page: page.current, ...(size !== defaultSize ? { size } : {}) }, push);
  }, [onViewChange, defaultSize]);

  const run = useCallback((filters: FilterValues) => {
    // the lists may have been taken by another operator on another tab: claim them back (clearing) first
    if (sessionStore.operator && typeof localStorage !== 'undefined') claimRecent(localStorage, sessionStore.operator.operatorID);
    recordInquiry(view.id, filters);
    setApplied(filters);
    setSeq((n) => n + 1);
    setFromLink(false);
    page.current = 0;
    write(filters, pageSize, true);
  }, [view.id, write, pageSize]);
  // Reset goes back to the report as it opens: its defaults searched where the session searches on open and they can
  // search as they are; else the last answer, which no longer matches anything the form shows, is cleared
  const reset = useCallback(() => {
    const values = filterDefaults(view.filters, { siteIds, today: serverToday() });
    setForm(values);
    if (autoSearch && canRunAtOnce(view, values)) run(values);
    else setApplied(null);
  }, [view, siteIds, autoSearch, run]);
  const retry = useCallback(() => setSeq((n) => n + 1), []);
  const drill = useMemo<DrillContext>(() => ({ pathOf: (id) => reportPath(routes, id), filters: applied ?? {}, filterDefs: view.filters }), [routes, applied, view.filters]);
  const exportRequest = useCallback(
    () => (applied ? buildRequest(view, { filters: applied, sort: sort.current, currency: ctx.currency, lang: i18n.language }) : null),
    [applied, view, ctx.currency, i18n.language]);
  const setPageSize = useCallback((size: number) => { setSize(size); page.current = 0; write(applied, size, false); }, [applied, write]);
  const onSort = useCallback((next: GridSort[]) => {
    if (JSON.stringify(next) === JSON.stringify(sort.current)) return;
    sort.current = next;
    write(applied, pageSize, false);
  }, [applied, pageSize, write]);
  const onPage = useCallback((next: number) => {
    if (next === page.current) return;
    page.current = next;
    write(applied, pageSize, false);
  }, [applied, pageSize, write]);
  const linkPreset = useMemo(() => (applied ? linkPresetOf(view.filters, applied) : null), [applied, view.filters]);

  return {
    ctx, form, setForm, applied, run, reset, retry, search, pageSize, setPageSize, drill, exportRequest, onSort, onPage, fromLink, linkPreset,
  };
}
