import { apiPost } from '../../api/client';
import { followDataTo } from '../../state/sessionActions';
import type { ReportView } from '../../engine/report/reportView';
import type { ReportRequest, ReportResult } from '../../engine/request/types';
import type { ViewsApi } from '../views/viewsApi';

/** A report call the server answered with a status other than success; the message is the server's. */
export class ReportCallError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'ReportCallError';
  }
}

const NO_DATA = 8001;

export type ExportFormat = 'xlsx' | 'csv';

/** The report calls the renderers make; injectable so stories and tests answer from recorded results. */
export interface ReportApi {
  view(reportId: string): Promise<ReportView>;
  run(reportId: string, request: ReportRequest): Promise<ReportResult>;
  /** Every row of the search as a file: xlsx (the default) or CSV, the same rows and columns. */
  exportFile(reportId: string, request: ReportRequest, onProgress?: (loadedBytes: number, totalBytes?: number) => void, format?: ExportFormat): Promise<{ blob: Blob; fileName: string }>;
  /** Saved views and grid layouts; absent (recorded answers, widgets) the page offers neither. */
  views?: ViewsApi;
}

const path = (reportId: string) => `/api/report/${encodeURIComponent(reportId)}`;

async function call<T>(url: string, reqData: unknown): Promise<T> {
  const envelope = await apiPost<T & { message?: string }>(url, reqData);
  if (envelope.status !== 1) throw new ReportCallError(envelope.result?.message ?? `status ${envelope.status}`, envelope.status);
  return envelope.result as T;
}

function emptyResult(reportId: string, currency = 'USD'): ReportResult {
  return { res: [], total: 0, totals: null, chart: null, meta: { reportId, source: [], ms: 0, baseCurrency: 'USD', currency, converted: false } };
}

/** The console's report calls over the shell's client (envelope, token, status handling of spec §8). */
export const httpReportApi: Omit<ReportApi, 'exportFile'> = {
  view: async (reportId) => (await call<{ res: ReportView }>(`${path(reportId)}/view`, {})).res,
  run: async (reportId, request) => {
    try {
      const result = await call<ReportResult>(path(reportId), request);
      followDataTo(result.meta.dataTo);
      return result;
    } catch (e) {
      if (e instanceof ReportCallError && e.status === NO_DATA) return emptyResult(reportId, request.currency);
      throw e;
    }
  },
};
