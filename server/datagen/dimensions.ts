import { gameRows } from './catalog/games';
import { CMS, MARKETS, SITES } from './catalog/markets';
import { MEMBER_LEVELS, MEMBER_TAGS, PAY_PROVIDERS } from './catalog/people';
import { dayOf, type GenContext } from './context';
import { LEVEL_GAPS } from '../warehouse/schema';
import { lit, valuesTable } from './sql';

/** Markets, operating units, sites, domains, games, agents, channels, levels, tags and payment providers. */
export async function generateDimensions(ctx: GenContext): Promise<void> {
  const { run } = ctx;
  await run(`INSERT INTO dim_market SELECT * FROM ${valuesTable('m', ['c', 'n'], MARKETS.map((m) => [m.currency, m.name]))}`);
  await run(`INSERT INTO dim_cms SELECT * FROM ${valuesTable('c', ['i', 'n'], CMS.map((c) => [c.id, c.name]))}`);
  await run(`INSERT INTO dim_site SELECT id, name, grp, cur, cms, DATE '${ctx.startDate}' + to_months(launch)
    FROM ${valuesTable('s', ['id', 'name', 'grp', 'cur', 'cms', 'launch'], SITES.map((s) => [s.id, s.name, s.group, s.currency, s.cms, s.launchMonth]))}`);
  await run(`INSERT INTO dim_domain SELECT * FROM ${valuesTable('d', ['i', 's', 'f'], SITES.flatMap((s) => s.domains.map((d, i) => [s.id * 10 + i + 1, s.id, d])))}`);
  await run(`INSERT INTO dim_game SELECT * FROM ${valuesTable('g', ['id', 'b', 'k', 'kn', 'ti', 'tn'],
    gameRows().map((g) => [g.gameId, g.brand, g.kind.code, g.kind.name, g.themeId, g.title]))}`);
  await run(`INSERT INTO dim_agent SELECT s.id * 100 + n, s.id, 'ag_' || lower(s.name) || '_' || lpad(n::VARCHAR, 2, '0'),
      'A' || lpad(s.id::VARCHAR, 2, '0') || lpad(n::VARCHAR, 3, '0')
    FROM ${valuesTable('s', ['id', 'name', 'agents'], SITES.map((s) => [s.id, s.name, s.agents]))}, range(1, s.agents + 1) r(n)`);
  await run(`INSERT INTO dim_channel SELECT 'ch_' || substr(md5('${ctx.seed}/' || a.agent_id || '/' || c), 1, 10), a.agent_id, a.site_id
    FROM dim_agent a, range(2 + a.agent_id % 3) r(c)`);
  await run(`INSERT INTO dim_member_level (member_lv_id, member_lv_name, lv_order, threshold_apv_bet, threshold_dpst_amt, threshold_dpst_count)
    SELECT id, name, id, apv, dpst, cnt FROM ${valuesTable('l', ['id', 'name', 'apv', 'dpst', 'cnt'],
    MEMBER_LEVELS.map((l) => [l.id, l.name, l.apvBet, l.dpstAmt, l.dpstCount]))}`);
  await run(LEVEL_GAPS);
  await run(`INSERT INTO dim_member_tag SELECT * FROM ${valuesTable('t', ['i', 'c'], MEMBER_TAGS.map((t) => [t.id, t.code]))}`);
  await run(`INSERT INTO dim_pay_provider SELECT * FROM ${valuesTable('p', ['n', 'm'], PAY_PROVIDERS.flatMap((p) => p.methods.map((m) => [p.name, m])))}`);
  await generateFxRates(ctx);
  // Lookups the fact stages join on: a game by (kind, popularity rank), a channel by (agent, index).
  await run(`CREATE TEMP TABLE tmp_game AS SELECT * FROM ${valuesTable('g', ['kind_idx', 'idx', 'game_id'], gameRows().map((g) => [g.kindIdx, g.idx, g.gameId]))}`);
  await run(`CREATE TEMP TABLE tmp_channel AS SELECT agent_id, channel_token,
      (row_number() OVER (PARTITION BY agent_id ORDER BY channel_token) - 1)::INTEGER AS idx, count(*) OVER (PARTITION BY agent_id)::INTEGER AS n
    FROM dim_channel`);
}

/** A random walk per currency around its nominal rate; integer steps so the sums are exact. */
async function generateFxRates(ctx: GenContext): Promise<void> {
  const markets = valuesTable('m', ['currency', 'per_usd'], MARKETS.map((m) => [m.currency, m.perUsd]));
  await ctx.run(`INSERT INTO fx_rate
    SELECT ${dayOf(ctx, 't')}, currency, 1.0 / (per_usd * exp(walk / 1e6)) FROM (
      SELECT m.currency, m.per_usd, d.t,
        sum(round(2500 * ${ctx.r.n('fx', 'm.currency', 'd.t')})::BIGINT) OVER (PARTITION BY m.currency ORDER BY d.t) AS walk
      FROM ${markets}, range(${ctx.days}) d(t))
    UNION ALL SELECT ${dayOf(ctx, 't')}, ${lit('USD')}, 1.0 FROM range(${ctx.days}) d(t)`);
}
