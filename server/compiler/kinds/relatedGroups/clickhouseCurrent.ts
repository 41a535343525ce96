import { conditionExpr } from '../../sql/conditions';
import type { Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import type { RelatedGroupsPlan } from './plan';
import { basePeriodSource, gamingDays, inPeriod, inScope, members } from '../shared/clickhouse/members';
import { factMoney } from '../shared/money';
import { from } from '../../dialect/clickhouse/relations';
import { MATERIALIZED } from '../../../warehouse/clickhouse/sharedReads';

/**
 * A group's members listed three ways (names, ids, sites) as `[field, aggregate]`, each member sorted
 * as one string, name, id, site (tab-separated), so the three lists share the names' order; the
 * members' columns read through `at` (`lm.`).
 */
export function memberLists(at = ''): [string, string][] {
  const key = `concat(${at}member_username, '\\t', toString(${at}member_id), '\\t', toString(${at}site_id))`;
  const listed = [['member_list', 1], ['member_id_list', 2], ['member_site_list', 3]] as const;
  return listed.map(([field, part]) => [field, `arrayStringConcat(arrayMap(x -> splitByChar('\\t', x)[${part}], arraySort(groupArray(${key}))), ', ')`]);
}

/**
 * The relatedGroups kind on a current ClickHouse: 18.16's reading (clickhouse.ts, its meaning in
 * duckdb.ts) with the linked members, the groups kept and each member's figures named once and
 * read by name, where 18.16's form repeats the linked members in each read of the facts (eight
 * copies of the members' join, a current server spent nearly all its time planning them). The
 * figures are summed under their own names (`__apv`…), every fact in one step, and named as
 * fields once, in the last SELECT.
 */
export function currentRelatedGroups(plan: RelatedGroupsPlan, input: KindInput, params: Params): KindRelation {
  const { memberConditions, other } = plan;
  const sources = [...plan.sources];
  const mem = members(input, params, [['member_id', 'f.member_id'], ['member_username', 'f.member_username'], ['site_id', 'f.site_id']], other);
  const having = ['uniqExact(member_id) >= 2', ...memberConditions.map((c) => `max(${conditionExpr(c.dimension, c, params, input.dialect)}) = 1`)];
  const mine = [inScope(input, params), inPeriod(input, params)];
  // per member over the range, gaming and deposits from the member rollups in the base currency as on DuckDB, else from its gaming days and the fact
  const gaming = basePeriodSource(input, 'gaming', ['apv_bet', 'house_net_win'], input.range, params);
  const money = basePeriodSource(input, 'transaction', ['dpst_amt', 'wdrl_amt'], input.range, params);
  if (gaming) sources.push(...gaming.tables);
  if (money) sources.splice(sources.indexOf('fact_transaction'), 1, ...money.tables);
  const where = `WHERE ${mine.join(' AND ')}`;
  const amount = factMoney(input, params, '', 'amount_base');
  const { deposited, withdrawn } = plan.money;
  // each member's figures from every fact at once, the linked members read once for them all (a current server analyses
  // a named relation again at each read): gaming marks a member that gamed (`__gm`), the other facts leave it NULL
  const facts = [
    `SELECT member_id, member_id AS g, apv_bet AS apv, house_net_win AS win, 0 AS dpst, 0 AS wdrl, 0 AS bonus FROM ${gaming ? `${gaming.from} ${where}` : from(gamingDays(input, sources, mine, params))}`,
    money
      ? `SELECT member_id, NULL, 0, 0, dpst_amt, wdrl_amt, 0 FROM ${money.from} ${where}`
      : `SELECT member_id, NULL, 0, 0, if(${deposited}, ${amount}, 0), if(${withdrawn}, ${amount}, 0), 0 FROM fact_transaction ${where}`,
    `SELECT member_id, NULL, 0, 0, 0, 0, ${factMoney(input, params, '', 'bonus_amt_base')} FROM fact_bonus ${where}`,
  ];
  const ctes = [
    `__links${MATERIALIZED}SELECT l.link_type AS link_type, l.link_key AS link_key, m.member_id AS member_id, m.member_username AS member_username, m.site_id AS site_id
      FROM member_link AS l INNER JOIN (${mem.sql}) AS m ON m.member_id = l.member_id)`,
    // the links of two members or more (holding the member asked for, by id or account), each member once
    `__lm${MATERIALIZED}SELECT DISTINCT link_type, link_key, member_id, member_username, site_id FROM __links
      WHERE (link_type, link_key) IN (SELECT link_type, link_key FROM __links GROUP BY link_type, link_key HAVING ${having.join(' AND ')}))`,
    `__fig AS (SELECT member_id, max(g) AS __gm, sum(apv) AS __apv, sum(win) AS __win, sum(dpst) AS __dpst, sum(wdrl) AS __wdrl, sum(bonus) AS __bonus
      FROM (${facts.join('\n      UNION ALL ')}) WHERE member_id GLOBAL IN (SELECT member_id FROM __lm) GROUP BY member_id)`,
  ];
  const figures = ['count(fg.__gm) AS gm_dau', 'coalesce(sum(fg.__dpst), 0) AS dpst_amt', 'coalesce(sum(fg.__wdrl), 0) AS wdrl_amt',
    'coalesce(sum(fg.__apv), 0) AS apv_bet', 'coalesce(sum(fg.__win), 0) AS house_net_win', 'coalesce(sum(fg.__bonus), 0) AS bonus_amt'];
  const joined = (members: string) => `${members} LEFT JOIN __fig AS fg ON fg.member_id = lm.member_id`;
  if (input.totals) {
    // a member in several groups counts once in the totals
    return { withRes: `WITH ${ctes.join(',\n')}\nSELECT count() AS member_count, ${figures.join(', ')} FROM ${joined('(SELECT DISTINCT member_id FROM __lm) AS lm')}`, dims: [], sources };
  }
  const lists = memberLists('lm.').map(([field, sql]) => `${sql} AS ${field}`);
  const rows = `SELECT lm.link_type AS link_type, lm.link_key AS link_key, count() AS member_count, ${lists.join(', ')}, uniqExact(lm.site_id) AS site_count, ${figures.join(', ')}
    FROM ${joined('__lm AS lm')} GROUP BY lm.link_type, lm.link_key`;
  return { withRes: `WITH ${ctes.join(',\n')}\n${rows}`, dims: ['link_type', 'link_key'], sources };
}
