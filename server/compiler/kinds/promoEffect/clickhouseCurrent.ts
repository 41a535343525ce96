import { growthRateOf } from '../../figures/program';
import { figureSql } from '../../sql/figures';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { inScope } from '../shared/clickhouse/members';
import { packedTotals } from '../shared/clickhouse/packedTotals';
import { promoList } from '../shared/clickhouse/promos';
import { factMoney } from '../shared/money';
import { MATERIALIZED } from '../../../warehouse/clickhouse/sharedReads';
import type { PromoEffectPlan } from './plan';

/**
 * Whether a current server reads the plan as DuckDB does (clickhouseCurrent below): the compared
 * members' login days by month and every money figure from the window sums built at load, what a
 * warehouse loaded by the console holds. Otherwise the form written for 18.16 reads the facts.
 */
export const readsCurrent = (plan: PromoEffectPlan, input: KindInput): boolean =>
  input.dialect.ctes === true && (!plan.active || Boolean(plan.activity)) && plan.money.every((m) => m.windowSums);

/** Bits of the days from `a` to `b` (dates of one month) as in the activity masks (bit d − 1 for day d); 0 when `a` is after `b`. */
const daysMask = (a: string, b: string) => `if(${a} <= ${b}, toUInt64(bitShiftLeft(toUInt64(1), toDayOfMonth(${b})) - bitShiftLeft(toUInt64(1), toDayOfMonth(${a}) - 1)), toUInt64(0))`;

/**
 * The promoEffect kind on a current ClickHouse: DuckDB's statement (duckdb.ts, where its meaning is
 * written) in ClickHouse's words. The promotions and their participants (marked where compared) are
 * named once (materialized where the warehouse can) and read by name; 18.16's form
 * (clickhouse.ts) nests each again at every read, and a current server spent twice the time
 * planning it. A grid's first page carries its totals row (ResRelation.packedTotals), read from them too.
 */
