import Fastify from 'fastify';
import type { Warehouse } from '../server/warehouse/warehouse';

/**
 * One hand-written site × period query over the DuckDB rollups: each site's turnover and house net
 * win in the period and the previous one of the same length, its deposits, growth and rank. What a
 * bare endpoint would run for a site report: the yardstick of the console's cost per request.
 */
export const SITE_PERIOD_SQL = `
  WITH cur AS (SELECT site_id, sum(apv_bet) bet, sum(house_net_win) win, sum(gm_dau) gamer_days FROM rollup_gaming_site_day WHERE stat_date BETWEEN $1 AND $2 GROUP BY 1),
  prev AS (SELECT site_id, sum(apv_bet) bet, sum(house_net_win) win FROM rollup_gaming_site_day WHERE stat_date BETWEEN $3 AND $4 GROUP BY 1),
  dep AS (SELECT site_id, sum(dpst_amt) dpst, sum(dpst_count) dpst_count, sum(wdrl_amt) wdrl FROM rollup_transaction_site_day WHERE stat_date BETWEEN $1 AND $2 GROUP BY 1)
  SELECT s.site_id, s.site_name, s.site_currency, cur.bet, cur.win, cur.win / nullif(cur.bet, 0) edge, cur.gamer_days, dep.dpst, dep.dpst_count, dep.wdrl,
    prev.bet prev_bet, prev.win prev_win, (cur.bet - prev.bet) / nullif(prev.bet, 0) bet_growth, (cur.win - prev.win) / nullif(prev.win, 0) win_growth,
    rank() OVER (ORDER BY cur.bet DESC) bet_rank, cur.bet / sum(cur.bet) OVER () bet_share
  FROM dim_site s JOIN cur USING (site_id) LEFT JOIN prev USING (site_id) LEFT JOIN dep USING (site_id)
  ORDER BY bet_rank, s.site_id`;

function previousOf(from: string, to: string): [string, string] {
  const day = 86_400_000;
  const f = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - f) / day) + 1;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return [iso(f - days * day), iso(f - day)];
}

/** A bare Fastify endpoint on loopback: POST /site-period {from, to} → the rows of SITE_PERIOD_SQL, no session, no compiler, no cache. */
export async function startBareEndpoint(warehouse: Warehouse) {
  const app = Fastify({ logger: false });
  app.post('/site-period', async (request) => {
    const { from, to } = request.body as { from: string; to: string };
    const [prevFrom, prevTo] = previousOf(from, to);
    return { status: 1, result: { res: await warehouse.query(SITE_PERIOD_SQL, [from, to, prevFrom, prevTo]) } };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, close: () => app.close() };
}
