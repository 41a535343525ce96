import type { ReportDefinition } from '../src/engine/definition/report';
import type { ReportService } from '../server/reports/reportService';
import { classify, type ReadClass } from './classify';
import { summarize, timeRuns, type Summary } from './stats';

export interface ReportTiming {
  id: string;
  sources: string;
  /** What its default request reads across page, totals and chart. */
  reads: ReadClass;
  defaults: Summary;
  twoYears: Summary;
  raw: Summary;
  rawTwoYears: Summary;
}

const TWO_YEARS = { preset: 'prev24m' };

/** A report that cannot run on its defaults (a member to look up, a search to confirm) is left to its own benchmark. */
export function needsInput(report: ReportDefinition): boolean {
  return report.filters.some((f) => f.required && f.default === undefined && f.widget !== 'site' && f.widget !== 'dateRange');
}

/** Requests of a report: its defaults, and the same over two years where it has a date range. */
export function requestsOf(report: ReportDefinition) {
  const hasRange = report.filters.some((f) => f.widget === 'dateRange');
  const page = report.paging.mode === 'remote' ? { index: 0, size: 50 } : undefined;
  return { defaults: { page }, twoYears: hasRange ? { page, filters: { range: TWO_YEARS } } : { page } };
}

/** Server time (compile, run, shape) of every report, from rollups and from raw facts, uncached. */
export async function timeReports(rollups: ReportService, raw: ReportService, siteIds: number[], nowMs: number, runs: number): Promise<ReportTiming[]> {
  const out: ReportTiming[] = [];
  for (const report of rollups.registry.reports.values()) {
    if (needsInput(report)) {
      console.log(`  ${report.id}: needs operator input, measured elsewhere`);
      continue;
    }
    const req = requestsOf(report);
    const scope = { siteIds };
    try {
      await rollups.run(report, req.defaults, scope, nowMs);
    } catch (e) {
      // a search form that needs a criterion answers 9400 on its defaults
      if ((e as { status?: number }).status !== 9400) throw e;
      console.log(`  ${report.id}: needs operator input (${(e as Error).message}), measured elsewhere`);
      continue;
    }
    const run = (service: ReportService, request: object) => async () => {
      await service.run(report, request, scope, nowMs);
    };
    const defaults = summarize(await timeRuns(run(rollups, req.defaults), runs));
    const twoYears = summarize(await timeRuns(run(rollups, req.twoYears), runs));
    const rawDefaults = summarize(await timeRuns(run(raw, req.defaults), Math.max(3, Math.ceil(runs / 2))));
    const rawTwoYears = summarize(await timeRuns(run(raw, req.twoYears), 3));
    const { cls, tables } = classify(rollups, report, req.defaults, siteIds, nowMs);
    out.push({ id: report.id, sources: tables.join(','), reads: cls, defaults, twoYears, raw: rawDefaults, rawTwoYears });
    console.log(`  ${report.id} (${cls}): p50 ${defaults.p50.toFixed(1)} ms (raw ${rawDefaults.p50.toFixed(1)} ms)`);
  }
  return out;
}
