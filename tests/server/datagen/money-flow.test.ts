import { describe, expect, it } from 'vitest';
import { useTestWarehouse } from '../../setup/testWarehouse';

const { q, one } = useTestWarehouse();

describe('behaviour of money in the test warehouse', () => {
  it('is heavy-tailed: the top 1% of depositors hold a large share and ranking buckets differ by orders of magnitude', async () => {
    const buckets = await q(`WITH d AS (SELECT member_id, sum(amount_base) AS s FROM fact_transaction
        WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ' GROUP BY 1),
      r AS (SELECT s, percent_rank() OVER (ORDER BY s DESC) AS pr FROM d)
      SELECT CASE WHEN pr < 0.01 THEN 'p99' WHEN pr < 0.5 THEN 'p50' ELSE 'p00' END AS bucket,
        avg(s) AS avg_amt, sum(s) / (SELECT sum(s) FROM d) AS share FROM r GROUP BY 1`);
    const b = Object.fromEntries(buckets.map((x) => [x.bucket, x]));
    expect(Number(b.p99.share)).toBeGreaterThan(0.25);
    expect(Number(b.p99.avg_amt) / Number(b.p00.avg_amt)).toBeGreaterThan(100);
    expect(Number(b.p50.avg_amt) / Number(b.p00.avg_amt)).toBeGreaterThan(3);
  });

  it('keeps the house edge positive per game kind over the history and per month, but not every day', async () => {
    const kinds = await q(`SELECT game_kind_code AS k, sum(house_net_win_base) / sum(apv_bet_base) AS edge FROM fact_game_day JOIN dim_game USING (game_id) GROUP BY 1`);
    expect(kinds).toHaveLength(7);
    for (const k of kinds) expect(Number(k.edge), String(k.k)).toBeGreaterThan(0.005);
    const edge = Object.fromEntries(kinds.map((k) => [k.k, Number(k.edge)]));
    expect(edge.lottery).toBeGreaterThan(2 * edge.live);
    // months where the kind had enough play for its edge to show
    const months = await q(`SELECT game_kind_code AS k, date_trunc('month', stat_date) AS m, sum(house_net_win_base) / sum(apv_bet_base) AS edge
      FROM fact_game_day JOIN dim_game USING (game_id) GROUP BY 1, 2 HAVING count(*) >= 1000`);
    expect(months.length).toBeGreaterThan(50);
    expect(months.filter((m) => Number(m.edge) <= 0).map((m) => `${m.k} ${m.m}`)).toEqual([]);
    const losingDays = await one(`SELECT count(*) AS n FROM (SELECT stat_date, game_kind_code, sum(house_net_win_base) AS w
      FROM fact_game_day JOIN dim_game USING (game_id) GROUP BY 1, 2) WHERE w < 0`);
    expect(Number(losingDays.n)).toBeGreaterThan(20);
  });

  it('wins on every month × game kind, over all sites and on each site, however little was played (DATA.md)', async () => {
    // GGR is the house's net win: in the base currency over all sites, in the site's own currency on one site
    const losing = await q(`SELECT 'all sites' AS site, game_kind_code AS k, strftime(stat_date, '%Y-%m') AS m, sum(house_net_win_base) AS ggr
        FROM fact_game_day JOIN dim_game USING (game_id) GROUP BY ALL HAVING sum(house_net_win_base) <= 0
      UNION ALL
      SELECT site_id::VARCHAR, game_kind_code, strftime(stat_date, '%Y-%m'), sum(house_net_win)
        FROM fact_game_day JOIN dim_game USING (game_id) GROUP BY ALL HAVING sum(house_net_win) <= 0
      UNION ALL
      SELECT site_id::VARCHAR || ' (base)', game_kind_code, strftime(stat_date, '%Y-%m'), sum(house_net_win_base)
        FROM fact_game_day JOIN dim_game USING (game_id) GROUP BY ALL HAVING sum(house_net_win_base) <= 0`);
    expect(losing.map((c) => `${c.site} ${c.k} ${c.m}: ${c.ggr}`)).toEqual([]);
    const cells = await one(`SELECT count(*) AS n, count(*) FILTER (WHERE plays < 50) AS thin FROM (
      SELECT count(*) AS plays FROM fact_game_day JOIN dim_game USING (game_id) GROUP BY site_id, game_kind_code, date_trunc('month', stat_date))`);
    // the check covers thinly played cells too, where luck alone would often lose
    expect(Number(cells.thin)).toBeGreaterThan(20);
    expect(Number(cells.n)).toBeGreaterThan(500);
  });

  it('narrows the funnel: login, gaming, first deposit, second deposit', async () => {
    const f = await one(`SELECT
        (SELECT count(DISTINCT member_id) FROM fact_login) AS login,
        (SELECT count(DISTINCT member_id) FROM fact_game_day) AS gaming,
        (SELECT count(*) FROM (SELECT member_id FROM fact_transaction WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ' GROUP BY 1)) AS first_dpst,
        (SELECT count(*) FROM (SELECT member_id FROM fact_transaction WHERE trans_type IN (3, 10, 26) AND trans_status = 'succ' GROUP BY 1 HAVING count(*) >= 2)) AS second_dpst`);
    const steps = [f.login, f.gaming, f.first_dpst, f.second_dpst].map(Number);
    expect(steps[3]).toBeGreaterThan(0);
    for (let i = 1; i < steps.length; i++) expect(steps[i] / steps[i - 1]).toBeLessThan(0.95);
  });

  it('has payment providers that differ in fail rate and speed', async () => {
    const rows = await q(`SELECT pay_3party_name AS p,
        count(*) FILTER (WHERE trans_status = 'fail') / count(*) FILTER (WHERE trans_status IN ('succ', 'fail')) AS fail_rate,
        quantile_cont(epoch(finish_time - submit_time), 0.5) FILTER (WHERE trans_status = 'succ') AS p50,
        quantile_cont(epoch(finish_time - submit_time), 0.9) FILTER (WHERE trans_status = 'succ') AS p90,
        quantile_cont(epoch(finish_time - submit_time), 0.99) FILTER (WHERE trans_status = 'succ') AS p99
      FROM fact_transaction WHERE pay_3party_name IS NOT NULL GROUP BY 1`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const fails = rows.map((r) => Number(r.fail_rate));
    const p50s = rows.map((r) => Number(r.p50));
    expect(Math.max(...fails) / Math.min(...fails)).toBeGreaterThan(3);
    expect(Math.max(...p50s) / Math.min(...p50s)).toBeGreaterThan(3);
    for (const r of rows) {
      expect(Number(r.p99)).toBeGreaterThan(Number(r.p90));
      expect(Number(r.p90)).toBeGreaterThan(Number(r.p50));
    }
    const manual = await one(`SELECT count(*) FILTER (WHERE pay_3party_name IS NOT NULL OR handler_name IS NULL) AS bad, count(*) AS n FROM fact_transaction WHERE trans_type IN (3, 4)`);
    expect(Number(manual.n)).toBeGreaterThan(0);
    expect(manual.bad).toBe(0);
  });
});
