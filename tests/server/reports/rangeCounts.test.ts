import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previousPeriod, RANGE_PRESETS, rangeDays, resolveRange, type ResolvedRange } from '../../../src/engine/dates/presets';
import type { AggregateMeasureDef } from '../../../src/engine/definition/model';
import { loadModelModules } from '../../../server/definitions/discover';
import { joinClauses } from '../../../server/semantic/joins';
import { createReportService } from '../../../server/reports/reportService';
import { RANGE_COUNT_DAYS, rangeCountsFirstDay, rangeCountsTable } from '../../../server/semantic/tables';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

/** Every preset's range and its previous period, as the server resolves them on the data's last day and the seven days after. */
function presetRanges(end: string): ResolvedRange[] {
  const out = new Map<string, ResolvedRange>();
  for (let i = 0; i <= 7; i++) {
    const today = dayjs(end).add(i, 'day').format('YYYY-MM-DD');
    for (const preset of RANGE_PRESETS.filter((p) => p !== 'custom')) {
      const range = resolveRange({ preset }, today);
      for (const r of [range, previousPeriod(range)]) out.set(`${r.from}..${r.to}`, r);
    }
  }
  return [...out.values()];
}

describe('range counts: exact distinct members by site for every range up to their length', () => {
  it("equal count(DISTINCT member) over the facts for every preset's range and previous period, every site and count", async () => {
    const models = Object.values(await loadModelModules()).filter((m) => m.activity);
    const [{ start }] = await fx.warehouse.query('SELECT min(start_date) AS start FROM warehouse_meta');
    const span = { from: String(start), to: fx.service.dataEnd };
    const ranges = presetRanges(fx.service.dataEnd);
    let compared = 0;
    for (const model of models) {
      const table = rangeCountsTable(model);
      for (const range of ranges) {
        const clamped = { from: range.from < span.from ? span.from : range.from, to: range.to > span.to ? span.to : range.to };
        const stored = clamped.from > clamped.to ? [] : await fx.warehouse.query(`SELECT site_id, ${model.activity!.measures.join(', ')} FROM ${table} WHERE from_date = $1::DATE AND to_date = $2::DATE ORDER BY site_id`, [clamped.from, clamped.to]);
        if (clamped.from <= clamped.to && (rangeDays(clamped) > RANGE_COUNT_DAYS || clamped.from < rangeCountsFirstDay(span.from, span.to))) {
          expect(stored, `${table} ${range.from}..${range.to} is longer or earlier than the counts hold`).toEqual([]);
          continue;
        }
        for (const m of model.activity!.measures) {
          const def = model.measures[m] as AggregateMeasureDef;
          // the measure's own definition on the fact: its counted value and filter, by the fact's site
          const facts = await fx.warehouse.query(`SELECT f.site_id, count(DISTINCT ${def.sql}) AS n FROM ${[`${model.table} f`, ...joinClauses(model, new Set(def.join ? [def.join] : []))].join(' ')}
            WHERE f.${model.timeColumn} BETWEEN $1::DATE AND $2::DATE ${def.where ? `AND (${def.where})` : ''} GROUP BY 1 HAVING n > 0 ORDER BY 1`, [range.from, range.to]);
          const got = new Map(stored.map((r) => [Number(r.site_id), Number(r[m])]));
          for (const r of facts) expect(got.get(Number(r.site_id)), `${table}.${m} site ${r.site_id} ${range.from}..${range.to}`).toBe(Number(r.n));
          // a site without any counted member has no row, or a zero (another count of the model is above zero)
          for (const [site, n] of got) if (!facts.some((r) => Number(r.site_id) === site)) expect(n, `${table}.${m} site ${site}`).toBe(0);
          compared += facts.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('answer the defaults of site comparison, and a custom range inside them, as the raw facts do; a longer range falls back to the active days by month', async () => {
    const report = fx.service.registry.report('site_compare');
    const end = fx.service.dataEnd;
    const cases: [string, Record<string, unknown>, 'counts' | 'months'][] = [
      ['defaults', {}, 'counts'],
      ['a custom 45 days', { range: { preset: 'custom', from: dayjs(end).subtract(60, 'day').format('YYYY-MM-DD'), to: dayjs(end).subtract(16, 'day').format('YYYY-MM-DD') } }, 'counts'],
      ['a custom 200 days', { range: { preset: 'custom', from: dayjs(end).subtract(210, 'day').format('YYYY-MM-DD'), to: dayjs(end).subtract(11, 'day').format('YYYY-MM-DD') } }, 'months'],
      ['a range past the data end', { range: { preset: 'custom', from: dayjs(end).subtract(9, 'day').format('YYYY-MM-DD'), to: dayjs(end).add(20, 'day').format('YYYY-MM-DD') } }, 'counts'],
    ];
    for (const [label, filters, read] of cases) {
      const request = { filters };
      const [a, b] = await Promise.all([fx.service, fx.raw].map((s) => s.run(report, request, { siteIds: fx.siteIds }, fx.now)));
      expect(a.meta.source.some((t) => t.endsWith('_range_counts')), label).toBe(read === 'counts');
      expect(a.res.length, label).toBeGreaterThan(0);
      expect(a.res.map((r) => [r.site_id, r.gm_dau, r.dpst_dau, r.gm_dau_prev]), label).toEqual(b.res.map((r) => [r.site_id, r.gm_dau, r.dpst_dau, r.gm_dau_prev]));
      expect([a.totals?.gm_dau, a.totals?.dpst_dau, a.totals?.gm_dau_prev], label).toEqual([b.totals?.gm_dau, b.totals?.dpst_dau, b.totals?.gm_dau_prev]);
    }
  });

  it('are not read where the warehouse has none (an older warehouse, ClickHouse): the same answer from the active days', async () => {
    const without = await createReportService(fx.warehouse, { cache: false });
    for (const table of [...without.catalog.keys()].filter((t) => t.endsWith('_range_counts'))) (without.catalog as Map<string, number>).delete(table);
    const report = fx.service.registry.report('site_dashboard');
    const [a, b] = await Promise.all([fx.service, without].map((s) => s.run(report, {}, { siteIds: fx.siteIds }, fx.now)));
    expect(a.meta.source.some((t) => t.endsWith('_range_counts'))).toBe(true);
    expect(b.meta.source.some((t) => t.endsWith('_range_counts'))).toBe(false);
    expect(a.res).toEqual(b.res);
    expect(a.totals).toEqual(b.totals);
  });
});
