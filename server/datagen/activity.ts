import type { GenContext } from './context';
import { dayOf } from './context';
import { pick } from './sql';

/**
 * Retention is read at these days after registration (spec §9). Inside their lifetime a member is
 * active at either all of them or none (one draw per member, with the same probability as any
 * other early day), so retention at a later checkpoint can never exceed an earlier one for any
 * cohort, while the day-by-day curve shows no bumps. Other days are drawn independently.
 */
export const CHECKPOINTS = [0, 1, 3, 7, 14] as const;
/** New members play more in their first two weeks. */
const EARLY_DAYS = 14;
const EARLY_EXTRA = 0.15;
/** Activity, deposits and stakes of campaign participants inside the campaign window. */
export const BOOST = { activity: 1.8, deposit: 1.7, turnover: 1.3 } as const;
const WEEKDAY_PLAY = [0.92, 0.9, 0.92, 0.96, 1.06, 1.14, 1.1];
/**
 * Breaks: after the early days a member's life runs in blocks of BREAK_BLOCK days, and in a block
 * it may stay away for a stretch of BREAK_DAYS (a holiday, a lost interest, a promotion that brings
 * it back), the less sticky the likelier. So members come back after a week, a few weeks or more
 * than a month, as an operator's members do, and not only after the day or two of independent days.
 */
const BREAK_BLOCK = 45;
const BREAK_DAYS = { min: 6, spread: 34 } as const;

/**
 * tmp_site_day: per site and day, the date, the weekday factor, the site currency's rate and the
 * campaign the site runs that day (a site's campaigns never overlap). tmp_day: one row per member
 * and active day with the day's turnover, games and deposits. A member takes part in a campaign
 * (a gamer alive during the window, more likely when sticky) by one draw per member and campaign,
 * so it is decided on each day of the window from the same draw, without a table of participants.
 */
