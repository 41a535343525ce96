import { sortableFields } from '../src/engine/request/sortableFields';
import type { ReportService } from '../server/reports/reportService';
import { summarize, type Summary } from './stats';

export interface MemberSearchTiming {
  /** Members the search matched (above the cap the list is not shown). */
  matched: number;
  capped: boolean;
  firstPage: Summary;
  laterPages: Summary;
}

/**
 * The member search over every member of every site, by level: the first page runs the search
 * (sorted keys, cached per search), later pages read their own 50 rows by key. Each run is a new
 * search (a different sort), so no first page is served from an earlier run's keys.
 */
export async function memberSearchBench(service: ReportService, siteIds: number[], nowMs: number, runs: number): Promise<MemberSearchTiming | null> {
  const report = service.registry.reports.get('member_search');
  if (!report) return null;
  const levels = (await service.warehouse.query('SELECT member_lv_id AS id, count(*) AS n FROM dim_member GROUP BY 1 ORDER BY 2 DESC')).map((r) => ({ id: Number(r.id), n: Number(r.n) }));
  // the largest set of levels under the cap, so the list is shown and paged
  const cap = report.list?.cap ?? 500_000;
  const chosen: number[] = [];
  let matched = 0;
  for (const l of levels) if (matched + l.n <= cap) { chosen.push(l.id); matched += l.n; }
  const sorts = sortableFields(report).slice(0, 6);
  const first: number[] = [];
  const later: number[] = [];
  let capped = false;
  for (let i = 0; i < runs; i++) {
    const sort = [{ field: sorts[i % sorts.length], dir: i % 2 ? 'asc' as const : 'desc' as const }];
    const filters = { memberLevels: chosen };
    let t0 = performance.now();
    const page0 = await service.run(report, { filters, sort, page: { index: 0, size: 50 } }, { siteIds }, nowMs);
    first.push(performance.now() - t0);
    capped = Boolean((page0.meta as { capped?: unknown }).capped);
    for (const index of [1, 2, 10, 100, Math.floor(Math.min(page0.total, cap) / 50) - 1]) {
      if (index < 1) continue;
      t0 = performance.now();
      await service.run(report, { filters, sort, page: { index, size: 50 } }, { siteIds }, nowMs);
      later.push(performance.now() - t0);
    }
  }
  return { matched, capped, firstPage: summarize(first), laterPages: summarize(later) };
}
