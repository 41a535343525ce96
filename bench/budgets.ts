import type { BrowserFigures } from './browser';
import { browserRows } from './browserRows';
import type { BundleSizes } from './bundle';
import type { ExportTiming } from './exportTimes';
import type { LoadFigures } from './loadBench';
import type { MemberSearchTiming } from './memberSearch';
import type { ReportTiming } from './reportTimes';
import { ms } from './stats';
import type { ThroughputResult } from './throughput';

export interface BenchFigures {
  reports: ReportTiming[];
  handGeomean: number;
  search: MemberSearchTiming | null;
  exports: ExportTiming[];
  throughput: ThroughputResult;
  /** The dashboards' default views, 20 clients, warm. */
  warm?: ThroughputResult;
  /** Cache-missing console ÷ bare single-query endpoint, req/s in alternated rounds. */
  bareRatio?: number;
  bundle: BundleSizes;
  /** The first dashboard and report page in Chromium: JavaScript transferred and layout shift. */
  browser?: BrowserFigures;
  benchGeneration?: number;
  demoGeneration?: number;
  /** One day loaded into a copy of the benchmark warehouse (bench/loadBench.ts): a new day and a correction. */
  dayLoads?: LoadFigures;
}

type Row = [string, string, string, string];

const verdict = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'within' : 'MISSED');
const worst = (values: number[]) => (values.length ? Math.max(...values) : NaN);
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** One row per budget of PERFORMANCE.md: the figure this run measured, the budget, and whether it holds. */
export function budgetRows(f: BenchFigures): Row[] {
  const rollup = f.reports.filter((r) => r.reads === 'rollup');
  const heavy = f.reports.filter((r) => r.reads !== 'rollup');
  const rollupP50 = worst(rollup.map((r) => r.defaults.p50));
  const rollupP95 = worst(rollup.map((r) => r.defaults.p95));
  const heavyP95 = worst(heavy.map((r) => r.defaults.p95));
  const gains = rollup.map((r) => r.raw.p50 / r.defaults.p50);
  const exp100 = f.exports.find((e) => e.rows >= 50_000 && e.rows <= 150_000);
  const exp500 = f.exports.find((e) => e.rows > 250_000);
  return [
    [`reports from rollups (${rollup.length}), worst p50 / p95`, `${ms(rollupP50)} / ${ms(rollupP95)} ms`, '≤ 20 / 100 ms', verdict(rollup.length ? rollupP50 <= 20 && rollupP95 <= 100 : undefined)],
    [`reports on member-level or raw rows (${heavy.length}), worst p95`, `${ms(heavyP95)} ms`, '≤ 1,000 ms', verdict(heavy.length ? heavyP95 <= 1000 : undefined)],
    ['compiled / hand-written SQL, geometric mean', `${f.handGeomean.toFixed(2)}×`, '≤ 1.1×', verdict(f.handGeomean <= 1.1)],
    ['rollup routing gain on rollup reports, median (lowest)', `${median(gains).toFixed(1)}× (${Math.min(...gains).toFixed(1)}×)`, '≥ 10×', verdict(gains.length ? Math.min(...gains) >= 10 : undefined)],
    ['API throughput, 20 clients', `${f.throughput.perSecond.toFixed(0)} req/s, p95 ${ms(f.throughput.p95)} ms`, '≥ 300 req/s, p95 ≤ 150 ms', verdict(f.throughput.perSecond >= 300 && f.throughput.p95 <= 150)],
    ['API throughput on warm dashboard views, 20 clients', f.warm ? `${f.warm.perSecond.toFixed(0)} req/s` : '-', '≥ 2,000 req/s', verdict(f.warm ? f.warm.perSecond >= 2000 : undefined)],
    ['cache-missing console ÷ bare single-query endpoint', f.bareRatio ? `${f.bareRatio.toFixed(2)}×` : '-', '≥ 1×', verdict(f.bareRatio === undefined ? undefined : f.bareRatio >= 1)],
    [`member search (${f.search?.matched.toLocaleString('en-US') ?? '-'} members), first / later pages p95`, f.search ? `${ms(f.search.firstPage.p95)} / ${ms(f.search.laterPages.p95)} ms` : '-', '≤ 2,000 / 200 ms',
      verdict(f.search ? f.search.firstPage.p95 <= 2000 && f.search.laterPages.p95 <= 200 : undefined)],
    [`xlsx export ${exp100?.rows.toLocaleString('en-US') ?? '100k'} rows`, exp100 ? `${exp100.seconds.toFixed(1)} s, ${exp100.peakMb.toFixed(0)} MB` : '-', '≤ 3 s, ≤ 200 MB', verdict(exp100 ? exp100.seconds <= 3 && exp100.peakMb <= 200 : undefined)],
    [`xlsx export ${exp500?.rows.toLocaleString('en-US') ?? '500k'} rows`, exp500 ? `${exp500.seconds.toFixed(1)} s, ${exp500.peakMb.toFixed(0)} MB` : '-', '≤ 20 s', verdict(exp500 ? exp500.seconds <= 20 : undefined)],
    ['demo warehouse generation', f.demoGeneration ? `${f.demoGeneration.toFixed(0)} s` : '-', '≤ 60 s', verdict(f.demoGeneration === undefined ? undefined : f.demoGeneration <= 60)],
    ['one day loaded, every derived table brought up to date', f.dayLoads ? f.dayLoads.runs.map((r) => `${r.seconds.toFixed(1)} s`).join(' / ') + ' (new day / correction)' : '-', '≤ 30 s',
      verdict(f.dayLoads === undefined ? undefined : f.dayLoads.runs.every((r) => r.seconds <= 30))],
    ['benchmark warehouse generation', f.benchGeneration ? `${f.benchGeneration.toFixed(0)} s` : '-', '≤ 600 s', verdict(f.benchGeneration === undefined ? undefined : f.benchGeneration <= 600)],
    ...browserRows(f.bundle, f.browser),
  ];
}