export function currentPromoEffect(plan: PromoEffectPlan, input: KindInput, params: Params): KindRelation {
  const n = plan.days;
  const listed = promoList(input, params, `promo_date_start BETWEEN ${params.date(plan.range.from)} AND ${params.date(plan.range.to)}`);
  const afterEnd = `least(promo_date_start + ${n - 1}, ${params.date(input.dataEnd)})`;
  const ctes = [
    `__win${MATERIALIZED}SELECT *, promo_date_start - ${n} AS b_from, promo_date_start - 1 AS b_to, promo_date_start AS a_from, ${afterEnd} AS a_to,
      greatest(0, ${afterEnd} - promo_date_start + 1) AS effect_days_after FROM (${listed.sql}))`,
    // the claims of the promotions listed (the join keeps them: a current server analyses a named relation at each read), each
    // participant once a promotion, and whether it is compared: registered on or before its promotion's before-window's first day
    `__parts${MATERIALIZED}SELECT p.promo_id AS promo_id, p.member_id AS member_id, p.bonus_after AS bonus_after, coalesce(m.reg_date <= p.b_from, 0) AS compared
      FROM (SELECT f.promo_id AS promo_id, f.member_id AS member_id, any(w.b_from) AS b_from, sumIf(f.bonus_value, f.stat_date <= w.a_to) AS bonus_after
        FROM (SELECT promo_id, member_id, stat_date, ${factMoney(input, params, '', 'bonus_amt_base')} AS bonus_value FROM fact_bonus WHERE ${inScope(input, params)}) AS f
        INNER JOIN __win AS w ON w.promo_id = f.promo_id WHERE f.stat_date BETWEEN w.promo_date_start AND w.promo_date_end GROUP BY f.promo_id, f.member_id) AS p
      LEFT JOIN (SELECT member_id, reg_date FROM dim_member) AS m ON m.member_id = p.member_id)`,
  ];
  const joins: string[] = [];
  if (plan.active) {
    // each promotion's windows as a day mask for every month they touch, and a compared member's active days the bits its month's mask shares with them
    const clip = (a: string, b: string) => daysMask(`greatest(${a}, month)`, `least(${b}, addDays(addMonths(month, 1), -1))`);
    const months = `toUInt32((toYear(a_to) * 12 + toMonth(a_to)) - (toYear(b_from) * 12 + toMonth(b_from)) + 1)`;
    ctes.push(
      `__win_month AS (SELECT promo_id, month, ${clip('b_from', 'b_to')} AS before_mask, ${clip('a_from', 'a_to')} AS after_mask
        FROM __win ARRAY JOIN arrayMap(i -> addMonths(toStartOfMonth(b_from), i), range(${months})) AS month)`,
      `__active AS (SELECT c.promo_id AS promo_id, sum(bitCount(bitAnd(f.login_dau, wm.before_mask))) AS before_sum, sum(bitCount(bitAnd(f.login_dau, wm.after_mask))) AS after_sum
        FROM (SELECT promo_id, member_id FROM __parts WHERE compared) AS c INNER JOIN __win_month AS wm ON wm.promo_id = c.promo_id
        INNER JOIN (SELECT member_id, month, login_dau FROM ${ident(plan.activity!)} WHERE ${inScope(input, params)}
          AND month BETWEEN toStartOfMonth(${params.date(plan.span.from)}) AND ${params.date(plan.span.to)}) AS f ON f.member_id = c.member_id AND f.month = wm.month
        GROUP BY c.promo_id)`,
    );
    joins.push('LEFT JOIN __active AS active ON active.promo_id = w.promo_id');
  }
  // the money figures' window sums, one read of each table built at load for every figure it holds
  const tables = [...new Set(plan.money.map((m) => m.windowSums!))];
  tables.forEach((table, i) => {
    const held = plan.money.filter((m) => m.windowSums === table).map((m) => m.figure);
    const sums = held.flatMap((f) => [`sumIf(f.${ident(f)}, f.stat_date <= w.b_to) AS ${ident(`${f}_before_sum`)}`, `sumIf(f.${ident(f)}, f.stat_date BETWEEN w.a_from AND w.a_to) AS ${ident(`${f}_after_sum`)}`]);
    ctes.push(`__money${i} AS (SELECT w.promo_id AS promo_id, ${sums.join(', ')} FROM __win AS w
      INNER JOIN (SELECT promo_id, stat_date, ${held.map(ident).join(', ')} FROM ${ident(table)} WHERE ${inScope(input, params)}) AS f ON f.promo_id = w.promo_id GROUP BY w.promo_id)`);
    joins.push(`LEFT JOIN __money${i} AS money${i} ON money${i}.promo_id = w.promo_id`);
  });
  const sumOf = (f: string, when: 'before' | 'after') => (f === 'active' ? `active.${when}_sum` : `money${tables.indexOf(plan.money.find((m) => m.figure === f)!.windowSums!)}.${ident(`${f}_${when}_sum`)}`);
  const res0 = `SELECT ${listed.columns.map((c) => `w.${ident(c)} AS ${ident(c)}`).join(', ')}, coalesce(pc.n, 0) AS participant_count, coalesce(pc.cn, 0) AS effect_member_count,
      w.effect_days_after AS effect_days_after,
      ${plan.figures.map((f) => `coalesce(${sumOf(f, 'before')}, 0) / ${n} AS ${ident(`${f}_before`)}, coalesce(${sumOf(f, 'after')}, 0) / nullif(w.effect_days_after, 0) AS ${ident(`${f}_after`)}`).join(', ')},
      coalesce(pc.bonus_after, 0) / nullif(w.effect_days_after, 0) AS bonus_amt_after
    FROM __win AS w LEFT JOIN (SELECT promo_id, count() AS n, countIf(compared) AS cn, sum(bonus_after) AS bonus_after FROM __parts GROUP BY promo_id) AS pc ON pc.promo_id = w.promo_id
    ${joins.join(' ')}`;
  // only promotions with their whole after-window (duckdb.ts); summed under inner names, renamed outside (an alias that is a
  // column's name would be read in its place)
  const averages = [...plan.figures.flatMap((f) => [`${f}_before`, `${f}_after`]), 'bonus_amt_after'];
  // the distinct members counted beside the sums, one row each (a scalar subquery runs while the statement is analysed)
  const totalsOf = (rows: string) => `SELECT __pc AS participant_count, __cc AS effect_member_count, CAST(NULL AS Nullable(Int32)) AS effect_days_after,
      ${averages.map((f) => `${ident(`__${f}`)} AS ${ident(f)}`).join(', ')}
    FROM (SELECT ${averages.map((f) => `coalesce(sumIf(${ident(f)}, effect_days_after = ${n}), 0) AS ${ident(`__${f}`)}`).join(', ')} FROM (${rows}))
    CROSS JOIN (SELECT uniqExact(member_id) AS __pc, uniqExactIf(member_id, compared) AS __cc FROM __parts)`;
  const lifts = plan.figures.map((f) => `${figureSql(growthRateOf(`${f}_after`, `${f}_before`))} AS ${ident(`${f}_lift`)}`);
  const figured = (sql: string) => `SELECT *, ${lifts.join(', ')} FROM (${sql})`;
  // a grid's first page: the totals row beside the rows, from the same promotions, participants and members compared
  const columns = [...listed.columns, 'participant_count', 'effect_member_count', 'effect_days_after', ...averages, ...plan.figures.map((f) => `${f}_lift`)];
  const carried = input.withTotals && !input.totals ? { packedTotals: packedTotals(ctes, res0, columns, figured, totalsOf) } : {};
  return {
    withRes: `WITH ${ctes.join(',\n')}\n${figured(input.totals ? totalsOf(res0) : res0)}`,
    ...carried,
    dims: input.totals ? [] : ['promo_id'],
    sources: ['dim_promo', 'fact_bonus', ...(plan.active ? [plan.activity!] : []), ...tables],
  };
}
