import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createReportService, type ReportService } from '../../../server/reports/reportService';
import { openDuckWarehouse, type DuckWarehouse } from '../../../server/warehouse/duckdb';
import gamingModel from '../../../models/gaming.model';
import { promoSegmentsSql } from '../../../server/semantic/promoSegments';
import { num } from './moneySupport';
import { CENT } from './support';

/**
 * The promotion recap keeps a member's promotions as bits of one word per site and 62 promotions
 * (server/compiler/kinds/promoRecap/duckdb.ts). The test warehouse never has more than 62 promotions
 * of a site in a range, nor a member claiming another site's promotion: a copy of it gets both
 * (64 more promotions on one site, members claiming in both of its words and in another site's
 * promotion), and the report must still equal an independent computation over the raw facts.
 */
let dir: string;
let wh: DuckWarehouse;
let service: ReportService;
let raw: ReportService;
let range: { preset: 'custom'; from: string; to: string };
let members: number[];

const one = async (sql: string, params: (string | number)[] = []) => (await wh.query(sql, params))[0] as Record<string, unknown>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'promo-words-'));
  const file = join(dir, 'warehouse.duckdb');
  copyFileSync(inject('warehouseFile'), file);
  wh = await openDuckWarehouse(file, { connections: 1 });
  const end = String((await one('SELECT max(end_date) AS d FROM warehouse_meta')).d);
  const from = String((await one(`SELECT (DATE '${end}' - 29)::VARCHAR AS d`)).d);
  range = { preset: 'custom', from, to: end };
  // the site whose members played most in the range, and ten of its members who played there
  const site = num((await one(`SELECT site_id FROM fact_game_day WHERE stat_date BETWEEN DATE '${from}' AND DATE '${end}' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`)).site_id);
  members = (await wh.query(`SELECT member_id FROM fact_game_day WHERE site_id = ${site} AND stat_date BETWEEN DATE '${from}' AND DATE '${end}'
    GROUP BY 1 ORDER BY count(DISTINCT stat_date) DESC, 1 LIMIT 10`)).map((r) => num(r.member_id));
  const firstPromo = num((await one('SELECT max(promo_id) + 1 AS id FROM dim_promo')).id);
  // 64 promotions of the site on staggered days of the range: with its own, more than one word
  await wh.query(`INSERT INTO dim_promo SELECT ${firstPromo} + i, ${site}, 'Word test ' || i, 2, 'deposit', []::VARCHAR[],
    DATE '${from}' + (i % 10)::INTEGER, DATE '${end}' - (i % 7)::INTEGER FROM range(64) t(i)`);
  // another site's promotion running in the range, claimed by one of these members
  const other = num((await one(`SELECT promo_id FROM dim_promo WHERE site_id <> ${site} AND promo_date_start <= DATE '${end}' AND promo_date_end >= DATE '${from}' ORDER BY promo_id LIMIT 1`)).promo_id);
  const firstClaim = num((await one('SELECT max(claim_id) + 1 AS id FROM fact_bonus')).id);
  // member j claims new promotions j, j + 10, …, and the last one (the second word), on days inside their periods
  await wh.query(`INSERT INTO fact_bonus SELECT ${firstClaim} + row_number() OVER (ORDER BY m.j, p.promo_id), greatest(p.promo_date_start, DATE '${from}') + (m.j % 3)::INTEGER, ${site}, m.member_id, p.promo_id, NULL,
      10, 0, 0, 0, 0, 1.25 + m.j, 0, 0, 0, 0
    FROM (SELECT unnest(${JSON.stringify(members)}::BIGINT[]) AS member_id, generate_subscripts(${JSON.stringify(members)}::BIGINT[], 1) AS j) m
    JOIN dim_promo p ON p.promo_id >= ${firstPromo} AND ((p.promo_id - ${firstPromo}) % 10 = m.j % 10 OR p.promo_id = ${firstPromo} + 63)`);
  await wh.query(`INSERT INTO fact_bonus SELECT ${firstClaim} + 10000, greatest(promo_date_start, DATE '${from}'), site_id, ${members[0]}, promo_id, NULL, 10, 0, 0, 0, 0, 3.5, 0, 0, 0, 0
    FROM dim_promo WHERE promo_id = ${other}`);
  // the members' play by promotion segment is cut by the calendar: made again, as a load makes it with its promotions
  await wh.query(promoSegmentsSql(gamingModel)!);
  service = await createReportService(wh, { cache: false });
  raw = await createReportService(wh, { cache: false, useRollups: false });
});

