import { ident, type Params } from '../../sql/params';
import { moneySql } from '../../sql/money';
import type { KindInput, KindRelation } from '../kind';
import type { PromoRecapPlan } from './plan';
import { currentPromoRecap } from './clickhouseCurrent';
import { inScope } from '../shared/clickhouse/members';
import { PROMO_KEYS, promoList } from '../shared/clickhouse/promos';
import { factMoney } from '../shared/money';
import { columnsOf, from, joinUsing, select, type Rel } from '../../dialect/clickhouse/relations';

/**
 * The promoRecap kind on ClickHouse (its meaning: duckdb.ts), reading the play from the plan's table (a member × day
 * rollup, else the fact), not DuckDB's segments. A join on a key and a day
 * window becomes a join on the key, then the window in WHERE.
 */
export function clickhousePromoRecap(plan: PromoRecapPlan, input: KindInput, params: Params): KindRelation {
  if (input.dialect.ctes) return currentPromoRecap(plan, input, params);
  const start = params.date(plan.range.from);
  const end = params.date(plan.range.to);
  const overlaps = `promo_date_start <= ${end} AND promo_date_end >= ${start}`;
  const listed = promoList(input, params, overlaps);
  // the steps read only the promotions' ids and days (a smaller statement to plan); the rows every field
  const keys = promoList(input, params, overlaps, PROMO_KEYS);
  const windows: Rel = { sql: `SELECT promo_id, greatest(promo_date_start, ${start}) AS w_from, least(promo_date_end, ${end}) AS w_to FROM ${from(keys)}`, columns: ['promo_id', 'w_from', 'w_to'] };
  const inRange = `stat_date BETWEEN ${start} AND ${end}`;
  const bonuses: Rel = {
    sql: `SELECT promo_id, member_id, stat_date, ${factMoney(input, params, '', 'bonus_amt_base')} AS bonus_value FROM fact_bonus WHERE ${inScope(input, params)} AND ${inRange}`,
    columns: ['promo_id', 'member_id', 'stat_date', 'bonus_value'],
  };
  const claims = select([['promo_id', 'promo_id'], ['member_id', 'member_id'], ['n', 'count()'], ['bonus', 'sum(bonus_value)']],
    from(joinUsing(bonuses, windows, ['promo_id'], 'INNER')), { where: ['stat_date BETWEEN w_from AND w_to'], groups: 2 });
  const claimed = joinUsing({ sql: `SELECT promo_id, member_id FROM ${from(claims)}`, columns: ['promo_id', 'member_id'] }, windows, ['promo_id'], 'INNER');
  // the participants' play in the request's currency, each row at its day's rate: from the member × day rollup where the plan has it, as on DuckDB, else the fact
  const money = (col: PromoRecapPlan['play']['apv']) => moneySql(input.money, { ...col, day: 'f.stat_date', site: 'f.site_id' }, input.dialect, params);
  const games: Rel = {
    sql: `SELECT f.member_id AS member_id, f.stat_date AS stat_date, ${money(plan.play.apv)} AS apv_value, ${money(plan.play.win)} AS win_value FROM ${ident(plan.play.table)} AS f
      WHERE ${inScope(input, params)} AND ${inRange} AND member_id GLOBAL IN (SELECT member_id FROM ${from(claims)})`,
    columns: ['member_id', 'stat_date', 'apv_value', 'win_value'],
  };
  // a current server tests each member-day row against its member's windows, an array (play above, its days below): one row
  // a member-day instead of one a member-day and promotion claimed (promotion recap's totals over two years on chDB 330 -> 85 ms)
  const windowsOf = input.dialect.rowLambdas
    ? joinUsing(games, select([['member_id', 'member_id'], ['ws', 'groupArray((promo_id, w_from, w_to))']], from(claimed), { groups: 1 }), ['member_id'], 'INNER')
    : undefined;
  const holding = 'arrayFilter(w -> stat_date BETWEEN w.2 AND w.3, ws)';
  const play = windowsOf
    ? select([['promo_id', 'promo_id'], ['apv', 'sum(apv_value)'], ['win', 'sum(win_value)']],
      `(SELECT arrayJoin(${holding}).1 AS promo_id, apv_value, win_value FROM ${from(windowsOf)})`, { groups: 1 })
    : select([['promo_id', 'promo_id'], ['apv', 'sum(apv_value)'], ['win', 'sum(win_value)']],
      from(joinUsing(games, claimed, ['member_id'], 'INNER')), { where: ['stat_date BETWEEN w_from AND w_to'], groups: 1 });
  const per = select([['promo_id', 'promo_id'], ['participants', 'count()'], ['claims', 'sum(n)'], ['bonus', 'sum(bonus)']], from(claims), { groups: 1 });
  const joined = joinUsing(joinUsing(listed, per, ['promo_id']), play, ['promo_id']);
  const res0 = select([
    ...columnsOf(listed), ['claim_count', 'coalesce(claims, 0)'], ['participant_count', 'coalesce(participants, 0)'], ['bonus_amt', 'coalesce(bonus, 0)'],
    ['part_apv_bet', 'coalesce(apv, 0)'], ['part_house_net_win', 'coalesce(win, 0)'],
  ], from(joined));
  // Totals: each participant's member-day once across overlapping promotions (kinds/promoRecap.ts). The play joined to the
  // windows holding its day stands once per window, the same number for every row of a member-day: its sums divided by
  // how many promotions hold it (one read of the play; 18.16's lambdas lose the day's column here). Both sums in one row
  // crossed with the promotions' rows: as a scalar subquery, 18.16 put its whole text in every expression reading its
  // alias and read the play five times (promotion recap's totals over two years 8.3 s → 2.6 s on the two-shard cluster)
  const days = windowsOf
    ? select([['apv', 'apv_value'], ['win', 'win_value']], from(windowsOf), { where: [`notEmpty(${holding})`] })
    : select([['member_id', 'member_id'], ['stat_date', 'stat_date'], ['apv', 'sum(apv_value) / uniqExact(promo_id)'], ['win', 'sum(win_value) / uniqExact(promo_id)']],
      from(joinUsing(games, claimed, ['member_id'], 'INNER')), { where: ['stat_date BETWEEN w_from AND w_to'], groups: 2 });
  const dayPlay = select([['play_apv', 'sum(apv)'], ['play_win', 'sum(win)']], from(days));
  const last = input.totals
    ? select([
      ['claim_count', 'coalesce(sum(claim_count), 0)'], ['participant_count', `(SELECT uniqExact(member_id) FROM ${from(claims)})`],
      ['bonus_amt', 'coalesce(sum(bonus_amt), 0)'], ['part_apv_bet', 'coalesce(any(play_apv), 0)'], ['part_house_net_win', 'coalesce(any(play_win), 0)'],
    ], `${from(res0)} CROSS JOIN ${from(dayPlay)}`)
    : res0;
  const res = select([
    ...columnsOf(last), ['bonus_per_user', 'bonus_amt / nullif(participant_count, 0)'], ['bonus_rate', 'bonus_amt / nullif(part_house_net_win, 0)'],
    ['part_profit', 'part_house_net_win - bonus_amt'],
  ], from(last));
  return { withRes: res.sql, dims: input.totals ? [] : ['promo_id'], sources: ['dim_promo', 'fact_bonus', plan.play.table] };
}
