import { GROUP_SHARES, LAST_GM_DAYS_BUCKETS, REG_DAYS_BUCKETS } from './spec';
import { shareStep } from '../../figures/program';
import { ident, type Params } from '../../sql/params';
import { sqlLiteral } from '../../dialect/clickhouse/literals';
import type { KindInput, KindRelation } from '../kind';
import { edgeCase, prankCase, returnGapCase, type MemberGroupsPlan } from './plan';
import { basePeriodSource, gamingDays, inScope, members } from '../shared/clickhouse/members';
import { factMoney } from '../shared/money';
import { from } from '../../dialect/clickhouse/relations';
import { MATERIALIZED } from '../../../warehouse/clickhouse/sharedReads';
import { packedTotals } from '../shared/clickhouse/packedTotals';

/** A member's figures over the period, and a group's. */
export const FIGURES = ['gm_rows', 'apv_bet', 'house_net_win', 'dpst_count', 'dpst_amt', 'wdrl_amt'];
export const GROUP_FIGURES = ['member_count', 'gm_dau', 'dpst_dau', 'dpst_count', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win'];

/** `__per`'s columns read through `p` by their names (a joined `p.*` would name them `p.member_id`…). */
const PER = ['member_id', 'gm_date_max', 'reg_days', ...FIGURES].map((c) => `p.${ident(c)} AS ${ident(c)}`).join(', ');

/** The group's figures over `__pop`, summed under their own names (`__dpst_amt`…): an alias that is a column's name would be read in its place. */
const SUMS = [
  'count() AS __member_count', 'countIf(gm_rows > 0) AS __gm_dau', 'countIf(dpst_count > 0) AS __dpst_dau',
  ...['dpst_count', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win'].map((m) => `coalesce(sum(${m}), 0) AS __${m}`),
];

/** Every group with its order, so an empty one still gets a row: `grp` and its `grp_order`. */
export const groupList = (rows: MemberGroupsPlan['groups'] = []) =>
  `SELECT grp, grp_order FROM system.one ARRAY JOIN [${rows.map(([k]) => sqlLiteral(k)).join(', ')}] AS grp, [${rows.map(([, o]) => o).join(', ')}] AS grp_order`;

/** Per grouping: the steps it reads, the population with its group (`__pop`), and the list of groups. */
function grouping(plan: MemberGroupsPlan, input: KindInput, params: Params, sources: string[], range: { from: string; to: string }): { ctes: string[]; groups: string } {
  const pop = (group: string, join = '', where = '') => `__pop AS (SELECT ${PER}, ${group} AS grp FROM __per AS p ${join} ${where})`;
  switch (plan.groupBy) {
    case 'reg_days':
      return { ctes: [pop(edgeCase('p.reg_days', REG_DAYS_BUCKETS))], groups: groupList(plan.groups) };
    case 'last_gm_days': {
      // the last gaming day on or before the end of the range: dim_member's last of all, unless the member played after the end,
      // then (for those members only) read from the facts
      const played = `member_id GLOBAL IN (SELECT member_id FROM __mem WHERE gm_date_max > ${range.to})`;
      const lastg = `__lastg AS (SELECT member_id, max(stat_date) AS last_gm FROM ${from(gamingDays(input, sources, [inScope(input, params), `stat_date <= ${range.to}`, played], params))} GROUP BY member_id)`;
      const days = `dateDiff('day', CASE WHEN p.gm_date_max <= ${range.to} THEN p.gm_date_max ELSE l.last_gm END, ${range.to})`;
      return {
        ctes: [lastg, pop(`CASE WHEN ${days} IS NULL THEN 'never' ELSE ${edgeCase(days, LAST_GM_DAYS_BUCKETS)} END`, 'LEFT JOIN __lastg AS l ON l.member_id = p.member_id')],
        groups: groupList(plan.groups),
      };
    }
    case 'dpst_rank': {
      // the depositors' percentile by deposits (then member), as DuckDB's row_number
      const pct = '(row_number() OVER (ORDER BY p.dpst_amt ASC, p.member_id ASC) - 1) / count() OVER ()';
      return {
        ctes: [`__ranked AS (SELECT p.*, ${pct} AS pct FROM __per AS p WHERE p.dpst_amt > 0)`, `__pop AS (SELECT *, ${prankCase('pct')} AS grp FROM __ranked)`],
        groups: groupList(plan.groups),
      };
    }
    case 'return_gap': {
      // the days a member was away when it came back in the range: from its last gaming day before the range to its first in it
      const days = from(gamingDays(input, sources, [inScope(input, params), `stat_date BETWEEN ${range.from} - 30 AND ${range.to}`], params));
      const away = `dateDiff('day', maxIf(stat_date, stat_date < ${range.from}), minIf(stat_date, stat_date >= ${range.from}))`;
      const gapd = `__gapd AS (SELECT member_id, if(countIf(stat_date < ${range.from}) = 0, NULL, ${away}) AS gap FROM ${days} GROUP BY member_id)`;
      return { ctes: [gapd, pop(returnGapCase('g.gap'), 'LEFT JOIN __gapd AS g ON g.member_id = p.member_id', 'WHERE p.gm_rows > 0')], groups: groupList(plan.groups) };
    }
    case 'tag':
      return {
        ctes: [`__pop${MATERIALIZED}SELECT ${PER}, t.member_tag_code AS grp FROM __per AS p INNER JOIN member_tag_map AS tm ON tm.member_id = p.member_id INNER JOIN dim_member_tag AS t ON t.member_tag_id = tm.member_tag_id)`],
        groups: 'SELECT member_tag_code AS grp, member_tag_id AS grp_order FROM dim_member_tag',
      };
  }
}

/**
 * The memberGroups kind on a current ClickHouse: 18.16's reading (clickhouse.ts, its meaning in
 * duckdb.ts) with the members, their period's figures and their groups named once and read by name
 * (18.16's form repeats the members in the grouping's reads), and the deposit percentile a window.
 * Each member is in one group but for tags: the totals row is the groups' figures added up.
 */
export function currentMemberGroups(plan: MemberGroupsPlan, input: KindInput, params: Params): KindRelation {
  const sources = [...plan.sources];
  const range = { from: params.date(plan.range.from), to: params.date(plan.range.to) };
  const period = [inScope(input, params), `stat_date BETWEEN ${range.from} AND ${range.to}`].join(' AND ');
  // per member over the range: whether it gamed (`gm_rows`) and its sums, from the member rollups in the base currency as on DuckDB, else from its gaming days
  const gaming = basePeriodSource(input, 'gaming', ['apv_bet', 'house_net_win'], plan.range, params);
  if (gaming) sources.push(...gaming.tables);
  const gd = `__gd AS (SELECT member_id, count() AS __gm_rows, sum(apv_bet) AS __apv_bet, sum(house_net_win) AS __house_net_win
    FROM ${gaming ? `${gaming.from} WHERE ${period}` : from(gamingDays(input, sources, [period], params))} GROUP BY member_id)`;
  // deposits and withdrawals from the transaction model's member rollups in the base currency, as on DuckDB; else the fact
  const rolled = basePeriodSource(input, 'transaction', ['dpst_count', 'dpst_amt', 'wdrl_amt'], plan.range, params);
  if (rolled) sources.splice(sources.indexOf('fact_transaction'), 1, ...rolled.tables);
  const amount = factMoney(input, params, '', 'amount_base');
  const td = `__td AS (SELECT member_id, ${rolled
    ? 'sum(dpst_count) AS __dpst_count, sum(dpst_amt) AS __dpst_amt, sum(wdrl_amt) AS __wdrl_amt'
    : `countIf(${plan.money.deposited}) AS __dpst_count, sumIf(${amount}, ${plan.money.deposited}) AS __dpst_amt, sumIf(${amount}, ${plan.money.withdrawn}) AS __wdrl_amt`}
    FROM ${rolled ? rolled.from : 'fact_transaction'} WHERE ${period} GROUP BY member_id)`;
  const mem = members(input, params, [['member_id', 'f.member_id'], ['gm_date_max', 'f.gm_date_max'], ['reg_days', `dateDiff('day', f.reg_date, ${range.to})`]],
    input.conditions, [`f.reg_date <= ${range.to}`]);
  const per = `__per${MATERIALIZED}SELECT m.member_id AS member_id, m.gm_date_max AS gm_date_max, m.reg_days AS reg_days,
    ${FIGURES.map((f) => `coalesce(${f.startsWith('dpst') || f === 'wdrl_amt' ? 't' : 'g'}.__${f}, 0) AS ${ident(f)}`).join(', ')}
    FROM __mem AS m LEFT JOIN __gd AS g ON g.member_id = m.member_id LEFT JOIN __td AS t ON t.member_id = m.member_id)`;
  const { ctes: grouped, groups } = grouping(plan, input, params, sources, range);
  const ctes = [`__mem${MATERIALIZED}${mem.sql})`, gd, td, per, ...grouped];
  // a tagged member counts once in the totals, however many tags it holds
  const once = plan.groupBy === 'tag' ? '(SELECT * FROM __pop LIMIT 1 BY member_id)' : '__pop';
  const totals = `SELECT ${GROUP_FIGURES.map((f) => `__${f} AS ${f}`).join(', ')}, __dpst_amt / nullif(__member_count, 0) AS dpst_per_member FROM (SELECT ${SUMS.join(', ')} FROM ${once})`;
  if (input.totals) return { withRes: `WITH ${ctes.join(',\n')}\n${totals}`, dims: [], sources };
  const rows = `SELECT b.grp AS ${ident(plan.field)}, b.grp_order AS group_order, ${GROUP_FIGURES.map((f) => `coalesce(s.__${f}, 0) AS ${f}`).join(', ')},
      coalesce(s.__dpst_amt, 0) / nullif(coalesce(s.__member_count, 0), 0) AS dpst_per_member
    FROM (${groups}) AS b LEFT JOIN (SELECT grp, ${SUMS.join(', ')} FROM __pop GROUP BY grp) AS s ON s.grp = b.grp`;
  // each member is in one group but for tags (a member holds several): the totals row is the groups' figures added up;
  // a grid's first page by tag carries its own, read from the same tagged members (ResRelation.packedTotals)
  const summed = { sums: GROUP_FIGURES, ratios: [{ name: 'dpst_per_member', of: ['dpst_amt', 'member_count'] as const }] };
  const columns = [plan.field, 'group_order', ...GROUP_FIGURES, 'dpst_per_member'];
  const carried = plan.groupBy !== 'tag' ? { summedTotals: summed } : input.withTotals ? { packedTotals: packedTotals(ctes, rows, columns, (sql) => sql, () => totals) } : {};
  return {
    withRes: `WITH ${ctes.join(',\n')}\n${rows}`, dims: ['group_order'], sources,
    windows: { steps: GROUP_SHARES.map(shareStep) },
    ...carried,
  };
}
