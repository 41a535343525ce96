import type { Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { FIGURES, MEMBER_FIELDS, type MemberListPlan } from './plan';
import { gamingDays, inRange, memberFrom, memberModel, memberWhere, scopeSql } from '../shared/memberSql';
import { factMoney } from '../shared/money';

/**
 * The memberList kind's SQL on DuckDB: the members matching the conditions, every
 * field of spec §3, their tags; with `figures`, lifetime and period money and activity, aggregated
 * only for the members listed.
 */
export function duckdbMemberList(plan: MemberListPlan, input: KindInput, params: Params): KindRelation {
  const member = memberModel(input);
  const sources = [...plan.sources];
  const ctes = [
    `mem AS (SELECT ${MEMBER_FIELDS.join(', ')} FROM ${memberFrom(member)} WHERE ${memberWhere(member, input, params).join(' AND ')})`,
    `tags AS (SELECT tm.member_id, min(tm.member_tag_id) AS member_tag_id, arg_min(t.member_tag_code, tm.member_tag_id) AS member_tag_code,
      string_agg(t.member_tag_code, ', ' ORDER BY tm.member_tag_id) AS member_tag_list
      FROM member_tag_map tm JOIN dim_member_tag t ON t.member_tag_id = tm.member_tag_id WHERE tm.member_id IN (SELECT member_id FROM mem) GROUP BY 1)`,
  ];
  const cols = ['mem.*', 'tags.member_tag_id', 'tags.member_tag_code', 'tags.member_tag_list'];
  const joins = ['LEFT JOIN tags USING (member_id)'];
  if (plan.figures) {
    const mine = (alias: string) => `${scopeSql(alias, input, params)} AND ${alias}.member_id IN (SELECT member_id FROM mem)`;
    const period = (alias: string) => inRange(`${alias}.stat_date`, input, params);
    // amounts in the request's currency, each row at its day's rate
    const amount = factMoney(input, params, 't.', 'amount_base');
    const bonus = factMoney(input, params, 'b.', 'bonus_amt_base');
    ctes.push(
      `tx AS (SELECT t.member_id, count(*) FILTER (WHERE ${plan.money.deposited}) AS total_dpst_count, sum(${amount}) FILTER (WHERE ${plan.money.deposited}) AS total_dpst_amt,
        count(*) FILTER (WHERE ${plan.money.withdrawn}) AS total_wdrl_count, sum(${amount}) FILTER (WHERE ${plan.money.withdrawn}) AS total_wdrl_amt,
        count(*) FILTER (WHERE ${plan.money.deposited} AND ${period('t')}) AS dpst_count, sum(${amount}) FILTER (WHERE ${plan.money.deposited} AND ${period('t')}) AS dpst_amt,
        count(*) FILTER (WHERE ${plan.money.withdrawn} AND ${period('t')}) AS wdrl_count, sum(${amount}) FILTER (WHERE ${plan.money.withdrawn} AND ${period('t')}) AS wdrl_amt
        FROM fact_transaction t WHERE ${mine('t')} GROUP BY 1)`,
      `gm AS (SELECT g.member_id, sum(g.apv_bet) AS total_apv_bet, sum(g.house_net_win) AS total_house_net_win, count(DISTINCT g.stat_date) AS total_gm_days,
        sum(g.apv_bet) FILTER (WHERE ${period('g')}) AS apv_bet, sum(g.house_net_win) FILTER (WHERE ${period('g')}) AS house_net_win,
        count(DISTINCT g.stat_date) FILTER (WHERE ${period('g')}) AS gm_days FROM ${gamingDays(input, sources, params)} g WHERE ${mine('g')} GROUP BY 1)`,
      `bn AS (SELECT b.member_id, sum(${bonus}) AS total_bonus_amt, sum(${bonus}) FILTER (WHERE ${period('b')}) AS bonus_amt
        FROM fact_bonus b WHERE ${mine('b')} GROUP BY 1)`,
      `lg AS (SELECT l.member_id, sum(l.login_count) AS login_count FROM fact_login l WHERE ${mine('l')} AND ${period('l')} GROUP BY 1)`,
    );
    cols.push(...FIGURES.map((m) => `coalesce(${m}, 0) AS ${m}`));
    joins.push('LEFT JOIN tx USING (member_id)', 'LEFT JOIN gm USING (member_id)', 'LEFT JOIN bn USING (member_id)', 'LEFT JOIN lg USING (member_id)');
  }
  ctes.push(`res AS (SELECT ${cols.join(', ')} FROM mem ${joins.join(' ')})`);
  return { withRes: `WITH ${ctes.join(',\n')}`, dims: ['member_id'], sources };
}
