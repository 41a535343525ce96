import { MEMBER_LEVELS } from './catalog/people';
import type { GenContext } from './context';
import { dayOf } from './context';
import { depositUsd } from './money';

/** Other games of a day add about this much to the main game's turnover (see gameFacts). */
const DAY_TURNOVER_FACTOR = 1.6;

/**
 * fact_level_change: a member moves up when their running turnover, deposit amount and deposit
 * count (USD cents, integers so the running sums are exact) pass all three thresholds of a level.
 */
export async function generateLevelChanges(ctx: GenContext): Promise<void> {
  const { run } = ctx;
  const depositCents = [0, 1, 2].map((j) => `CASE WHEN d.dep_n > ${j} THEN round(${depositUsd(ctx, 'd', String(j))} * 100)::BIGINT ELSE 0 END`).join(' + ');
  const levelOf = (turn: string, dep: string, cnt: string) =>
    `(1 + ${MEMBER_LEVELS.slice(1).map((l) => `(${turn} >= ${l.apvBet * 100} AND ${dep} >= ${l.dpstAmt * 100} AND ${cnt} >= ${l.dpstCount})::INTEGER`).join(' + ')})`;
  const second = MEMBER_LEVELS[1];
  await run(`INSERT INTO fact_level_change
    WITH days AS (
      SELECT d.member_id, d.site_id, d.t, round(d.turn_usd * ${DAY_TURNOVER_FACTOR} * 100)::BIGINT AS turn, ${depositCents} AS dep, d.dep_n AS cnt
      FROM tmp_day d WHERE d.depositor
    ), climbers AS (
      SELECT member_id FROM days GROUP BY member_id
      HAVING sum(turn) >= ${second.apvBet * 100} AND sum(dep) >= ${second.dpstAmt * 100} AND sum(cnt) >= ${second.dpstCount}
    ), running AS (
      SELECT d.member_id, d.site_id, d.t,
        -- running totals fit BIGINT (comparing them as HUGEINT, sum's type, is slower); a member has one row a day
        CAST(sum(d.turn) OVER w AS BIGINT) AS turn, CAST(sum(d.dep) OVER w AS BIGINT) AS dep, CAST(sum(d.cnt) OVER w AS BIGINT) AS cnt,
        d.turn AS day_turn, d.dep AS day_dep, d.cnt AS day_cnt
      FROM days d SEMI JOIN climbers c ON c.member_id = d.member_id
      WINDOW w AS (PARTITION BY d.member_id ORDER BY d.t ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
    ), levels AS (
      SELECT member_id, site_id, t, ${levelOf('turn - day_turn', 'dep - day_dep', 'cnt - day_cnt')} AS from_lv, ${levelOf('turn', 'dep', 'cnt')} AS to_lv
      FROM running
    )
    SELECT member_id, site_id, ${dayOf(ctx, 't')}, from_lv, to_lv FROM levels WHERE to_lv > from_lv`);
}
