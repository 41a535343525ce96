import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AggregateMeasureDef } from '../../../src/engine/definition/model';
import { loadModelModules } from '../../../server/definitions/discover';
import { createReportService } from '../../../server/reports/reportService';
import type { Warehouse } from '../../../server/warehouse/warehouse';
import { residentTableNames } from '../../../server/compiler/resident/tables';
import { joinClauses } from '../../../server/semantic/joins';
import { activityPairsTable, activityTable, priorDaysTable } from '../../../server/semantic/tables';
import { KEEP_PLAN_MAX_ROWS } from '../../../server/compiler/keepPlan';
import { dayNumber } from '../../../server/warehouse/resident';
import { openReportFixture, type ReportFixture } from '../reports/support';

let fx: ReportFixture;
let start: string;
beforeAll(async () => {
  fx = await openReportFixture();
  await fx.warehouse.resident!()!.hold(residentTableNames(fx.service.registry.models.values()));
  [{ start }] = (await fx.warehouse.query('SELECT CAST(min(start_date) AS VARCHAR) AS start FROM warehouse_meta')) as { start: string }[];
}, 600_000);
afterAll(async () => { await fx?.warehouse.close(); });

/** Ranges drawn from a fixed seed anywhere in the warehouse's days and a little beyond each end, of 1 day to all of them. */
function ranges(count: number, seed: number): { from: string; to: string }[] {
  let x = seed;
  const next = () => { x = (x * 1_103_515_245 + 12_345) % 2 ** 31; return x / 2 ** 31; };
  const days = dayjs(fx.service.dataEnd).diff(start, 'day');
  const out: { from: string; to: string }[] = [{ from: start, to: fx.service.dataEnd }];
  for (let i = 0; i < count; i++) {
    const from = Math.floor(next() * (days + 40)) - 20;
    const length = next() < 0.5 ? 1 + Math.floor(next() * 31) : 1 + Math.floor(next() * days);
    out.push({ from: dayjs(start).add(from, 'day').format('YYYY-MM-DD'), to: dayjs(start).add(from + length - 1, 'day').format('YYYY-MM-DD') });
  }
  return out;
}

describe("members' active days by previous day: exact distinct members over any range", () => {
  it('equal count(DISTINCT member) over the facts for ranges anywhere in the warehouse, every site and count', async () => {
    const models = Object.values(await loadModelModules()).filter((m) => m.activity);
    let compared = 0;
    for (const model of models) {
      const table = fx.warehouse.resident!()!.get([priorDaysTable(model)])?.get(priorDaysTable(model));
      expect(table?.rangeTable, `${priorDaysTable(model)} held`).toBeDefined();
      for (const range of ranges(12, model.id.length)) {
        const held = table!.rangeTable!(dayNumber(range.from), dayNumber(range.to));
        const site = held.columns.get('site_id') as { safe: Float64Array };
        for (const m of model.activity!.measures) {
          const def = model.measures[m] as AggregateMeasureDef;
          // the measure's own definition on the fact: its counted value and filter, by the fact's site
          const facts = await fx.warehouse.query(`SELECT f.site_id, count(DISTINCT ${def.sql}) AS n FROM ${[`${model.table} f`, ...joinClauses(model, new Set(def.join ? [def.join] : []))].join(' ')}
            WHERE f.${model.timeColumn} BETWEEN $1::DATE AND $2::DATE ${def.where ? `AND (${def.where})` : ''} GROUP BY 1 HAVING n > 0 ORDER BY 1`, [range.from, range.to]);
          const counts = held.columns.get(m) as { safe: Float64Array };
          const got = new Map([...site.safe].map((s, i) => [s, counts.safe[i]]));
          for (const r of facts) expect(got.get(Number(r.site_id)), `${model.id}.${m} site ${r.site_id} ${range.from}..${range.to}`).toBe(Number(r.n));
          // a site without a counted member has no row, or a zero (another count of the model is above zero)
          for (const [s, n] of got) if (!facts.some((r) => Number(r.site_id) === s)) expect(n, `${model.id}.${m} site ${s} ${range.from}..${range.to}`).toBe(0);
          compared += facts.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('answer site comparison over ranges anywhere from memory, as the raw facts do', async () => {
    const report = fx.service.registry.report('site_compare');
    for (const range of ranges(6, 7)) {
      const request = { filters: { range: { preset: 'custom', ...range } } };
      const [a, b] = await Promise.all([fx.service, fx.raw].map((s) => s.run(report, request, { siteIds: fx.siteIds }, fx.now)));
      const label = `${range.from}..${range.to}`;
      expect(a.meta.engine, `${label}: ${a.meta.fallbacks?.join('; ')}`).toBe('memory');
      expect(b.meta.engine, label).toBe('duckdb');
      expect(a.res.map((r) => [r.site_id, r.gm_dau, r.dpst_dau, r.gm_dau_prev, r.dpst_amt, r.apv_bet_prev]), label).toEqual(b.res.map((r) => [r.site_id, r.gm_dau, r.dpst_dau, r.gm_dau_prev, r.dpst_amt, r.apv_bet_prev]));
      expect([a.totals?.gm_dau, a.totals?.dpst_dau, a.totals?.gm_dau_prev], label).toEqual([b.totals?.gm_dau, b.totals?.dpst_dau, b.totals?.gm_dau_prev]);
    }
  });

  it('answer from memory where the members\' months and pairs a range reads in SQL are too large for a kept plan (scale 100: 7–9 million rows), as that SQL does', async () => {
    // the same warehouse without its held tables: every statement answered by its SQL
    const sqlOnly = await createReportService(Object.create(fx.warehouse, { resident: { value: () => undefined } }) as Warehouse, { cache: false });
    const activity = [...fx.service.registry.models.values()].filter((m) => m.activity).flatMap((m) => [activityTable(m), activityPairsTable(m)]);
    // the catalogs are the services' own maps of table sizes, read once at their start
    const catalogs = [fx.service.catalog, sqlOnly.catalog] as Map<string, number>[];
    const kept = catalogs.map((c) => new Map(activity.filter((t) => c.has(t)).map((t) => [t, c.get(t)!])));
    expect(kept[0].size).toBeGreaterThan(0);
    for (const [i, c] of catalogs.entries()) for (const t of kept[i].keys()) c.set(t, KEEP_PLAN_MAX_ROWS * 8);
    try {
      const report = fx.service.registry.report('site_dashboard');
      // ranges that start before the range counts' window: read in SQL from the members' pairs or months
      const old = ranges(6, 11).filter((r) => dayjs(r.from).isBefore(dayjs(fx.service.dataEnd).subtract(300, 'day')));
      expect(old.length).toBeGreaterThan(1);
      for (const range of old) {
        const request = { filters: { range: { preset: 'custom', ...range } } };
        const [a, b] = await Promise.all([fx.service, sqlOnly].map((s) => s.run(report, request, { siteIds: fx.siteIds }, fx.now)));
        const label = `${range.from}..${range.to}`;
        expect(a.meta.engine, `${label}: ${a.meta.fallbacks?.join('; ')}`).toBe('memory');
        expect(b.meta.engine, label).toBe('duckdb');
        expect(a.res, label).toEqual(b.res);
        expect(a.totals, label).toEqual(b.totals);
      }
    } finally {
      for (const [i, c] of catalogs.entries()) for (const [t, n] of kept[i]) c.set(t, n);
    }
  });
});
