import { conditionExpr } from '../../sql/conditions';
import type { Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import type { RelatedGroupsPlan } from './plan';
import { gamingDays, inRange, memberJoins, memberModel, memberWhere, scopeSql } from '../shared/memberSql';
import { factMoney, rollupMoney } from '../shared/money';
import { memberPeriodSource } from '../shared/scope';
import { localColumn } from '../../../semantic/money';

/**
 * The relatedGroups kind (src/engine/duckdb.ts): link keys shared by two or more
 * members of the operator's sites, and the group's combined figures over the range. A `member_id`
 * or `member_username` condition keeps the groups holding that member; other conditions restrict the members counted.
 */
export function duckdbRelatedGroups(plan: RelatedGroupsPlan, input: KindInput, params: Params): KindRelation {
  const { memberConditions, other } = plan;
  const sources = [...plan.sources];
  const member = memberModel(input);
  const having = memberConditions.map((c) => `bool_or(${conditionExpr(c.dimension, c, params, input.dialect)})`);
  const mine = (alias: string) => `${scopeSql(alias, input, params)} AND ${alias}.member_id IN (SELECT member_id FROM lm) AND ${inRange(`${alias}.stat_date`, input, params)}`;
  // per member over the range, gaming and deposits from the member rollups where they are (the range's whole months from the
  // month rollup, its edge days from the day rollup: kinds/shared/scope.ts), else from the day rollup and the fact
  const gaming = input.range && memberPeriodSource(input, 'gaming', ['apv_bet', 'house_net_win'], input.range, params);
  const money = input.range && memberPeriodSource(input, 'transaction', ['dpst_amt', 'wdrl_amt'], input.range, params);
  if (gaming) sources.push(...gaming.tables);
  if (money) sources.splice(sources.indexOf('fact_transaction'), 1, ...money.tables);
  // the fact's money expression is written (and its values bound) only where the fact is read
  const factTd = (amount: string) => `td AS (SELECT t.member_id, sum(${amount}) FILTER (WHERE ${plan.money.deposited}) AS dpst_amt, sum(${amount}) FILTER (WHERE ${plan.money.withdrawn}) AS wdrl_amt FROM fact_transaction t WHERE ${mine('t')} GROUP BY 1)`;
  // amounts in the request's currency, each row at its day's rate
  const rsum = (m: string) => (input.money ? rollupMoney(input, params, 'f.', m, localColumn(m)) : `f.${m}`);
  const bonus = factMoney(input, params, 'b.', 'bonus_amt_base');
  const ctes = [
    `links AS (SELECT l.link_type, l.link_key, l.member_id, f.member_username, f.site_id FROM member_link l JOIN dim_member f ON f.member_id = l.member_id ${memberJoins(member)}
      WHERE ${memberWhere(member, input, params, other).join(' AND ')})`,
    `grp AS (SELECT link_type, link_key FROM links GROUP BY ALL HAVING count(DISTINCT member_id) >= 2${having.map((h) => ` AND ${h}`).join('')})`,
    'lm AS (SELECT DISTINCT links.* FROM links JOIN grp USING (link_type, link_key))',
    gaming
      ? `gd AS (SELECT f.member_id, sum(${rsum('apv_bet')}) AS apv_bet, sum(${rsum('house_net_win')}) AS house_net_win FROM ${gaming.from} WHERE ${mine('f')} GROUP BY 1)`
      : `gd AS (SELECT g.member_id, sum(g.apv_bet) AS apv_bet, sum(g.house_net_win) AS house_net_win FROM ${gamingDays(input, sources, params)} g WHERE ${mine('g')} GROUP BY 1)`,
    money
      ? `td AS (SELECT f.member_id, sum(${rsum('dpst_amt')}) AS dpst_amt, sum(${rsum('wdrl_amt')}) AS wdrl_amt FROM ${money.from} WHERE ${mine('f')} GROUP BY 1)`
      : factTd(factMoney(input, params, 't.', 'amount_base')),
    `bd AS (SELECT b.member_id, sum(${bonus}) AS bonus_amt FROM fact_bonus b WHERE ${mine('b')} GROUP BY 1)`,
  ];
  const figures = `count(gd.member_id) AS gm_dau, coalesce(sum(td.dpst_amt), 0) AS dpst_amt, coalesce(sum(td.wdrl_amt), 0) AS wdrl_amt,
    coalesce(sum(gd.apv_bet), 0) AS apv_bet, coalesce(sum(gd.house_net_win), 0) AS house_net_win, coalesce(sum(bd.bonus_amt), 0) AS bonus_amt`;
  const joined = 'lm LEFT JOIN gd USING (member_id) LEFT JOIN td USING (member_id) LEFT JOIN bd USING (member_id)';
  if (input.totals) {
    // a member in several groups counts once in the totals
    ctes.push(`res AS (SELECT count(DISTINCT lm.member_id) AS member_count, ${figures.replace(/count\(gd\.member_id\)/, 'count(DISTINCT gd.member_id)')}
      FROM (SELECT DISTINCT member_id FROM lm) lm LEFT JOIN gd USING (member_id) LEFT JOIN td USING (member_id) LEFT JOIN bd USING (member_id))`);
    return { withRes: `WITH ${ctes.join(',\n')}`, dims: [], sources };
  }
  // the names, and their members' ids and sites in the same order (each name links to its member)
  const listed = (expr: string) => `string_agg(${expr}, ', ' ORDER BY member_username, CAST(member_id AS VARCHAR))`;
  ctes.push(`res AS (SELECT link_type, link_key, count(*) AS member_count, ${listed('member_username')} AS member_list,
    ${listed('CAST(member_id AS VARCHAR)')} AS member_id_list, ${listed('CAST(site_id AS VARCHAR)')} AS member_site_list,
    count(DISTINCT site_id) AS site_count, ${figures} FROM ${joined} GROUP BY link_type, link_key)`);
  return { withRes: `WITH ${ctes.join(',\n')}`, dims: ['link_type', 'link_key'], sources };
}
