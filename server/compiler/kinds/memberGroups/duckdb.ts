import { LAST_GM_DAYS_BUCKETS, REG_DAYS_BUCKETS } from './spec';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { edgeCase, prankCase, returnGapCase, type MemberGroupsPlan } from './plan';
import { gamingDays, memberFrom, memberModel, memberWhere, scopeSql } from '../shared/memberSql';
import { factMoney, rollupMoney } from '../shared/money';
import { memberPeriodSource } from '../shared/scope';
import { localColumn } from '../../../semantic/money';
import { activityTable } from '../../../semantic/tables';

const values = (rows: MemberGroupsPlan['groups'] = []) => `(VALUES ${rows.map(([k, o]) => `('${k}', ${o})`).join(', ')}) b(grp, grp_order)`;

/** Per grouping: which members count, their group, and the list of groups (so empty groups still get a row). */
function grouping(plan: MemberGroupsPlan, input: KindInput, params: Params, sources: string[]): { population: string; group: string; groups: string; extra: string[]; join?: string } {
  const to = () => params.date(plan.range.to);
  switch (plan.groupBy) {
    case 'reg_days':
      return { population: 'TRUE', group: edgeCase('p.reg_days', REG_DAYS_BUCKETS), groups: values(plan.groups), extra: [] };
    case 'last_gm_days': {
      // the last gaming day on or before the end of the range: dim_member's last of all, unless the member played after the end,
      // then (for those members only) read from the facts
      const played = `member_id IN (SELECT member_id FROM mem WHERE gm_date_max > ${to()})`;
      const activity = activityTable(input.registry.models.get('gaming')!);
      // with the members' gaming days by month as masks (bit d-1: day d; the end's month cut after its day): the highest
      // day of their last month with one, rather than every gaming day of their history
      const fromMasks = input.useRollups && input.catalog.has(activity);
      const extra = [fromMasks
        ? `lastg AS (SELECT a.member_id, max(a.month + CAST(floor(log2(a.mask)) AS INTEGER)) AS last_gm FROM (SELECT member_id, month,
          CASE WHEN month = date_trunc('month', ${to()}) THEN gm_dau::BIGINT & ((1::BIGINT << dayofmonth(${to()})) - 1) ELSE gm_dau::BIGINT END AS mask
          FROM ${ident(activity)} g WHERE ${scopeSql('g', input, params)} AND month <= ${to()} AND ${played}) a WHERE a.mask <> 0 GROUP BY 1)`
        : `lastg AS (SELECT g.member_id, max(g.stat_date) AS last_gm FROM ${gamingDays(input, sources, params)} g
        WHERE ${scopeSql('g', input, params)} AND g.stat_date <= ${to()} AND g.${played} GROUP BY 1)`];
      if (fromMasks) sources.push(activity);
      const days = `date_diff('day', CASE WHEN p.gm_date_max <= ${to()} THEN p.gm_date_max ELSE lastg.last_gm END, ${to()})`;
      return {
        population: 'TRUE', group: `CASE WHEN ${days} IS NULL THEN 'never' ELSE ${edgeCase(days, LAST_GM_DAYS_BUCKETS)} END`, groups: values(plan.groups), extra,
        join: 'LEFT JOIN lastg ON lastg.member_id = p.member_id',
      };
    }
    case 'dpst_rank': {
      const pct = '(row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1)::DOUBLE / count(*) OVER ()';
      return { population: 'p.dpst_amt > 0', group: prankCase(pct), groups: values(plan.groups), extra: [] };
    }
    case 'return_gap': {
      const from = params.date(plan.range.from);
      // the days a member was away when it came back in the range: from its last gaming day before the range (30 days at most
      // read: a longer break is 30+ as no earlier day) to its first gaming day in it
      const extra = [`gapd AS (SELECT g.member_id, date_diff('day', max(g.stat_date) FILTER (WHERE g.stat_date < ${from}), min(g.stat_date) FILTER (WHERE g.stat_date >= ${from})) AS gap
        FROM ${gamingDays(input, sources, params)} g WHERE ${scopeSql('g', input, params)} AND g.stat_date BETWEEN ${from} - 30 AND ${to()} GROUP BY 1)`];
      const gap = 'gapd.gap';
      return { population: 'p.gm_rows > 0', group: returnGapCase(gap), groups: values(plan.groups), extra, join: 'LEFT JOIN gapd ON gapd.member_id = p.member_id' };
    }
    case 'tag':
      return { population: 'TRUE', group: '', groups: '(SELECT member_tag_code AS grp, member_tag_id AS grp_order FROM dim_member_tag) b', extra: [] };
  }
}

/**
 * The memberGroups kind (spec.ts): per member, the period's gaming and
 * transactions; then the population and group of each member; then one row per group, with shares.
 */
