import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_EFFECT_DAYS } from '../../../src/engine/kinds/promoEffect';
import { num, runAll } from './moneySupport';
import { openReportFixture, type ReportFixture } from './support';

// Rows that cover less than those beside them are marked (meta.marks: the grid's cells end with
// '*', the period line says why): a cohort week or month the range cuts, a promotion with fewer
// days after its start than the compared window.
let fx: ReportFixture;
beforeAll(async () => { fx = await openReportFixture(); });
afterAll(async () => { await fx?.warehouse.close(); });

const DAY = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** The Monday of a day's week. */
const monday = (day: string) => shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

describe('member conversion by registration cohort: the weeks the range cuts are marked', () => {
  const cohorts = (range: { from: string; to: string }, grain = 'week') => fx.service.run(fx.service.registry.report('member_cvt'),
    { filters: { range: { preset: 'custom', ...range }, grain }, section: 'cohorts', page: { index: 0, size: 200 } }, { siteIds: fx.siteIds }, fx.now);

  it('a range from a Wednesday to a Wednesday: its first and last weeks marked, each counting only the registrations inside the range', async () => {
    // the last Wednesday at least five weeks before the data's last day, and the Wednesday four weeks on
    const end = shift(monday(shift(fx.service.dataEnd, -35)), 2);
    const range = { from: end, to: shift(end, 28) };
    const r = await cohorts(range);
    const weeks = r.res.map((x) => String(x.stat_date)).sort();
    expect(weeks).toEqual([0, 7, 14, 21, 28].map((d) => shift(monday(range.from), d)));
    expect(r.meta.marks).toEqual([{ field: 'stat_date', values: [weeks[0], weeks[4]], noteKey: 'renderers.marks.cut.week', vars: range }]);
    // the cut weeks hold the registrations of their days inside the range only
    for (const week of [weeks[0], weeks[4]]) {
      const m = await fx.one(`SELECT count(*) n FROM dim_member WHERE reg_date BETWEEN greatest($1::DATE, $2::DATE) AND least($1::DATE + 6, $3::DATE)`, [week, range.from, range.to]);
      expect([week, r.res.find((x) => x.stat_date === week)!.reg_dau]).toEqual([week, num(m.n)]);
    }
  });

  it('whole weeks, Monday to Sunday, and days: nothing marked; whole months cut at their ends: marked by month', async () => {
    const from = monday(shift(fx.service.dataEnd, -60));
    expect((await cohorts({ from, to: shift(from, 27) })).meta.marks).toBeUndefined();
    expect((await cohorts({ from: shift(from, 3), to: shift(from, 10) }, 'day')).meta.marks).toBeUndefined();
    // from the middle of the month two months back (45 days before this month's first) to the 19th–22nd of last month
    const first = `${fx.service.dataEnd.slice(0, 7)}-01`;
    const months = await cohorts({ from: shift(first, -45), to: shift(first, -10) }, 'month');
    expect(months.res.length).toBe(2);
    expect(months.meta.marks?.[0]).toMatchObject({ field: 'stat_date', noteKey: 'renderers.marks.cut.month' });
    expect(months.meta.marks![0].values).toEqual(months.res.map((x) => String(x.stat_date)).sort());
  });
});

describe('site trend by week: the weeks the range cuts are marked whichever page is on screen', () => {
  it('a range from a Sunday: the week before it, holding that one day, is marked on the first page, which holds the newest weeks only', async () => {
    // a Sunday about thirteen weeks before the data's last day, to the Saturday twelve weeks on
    const from = shift(monday(shift(fx.service.dataEnd, -91)), 6);
    const range = { from, to: shift(from, 83) };
    const r = await fx.service.run(fx.service.registry.report('site_trend'),
      { filters: { range: { preset: 'custom', ...range }, grain: 'week', metrics: ['apv_bet'] }, page: { index: 0, size: 20 } }, { siteIds: fx.siteIds }, fx.now);
    const onPage = new Set(r.res.map((x) => String(x.stat_date)));
    expect(onPage.has(monday(from))).toBe(false);
    expect(r.meta.marks).toEqual([{ field: 'stat_date', values: [monday(from), monday(range.to)], noteKey: 'renderers.marks.cut.week', vars: range }]);
    // the chart holds the cut first week (the console names it with the mark: chartMarks.test.ts)
    expect(r.chart!.categories).toContain(monday(from));
  });

  it('by month, a range running past the data: the month after the data, which has no row, is not marked', async () => {
    // from 20 days before the data's last day to the 6th of the month after it
    const end = fx.service.dataEnd;
    const next = new Date(Date.UTC(Number(end.slice(0, 4)), Number(end.slice(5, 7)), 1)).toISOString().slice(0, 10);
    const range = { from: shift(end, -20), to: shift(next, 5) };
    const r = await fx.service.run(fx.service.registry.report('site_trend'),
      { filters: { range: { preset: 'custom', ...range }, grain: 'month', metrics: ['apv_bet'] } }, { siteIds: fx.siteIds }, fx.now);
    const months = [...new Set(r.res.map((x) => String(x.stat_date)))].sort();
    expect(months).not.toContain(next);
    expect(months.at(-1)).toBe(`${end.slice(0, 7)}-01`);
    // only the first month is cut where the data has rows (unless the range starts on its first day)
    const cut = range.from.endsWith('-01') ? [] : [months[0]];
    expect(r.meta.marks ?? []).toEqual(cut.length ? [{ field: 'stat_date', values: cut, noteKey: 'renderers.marks.cut.month', vars: range }] : []);
  });
});

