import type { ReportDefinition } from '../src/engine/definition/report';
import type { ReportRequest } from '../src/engine/request/types';
import type { ReportService } from '../server/reports/reportService';
import { streamReportXlsx } from '../server/reports/exportXlsx';

export interface ExportTiming {
  report: string;
  rows: number;
  seconds: number;
  peakMb: number;
}

/** Streams one export to nowhere, timing it and sampling the process's resident memory above where it started. */
export async function timeExport(service: ReportService, report: ReportDefinition, request: ReportRequest, siteIds: number[], nowMs: number): Promise<ExportTiming> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 25);
  const t0 = performance.now();
  const file = await streamReportXlsx(service, report, request, { siteIds }, nowMs);
  await new Promise<void>((resolve, reject) => {
    file.stream.on('data', () => undefined);
    file.stream.on('end', resolve);
    file.stream.on('error', reject);
  });
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { report: report.id, rows: file.rows, seconds, peakMb: (peak - base) / 2 ** 20 };
}
