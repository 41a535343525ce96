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
  // a required filter without a default, or one of several the report asks (customer single: a username or a member id)
  return Boolean(report.requireOneOf) || report.filters.some((f) => f.required && f.default === undefined && f.widget !== 'site' && f.widget !== 'dateRange');
}

/** Requests of a report: its defaults, and the same over two years where it has a date range. */
export function requestsOf(report: ReportDefinition) {
  const hasRange = report.filters.some((f) => f.widget === 'dateRange');
  const page = report.paging.mode === 'remote' ? { index: 0, size: 50 } : undefined;
  return { defaults: { page }, twoYears: hasRange ? { page, filters: { range: TWO_YEARS } } : { page } };
}

/** Server time (compile, run, shape) of every report, from rollups and from raw facts, uncached. */
/** Reports with a request the server cancelled (9408). */
export const timedOut: string[] = [];

/** BENCH_REPORTS=a,b: the reports to time (their ids), every report when unset. */
export function benchReportFilter(list = process.env.BENCH_REPORTS): (id: string) => boolean {
  const ids = new Set((list ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  return (id) => !ids.size || ids.has(id);
}

export async function timeReports(rollups: ReportService, raw: ReportService, siteIds: number[], nowMs: number, runs: number): Promise<ReportTiming[]> {
  const out: ReportTiming[] = [];
  const wanted = benchReportFilter();
  for (const report of rollups.registry.reports.values()) {
    if (!wanted(report.id)) continue;
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
    // a request the server cancels (9408, after 30 s) is timed as such: a miss the table shows, not the end of the benchmark
    const run = (service: ReportService, request: object) => async () => {
      try {
        await service.run(report, request, scope, nowMs);
      } catch (e) {
        if ((e as { status?: number }).status !== 9408) throw e;
        timedOut.push(report.id);
      }
    };
    // a report over member-level or raw rows can take seconds a run: fewer runs, so the benchmark keeps to its 20 minutes
    // the first run above warmed the defaults
    const { cls, tables } = classify(rollups, report, req.defaults, siteIds, nowMs);
    const defaults = summarize(await timeRuns(run(rollups, req.defaults), { runs, minRuns: 3, warmup: 0, budgetMs: 3000 }));
    // a two-year request over 3 s is timed once (its first run is then as warm as a second)
    const twoYears = summarize(await timeRuns(run(rollups, req.twoYears), { runs, minRuns: 1, warmup: 0, budgetMs: 3000 }));
    // with rollups turned off a report reading no rollup reads the same tables: not run again
    const rawDefaults = tables.some((t) => t.startsWith('rollup_'))
      ? summarize(await timeRuns(run(raw, req.defaults), { runs: 3, minRuns: 1, warmup: 0, budgetMs: 2000 }))
      : summarize([]);
    // the gain of rollup routing over two years is asked of rollup-served reports only
    const rawTwoYears = cls === 'rollup' ? summarize(await timeRuns(run(raw, req.twoYears), { runs: 1, minRuns: 1, warmup: 0 })) : summarize([]);
    out.push({ id: report.id, sources: tables.join(','), reads: cls, defaults, twoYears, raw: rawDefaults, rawTwoYears });
    console.log(`  ${report.id} (${cls}): p50 ${defaults.p50.toFixed(1)} ms${rawDefaults.n ? ` (raw ${rawDefaults.p50.toFixed(1)} ms)` : ''}`);
  }
  return out;
}
