import { describe, expect, it } from 'vitest';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q, one } = useTestWarehouse();

describe('members of the test warehouse', () => {
  it('add up by status and by type to the member count, with every value of spec §3 present', async () => {
    const total = Number((await one(`SELECT count(*) AS n FROM dim_member`)).n);
    const byStatus = await q(`SELECT member_status AS v, count(*) AS n FROM dim_member GROUP BY 1 ORDER BY 1`);
    const byType = await q(`SELECT member_type AS v, count(*) AS n FROM dim_member GROUP BY 1 ORDER BY 1`);
    expect(byStatus.map((r) => r.v)).toEqual([0, 1, 2, 3, 4]);
    expect(byType.map((r) => r.v)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(byStatus.reduce((a, r) => a + Number(r.n), 0)).toBe(total);
    expect(byType.reduce((a, r) => a + Number(r.n), 0)).toBe(total);
    // plausible shares: most members are normal and regular
    expect(Number(byStatus[0].n) / total).toBeGreaterThan(0.7);
    expect(Number(byType[1].n) / total).toBeGreaterThan(0.6);
  });

  it('derives the member date fields from the facts', async () => {
    const r = await one(`WITH l AS (SELECT member_id, max(stat_date) AS d FROM fact_login GROUP BY 1),
        g AS (SELECT member_id, max(stat_date) AS d FROM fact_game_day GROUP BY 1),
        dep AS (SELECT member_id, max(stat_date) AS d, min(stat_date) AS first_d FROM fact_transaction WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ' GROUP BY 1),
        w AS (SELECT member_id, max(stat_date) AS d FROM fact_transaction WHERE trans_type IN (4, 28, -10) AND trans_status = 'succ' GROUP BY 1)
      SELECT count(*) AS n,
        count(*) FILTER (WHERE m.login_date_max IS DISTINCT FROM l.d) AS login,
        count(*) FILTER (WHERE m.gm_date_max IS DISTINCT FROM g.d) AS gm,
        count(*) FILTER (WHERE m.dpst_date_max IS DISTINCT FROM dep.d) AS dpst,
        count(*) FILTER (WHERE m.first_dpst_date IS DISTINCT FROM dep.first_d) AS first_dpst,
        count(*) FILTER (WHERE m.wdrl_date_max IS DISTINCT FROM w.d) AS wdrl,
        count(*) FILTER (WHERE m.second_dpst_date < m.first_dpst_date OR (m.second_dpst_date IS NOT NULL AND m.first_dpst_date IS NULL)) AS second_dpst,
        count(*) FILTER (WHERE m.life_date_max IS DISTINCT FROM greatest(l.d, g.d, dep.d, w.d)) AS life,
        count(*) FILTER (WHERE m.life_days IS DISTINCT FROM m.life_date_max - m.reg_date) AS life_days
      FROM dim_member m LEFT JOIN l USING (member_id) LEFT JOIN g USING (member_id) LEFT JOIN dep USING (member_id) LEFT JOIN w USING (member_id)`);
    expect(r).toMatchObject({ login: 0, gm: 0, dpst: 0, first_dpst: 0, wdrl: 0, second_dpst: 0, life: 0, life_days: 0 });
  });

  it('keeps each member at the level of their last level change, and levels only go up', async () => {
    const r = await one(`SELECT
        (SELECT count(*) FROM fact_level_change WHERE to_lv_id <= from_lv_id) AS down,
        (SELECT count(*) FROM dim_member m LEFT JOIN (SELECT member_id, arg_max(to_lv_id, change_date) AS lv FROM fact_level_change GROUP BY 1) c USING (member_id)
          WHERE m.member_lv_id <> coalesce(c.lv, (SELECT member_lv_id FROM dim_member_level ORDER BY lv_order LIMIT 1))) AS mismatched,
        (SELECT count(DISTINCT member_lv_id) FROM dim_member) AS levels_used`);
    expect(r).toMatchObject({ down: 0, mismatched: 0 });
    expect(Number(r.levels_used)).toBeGreaterThanOrEqual(5);
  });

  it('moves members up with activity: higher levels turn over more', async () => {
    const rows = await q(`SELECT m.member_lv_id AS lv, avg(coalesce(g.apv, 0)) AS apv FROM dim_member m
      LEFT JOIN (SELECT member_id, sum(apv_bet_base) AS apv FROM fact_game_day GROUP BY 1) g USING (member_id) GROUP BY 1 ORDER BY 1`);
    for (let i = 1; i < rows.length; i++) expect(Number(rows[i].apv), `level ${rows[i].lv}`).toBeGreaterThan(Number(rows[i - 1].apv));
  });

  it('has unique usernames, identities in the market and a small minority of hostile values', async () => {
    const r = await one(`SELECT count(*) AS n, count(DISTINCT (site_id, member_username)) AS distinct_names,
        count(*) FILTER (WHERE real_name LIKE '%<%' OR member_username LIKE '%<%' OR real_name LIKE '=%' OR member_username LIKE '=%') AS hostile,
        count(*) FILTER (WHERE email NOT LIKE '%@%.%') AS bad_email, count(*) FILTER (WHERE phone NOT LIKE '+%') AS bad_phone
      FROM dim_member`);
    expect(r.distinct_names).toBe(r.n);
    expect(Number(r.hostile)).toBeGreaterThanOrEqual(12);
    expect(Number(r.hostile)).toBeLessThanOrEqual(3 * 12);
    expect(r).toMatchObject({ bad_email: 0, bad_phone: 0 });
    const vn = await one(`SELECT count(*) FILTER (WHERE phone LIKE '+84%') AS vn_phone, count(*) AS n FROM dim_member JOIN dim_site USING (site_id) WHERE site_currency = 'VND'`);
    expect(vn.vn_phone).toBe(vn.n);
  });

  it('gives every member tags and relations that make sense', async () => {
    const tags = await q(`SELECT t.member_tag_code AS code, count(*) AS n FROM member_tag_map JOIN dim_member_tag t USING (member_tag_id) GROUP BY 1`);
    expect(tags.length).toBeGreaterThanOrEqual(10);
    const links = await q(`SELECT link_type, count(*) FILTER (WHERE n >= 2) AS shared FROM (SELECT link_type, link_key, count(*) AS n FROM member_link GROUP BY 1, 2) GROUP BY 1`);
    expect(links.map((l) => l.link_type).sort()).toEqual(['bank', 'device', 'ip']);
    for (const l of links) expect(Number(l.shared), String(l.link_type)).toBeGreaterThan(5);
  });
});
