import type { ReportRequest, ReportResult } from '../../engine/request/types';
import type { ReportApi } from '../api/reportApi';
import { ReportCallError } from '../api/reportApi';
import type { RecordedReport } from './recordedReports';

export interface RecordedApiOptions {
  /** Milliseconds each data answer takes (shows the loading states). */
  delayMs?: number;
  /** Every data call fails with this server message. */
  failWith?: string;
  /** Every data call answers no rows. */
  empty?: boolean;
  /** Called with each request, for assertions. */
  onRequest?: (reportId: string, request: ReportRequest) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/** The recorded result a request asks for: the main one, or a section's. */
function resultFor(record: RecordedReport, request: ReportRequest): ReportResult {
  if (!request.section) return record.result;
  const section = record.sections?.[request.section];
  if (!section) throw new ReportCallError(`no recorded section '${request.section}' of report '${record.view.id}' (run npm run record-stories)`, 9404);
  return section;
}

/** Sorts and pages recorded rows like the server: totals and chart with the first page only. */
export function answerFromRecord(record: RecordedReport, request: ReportRequest): ReportResult {
  const result = resultFor(record, request);
  const rows = [...result.res];
  for (const s of [...(request.sort ?? [])].reverse()) rows.sort((x, y) => compare(x[s.field], y[s.field]) * (s.dir === 'asc' ? 1 : -1));
  if (!request.page) return { ...result, res: rows };
  const { index, size } = request.page;
  const first = index === 0;
  return { ...result, res: rows.slice(index * size, (index + 1) * size), totals: first ? result.totals : null, chart: first ? result.chart : null };
}

/** A ReportApi answering from recorded results: the mocked fetch layer of stories and tests. */
export function recordedApi(records: Readonly<Record<string, RecordedReport>>, o: RecordedApiOptions = {}): ReportApi {
  const find = (id: string) => {
    const r = records[id];
    if (!r) throw new ReportCallError(`no recorded result for report '${id}' (run npm run record-stories)`, 9404);
    return r;
  };
  return {
    async view(id) {
      return find(id).view;
    },
    async run(id, request) {
      o.onRequest?.(id, request);
      await wait(o.delayMs ?? 0);
      if (o.failWith) throw new ReportCallError(o.failWith, 9000);
      const record = find(id);
      if (o.empty) return { ...resultFor(record, request), res: [], total: 0, totals: null, chart: null };
      return answerFromRecord(record, request);
    },
    async exportFile(id, request, onProgress, format = 'xlsx') {
      o.onRequest?.(id, request);
      for (let i = 1; i <= 4; i++) {
        await wait((o.delayMs ?? 0) / 4);
        onProgress?.(i * 40_000, 160_000);
      }
      if (o.failWith) throw new ReportCallError(o.failWith, 9000);
      return { blob: new Blob([JSON.stringify(answerFromRecord(find(id), request).res)]), fileName: `${id}.${format}` };
    },
  };
}
