import { referencedColumns } from '../../dialect/clickhouse/joins';
import { growthRateOf } from '../../figures/program';
import { figureSql } from '../../sql/figures';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import type { PromoEffectPlan, WindowSum } from './plan';
import { currentPromoEffect, readsCurrent } from './clickhouseCurrent';
import { inScope } from '../shared/clickhouse/members';
import { PROMO_KEYS, promoList } from '../shared/clickhouse/promos';
import { factMoney } from '../shared/money';
import { localMoneySql } from '../../../semantic/money';
import { moneySql } from '../../sql/money';
import { columnsOf, from, joinUsing, select, type Column, type Rel } from '../../dialect/clickhouse/relations';

/** `<figure>_before_sum` and `<figure>_after_sum` per promotion: a member-keyed fact summed over the windows of the members compared. */
function windowSums(input: KindInput, params: Params, { figure, model, measure: m }: WindowSum, compared: Rel, span: string): Rel {
  // in the request's currency, each row at its day's rate (kinds/shared/money.ts)
  const value = moneySql(input.money, { base: m.sql!, local: localMoneySql(m.sql!), day: 'f.stat_date', site: 'f.site_id' }, input.dialect, params);
  const read = [...new Set(['member_id', 'stat_date', ...referencedColumns('f', [value, m.where ?? ''])])];
  const facts = `(SELECT ${read.map(ident).join(', ')} FROM ${ident(model.table)} AS f WHERE ${inScope(input, params)} AND ${span}
    AND member_id GLOBAL IN (SELECT member_id FROM ${from(compared)})) AS f`;
  const when = (w: string) => `sumIf(${value}, ${w}${m.where ? ` AND (${m.where})` : ''})`;
  return select([['promo_id', 'promo_id'], [`${figure}_before_sum`, when('f.stat_date <= b_to')], [`${figure}_after_sum`, when('f.stat_date >= a_from')]],
    `${facts} ALL INNER JOIN ${from(compared)} AS c USING (member_id)`, { where: ['f.stat_date BETWEEN b_from AND a_to'], groups: 1 });
}

/**
 * A figure's window sums from the promotions' window sums built at load (a row per promotion, site
 * and day of its windows, over its compared participants), as DuckDB reads them (duckdb.ts).
 */
function storedWindowSums(input: KindInput, params: Params, figure: string, table: string, windows: Rel): Rel {
  const rows: Rel = { sql: `SELECT promo_id, stat_date, ${ident(figure)} AS value FROM ${ident(table)} WHERE ${inScope(input, params)}`, columns: ['promo_id', 'stat_date', 'value'] };
  return select([['promo_id', 'promo_id'], [`${figure}_before_sum`, 'sumIf(value, stat_date <= b_to)'], [`${figure}_after_sum`, 'sumIf(value, stat_date BETWEEN a_from AND a_to)']],
    from(joinUsing(rows, windows, ['promo_id'], 'INNER')), { groups: 1 });
}

/** `active_before_sum` and `active_after_sum` per promotion: the compared members' login days in each window. */
function activeSums(input: KindInput, params: Params, compared: Rel, span: string): Rel {
  // a member logged in on two platforms the same day is active once that day
  const logins: Rel = {
    sql: `SELECT member_id, stat_date FROM fact_login WHERE ${inScope(input, params)} AND ${span} AND member_id GLOBAL IN (SELECT member_id FROM ${from(compared)})`,
    columns: ['member_id', 'stat_date'],
  };
  const days = joinUsing(logins, compared, ['member_id'], 'INNER');
  const activeDays = `(SELECT DISTINCT promo_id, b_to, a_from, member_id, stat_date FROM ${from(days)} WHERE stat_date BETWEEN b_from AND a_to)`;
  return select([['promo_id', 'promo_id'], ['active_before_sum', 'countIf(stat_date <= b_to)'], ['active_after_sum', 'countIf(stat_date >= a_from)']], activeDays, { groups: 1 });
}

