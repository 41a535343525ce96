import { GAME_KINDS, GAME_SLOTS } from './catalog/games';
import { MARKETS, SITES } from './catalog/markets';
import { PLATFORMS } from './catalog/enums';
import type { GenContext } from './context';
import { valuesTable, weightedIndex } from './sql';

/** Share of members who leave after their registration day; the rest live a heavy-tailed lifetime. */
const ONE_DAY_SHARE = 0.55;
/** Lomax lifetime (days) of the others: P(L ≥ k) = (1 + (k − 1) / LIFE_SCALE) ^ −LIFE_ALPHA. */
const LIFE_ALPHA = 0.5;
const LIFE_SCALE = 3;
/** Pareto tail of a member's typical daily turnover in USD. */
const WEALTH_ALPHA = 1.3;
const WEALTH_MIN_USD = 7;

/**
 * tmp_member: every member's hidden behaviour, drawn once from hashes of the member id: whether
 * they log in, game and deposit, how long they stay, how sticky and how rich they are, which game
 * kinds they like, their platform, agent and channel.
 */
export async function generateMembers(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const u = (tag: string) => r.u(tag, 'b.member_id');
  const sites = valuesTable('s', ['site_id', 'currency', 'agents'], SITES.map((s) => [s.id, s.currency, s.agents]));
  const markets = valuesTable('mk', ['currency', 'per_usd', 'round_to'], MARKETS.map((m) => [m.currency, m.perUsd, m.roundTo]));
  const kindShares = GAME_KINDS.map((k) => k.share);
  const kindPack = Array.from({ length: GAME_SLOTS }, (_, j) => `${weightedIndex(kindShares, `u_kind${j}`)} * ${8 ** j}`).join(' + ');
  await run(`CREATE TEMP TABLE tmp_member AS
    WITH draws AS (
      SELECT b.*, s.currency, mk.per_usd, mk.round_to, s.agents, ${ctx.days - 1} - b.reg_t AS horizon,
        ${u('login')} < 0.93 AS logs_in, ${u('gamer')} < 0.8 AS gamer_draw, ${u('depositor')} < 0.66 AS depositor_draw,
        CASE WHEN ${u('life0')} < ${ONE_DAY_SHARE} THEN 0
          ELSE least(5000, 1 + floor(${LIFE_SCALE} * (pow(1 - ${u('life')}, -1 / ${LIFE_ALPHA}) - 1)))::INTEGER END AS life_draw,
        ${u('stick')} AS u_stick, ${u('wealth')} AS u_wealth, ${r.n('stake', 'b.member_id')} AS n_stake,
        ${Array.from({ length: GAME_SLOTS }, (_, j) => `${u(`kind${j}`)} AS u_kind${j}`).join(', ')},
        ${u('platform')} AS u_platform, ${u('regplat')} AS u_regplat, ${u('games')} AS games_factor,
        ${u('agent')} AS u_agent, ${u('agentpick')} AS u_agentpick, ${u('channel')} AS u_channel, ${u('chpick')} AS u_chpick,
        ${u('dep_p')} AS u_dep, ${u('wd_p')} AS u_wd
      FROM tmp_member_base b JOIN ${sites} ON s.site_id = b.site_id JOIN ${markets} ON mk.currency = s.currency
    ), lives AS (
      SELECT *, logs_in AND gamer_draw AS gamer,
        least(horizon, CASE WHEN logs_in AND gamer_draw THEN life_draw ELSE life_draw // 5 END) AS life
      FROM draws
    )
    SELECT member_id, site_id, reg_t, currency, per_usd, round_to, logs_in, gamer, gamer AND depositor_draw AS depositor, life,
      -- long-lived members are stickier and richer: that is what makes a VIP
      least(0.93, 0.1 + 0.55 * u_stick + 0.25 * least(1, ln(1 + life_draw) / 6.5)) AS stick,
      least(2500, pow(1 - u_wealth, -1 / ${WEALTH_ALPHA})) * ${WEALTH_MIN_USD} * pow(1 + life_draw / 150.0, 0.5) AS wealth,
      0.08 * pow(least(2500, pow(1 - u_wealth, -1 / ${WEALTH_ALPHA})) * ${WEALTH_MIN_USD}, 0.6) * exp(0.35 * n_stake) AS stake,
      (${kindPack})::INTEGER AS kind_pack, games_factor,
      ${weightedIndex(PLATFORMS.map((p) => p.share), 'u_platform')}::TINYINT AS platform,
      CASE WHEN u_regplat < 0.85 THEN ${weightedIndex(PLATFORMS.map((p) => p.share), 'u_platform')}
        ELSE ${weightedIndex(PLATFORMS.map((p) => p.share), '(u_regplat - 0.85) / 0.15')} END::TINYINT AS reg_platform,
      0.1 + 0.35 * u_dep AS dep_p, 0.06 + 0.22 * u_wd AS wd_p,
      CASE WHEN u_agent < 0.35 THEN site_id * 100 + 1 + floor(agents * pow(u_agentpick, 1.6))::INTEGER END AS agent_id,
      u_channel, u_chpick
    FROM lives`);
}
