import { compileReport } from '../server/compiler/pipeline';
import type { ReportService } from '../server/reports/reportService';
import type { Warehouse } from '../server/warehouse/warehouse';
import { HANDWRITTEN } from './handwritten';
import { requestsOf } from './reportTimes';
import { summarize, type Summary } from './stats';

export interface HandComparison {
  id: string;
  compiled: Summary;
  hand: Summary;
  ratio: number;
}

/**
 * For each report with hand-written SQL: compile (raw facts, no rollups) and run the page
 * statement, against running the hand-written SQL, alternately in the same process.
 */
export async function compareWithHandwritten(raw: ReportService, warehouse: Warehouse, siteIds: number[], nowMs: number, runs: number): Promise<HandComparison[]> {
  const out: HandComparison[] = [];
  for (const [id, sql] of Object.entries(HANDWRITTEN)) {
    const report = raw.registry.reports.get(id);
    if (!report) continue;
    const ctx = raw.context(nowMs);
    const first = compileReport(report, requestsOf(report).defaults, { siteIds }, ctx);
    const range = first.range!;
    const prev = first.previousRange ?? range;
    // the values are the benchmark's own, so the hand-written SQL states them as literals
    const values = [`DATE '${range.from}'`, `DATE '${range.to}'`, `DATE '${prev.from}'`, `DATE '${prev.to}'`, String(Number(siteIds[0]))];
    const handSql = sql.replace(/\$(\d)/g, (_, n: string) => values[Number(n) - 1]);
    const compiledTimes: number[] = [];
    const handTimes: number[] = [];
    for (let i = -1; i < runs; i++) {
      let t0 = performance.now();
      const c = compileReport(report, requestsOf(report).defaults, { siteIds }, ctx);
      const page = c.print({ op: 'page' });
      await warehouse.query(page.sql, page.params);
      const tc = performance.now() - t0;
      t0 = performance.now();
      await warehouse.query(handSql);
      const th = performance.now() - t0;
      if (i >= 0) { compiledTimes.push(tc); handTimes.push(th); }
    }
    const compiled = summarize(compiledTimes);
    const hand = summarize(handTimes);
    out.push({ id, compiled, hand, ratio: compiled.p50 / hand.p50 });
    console.log(`  ${id}: compiled ${compiled.p50.toFixed(1)} ms, hand-written ${hand.p50.toFixed(1)} ms`);
  }
  return out;
}