/** Bits of the days from `a` to `b` (dates of one month) as in the activity masks (bit d − 1 for day d); 0 when `a` is after `b` (duckdb.ts daysMask). */
const daysMask = (a: string, b: string) => `if(${a} <= ${b}, toUInt64(bitShiftLeft(toUInt64(1), toDayOfMonth(${b})) - bitShiftLeft(toUInt64(1), toDayOfMonth(${a}) - 1)), toUInt64(0))`;

/**
 * `active_before_sum` and `active_after_sum` from the members' login days by month (a bit a day),
 * as DuckDB reads them (duckdb.ts activeSql): each promotion's windows become a day mask for every
 * month they touch, and a compared member's active days are the bits its month's mask shares with
 * them. The login facts are not read.
 */
function maskedActiveSums(input: KindInput, params: Params, compared: Rel, windows: Rel, table: string, span: { from: string; to: string }): Rel {
  const months = (from: string, to: string) => `(toYear(${to}) * 12 + toMonth(${to})) - (toYear(${from}) * 12 + toMonth(${from}))`;
  const byMonth = `(SELECT promo_id, b_from, b_to, a_from, a_to, arrayJoin(arrayMap(i -> addMonths(toStartOfMonth(b_from), i), range(toUInt32(${months('b_from', 'a_to')} + 1)))) AS month FROM ${from(windows)})`;
  const clip = (a: string, b: string) => daysMask(`greatest(${a}, month)`, `least(${b}, addDays(addMonths(month, 1), -1))`);
  const winMonth: Rel = { sql: `SELECT promo_id, month, ${clip('b_from', 'b_to')} AS before_mask, ${clip('a_from', 'a_to')} AS after_mask FROM ${byMonth}`, columns: ['promo_id', 'month', 'before_mask', 'after_mask'] };
  const members = joinUsing({ sql: `SELECT promo_id, member_id FROM ${from(compared)}`, columns: ['promo_id', 'member_id'] }, winMonth, ['promo_id'], 'INNER');
  const masks = `(SELECT member_id, month, login_dau FROM ${ident(table)} AS f WHERE ${inScope(input, params)} AND month BETWEEN toStartOfMonth(${span.from}) AND ${span.to}) AS f`;
  const count = (mask: string) => `sum(${input.dialect.bitCount(`bitAnd(login_dau, ${mask})`)})`;
  return select([['promo_id', 'promo_id'], ['active_before_sum', count('before_mask')], ['active_after_sum', count('after_mask')]],
    `${masks} ALL INNER JOIN ${from(members)} AS c USING (member_id, month)`, { groups: 1 });
}

