import { conditionExpr } from '../../sql/conditions';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import type { RelatedGroupsPlan } from './plan';
import { basePeriodSource, gamingDays, inPeriod, inScope, members, ofMembers } from '../shared/clickhouse/members';
import { factMoney } from '../shared/money';
import { from, joinUsing, select, type Column, type Rel } from '../../dialect/clickhouse/relations';
import { currentRelatedGroups, memberLists } from './clickhouseCurrent';

const distinct = (rel: Rel, columns: readonly string[] = rel.columns): Rel => ({ sql: `SELECT DISTINCT ${columns.map(ident).join(', ')} FROM ${from(rel)}`, columns });


/** The relatedGroups kind on ClickHouse (its meaning: duckdb.ts). */
export function clickhouseRelatedGroups(plan: RelatedGroupsPlan, input: KindInput, params: Params): KindRelation {
  if (input.dialect.ctes) return currentRelatedGroups(plan, input, params);
  const { memberConditions, other } = plan;
  const sources = [...plan.sources];
  const mem = members(input, params, [['member_id', 'f.member_id'], ['member_username', 'f.member_username'], ['site_id', 'f.site_id']], other);
  const links = joinUsing({ sql: 'SELECT link_type, link_key, member_id FROM member_link', columns: ['link_type', 'link_key', 'member_id'] }, mem, ['member_id'], 'INNER');
  const grp = select([['link_type', 'link_type'], ['link_key', 'link_key']], from(links), {
    groups: 2, having: ['uniqExact(member_id) >= 2', ...memberConditions.map((c) => `max(${conditionExpr(c.dimension, c, params, input.dialect)}) = 1`)],
  });
  const lm = distinct(joinUsing(links, grp, ['link_type', 'link_key'], 'INNER'));
  const mine = [inScope(input, params), ofMembers(lm), inPeriod(input, params)];
  const member: Column = ['member_id', 'member_id'];
  // gm_member marks a member with gaming in the period (NULL after the LEFT JOIN otherwise)
  // per member over the range, gaming and deposits from the member rollups in the base currency as on DuckDB (the range's whole
  // months from the month rollup: kinds/shared/scope.ts), else from its gaming days and the fact
  const gaming = basePeriodSource(input, 'gaming', ['apv_bet', 'house_net_win'], input.range, params);
  const money = basePeriodSource(input, 'transaction', ['dpst_amt', 'wdrl_amt'], input.range, params);
  if (gaming) sources.push(...gaming.tables);
  if (money) sources.splice(sources.indexOf('fact_transaction'), 1, ...money.tables);
  const gd = select([member, ['gm_member', 'any(member_id)'], ['apv_bet', 'sum(apv_bet)'], ['house_net_win', 'sum(house_net_win)']], gaming?.from ?? from(gamingDays(input, sources, mine, params)), { where: gaming ? mine : [], groups: 1 });
  const td = money
    ? select([member, ['dpst_amt', 'sum(dpst_amt)'], ['wdrl_amt', 'sum(wdrl_amt)']], money.from, { where: mine, groups: 1 })
    : select([member, ['dpst_amt', `sumIf(${factMoney(input, params, '', 'amount_base')}, ${plan.money.deposited})`], ['wdrl_amt', `sumIf(${factMoney(input, params, '', 'amount_base')}, ${plan.money.withdrawn})`]], 'fact_transaction', { where: mine, groups: 1 });
  const bd = select([member, ['bonus_amt', `sum(${factMoney(input, params, '', 'bonus_amt_base')})`]], 'fact_bonus', { where: mine, groups: 1 });
  const withFigures = (rel: Rel) => [gd, td, bd].reduce((r, part) => joinUsing(r, part, ['member_id']), rel);
  const figures: Column[] = [
    ['gm_dau', 'count(gm_member)'], ['dpst_amt', 'coalesce(sum(dpst_amt), 0)'], ['wdrl_amt', 'coalesce(sum(wdrl_amt), 0)'],
    ['apv_bet', 'coalesce(sum(apv_bet), 0)'], ['house_net_win', 'coalesce(sum(house_net_win), 0)'], ['bonus_amt', 'coalesce(sum(bonus_amt), 0)'],
  ];
  if (input.totals) {
    // a member in several groups counts once in the totals
    const res = select([['member_count', 'uniqExact(member_id)'], ...figures], from(withFigures(distinct(lm, ['member_id']))));
    return { withRes: res.sql, dims: [], sources };
  }
  const res = select([
    ['link_type', 'link_type'], ['link_key', 'link_key'], ['member_count', 'count()'],
    ...memberLists(),
    ['site_count', 'uniqExact(site_id)'], ...figures,
  ], from(withFigures(lm)), { groups: 2 });
  return { withRes: res.sql, dims: ['link_type', 'link_key'], sources };
}
