import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../server/compiler/rateBook';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { PROMO_SEGMENTS_TABLE } from '../../../server/semantic/promoSegments';
import { catalogWithout, openReportFixture, type ReportFixture } from './support';

// The promotion recap reads its participants' play by promotion segment (a site's days between two
// changes of the promotions running) where a segment lies inside the range, and by day at the range's
// ends. The segments are checked against the promotion calendar and the member-days, and the recap
// against the same recap read by day only.

let fx: ReportFixture;
let byDay: ReportService;
beforeAll(async () => {
  fx = await openReportFixture();
  // the same warehouse, its catalog without the segments: every recap read by day
  byDay = await createReportService(catalogWithout(fx.warehouse, [PROMO_SEGMENTS_TABLE]), { cache: false });
});
afterAll(async () => { await fx?.warehouse.close(); });

describe('members\' play by promotion segment', () => {
  it('holds, for each run of days with the same promotions running at a site, every member\'s sums of those days', async () => {
    // the calendar's runs found another way: each site-day's running promotions as a list, islands of equal lists
    const islands = `WITH days AS (SELECT s.site_id, d::DATE AS d FROM (SELECT DISTINCT site_id FROM dim_promo) s,
        unnest(range((SELECT min(promo_date_start) FROM dim_promo), (SELECT max(promo_date_end) FROM dim_promo) + 1, INTERVAL 1 DAY)) t(d)),
      running AS (SELECT x.site_id, x.d, list(p.promo_id ORDER BY p.promo_id) AS ids FROM days x
        JOIN dim_promo p ON p.site_id = x.site_id AND x.d BETWEEN p.promo_date_start AND p.promo_date_end GROUP BY ALL),
      marked AS (SELECT *, CASE WHEN lag(ids) OVER w IS DISTINCT FROM ids OR lag(d) OVER w <> d - 1 THEN 1 ELSE 0 END AS starts FROM running WINDOW w AS (PARTITION BY site_id ORDER BY d)),
      numbered AS (SELECT *, sum(starts) OVER (PARTITION BY site_id ORDER BY d) AS island FROM marked)
      SELECT site_id, island, min(d) AS seg_start, max(d) AS seg_end FROM numbered GROUP BY ALL`;
    const expected = `WITH i AS (${islands}) SELECT f.site_id, f.member_id, i.seg_start, i.seg_end, sum(f.apv_bet) AS apv_bet, sum(f.house_net_win) AS house_net_win,
      sum(f.apv_bet_local) AS apv_bet_local, sum(f.house_net_win_local) AS house_net_win_local
      FROM rollup_gaming_member_day f JOIN i ON i.site_id = f.site_id AND f.stat_date BETWEEN i.seg_start AND i.seg_end GROUP BY ALL`;
    const stored = `SELECT site_id, member_id, seg_start, seg_end, apv_bet, house_net_win, apv_bet_local, house_net_win_local FROM ${PROMO_SEGMENTS_TABLE}`;
    const [missing, extra, count] = await Promise.all([
      fx.one(`SELECT count(*)::INTEGER AS n FROM (SELECT * FROM (${expected}) EXCEPT SELECT * FROM (${stored}))`),
      fx.one(`SELECT count(*)::INTEGER AS n FROM (SELECT * FROM (${stored}) EXCEPT SELECT * FROM (${expected}))`),
      fx.one(`SELECT count(*)::INTEGER AS n, count(DISTINCT (site_id, seg_start))::INTEGER AS segments FROM ${PROMO_SEGMENTS_TABLE}`),
    ]);
    expect(Number(count.n)).toBeGreaterThan(1000);
    expect(Number(count.segments)).toBeGreaterThan(20);
    expect(Number(missing.n)).toBe(0);
    expect(Number(extra.n)).toBe(0);
  });
});

describe('the promotion recap by segment', () => {
  const run = (service: ReportService, filters: Record<string, unknown>) =>
    service.run(service.registry.report('promo_entire'), { filters, page: { index: 0, size: 500 } }, { siteIds: fx.siteIds }, fx.now);

  it('answers as read by day: ranges cutting segments at both ends, inside one segment, one site, a promotion type', async () => {
    const end = String((await fx.one('SELECT max(stat_date)::VARCHAR AS d FROM fact_game_day')).d);
    // a segment of at least five days with play, well inside the history: a range within it, and one cutting it at its middle
    const seg = await fx.one(`SELECT site_id, seg_start::VARCHAR AS a, seg_end::VARCHAR AS b FROM ${PROMO_SEGMENTS_TABLE}
      WHERE seg_end - seg_start >= 4 AND seg_end < DATE '${end}' - 60 GROUP BY ALL ORDER BY count(*) DESC, a LIMIT 1`);
    const [a, b] = [String(seg.a), String(seg.b)];
    const cases: [string, Record<string, unknown>][] = [
      ['inside one segment', { range: { preset: 'custom', from: addDays(a, 1), to: addDays(b, -1) } }],
      ['cutting segments at both ends', { range: { preset: 'custom', from: addDays(a, 2), to: addDays(end, -40) } }],
      ['two years', { range: { preset: 'custom', from: addDays(end, -729), to: end } }],
      ['one site', { range: { preset: 'custom', from: addDays(a, 2), to: end }, sites: [Number(seg.site_id)] }],
      ['a promotion type', { range: { preset: 'custom', from: addDays(end, -400), to: addDays(end, -3) }, promoType: 1 }],
    ];
    for (const [label, filters] of cases) {
      const [segments, days] = await Promise.all([run(fx.service, filters), run(byDay, filters)]);
      expect(segments.meta.source, label).toContain(PROMO_SEGMENTS_TABLE);
      expect(days.meta.source, label).not.toContain(PROMO_SEGMENTS_TABLE);
      expect(segments.res.length, label).toBeGreaterThan(0);
      expect(segments.res, label).toEqual(days.res);
      expect(segments.totals, label).toEqual(days.totals);
      expect(segments.chart, label).toEqual(days.chart);
    }
  });
});
