import type { ReportResult } from '../../../src/engine/request/types';
import type { ReportFixture } from './support';

/** Every row of a report (all pages), with the first page's totals, chart and meta. */
export async function runAll(fx: ReportFixture, id: string, filters: Record<string, unknown> = {}, siteIds = fx.siteIds): Promise<ReportResult & { rows: Record<string, unknown>[] }> {
  const report = fx.service.registry.report(id);
  const first = await fx.service.run(report, { filters, page: { index: 0, size: 200 } }, { siteIds }, fx.now);
  const rows = [...first.res];
  for (let index = 1; rows.length < first.total; index++) {
    rows.push(...(await fx.service.run(report, { filters, page: { index, size: 200 } }, { siteIds }, fx.now)).res);
  }
  return { ...first, rows };
}

/** The sum of a field over rows (nulls as 0). */
export const sumOf = (rows: readonly Record<string, unknown>[], field: string): number => rows.reduce((a, r) => a + Number(r[field] ?? 0), 0);

export const num = (v: unknown): number => Number(v);