describe('promotion comparison: the promotions with fewer days after their start than the window', () => {
  it('are marked by their days, and the totals row adds up only the promotions with the whole window, as the facts give them', async () => {
    const N = PROMO_EFFECT_DAYS;
    const { rows, totals, meta } = await runAll(fx, 'promo_compare');
    const { from, to } = meta.range!;
    const short = [...new Set(rows.map((r) => num(r.effect_days_after)).filter((d) => d < N))].sort((a, b) => a - b);
    expect(short.length, 'the default range ends with promotions inside their window').toBeGreaterThan(0);
    expect(meta.marks).toEqual([{ field: 'effect_days_after', values: short, noteKey: 'renderers.marks.shortWindow', vars: { days: N } }]);
    // the totals from the facts: the compared participants' active days and deposits per day, over the promotions whose 14 days after the start have data
    const whole = await fx.one(`WITH p AS (SELECT promo_id, promo_date_start AS s, promo_date_end AS e FROM dim_promo
        WHERE promo_date_start BETWEEN $1::DATE AND $2::DATE AND promo_date_start + ${N - 1} <= $3::DATE),
      parts AS (SELECT DISTINCT b.promo_id, b.member_id FROM fact_bonus b JOIN p USING (promo_id) WHERE b.stat_date BETWEEN p.s AND p.e),
      cmp AS (SELECT parts.* FROM parts JOIN p USING (promo_id) JOIN dim_member m USING (member_id) WHERE m.reg_date <= p.s - ${N}),
      act AS (SELECT count(DISTINCT (c.promo_id, l.member_id, l.stat_date)) FILTER (WHERE l.stat_date < p.s) AS b, count(DISTINCT (c.promo_id, l.member_id, l.stat_date)) FILTER (WHERE l.stat_date >= p.s) AS a
        FROM cmp c JOIN p USING (promo_id) JOIN fact_login l ON l.member_id = c.member_id AND l.stat_date BETWEEN p.s - ${N} AND p.s + ${N - 1}),
      dep AS (SELECT sum(t.amount_base) FILTER (WHERE t.stat_date < p.s) AS b, sum(t.amount_base) FILTER (WHERE t.stat_date >= p.s) AS a
        FROM cmp c JOIN p USING (promo_id) JOIN fact_transaction t ON t.member_id = c.member_id AND t.stat_date BETWEEN p.s - ${N} AND p.s + ${N - 1}
        WHERE t.trans_type IN (3, 10, 26) AND t.trans_status = 'succ')
      SELECT (SELECT count(*) FROM p) AS promos, act.b AS act_b, act.a AS act_a, dep.b AS dep_b, dep.a AS dep_a FROM act, dep`, [from, to, fx.service.dataEnd]);
    expect(rows.filter((r) => num(r.effect_days_after) === N).length).toBe(num(whole.promos));
    expect(num(totals!.active_before)).toBeCloseTo(num(whole.act_b ?? 0) / N, 6);
    expect(num(totals!.active_after)).toBeCloseTo(num(whole.act_a ?? 0) / N, 6);
    expect(num(totals!.dpst_amt_before)).toBeCloseTo(num(whole.dep_b ?? 0) / N, 2);
    expect(num(totals!.dpst_amt_after)).toBeCloseTo(num(whole.dep_a ?? 0) / N, 2);
    // the lifts of the totals row from its own figures
    expect(num(totals!.active_lift)).toBeCloseTo((num(totals!.active_after) - num(totals!.active_before)) / Math.abs(num(totals!.active_before)), 9);
  });
});
