import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { PROMO_EFFECT_DAYS, PROMO_EFFECT_TABLE } from '../../../server/semantic/promoEffectDays';
import { catalogWithout, openReportFixture, type ReportFixture } from './support';

// The promotions' window sums built at load (semantic/promoEffectDays.ts) answer the promotion
// comparison as joining each promotion's compared members to their member-days does.
let fx: ReportFixture;
let without: ReportService;
beforeAll(async () => {
  fx = await openReportFixture();
  // the same warehouse as if the table had not been built
  without = await createReportService(catalogWithout(fx.warehouse, [PROMO_EFFECT_TABLE]), { cache: false });
});
afterAll(async () => { await fx?.warehouse.close(); });

const N = PROMO_EFFECT_DAYS;
const answer = (service: ReportService, request: Record<string, unknown>, siteIds = fx.siteIds) =>
  service.run(service.registry.report('promo_compare'), { page: { index: 0, size: 500 }, ...request }, { siteIds }, fx.now);

describe('the promotions’ window sums', () => {
  it('hold, per promotion, site and day, the sums of its compared participants’ member-days in its windows', async () => {
    const [check] = await fx.warehouse.query(`WITH w AS (SELECT promo_id, promo_date_start - ${N} AS b_from, promo_date_start + ${N - 1} AS a_to, promo_date_start, promo_date_end FROM dim_promo),
      c AS (SELECT DISTINCT b.promo_id, b.member_id, w.b_from, w.a_to FROM fact_bonus b JOIN w ON w.promo_id = b.promo_id AND b.stat_date BETWEEN w.promo_date_start AND w.promo_date_end
        JOIN dim_member m ON m.member_id = b.member_id WHERE m.reg_date <= w.b_from),
      direct AS (SELECT c.promo_id, g.site_id, g.stat_date, sum(g.house_net_win_base) AS win FROM c JOIN fact_game_day g ON g.member_id = c.member_id AND g.stat_date BETWEEN c.b_from AND c.a_to GROUP BY ALL),
      stored AS (SELECT promo_id, site_id, stat_date, house_net_win AS win FROM ${PROMO_EFFECT_TABLE} WHERE house_net_win IS NOT NULL)
      SELECT (SELECT count(*) FROM direct) AS n, (SELECT count(*) FROM stored) AS stored,
        (SELECT count(*) FROM direct d FULL JOIN stored s USING (promo_id, site_id, stat_date) WHERE d.win IS DISTINCT FROM s.win) AS differ`);
    expect(Number(check.n)).toBeGreaterThan(100);
    expect(Number(check.stored)).toBe(Number(check.n));
    expect(Number(check.differ)).toBe(0);
  });

  for (const [label, request, one] of [
    ['defaults', {}, false],
    ['two years', { filters: { range: { preset: 'prev24m' } } }, false],
    ['one site', { filters: { range: { preset: 'prev12m' } } }, true],
  ] as const) {
    it(`answer the promotion comparison as the member-days do: ${label}`, async () => {
      // one site: the one with the most promotions starting in the year before the data's last day
      const busiest = async () => Number((await fx.one(`SELECT site_id FROM dim_promo WHERE promo_date_start BETWEEN $1::DATE - 365 AND $1::DATE
        GROUP BY 1 ORDER BY count(*) DESC, site_id LIMIT 1`, [fx.service.dataEnd])).site_id);
      const sites = one ? [await busiest()] : fx.siteIds;
      const [stored, joined] = await Promise.all([answer(fx.service, request, sites), answer(without, request, sites)]);
      expect(stored.meta.source).toContain(PROMO_EFFECT_TABLE);
      expect(joined.meta.source).not.toContain(PROMO_EFFECT_TABLE);
      expect(stored.res.length).toBeGreaterThan(0);
      expect(stored.res).toEqual(joined.res);
      expect(stored.totals).toEqual(joined.totals);
    });
  }

  it('are not read in another currency (a day’s sum converted at once would round other than its member-days)', async () => {
    const r = await answer(fx.service, { currency: 'THB' });
    expect(r.meta.source).not.toContain(PROMO_EFFECT_TABLE);
  });

  it("take their length from the report's parameter: 7 days answer each promotion's participants' GGR per day as written by hand over 7 days, past its window sums (14 days)", async () => {
    const days = 7;
    const result = await answer(fx.service, { filters: { range: { preset: 'prev12m' }, windowDays: days } });
    expect(result.meta.source).not.toContain(PROMO_EFFECT_TABLE);
    expect(result.res.length).toBeGreaterThan(5);
    const hand = new Map((await fx.warehouse.query(`WITH w AS (SELECT promo_id, promo_date_start - ${days} AS b_from, promo_date_start + ${days - 1} AS a_to, promo_date_start, promo_date_end FROM dim_promo),
      c AS (SELECT DISTINCT b.promo_id, b.member_id, w.b_from, w.a_to, w.promo_date_start FROM fact_bonus b JOIN w ON w.promo_id = b.promo_id AND b.stat_date BETWEEN w.promo_date_start AND w.promo_date_end
        JOIN dim_member m ON m.member_id = b.member_id WHERE m.reg_date <= w.b_from)
      SELECT c.promo_id, count(DISTINCT c.member_id) AS compared,
        coalesce(sum(g.house_net_win_base) FILTER (WHERE g.stat_date < c.promo_date_start), 0) / ${days} AS before
      FROM c LEFT JOIN fact_game_day g ON g.member_id = c.member_id AND g.stat_date BETWEEN c.b_from AND c.a_to GROUP BY 1`)).map((r) => [Number(r.promo_id), r]));
    let compared = 0;
    for (const row of result.res) {
      const h = hand.get(Number(row.promo_id));
      if (!h) { expect(row.effect_member_count, String(row.promo_id)).toBe(0); continue; }
      expect(row.effect_member_count, String(row.promo_id)).toBe(Number(h.compared));
      expect(Number(row.house_net_win_before), String(row.promo_id)).toBeCloseTo(Number(h.before), 2);
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
    // the default is the 14 days the window sums hold; a value outside 1 to 90 is refused by the plan as by the filter's schema
    expect((await answer(fx.service, { filters: { range: { preset: 'prev12m' } } })).meta.source).toContain(PROMO_EFFECT_TABLE);
    await expect(answer(fx.service, { filters: { windowDays: 91 } })).rejects.toMatchObject({ status: 9400, message: expect.stringContaining("the parameter 'window_days'") });
  });
});
