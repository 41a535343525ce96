import type { ReportRequest } from '../src/engine/request/types';
import type { ReportService } from '../server/reports/reportService';
import { timeExport, type ExportTiming } from './exportTimes';

const TARGETS = [100_000, 500_000];

type LevelCount = { id: number; n: number };

/**
 * The set of member levels whose members add up closest to `target` (a search an operator could
 * make): from below (at most `target`, the largest such sum), or with `atLeast` from above (at least
 * `target`, the smallest such sum; every level when none reaches it).
 */
function levelsNear(counts: readonly LevelCount[], target: number, atLeast: boolean): { ids: number[]; n: number } {
  let best = atLeast ? { ids: counts.map((c) => c.id), n: counts.reduce((a, c) => a + c.n, 0) } : { ids: [] as number[], n: 0 };
  const walk = (i: number, ids: number[], n: number) => {
    if (!atLeast && n > target) return; // a larger set only adds members
    if (atLeast ? n >= target && n < best.n : n > best.n) best = { ids: [...ids], n };
    for (let j = i; j < counts.length; j++) walk(j + 1, [...ids, counts[j].id], n + counts[j].n);
  };
  walk(0, [], 0);
  return best;
}

export interface ExportRequest {
  target: number;
  sites: number[];
  levels: number[];
  request: ReportRequest;
}

/**
 * Member search exports of about 100k and 500k rows (the list cap is 500,000): for each target,
 * the operator's sites are the fewest largest sites that hold it, and the levels those whose
 * members there add up closest to it from below (from above with `atLeast`).
 */
export async function exportRequests(service: ReportService, siteIds: number[], targets = TARGETS, atLeast = false): Promise<ExportRequest[]> {
  const bySite = await service.warehouse.query('SELECT site_id AS id, count(*) AS n FROM dim_member GROUP BY 1 ORDER BY 2 DESC');
  const out: ExportRequest[] = [];
  for (const target of targets) {
    const sites: number[] = [];
    let held = 0;
    for (const s of bySite) {
      if (held >= target) break;
      sites.push(Number(s.id));
      held += Number(s.n);
    }
    const rows = await service.warehouse.query(`SELECT member_lv_id AS id, count(*) AS n FROM dim_member WHERE site_id IN (${sites.join(', ')}) GROUP BY 1 ORDER BY 1`);
    const counts = rows.map((r) => ({ id: Number(r.id), n: Number(r.n) }));
    const { ids, n } = levelsNear(counts, target, atLeast);
    if (atLeast ? n < target : n < target / 4) continue;
    out.push({ target, sites: sites.filter((s) => siteIds.includes(s)), levels: ids, request: { filters: { memberLevels: ids } } });
  }
  return out;
}

/** The member search exports of exportRequests, timed. */
export async function exportBench(service: ReportService, siteIds: number[], nowMs: number): Promise<ExportTiming[]> {
  const report = service.registry.reports.get('member_search');
  if (!report) return [];
  const out: ExportTiming[] = [];
  for (const e of await exportRequests(service, siteIds)) {
    const t = await timeExport(service, report, e.request, e.sites, nowMs);
    out.push(t);
    console.log(`  ${t.report} (${e.sites.length} sites, ${e.levels.length} levels): ${t.rows} rows in ${t.seconds.toFixed(2)} s, peak +${t.peakMb.toFixed(0)} MB`);
  }
  return out;
}