export async function generateActivity(ctx: GenContext): Promise<void> {
  const { run, r } = ctx;
  const last = ctx.days - 1;
  const checkpoint = (k: string) => `(${CHECKPOINTS.map((c) => `${k} = ${c}`).join(' OR ')})`;
  await run(`CREATE TEMP TABLE tmp_site_day AS
    SELECT s.site_id, d.t, ${dayOf(ctx, 'd.t')} AS stat_date, ${pick(WEEKDAY_PLAY, `isodow(${dayOf(ctx, 'd.t')}) - 1`)} AS weekday,
      fx.rate_to_base AS rate, c.promo_id AS campaign_id, c.promo_type AS campaign_type
    FROM dim_site s
    CROSS JOIN (SELECT t::INTEGER AS t FROM range(${ctx.days}) r(t)) d
    JOIN fx_rate fx ON fx.currency = s.site_currency AND fx.rate_date = ${dayOf(ctx, 'd.t')}
    LEFT JOIN tmp_campaign c ON c.site_id = s.site_id AND d.t BETWEEN c.start_t AND c.end_t`);
  await run(`CREATE TEMP TABLE tmp_day AS
    WITH cand AS (
      SELECT member_id, site_id, currency, per_usd, round_to, gamer, depositor, stick, wealth, stake, kind_pack, games_factor,
        platform, dep_p, wd_p, k::INTEGER AS k, (reg_t + k)::INTEGER AS t
      FROM (SELECT *, unnest(range(0, life + 1)) AS k FROM tmp_member WHERE logs_in)
    ), dated AS (
      -- a participant: a gamer alive during the window (every day here is), drawn once per member and campaign
      SELECT c.*, s.stat_date, s.rate, s.weekday, s.campaign_id, s.campaign_type,
        CASE WHEN s.campaign_id IS NOT NULL AND c.gamer THEN ${r.u('join', 'c.member_id', 's.campaign_id')} < 0.15 + 0.45 * c.stick ELSE FALSE END AS takes_part
      FROM cand c JOIN tmp_site_day s ON s.site_id = c.site_id AND s.t = c.t
    ), boosted AS (
      SELECT d.* EXCLUDE (campaign_id, campaign_type, takes_part), least(0.95, d.stick + ${EARLY_EXTRA}) AS early,
        CASE WHEN d.takes_part THEN d.campaign_id END AS boost_promo, CASE WHEN d.takes_part THEN d.campaign_type END AS boost_type
      FROM dated d
    ), spans AS (
      -- the block of days after the early ones, the day's place in it, and the block's break (none early)
      SELECT *, CASE WHEN k > ${EARLY_DAYS} THEN (k - ${EARLY_DAYS + 1}) // ${BREAK_BLOCK} END AS blk, (k - ${EARLY_DAYS + 1}) % ${BREAK_BLOCK} AS pos FROM boosted
    ), breaks AS (
      SELECT *, blk IS NOT NULL AND ${r.u('brk', 'member_id', 'blk')} < 0.2 + 0.35 * (1 - stick) AS has_break,
        ${BREAK_DAYS.min} + floor(${r.u('brkl', 'member_id', 'blk')} * ${BREAK_DAYS.spread})::INTEGER AS brk_len FROM spans
    ), active AS (
      SELECT * EXCLUDE (blk, pos, has_break, brk_len) FROM breaks
      WHERE NOT (has_break AND pos >= floor(${r.u('brko', 'member_id', 'blk')} * (${BREAK_BLOCK} - brk_len))::INTEGER
          AND pos < floor(${r.u('brko', 'member_id', 'blk')} * (${BREAK_BLOCK} - brk_len))::INTEGER + brk_len)
        AND (k = 0
          OR (${checkpoint('k')} AND ${r.u('checkpoint', 'member_id')} < early)
          OR (NOT ${checkpoint('k')} AND ${r.u('act', 'member_id', 't')}
            < CASE WHEN k <= ${EARLY_DAYS} THEN early ELSE stick * weekday END * CASE WHEN boost_promo IS NULL THEN 1 ELSE ${BOOST.activity} END))
        AND (t < ${last} OR k = 0 OR ${r.u('half', 'member_id')} < 0.5)
    )
    SELECT a.member_id, a.site_id, a.per_usd, a.round_to, a.depositor, a.stick, a.wealth, a.stake, a.kind_pack,
      a.platform, a.t, a.stat_date, a.rate, a.boost_promo, a.boost_type,
      CASE WHEN a.gamer THEN 1 + (${r.u('g1', 'a.member_id', 'a.t')} < 0.45 + 0.45 * a.games_factor)::INTEGER
        + (${r.u('g2', 'a.member_id', 'a.t')} < 0.2 + 0.4 * a.games_factor)::INTEGER
        + (${r.u('g3', 'a.member_id', 'a.t')} < 0.08 + 0.3 * a.games_factor)::INTEGER ELSE 0 END AS n_games,
      -- the day's turnover of the member's main game in USD; the other games add a share of it
      CASE WHEN a.gamer THEN a.wealth * exp(0.75 * ${r.n('turn', 'a.member_id', 'a.t')} - 0.28) * a.weekday
        * CASE WHEN a.boost_promo IS NULL THEN 1 ELSE ${BOOST.turnover} END * CASE WHEN a.t = ${last} THEN 0.5 ELSE 1 END ELSE 0 END AS turn_usd,
      CASE WHEN NOT a.depositor THEN 0
        WHEN a.k = 0 THEN (${r.u('dep0', 'a.member_id')} < 0.72)::INTEGER
        WHEN ${r.u('dep', 'a.member_id', 'a.t')} < a.dep_p * CASE WHEN a.boost_promo IS NULL THEN 1 ELSE ${BOOST.deposit} END
          THEN 1 + (${r.u('dep2', 'a.member_id', 'a.t')} < 0.22)::INTEGER + (${r.u('dep3', 'a.member_id', 'a.t')} < 0.06)::INTEGER
        ELSE 0 END AS dep_n,
      CASE WHEN a.depositor AND a.k > 0 THEN ${r.u('wd', 'a.member_id', 'a.t')} < a.wd_p ELSE FALSE END::INTEGER AS wd_n
    FROM active a`);
}
