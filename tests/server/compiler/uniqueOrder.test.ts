import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import { needsCriteria, sampleFilters } from '../../../src/engine/report/sampleFilters';
import { sortableFields } from '../../../src/engine/request/sortableFields';
import { compileReport, run } from '../../../server/compiler/pipeline';
import type { Row } from '../../../server/warehouse/warehouse';
import { openReportFixture, type ReportFixture } from '../reports/support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const keyOf = (row: Row, keys: readonly string[]) => JSON.stringify(keys.map((k) => row[k]));
const requestFor = (report: ReportDefinition) => (needsCriteria(report) ? { filters: sampleFilters(report) } : {});

/**
 * Every sort ends with a unique key (SECURITY.md, "the same answer every time"): the plan names the
 * fields that make a row unique and every ORDER BY ends with them, so two runs order ties alike and
 * offset paging neither repeats nor skips a row.
 */
describe('every sort ends with a unique key', () => {
  it('names, for every report and section, key fields that no two of its rows share', async () => {
    let checked = 0;
    for (const report of fx.service.registry.reports.values()) {
      for (const section of [undefined, ...(report.sections ?? []).map((s) => s.id)]) {
        const request = { ...requestFor(report), ...(section ? { section } : {}) };
        const compiled = compileReport(report, request, { siteIds: fx.siteIds }, fx.service.context(fx.now), true);
        const rows = await run(fx.warehouse, compiled.print({ op: 'page' }), 60_000);
        const label = `${report.id}${section ? `/${section}` : ''} keyed by [${compiled.keys.join(', ')}]`;
        if (!compiled.keys.length) {
          expect(rows.length, label).toBeLessThanOrEqual(1);
          continue;
        }
        for (const k of compiled.keys) expect(rows.every((r) => k in r), `${label}: field ${k} in its rows`).toBe(true);
        expect(new Set(rows.map((r) => keyOf(r, compiled.keys))).size, label).toBe(rows.length);
        if (rows.length > 1) checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  }, 600_000);

  it('pages a sort with many ties to the end and finds each row exactly once', async () => {
    // a remotely paged report and one of its columns where many rows share a value: the ties are what paging must not repeat or skip
    let paged = 0;
    for (const report of fx.service.registry.reports.values()) {
      if (report.paging.mode !== 'remote' || report.list) continue;
      const base = requestFor(report);
      const ctx = fx.service.context(fx.now);
      const whole = compileReport(report, base, { siteIds: fx.siteIds }, ctx, true);
      const all = await run(fx.warehouse, whole.print({ op: 'page' }), 60_000);
      if (all.length < 40) continue;
      const tied = sortableFields(report).filter((f) => f in all[0])
        .map((field) => ({ field, distinct: new Set(all.map((r) => String(r[field]))).size }))
        .filter((c) => c.distinct > 1 && c.distinct <= all.length / 4)
        .sort((a, b) => a.distinct - b.distinct)[0];
      if (!tied) continue;
      const seen = new Map<string, number>();
      const size = 7;
      for (let index = 0; index * size < all.length; index++) {
        const compiled = compileReport(report, { ...base, sort: [{ field: tied.field, dir: 'desc' }], page: { index, size } }, { siteIds: fx.siteIds }, ctx);
        for (const row of await run(fx.warehouse, compiled.print({ op: 'page' }), 60_000)) {
          const key = keyOf(row, compiled.keys);
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
      const label = `${report.id} sorted by ${tied.field} (${tied.distinct} values over ${all.length} rows)`;
      expect([...seen.values()].filter((n) => n !== 1), label).toEqual([]);
      expect(seen.size, label).toBe(all.length);
      paged++;
      if (paged >= 3) break;
    }
    expect(paged).toBeGreaterThan(0);
  }, 600_000);
});
