import { shareStep } from '../../figures/program';
import { GROUP_SHARES, LAST_GM_DAYS_BUCKETS, REG_DAYS_BUCKETS } from './spec';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { edgeCase, prankCase, returnGapCase, type MemberGroupsPlan } from './plan';
import { basePeriodSource, gamingDays, inScope, members } from '../shared/clickhouse/members';
import { factMoney } from '../shared/money';
import { columnsOf, from, joinUsing, select, type Column, type Rel } from '../../dialect/clickhouse/relations';
import { currentMemberGroups, FIGURES, GROUP_FIGURES, groupList } from './clickhouseCurrent';


/** Every group, so an empty one still gets a row (clickhouseCurrent.ts `groupList`), as a relation. */
const groupRel = (rows: MemberGroupsPlan['groups']): Rel => ({ sql: groupList(rows), columns: ['grp', 'grp_order'] });

interface Range { from: string; to: string }

/** Per grouping: the population with its group (`grp`), and the list of groups. */
function grouping(plan: MemberGroupsPlan, per: Rel, mem: Rel, input: KindInput, params: Params, sources: string[], range: Range): { pop: Rel; groups: Rel } {
  const withGroup = (rel: Rel, group: string, where: readonly string[] = []) => select([...columnsOf(rel, ['grp']), ['grp', group]], from(rel), { where });
  switch (plan.groupBy) {
    case 'reg_days':
      return { pop: withGroup(per, edgeCase('reg_days', REG_DAYS_BUCKETS)), groups: groupRel(plan.groups) };
    case 'last_gm_days': {
      // the last gaming day on or before the end of the range: dim_member's last of all, unless the member played after the end,
      // then (for those members only) read from the facts
      const played = `member_id IN (SELECT member_id FROM ${from(mem)} WHERE gm_date_max > ${range.to})`;
      const lastg = select([['member_id', 'member_id'], ['last_gm', 'max(stat_date)']], from(gamingDays(input, sources, [inScope(input, params), `stat_date <= ${range.to}`, played], params)), { groups: 1 });
      const days = `dateDiff('day', CASE WHEN gm_date_max <= ${range.to} THEN gm_date_max ELSE last_gm END, ${range.to})`;
      return { pop: withGroup(joinUsing(per, lastg, ['member_id']), `CASE WHEN ${days} IS NULL THEN 'never' ELSE ${edgeCase(days, LAST_GM_DAYS_BUCKETS)} END`), groups: groupRel(plan.groups) };
    }
    case 'dpst_rank': {
      // the percentile without row_number(): the population sorted by (deposits, member) into one array, its positions joined back
      const ranked = `SELECT member_id, (position - 1) / n AS pct FROM (SELECT arrayMap(t -> t.2, arraySort(groupArray((dpst_amt, member_id)))) AS ids, length(ids) AS n
        FROM ${from(per)} WHERE dpst_amt > 0) ARRAY JOIN ids AS member_id, arrayEnumerate(ids) AS position`;
      const pct = joinUsing(per, { sql: ranked, columns: ['member_id', 'pct'] }, ['member_id'], 'INNER');
      return { pop: withGroup(pct, prankCase('pct')), groups: groupRel(plan.groups) };
    }
    case 'return_gap': {
      const days = select([['member_id', 'member_id'], ['stat_date', 'stat_date']], from(gamingDays(input, sources, [inScope(input, params), `stat_date BETWEEN ${range.from} - 30 AND ${range.to}`], params)), { groups: 2 });
      // the days a member was away when it came back in the range: from its last gaming day before the range to its first in it
      const away = `dateDiff('day', maxIf(stat_date, stat_date < ${range.from}), minIf(stat_date, stat_date >= ${range.from}))`;
      const gapd = select([['member_id', 'member_id'], ['gap', `if(countIf(stat_date < ${range.from}) = 0, NULL, ${away})`]], from(days), { groups: 1 });
      return { pop: withGroup(joinUsing(per, gapd, ['member_id']), returnGapCase('gap'), ['gm_rows > 0']), groups: groupRel(plan.groups) };
    }
    case 'tag': {
      const held = joinUsing(per, { sql: 'SELECT member_id, member_tag_id FROM member_tag_map', columns: ['member_id', 'member_tag_id'] }, ['member_id'], 'INNER');
      const pop = joinUsing(held, { sql: 'SELECT member_tag_id, member_tag_code AS grp FROM dim_member_tag', columns: ['member_tag_id', 'grp'] }, ['member_tag_id'], 'INNER');
      return { pop, groups: { sql: 'SELECT member_tag_code AS grp, member_tag_id AS grp_order FROM dim_member_tag', columns: ['grp', 'grp_order'] } };
    }
  }
}