/** The promoEffect kind on ClickHouse (its meaning: duckdb.ts), reading the facts, or the window sums built at load and the members' login days by month where the plan has them. */
export function clickhousePromoEffect(plan: PromoEffectPlan, input: KindInput, params: Params): KindRelation {
  if (readsCurrent(plan, input)) return currentPromoEffect(plan, input, params);
  const n = plan.days;
  const start = params.date(plan.range.from);
  const end = params.date(plan.range.to);
  const dataEnd = params.date(input.dataEnd);
  const inRange = `promo_date_start BETWEEN ${start} AND ${end}`;
  const listed = promoList(input, params, inRange);
  const afterEnd = `least(promo_date_start + ${n - 1}, ${dataEnd})`;
  const windowed = (promos: Rel) => select([
    ...columnsOf(promos), ['b_from', `promo_date_start - ${n}`], ['b_to', 'promo_date_start - 1'], ['a_from', 'promo_date_start'],
    ['a_to', afterEnd], ['effect_days_after', `greatest(0, ${afterEnd} - promo_date_start + 1)`],
  ], from(promos));
  // the rows' promotions with every field; the steps read only their ids and days (a smaller statement to plan)
  const win = windowed(listed);
  const keys = windowed(promoList(input, params, inRange, PROMO_KEYS));
  const windows = (names: readonly string[]): Rel => ({ sql: `SELECT ${names.map(ident).join(', ')} FROM ${from(keys)}`, columns: names });
  // every window at once (the plan's span, bound as on DuckDB), so a fact's scan can skip the days no window needs
  const bounds = { from: params.date(plan.span.from), to: params.date(plan.span.to) };
  const span = `stat_date BETWEEN ${bounds.from} AND ${bounds.to}`;
  const bonuses: Rel = {
    sql: `SELECT promo_id, member_id, stat_date, ${factMoney(input, params, '', 'bonus_amt_base')} AS bonus_value FROM fact_bonus WHERE ${inScope(input, params)} AND promo_id IN (SELECT promo_id FROM ${from(keys)})`,
    columns: ['promo_id', 'member_id', 'stat_date', 'bonus_value'],
  };
  const parts = select([['promo_id', 'promo_id'], ['member_id', 'member_id'], ['bonus_after', 'sumIf(bonus_value, stat_date <= a_to)']],
    from(joinUsing(bonuses, windows(['promo_id', 'promo_date_start', 'promo_date_end', 'a_to']), ['promo_id'], 'INNER')),
    { where: ['stat_date BETWEEN promo_date_start AND promo_date_end'], groups: 2 });
  const registered = joinUsing(
    joinUsing({ sql: `SELECT promo_id, member_id FROM ${from(parts)}`, columns: ['promo_id', 'member_id'] }, windows(['promo_id', 'b_from', 'b_to', 'a_from', 'a_to']), ['promo_id'], 'INNER'),
    { sql: 'SELECT member_id, reg_date FROM dim_member', columns: ['member_id', 'reg_date'] }, ['member_id'], 'INNER');
  const compared = select(columnsOf(registered, ['reg_date']), from(registered), { where: ['reg_date <= b_from'] });
  const pc = select([['promo_id', 'promo_id'], ['pc_n', 'count()'], ['pc_bonus_after', 'sum(bonus_after)']], from(parts), { groups: 1 });
  const cc = select([['promo_id', 'promo_id'], ['cc_n', 'count()']], from(compared), { groups: 1 });
  // in the columns' order (the login days first), so the parameters are numbered as they are read
  const active = () => (plan.activity
    ? maskedActiveSums(input, params, compared, windows(['promo_id', 'b_from', 'b_to', 'a_from', 'a_to']), plan.activity, bounds)
    : activeSums(input, params, compared, span));
  const figures = [...(plan.active ? [active()] : []), ...plan.money.map((sum) => (sum.windowSums
    ? storedWindowSums(input, params, sum.figure, sum.windowSums, windows(['promo_id', 'b_to', 'a_from', 'a_to']))
    : windowSums(input, params, sum, compared, span)))];
  const joined = [pc, cc, ...figures].reduce((rel, part) => joinUsing(rel, part, ['promo_id']), win);
  const res0 = select([
    ...columnsOf(listed), ['participant_count', 'coalesce(pc_n, 0)'], ['effect_member_count', 'coalesce(cc_n, 0)'], ['effect_days_after', 'effect_days_after'],
    ...plan.figures.flatMap((f): Column[] => [[`${f}_before`, `coalesce(${f}_before_sum, 0) / ${n}`], [`${f}_after`, `coalesce(${f}_after_sum, 0) / nullif(effect_days_after, 0)`]]),
    ['bonus_amt_after', 'coalesce(pc_bonus_after, 0) / nullif(effect_days_after, 0)'],
  ], from(joined));
  const last = input.totals
    ? select([
      ['participant_count', `(SELECT uniqExact(member_id) FROM ${from(parts)})`], ['effect_member_count', `(SELECT uniqExact(member_id) FROM ${from(compared)})`],
      ['effect_days_after', 'CAST(NULL AS Nullable(Int32))'],
      // only promotions with their whole after-window (kinds/promoEffect.ts)
      ...[...plan.figures.flatMap((f) => [`${f}_before`, `${f}_after`]), 'bonus_amt_after'].map((f): Column => [f, `coalesce(sumIf(${f}, effect_days_after = ${n}), 0)`]),
    ], from(res0))
    : res0;
  const res = select([...columnsOf(last), ...plan.figures.map((f): Column => [`${f}_lift`, figureSql(growthRateOf(`${f}_after`, `${f}_before`))])], from(last));
  return { withRes: res.sql, dims: input.totals ? [] : ['promo_id'], sources: [...new Set(['dim_promo', 'fact_bonus', ...(plan.active ? [plan.activity ?? 'fact_login'] : []), ...plan.money.map((m) => m.windowSums ?? m.model.table)])] };
}
