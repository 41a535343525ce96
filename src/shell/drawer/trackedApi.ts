import type { ReportApi } from '../../renderers/api/reportApi';

/**
 * The report calls of a widget, counted: `onBusy(+1)` when one starts and `onBusy(-1)` when it
 * settles, so the drawer can show its loading overlay while the widget runs.
 */
export function trackedApi(api: ReportApi, onBusy: (delta: 1 | -1) => void): ReportApi {
  const track = <T>(call: () => Promise<T>): Promise<T> => {
    onBusy(1);
    return call().finally(() => onBusy(-1));
  };
  return {
    view: (reportId) => track(() => api.view(reportId)),
    run: (reportId, request) => track(() => api.run(reportId, request)),
    exportFile: (reportId, request, onProgress, format) => api.exportFile(reportId, request, onProgress, format),
  };
}