/** The memberGroups kind on ClickHouse (its meaning: duckdb.ts); shares are left to the finish stage. */
export function clickhouseMemberGroups(plan: MemberGroupsPlan, input: KindInput, params: Params): KindRelation {
  if (input.dialect.ctes) return currentMemberGroups(plan, input, params);
  const sources = [...plan.sources];
  const range = { from: params.date(plan.range.from), to: params.date(plan.range.to) };
  const inRange = `stat_date BETWEEN ${range.from} AND ${range.to}`;
  const member: Column = ['member_id', 'member_id'];
  // per member over the range: whether it gamed (`gm_rows`: its rows of a member × day or × month rollup, or its gaming days) and its sums,
  // from the member rollups in the base currency as on DuckDB (the range's whole months from the month rollup), else from its gaming days
  const gaming = basePeriodSource(input, 'gaming', ['apv_bet', 'house_net_win'], plan.range, params);
  if (gaming) sources.push(...gaming.tables);
  const gd = select([member, ['gm_rows', 'count()'], ['apv_bet', 'sum(apv_bet)'], ['house_net_win', 'sum(house_net_win)']],
    gaming ? gaming.from : from(gamingDays(input, sources, [inScope(input, params), inRange], params)), { where: gaming ? [inScope(input, params), inRange] : [], groups: 1 });
  // deposits and withdrawals from the transaction model's member rollups (these very sums and counts) in the base currency, as on DuckDB; else the fact
  const rolled = basePeriodSource(input, 'transaction', ['dpst_count', 'dpst_amt', 'wdrl_amt'], plan.range, params);
  if (rolled) sources.splice(sources.indexOf('fact_transaction'), 1, ...rolled.tables);
  const td = rolled
    ? select([member, ['dpst_count', 'sum(dpst_count)'], ['dpst_amt', 'sum(dpst_amt)'], ['wdrl_amt', 'sum(wdrl_amt)']], rolled.from, { where: [inScope(input, params), inRange], groups: 1 })
    : select([member, ['dpst_count', `countIf(${plan.money.deposited})`], ['dpst_amt', `sumIf(${factMoney(input, params, '', 'amount_base')}, ${plan.money.deposited})`], ['wdrl_amt', `sumIf(${factMoney(input, params, '', 'amount_base')}, ${plan.money.withdrawn})`]],
      'fact_transaction', { where: [inScope(input, params), inRange], groups: 1 });
  const mem = members(input, params, [['member_id', 'f.member_id'], ['gm_date_max', 'f.gm_date_max'], ['reg_days', `dateDiff('day', f.reg_date, ${range.to})`]],
    input.conditions, [`f.reg_date <= ${range.to}`]);
  const joined = joinUsing(joinUsing(mem, gd, ['member_id']), td, ['member_id']);
  const per = select([...columnsOf(joined, FIGURES), ...FIGURES.map((m): Column => [m, `coalesce(${ident(m)}, 0)`])], from(joined));
  const { pop, groups } = grouping(plan, per, mem, input, params, sources, range);
  const figures: Column[] = [
    ['member_count', 'count()'], ['gm_dau', 'countIf(gm_rows > 0)'], ['dpst_dau', 'countIf(dpst_count > 0)'],
    ...['dpst_count', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win'].map((m): Column => [m, `coalesce(sum(${ident(m)}), 0)`]),
  ];
  if (input.totals) {
    // a tagged member counts once in the totals, however many tags it holds
    const once = plan.groupBy === 'tag' ? `(SELECT * FROM ${from(pop)} LIMIT 1 BY member_id)` : from(pop);
    const res = select([...figures, ['dpst_per_member', 'coalesce(sum(dpst_amt), 0) / nullif(count(), 0)']], once);
    return { withRes: res.sql, dims: [], sources };
  }
  const grouped = select([['grp', 'grp'], ...figures], from(pop), { groups: 1 });
  const listed = joinUsing(groups, grouped, ['grp']);
  const res = select([
    [plan.field, 'grp'], ['group_order', 'grp_order'], ...GROUP_FIGURES.map((m): Column => [m, `coalesce(${ident(m)}, 0)`]),
    ['dpst_per_member', 'coalesce(dpst_amt, 0) / nullif(coalesce(member_count, 0), 0)'],
  ], from(listed));
  // each member is in one group but for tags (a member holds several): the totals row is the groups' figures added up
  const summed = { sums: GROUP_FIGURES, ratios: [{ name: 'dpst_per_member', of: ['dpst_amt', 'member_count'] as const }] };
  return {
    withRes: res.sql, dims: ['group_order'], sources,
    windows: { steps: GROUP_SHARES.map(shareStep) },
    ...(plan.groupBy === 'tag' ? {} : { summedTotals: summed }),
  };
}