afterAll(async () => {
  await wh?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function recap(s: ReportService) {
  const report = s.registry.report('promo_entire');
  const sites = (await wh.query('SELECT site_id FROM dim_site ORDER BY 1')).map((r) => num(r.site_id));
  return s.run(report, { filters: { range }, page: { index: 0, size: 1000 } }, { siteIds: sites }, Date.parse(`${s.dataEnd}T12:00:00Z`));
}

describe('promotion recap over more than one word of promotions', () => {
  it('the copy has members with promotions in two words of a site and in two sites', async () => {
    const words = await one(`WITH p AS (SELECT promo_id, site_id, row_number() OVER (PARTITION BY site_id ORDER BY promo_id) - 1 AS idx FROM dim_promo
        WHERE promo_date_start <= $2::DATE AND promo_date_end >= $1::DATE)
      SELECT count(DISTINCT (p.site_id, p.idx // 62)) AS n, count(DISTINCT p.site_id) AS sites FROM fact_bonus b JOIN p USING (promo_id)
      WHERE b.member_id = $3 AND b.stat_date BETWEEN $1::DATE AND $2::DATE`, [range.from, range.to, members[0]]);
    expect(num(words.n)).toBeGreaterThanOrEqual(3);
    expect(num(words.sites)).toBe(2);
  });

  for (const [name, s] of [['rollups', () => service], ['raw facts', () => raw]] as const) {
    it(`every promotion and the totals equal the raw facts' (${name})`, async () => {
      const result = await recap(s());
      const p = [range.from, range.to];
      const expected = await wh.query(`WITH p AS (SELECT promo_id, greatest(promo_date_start, $1::DATE) AS f, least(promo_date_end, $2::DATE) AS t FROM dim_promo
          WHERE promo_date_start <= $2::DATE AND promo_date_end >= $1::DATE),
        c AS (SELECT b.promo_id, b.member_id, count(*) AS n, sum(b.bonus_amt_base) AS bonus FROM fact_bonus b JOIN p USING (promo_id) WHERE b.stat_date BETWEEN p.f AND p.t GROUP BY ALL),
        g AS (SELECT c.promo_id, sum(x.apv_bet_base) AS apv, sum(x.house_net_win_base) AS win FROM c JOIN p USING (promo_id) JOIN fact_game_day x ON x.member_id = c.member_id AND x.stat_date BETWEEN p.f AND p.t GROUP BY 1)
        SELECT p.promo_id, count(c.member_id) AS participants, coalesce(sum(c.n), 0) AS claims, coalesce(sum(c.bonus), 0) AS bonus, coalesce(any_value(g.apv), 0) AS apv, coalesce(any_value(g.win), 0) AS win
        FROM p LEFT JOIN c USING (promo_id) LEFT JOIN g USING (promo_id) GROUP BY 1`, p);
      expect(result.res.length).toBe(expected.length);
      const byId = new Map(result.res.map((r) => [num(r.promo_id), r]));
      for (const e of expected) {
        const row = byId.get(num(e.promo_id))!;
        expect(row.participant_count, String(e.promo_id)).toBe(num(e.participants));
        expect(row.claim_count).toBe(num(e.claims));
        expect(Math.abs(num(row.bonus_amt) - num(e.bonus))).toBeLessThan(CENT);
        expect(Math.abs(num(row.part_apv_bet) - num(e.apv))).toBeLessThan(CENT);
        expect(Math.abs(num(row.part_house_net_win) - num(e.win))).toBeLessThan(CENT);
      }
      // the totals: each participant once, each of its member-days in any of its promotions once
      const once = await one(`WITH p AS (SELECT promo_id, greatest(promo_date_start, $1::DATE) AS f, least(promo_date_end, $2::DATE) AS t FROM dim_promo
          WHERE promo_date_start <= $2::DATE AND promo_date_end >= $1::DATE),
        c AS (SELECT DISTINCT b.promo_id, b.member_id FROM fact_bonus b JOIN p USING (promo_id) WHERE b.stat_date BETWEEN p.f AND p.t),
        d AS (SELECT DISTINCT c.member_id, x.stat_date FROM c JOIN p USING (promo_id) JOIN fact_game_day x ON x.member_id = c.member_id AND x.stat_date BETWEEN p.f AND p.t)
        SELECT (SELECT count(DISTINCT member_id) FROM c) AS members, sum(x.apv_bet_base) AS apv, sum(x.house_net_win_base) AS win FROM d JOIN fact_game_day x USING (member_id, stat_date)`, p);
      const totals = result.totals!;
      expect(totals.participant_count).toBe(num(once.members));
      expect(Math.abs(num(totals.part_apv_bet) - num(once.apv))).toBeLessThan(CENT);
      expect(Math.abs(num(totals.part_house_net_win) - num(once.win))).toBeLessThan(CENT);
      // the members of two words are counted once, not once per word
      expect(num(totals.participant_count)).toBeLessThan(result.res.reduce((a, r) => a + num(r.participant_count), 0));
    });
  }
});
