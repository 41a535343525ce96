import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { FIGURES, MEMBER_FIELDS, type MemberListPlan } from './plan';
import { gamingDays, inPeriod, inScope, members, ofMembers } from '../shared/clickhouse/members';
import { factMoney } from '../shared/money';
import { columnsOf, joinUsing, select, type Column, type Rel } from '../../dialect/clickhouse/relations';
import { currentMemberList } from './clickhouseCurrent';

/** A member's tags: the first (by id) and all of them, listed in id order. */
function tags(mem: Rel): Rel {
  const held = joinUsing(
    { sql: `SELECT member_id, member_tag_id FROM member_tag_map WHERE ${ofMembers(mem)}`, columns: ['member_id', 'member_tag_id'] },
    { sql: 'SELECT member_tag_id, member_tag_code FROM dim_member_tag', columns: ['member_tag_id', 'member_tag_code'] },
    ['member_tag_id'], 'INNER');
  return select([
    ['member_id', 'member_id'], ['member_tag_id', 'min(member_tag_id)'], ['member_tag_code', 'argMin(member_tag_code, member_tag_id)'],
    ['member_tag_list', "arrayStringConcat(arrayMap(t -> t.2, arraySort(groupArray((member_tag_id, member_tag_code)))), ', ')"],
  ], `(${held.sql})`, { groups: 1 });
}

/** Lifetime and period money and activity of the members listed, one relation per fact. */
function figures(plan: MemberListPlan, mem: Rel, input: KindInput, params: Params, sources: string[]): Rel[] {
  const mine = [inScope(input, params), ofMembers(mem)];
  const period = inPeriod(input, params);
  const member: Column = ['member_id', 'member_id'];
  const tx = select([
    member, ['total_dpst_count', `countIf(${plan.money.deposited})`], ['total_dpst_amt', `sumIf(${factMoney(input, params, '', 'amount_base')}, ${plan.money.deposited})`],
    ['total_wdrl_count', `countIf(${plan.money.withdrawn})`], ['total_wdrl_amt', `sumIf(${factMoney(input, params, '', 'amount_base')}, ${plan.money.withdrawn})`],
    ['dpst_count', `countIf(${plan.money.deposited} AND ${period})`], ['dpst_amt', `sumIf(${factMoney(input, params, '', 'amount_base')}, ${plan.money.deposited} AND ${period})`],
    ['wdrl_count', `countIf(${plan.money.withdrawn} AND ${period})`], ['wdrl_amt', `sumIf(${factMoney(input, params, '', 'amount_base')}, ${plan.money.withdrawn} AND ${period})`],
  ], 'fact_transaction', { where: mine, groups: 1 });
  const gm = select([
    member, ['total_apv_bet', 'sum(apv_bet)'], ['total_house_net_win', 'sum(house_net_win)'], ['total_gm_days', 'uniqExact(stat_date)'],
    ['apv_bet', `sumIf(apv_bet, ${period})`], ['house_net_win', `sumIf(house_net_win, ${period})`], ['gm_days', `uniqExactIf(stat_date, ${period})`],
  ], `(${gamingDays(input, sources, mine, params).sql})`, { groups: 1 });
  const bn = select([member, ['total_bonus_amt', `sum(${factMoney(input, params, '', 'bonus_amt_base')})`], ['bonus_amt', `sumIf(${factMoney(input, params, '', 'bonus_amt_base')}, ${period})`]], 'fact_bonus', { where: mine, groups: 1 });
  const lg = select([member, ['login_count', 'sum(login_count)']], 'fact_login', { where: [...mine, period], groups: 1 });
  return [tx, gm, bn, lg];
}

/** The memberList kind on ClickHouse (its meaning: duckdb.ts): the joins nested one per SELECT. */
export function clickhouseMemberList(plan: MemberListPlan, input: KindInput, params: Params): KindRelation {
  if (input.dialect.ctes) return currentMemberList(plan, input, params);
  const sources = [...plan.sources];
  const mem = members(input, params, MEMBER_FIELDS.map((f): Column => [f.split('.')[1], f]));
  let rel = joinUsing(mem, tags(mem), ['member_id']);
  if (plan.figures) {
    for (const part of figures(plan, mem, input, params, sources)) rel = joinUsing(rel, part, ['member_id']);
    rel = select([...columnsOf(rel, FIGURES), ...FIGURES.map((m): Column => [m, `coalesce(${ident(m)}, 0)`])], `(${rel.sql})`);
  }
  return { withRes: rel.sql, dims: ['member_id'], sources };
}
