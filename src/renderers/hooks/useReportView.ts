import { useCallback, useEffect, useState } from 'react';
import type { ReportView } from '../../engine/report/reportView';
import { useReportApi } from '../api/ReportApiContext';

export type ViewState = { status: 'loading' } | { status: 'ready'; view: ReportView } | { status: 'error'; message: string };

/** The report's view (filters, columns, chart, paging) from POST /api/report/<id>/view. */
export function useReportView(reportId: string): ViewState & { retry: () => void } {
  const api = useReportApi();
  const [state, setState] = useState<ViewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.view(reportId).then(
      (view) => { if (live) setState({ status: 'ready', view }); },
      (e: unknown) => { if (live) setState({ status: 'error', message: e instanceof Error ? e.message : String(e) }); },
    );
    return () => { live = false; };
  }, [api, reportId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
