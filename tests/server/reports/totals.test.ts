import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRatio } from '../../../src/engine/definition/model';
import { needsCriteria } from '../../../src/engine/report/sampleFilters';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

describe('every report on the demo warehouse', () => {
  it('answers with rows for its default filters', async () => {
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report)) continue; // run with their criteria in member*.test.ts
      const result = await fx.service.run(report, {}, { siteIds: fx.siteIds }, fx.now);
      expect(result.res.length, report.id).toBeGreaterThan(0);
      expect(result.total, report.id).toBeGreaterThanOrEqual(result.res.length);
    }
  });

  it('totals of additive measures equal the sum of the rows; distinct counts are counted over the whole set', async () => {
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report)) continue; // run with their criteria in member*.test.ts
      if (report.query.kind !== 'model') continue;
      const result = await fx.service.run(report, { page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);
      const rows = [...result.res];
      for (let index = 1; rows.length < result.total; index++) {
        rows.push(...(await fx.service.run(report, { page: { index, size: 200 } }, { siteIds: fx.siteIds }, fx.now)).res);
      }
      expect(rows.length, report.id).toBe(result.total);
      // a query's top: the rows it keeps and "Others", which gathers the rest, make up the totals
      if (result.others) rows.push(result.others.row);
      for (const name of report.query.measures) {
        const def = fx.service.registry.measures.get(name)!.measures[name];
        const sum = rows.reduce((acc, r) => acc + Number(r[name] ?? 0), 0);
        const total = Number(result.totals![name] ?? 0);
        if (isRatio(def)) continue;
        if (def.agg === 'sum' || def.agg === 'count') expect(total, `${report.id}.${name}`).toBeCloseTo(sum, 2);
        if (def.agg === 'countDistinct') expect(total, `${report.id}.${name}`).toBeLessThanOrEqual(sum);
      }
    }
  });

  it('ratios in the totals row are computed from the totals, never averaged', async () => {
    const report = fx.service.registry.report('site_compare');
    const { totals } = await fx.service.run(report, {}, { siteIds: fx.siteIds }, fx.now);
    expect(Number(totals!.house_edge)).toBeCloseTo(Number(totals!.house_net_win) / Number(totals!.apv_bet), 9);
  });

  it('gives the same figures from rollups as from raw facts', async () => {
    for (const report of fx.service.registry.reports.values()) {
      if (needsCriteria(report)) continue; // run with their criteria in member*.test.ts
      const request = { page: { index: 0, size: 200 } };
      const a = await fx.service.run(report, request, { siteIds: fx.siteIds }, fx.now);
      const b = await fx.raw.run(report, request, { siteIds: fx.siteIds }, fx.now);
      expect(b.res.length, report.id).toBe(a.res.length);
      a.res.forEach((row, i) => {
        for (const [k, v] of Object.entries(row)) {
          if (typeof v === 'number') expect(Number(b.res[i][k]), `${report.id}[${i}].${k}`).toBeCloseTo(v, 2);
          else expect(b.res[i][k], `${report.id}[${i}].${k}`).toEqual(v);
        }
      });
    }
  });

  it('restricts every figure to the operator scope', async () => {
    const report = fx.service.registry.report('site_compare');
    const one = await fx.service.run(report, {}, { siteIds: [fx.siteIds[0]] }, fx.now);
    expect(one.res.map((r) => r.site_id)).toEqual([fx.siteIds[0]]);
    const all = await fx.service.run(report, {}, { siteIds: fx.siteIds }, fx.now);
    expect(Number(one.totals!.apv_bet)).toBeCloseTo(Number(all.res.find((r) => r.site_id === fx.siteIds[0])!.apv_bet), 2);
  });
});
