import type { ReportRequest } from '../src/engine/request/types';
import type { ReportService } from '../server/reports/reportService';
import { timeExport, type ExportTiming } from './exportTimes';

const TARGETS = [100_000, 500_000];

/** Member levels whose members add up to at most `target`, the largest such sum (a search an operator could make). */
function levelsFor(counts: { id: number; n: number }[], target: number): { ids: number[]; n: number } {
  let best = { ids: [] as number[], n: 0 };
  const walk = (i: number, ids: number[], n: number) => {
    if (n > target) return;
    if (n > best.n) best = { ids: [...ids], n };
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

/** Member levels whose members add up to at least `target`, the smallest such sum. */
function levelsAbove(counts: { id: number; n: number }[], target: number): { ids: number[]; n: number } {
  let best = { ids: counts.map((c) => c.id), n: counts.reduce((a, c) => a + c.n, 0) };
  for (let mask = 1; mask < 1 << Math.min(counts.length, 16); mask++) {
    const picked = counts.filter((_, i) => mask & (1 << i));
    const n = picked.reduce((a, c) => a + c.n, 0);
    if (n >= target && n < best.n) best = { ids: picked.map((c) => c.id), n };
  }
  return best;
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
    const { ids, n } = atLeast ? levelsAbove(counts, target) : levelsFor(counts, target);
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
