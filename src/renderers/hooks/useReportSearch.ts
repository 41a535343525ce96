import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { ReportView } from '../../engine/report/reportView';
import type { ReportResult } from '../../engine/request/types';
import { useReportApi } from '../api/ReportApiContext';
import { buildRequest, type GridSort } from '../../engine/request/buildRequest';
import type { FilterValues } from '../../engine/request/cleanFilters';
import { errorMessage, searchReducer, type SearchState } from './searchState';

export interface ReportSearch {
  state: SearchState;
  /** Local paging: every row of the result. */
  rows: ReportResult['res'];
  /** Remote paging: the Infinite row model's datasource; a new one starts a new search. */
  datasource: IDatasource | null;
}

// One empty list: the grid goes back to its first page when its rows change, so a fresh [] on every
// render (a re-render after the URL took a page change) would move its counter back to page 1.
const NO_ROWS: ReportResult['res'] = [];

/**
 * Runs a search whenever `applied`, `seq` or `currency` changes (the server sums money in the
 * request's currency at each day's rate): local reports load every row once; remote
 * reports hand the grid a datasource that loads page by page with the grid's sort. Answers of a
 * search that is no longer the current one are dropped.
 */
export function useReportSearch(view: ReportView, applied: FilterValues | null, seq: number, pageSize: number, currency?: string): ReportSearch {
  const api = useReportApi();
  const [state, dispatch] = useReducer(searchReducer, { status: 'idle' });
  const current = useRef<object | null>(null);
  // which search this is (its filters, a Search pressed, its currency), and the one whose answer is shown: another page,
  // sort or page size of it is no new search
  const searchId = useMemo(() => ({ applied, seq, currency }), [applied, seq, currency]);
  const asked = useRef(searchId);
  asked.current = searchId;
  const shown = useRef<object | null>(null);
  const remote = view.paging.mode === 'remote';

  const fetchPage = useCallback(async (search: object, index: number, sort: readonly GridSort[], size?: number) => {
    const live = () => current.current === search;
    const id = asked.current;
    dispatch({ type: 'start', fresh: shown.current !== id });
    try {
      const request = buildRequest(view, { filters: applied ?? {}, sort, page: size ? { index, size } : undefined, currency });
      const result = await api.run(view.id, request);
      if (live()) {
        shown.current = id;
        dispatch({ type: 'page', index, result });
      }
      return result;
    } catch (e) {
      if (live()) dispatch({ type: 'fail', message: errorMessage(e) });
      throw e;
    }
  }, [api, view, applied, currency]);

  // no search any more: answers still coming are dropped, and the screen says to choose and search
  useEffect(() => {
    if (applied) return;
    current.current = null;
    dispatch({ type: 'clear' });
  }, [applied]);

  useEffect(() => {
    if (remote || !applied) return;
    const search = {};
    current.current = search;
    fetchPage(search, 0, []).catch(() => undefined);
  }, [remote, applied, seq, fetchPage]);

  const datasource = useMemo<IDatasource | null>(() => {
    if (!remote || !applied || seq < 0) return null;
    const ds: IDatasource = {
      getRows(p: IGetRowsParams) {
        const index = Math.floor(p.startRow / pageSize);
        fetchPage(ds, index, p.sortModel, pageSize).then((r) => p.successCallback(r.res, r.total), () => p.failCallback());
      },
    };
    return ds;
  }, [remote, applied, seq, pageSize, fetchPage]);
  // Before the grid (a child, whose effects run first) can call getRows on it.
  useLayoutEffect(() => { if (datasource) current.current = datasource; }, [datasource]);

  return { state, rows: state.status !== 'idle' && state.first && !remote ? state.first.res : NO_ROWS, datasource };
}
