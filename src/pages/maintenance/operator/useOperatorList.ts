import { useCallback, useEffect, useState } from 'react';
import { maintenanceApi, type OperatorQuery } from '../shared/maintenanceApi';
import { DEFAULT_PAGE_SIZE } from '../shared/MaintenancePager';
import type { OperatorRow, SortItem } from '../shared/maintenanceTypes';
import { showFailure } from '../shared/runChange';

export interface OperatorFilters { search: string; groupID: string; status: '' | 'active' | 'disabled' | 'locked' }
export const NO_FILTERS: OperatorFilters = { search: '', groupID: '', status: '' };

/** The request for one server page from the screen's filters, page and sort. */
export function operatorQuery(f: OperatorFilters, page: number, size: number, sort: SortItem[]): OperatorQuery {
  return {
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
    ...(f.groupID ? { groupID: Number(f.groupID) } : {}),
    ...(f.status ? { status: f.status } : {}),
    page: { index: page, size }, sort,
  };
}

/** The operator list: server pages, remote sort, reload after every change. */
export function useOperatorList() {
  const [filters, setFilters] = useState<OperatorFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortItem[]>([]);
  const [rows, setRows] = useState<OperatorRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    maintenanceApi.operators(operatorQuery(filters, page, size, sort)).then((envelope) => {
      if (!live) return;
      if (envelope.status === 1) { setRows(envelope.result.res); setTotal(envelope.result.total); }
      else { setRows([]); setTotal(0); }
    }, showFailure).finally(() => { if (live) setLoading(false); });
    return () => { live = false; };
  }, [filters, page, size, sort, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const search = useCallback((f: OperatorFilters) => { setFilters(f); setPage(0); }, []);
  const resize = useCallback((s: number) => { setSize(s); setPage(0); }, []);
  return { rows, total, loading, page, size, setPage, setSize: resize, setSort, search, reload };
}
