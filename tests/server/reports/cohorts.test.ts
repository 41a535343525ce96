import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '../../../src/engine/request/types';
import { openReportFixture, type ReportFixture } from './support';

let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * The depositor cohorts written by hand: each member's first deposit day from the member table, its
 * days of play from the game facts, and the checkpoints' windows counted in JavaScript (dayjs adds
 * months as the warehouse does: the 31st plus a month is the month's last day).
 */
async function byHand(from: string, to: string, period: 'month' | 'week', siteIds: readonly number[]): Promise<Map<string, { count: number; back: number[]; eligible: number[] }>> {
  const sites = siteIds.join(', ');
  const rows = await fx.warehouse.query(`SELECT m.member_id, CAST(m.first_dpst_date AS VARCHAR) AS first, list(DISTINCT CAST(g.stat_date AS VARCHAR)) AS days
    FROM dim_member m LEFT JOIN fact_game_day g ON g.member_id = m.member_id AND g.site_id IN (${sites}) AND g.stat_date >= m.first_dpst_date
    WHERE m.site_id IN (${sites}) AND m.first_dpst_date BETWEEN $1::DATE AND $2::DATE GROUP BY ALL`, [from, to]);
  const end = dayjs(fx.service.dataEnd);
  const out = new Map<string, { count: number; back: number[]; eligible: number[] }>();
  for (const r of rows) {
    const first = dayjs(String(r.first));
    const key = period === 'month' ? first.startOf('month').format('YYYY-MM-DD') : first.subtract((first.day() + 6) % 7, 'day').format('YYYY-MM-DD');
    const cell = out.get(key) ?? { count: 0, back: MONTHS.map(() => 0), eligible: MONTHS.map(() => 0) };
    cell.count += 1;
    const days = ((r.days as (string | null)[] | null) ?? []).filter((d): d is string => d !== null);
    MONTHS.forEach((n, i) => {
      const open = first.add(n, 'month');
      const close = first.add(n + 1, 'month');
      if (close.isAfter(end.add(1, 'day'))) return;
      cell.eligible[i] += 1;
      if (days.some((d) => !dayjs(d).isBefore(open) && dayjs(d).isBefore(close))) cell.back[i] += 1;
    });
    out.set(key, cell);
  }
  return out;
}

function expectCohorts(result: ReportResult, want: Awaited<ReturnType<typeof byHand>>): void {
  expect(result.res.map((r) => String(r.cohort_period)).sort()).toEqual([...want.keys()].sort());
  for (const row of result.res) {
    const cell = want.get(String(row.cohort_period))!;
    expect(Number(row.cohort_count), String(row.cohort_period)).toBe(cell.count);
    MONTHS.forEach((n, i) => {
      expect(Number(row[`retained_${n}_count`]), `${String(row.cohort_period)} month ${n}`).toBe(cell.back[i]);
      expect(Number(row[`retained_${n}_eligible`])).toBe(cell.eligible[i]);
      if (cell.eligible[i] === 0) expect(row[`retained_${n}_rate`]).toBeNull();
      else expect(Number(row[`retained_${n}_rate`])).toBeCloseTo(cell.back[i] / cell.eligible[i], 12);
    });
  }
}

describe('cohorts by period (query kind cohort) against hand-written counts', () => {
  it("depositor cohorts by month: each month's first depositors, and how many played in each month after; the months not yet over are empty (the triangle)", async () => {
    const report = fx.service.registry.report('deposit_cohorts');
    const result = await fx.service.run(report, { filters: {} }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    const want = await byHand(from, to, 'month', fx.siteIds);
    expect(want.size).toBeGreaterThan(3);
    expectCohorts(result, want);
    // the triangle: a later cohort has no more checkpoints reached than an earlier one, and the last none
    const reached = [...result.res].sort((a, b) => String(a.cohort_period).localeCompare(String(b.cohort_period))).map((r) => MONTHS.filter((n) => r[`retained_${n}_rate`] !== null).length);
    for (let i = 1; i < reached.length; i++) expect(reached[i]).toBeLessThanOrEqual(reached[i - 1]);
    expect(reached[0]).toBeGreaterThan(reached[reached.length - 1]);
    // the totals row: every cohort together
    expect(Number(result.totals!.cohort_count)).toBe([...want.values()].reduce((a, c) => a + c.count, 0));
    expect(Number(result.totals!.retained_1_count)).toBe([...want.values()].reduce((a, c) => a + c.back[0], 0));
    // the answer says its rows are months, so the console names a cohort '2026-11', not by its first day
    expect(result.meta.time).toEqual({ field: 'cohort_period', grain: 'month' });
  });

  it('by week, on one site: the cohorts start on Mondays, and the filters reach both the first deposits and the play', async () => {
    const report = fx.service.registry.report('deposit_cohorts');
    const counts = await fx.warehouse.query('SELECT site_id, count(*) AS n FROM dim_member WHERE first_dpst_date IS NOT NULL GROUP BY 1 ORDER BY n DESC');
    const site = Number(counts.find((r) => fx.siteIds.includes(Number(r.site_id)))!.site_id);
    const result = await fx.service.run(report, { filters: { period: 'week', sites: [site], range: { preset: 'prev3m' } } }, { siteIds: fx.siteIds }, fx.now);
    const { from, to } = result.meta.range!;
    for (const row of result.res) expect(dayjs(String(row.cohort_period)).day()).toBe(1);
    expect(result.meta.time).toEqual({ field: 'cohort_period', grain: 'week' });
    expectCohorts(result, await byHand(from, to, 'week', [site]));
  });

  it('reads checkpoints in days, weeks and months from the active days two months at a time as from the days of play themselves', async () => {
    const report = fx.service.registry.report('deposit_cohorts');
    const q = report.query as Extract<typeof report.query, { kind: 'cohort' }>;
    const units = [['day', [0, 1, 3, 7, 14, 30]], ['week', [0, 1, 2, 4, 8]], ['month', [0, 1, 2]]] as const;
    for (const [unit, at] of units) {
      const rates = at.map((n) => `retained_${n}_rate`);
      const variant = {
        ...report, query: { ...q, checkpoints: { unit, at } },
        columns: [...report.columns.slice(0, 2), ...rates.map((field) => ({ field }))],
        chart: { ...report.chart!, series: rates },
      } as unknown as typeof report;
      for (const filters of [{}, { period: 'week', range: { preset: 'prev3m' } }]) {
        const [pairs, days] = await Promise.all([fx.service, fx.raw].map((s) => s.run(variant, { filters }, { siteIds: fx.siteIds }, fx.now)));
        expect(pairs.meta.source, unit).toContain('rollup_gaming_activity_pairs');
        expect(days.meta.source, unit).not.toContain('rollup_gaming_activity_pairs');
        expect(pairs.res.length).toBeGreaterThan(2);
        expect(pairs.res, `${unit} ${JSON.stringify(filters)}`).toEqual(days.res);
        expect(pairs.totals).toEqual(days.totals);
        // some members come back in the first windows, so the comparison is of counts, not of zeros
        expect(pairs.res.some((r) => Number(r[`retained_${at[1]}_count`]) > 0)).toBe(true);
      }
    }
  });

  it('a period no filter offers is refused, naming it', async () => {
    const report = fx.service.registry.report('deposit_cohorts');
    await expect(fx.service.run(report, { filters: { period: 'day' } }, { siteIds: fx.siteIds }, fx.now)).rejects.toMatchObject({ status: 9400 });
  });
});