export function duckdbMemberGroups(plan: MemberGroupsPlan, input: KindInput, params: Params): KindRelation {
  const sources = [...plan.sources];
  const member = memberModel(input);
  const range = `BETWEEN ${params.date(plan.range.from)} AND ${params.date(plan.range.to)}`;
  // per member over the range: whether it gamed (rows of the member × day or × month rollup: a member has one when it has
  // a gaming day) and its sums, from the range's whole months in the month rollup and its edge days in the day rollup
  const gaming = memberPeriodSource(input, 'gaming', ['apv_bet', 'house_net_win'], plan.range, params);
  // a member rollup's money sum, converted where the request asks another currency
  const rsum = (m: string) => (input.money ? rollupMoney(input, params, 'f.', m, localColumn(m)) : `f.${m}`);
  const gd = gaming
    ? `gd AS (SELECT f.member_id, count(*) AS gm_rows, sum(${rsum('apv_bet')}) AS apv_bet, sum(${rsum('house_net_win')}) AS house_net_win
    FROM ${gaming.from} WHERE ${scopeSql('f', input, params)} AND f.stat_date ${range} GROUP BY 1)`
    : `gd AS (SELECT g.member_id, count(*) AS gm_rows, sum(g.apv_bet) AS apv_bet, sum(g.house_net_win) AS house_net_win
    FROM ${gamingDays(input, sources, params)} g WHERE ${scopeSql('g', input, params)} AND g.stat_date ${range} GROUP BY 1)`;
  if (gaming) sources.push(...gaming.tables);
  // deposits and withdrawals: the transaction model's member rollups store these very sums and counts (moneyFilters reads the same measures)
  const money = memberPeriodSource(input, 'transaction', ['dpst_count', 'dpst_amt', 'wdrl_amt'], plan.range, params);
  // the fact's money expression is written (and its values bound) only where the fact is read
  const factTd = (amount: string) => `td AS (SELECT t.member_id, count(*) FILTER (WHERE ${plan.money.deposited}) AS dpst_count, sum(${amount}) FILTER (WHERE ${plan.money.deposited}) AS dpst_amt,
      sum(${amount}) FILTER (WHERE ${plan.money.withdrawn}) AS wdrl_amt FROM fact_transaction t WHERE ${scopeSql('t', input, params)} AND t.stat_date ${range} GROUP BY 1)`;
  const td = money
    ? `td AS (SELECT f.member_id, sum(f.dpst_count)::BIGINT AS dpst_count, sum(${rsum('dpst_amt')}) AS dpst_amt, sum(${rsum('wdrl_amt')}) AS wdrl_amt
    FROM ${money.from} WHERE ${scopeSql('f', input, params)} AND f.stat_date ${range} GROUP BY 1)`
    : factTd(factMoney(input, params, 't.', 'amount_base'));
  if (money) sources.splice(sources.indexOf('fact_transaction'), 1, ...money.tables);
  const mem = `mem AS (SELECT f.member_id, f.gm_date_max, date_diff('day', f.reg_date, ${params.date(plan.range.to)}) AS reg_days
    FROM ${memberFrom(member)} WHERE ${[...memberWhere(member, input, params), `f.reg_date <= ${params.date(plan.range.to)}`].join(' AND ')})`;
  const per = `per AS (SELECT mem.*, coalesce(gd.gm_rows, 0) AS gm_rows, coalesce(gd.apv_bet, 0) AS apv_bet, coalesce(gd.house_net_win, 0) AS house_net_win,
    coalesce(td.dpst_count, 0) AS dpst_count, coalesce(td.dpst_amt, 0) AS dpst_amt, coalesce(td.wdrl_amt, 0) AS wdrl_amt
    FROM mem LEFT JOIN gd USING (member_id) LEFT JOIN td USING (member_id))`;
  const g = grouping(plan, input, params, sources);
  const pop = plan.groupBy === 'tag'
    ? `pop AS (SELECT p.*, t.member_tag_code AS grp FROM per p JOIN member_tag_map tm ON tm.member_id = p.member_id JOIN dim_member_tag t ON t.member_tag_id = tm.member_tag_id)`
    : `pop AS (SELECT p.*, ${g.group} AS grp FROM per p ${g.join ?? ''} WHERE ${g.population})`;
  const figures = `count(*) AS member_count, count(*) FILTER (WHERE gm_rows > 0) AS gm_dau, count(*) FILTER (WHERE dpst_count > 0) AS dpst_dau,
    coalesce(sum(dpst_count), 0) AS dpst_count, coalesce(sum(dpst_amt), 0) AS dpst_amt, coalesce(sum(wdrl_amt), 0) AS wdrl_amt,
    coalesce(sum(apv_bet), 0) AS apv_bet, coalesce(sum(house_net_win), 0) AS house_net_win`;
  const ctes = [gd, td, mem, per, ...g.extra, pop];
  if (input.totals) {
    // a tagged member counts once in the totals, however many tags it holds
    const distinct = plan.groupBy === 'tag' ? '(SELECT DISTINCT ON (member_id) * FROM pop)' : 'pop';
    ctes.push(`res AS (SELECT ${figures}, coalesce(sum(dpst_amt), 0) / nullif(count(*), 0) AS dpst_per_member FROM ${distinct})`);
    return { withRes: `WITH ${ctes.join(',\n')}`, dims: [], sources };
  }
  const field = ident(plan.field);
  ctes.push(`grouped AS (SELECT grp, ${figures} FROM pop GROUP BY grp)`);
  ctes.push(`res0 AS (SELECT b.grp AS ${field}, b.grp_order AS group_order, ${['member_count', 'gm_dau', 'dpst_dau', 'dpst_count', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win'].map((m) => `coalesce(g.${m}, 0) AS ${m}`).join(', ')}
    FROM ${g.groups} LEFT JOIN grouped g ON g.grp = b.grp)`);
  ctes.push(`res AS (SELECT *, dpst_amt / nullif(member_count, 0) AS dpst_per_member, ${['member_count', 'dpst_amt', 'apv_bet', 'house_net_win'].map((m) => `${m} / nullif(sum(${m}) OVER (), 0) AS ${m}_share`).join(', ')} FROM res0)`);
  return { withRes: `WITH ${ctes.join(',\n')}`, dims: ['group_order'], sources };
}
