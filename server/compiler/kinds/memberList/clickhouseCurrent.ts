import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { FIGURES, MEMBER_FIELDS, type MemberListPlan } from './plan';
import { gamingDays, inPeriod, inScope, members } from '../shared/clickhouse/members';
import { factMoney } from '../shared/money';
import { MATERIALIZED } from '../../../warehouse/clickhouse/sharedReads';

/** A step of the members' figures: its name, what it reads, and each figure's aggregate (named `__figure` inside). */
interface FigureStep { name: string; from: string; where?: string; sums: Record<string, string> }

/** Lifetime and period money and activity of the members listed, one step per fact, read by name. */
function figureSteps(plan: MemberListPlan, input: KindInput, params: Params, sources: string[]): FigureStep[] {
  const mine = [inScope(input, params), 'member_id GLOBAL IN (SELECT member_id FROM __mem)'];
  const period = inPeriod(input, params);
  const amount = factMoney(input, params, '', 'amount_base');
  const bonus = factMoney(input, params, '', 'bonus_amt_base');
  const { deposited, withdrawn } = plan.money;
  return [
    {
      name: '__tx', from: 'fact_transaction', where: mine.join(' AND '), sums: {
        total_dpst_count: `countIf(${deposited})`, total_dpst_amt: `sumIf(${amount}, ${deposited})`, total_wdrl_count: `countIf(${withdrawn})`, total_wdrl_amt: `sumIf(${amount}, ${withdrawn})`,
        dpst_count: `countIf(${deposited} AND ${period})`, dpst_amt: `sumIf(${amount}, ${deposited} AND ${period})`,
        wdrl_count: `countIf(${withdrawn} AND ${period})`, wdrl_amt: `sumIf(${amount}, ${withdrawn} AND ${period})`,
      },
    },
    {
      name: '__gm', from: `(${gamingDays(input, sources, mine, params).sql})`, sums: {
        total_apv_bet: 'sum(apv_bet)', total_house_net_win: 'sum(house_net_win)', total_gm_days: 'uniqExact(stat_date)',
        apv_bet: `sumIf(apv_bet, ${period})`, house_net_win: `sumIf(house_net_win, ${period})`, gm_days: `uniqExactIf(stat_date, ${period})`,
      },
    },
    { name: '__bn', from: 'fact_bonus', where: mine.join(' AND '), sums: { total_bonus_amt: `sum(${bonus})`, bonus_amt: `sumIf(${bonus}, ${period})` } },
    { name: '__lg', from: 'fact_login', where: [...mine, period].join(' AND '), sums: { login_count: 'sum(login_count)' } },
  ];
}

/**
 * The memberList kind on a current ClickHouse: 18.16's reading (clickhouse.ts, its meaning in
 * duckdb.ts) with the members listed named once and read by name in their tags' and each fact's
 * step, then one SELECT joining them, where the 18.16 form repeats the members in every read.
 */
export function currentMemberList(plan: MemberListPlan, input: KindInput, params: Params): KindRelation {
  const sources = [...plan.sources];
  const names = MEMBER_FIELDS.map((f) => f.split('.')[1]);
  const mem = members(input, params, MEMBER_FIELDS.map((f, i) => [names[i], f] as const));
  const ctes = [
    `__mem${MATERIALIZED}${mem.sql})`,
    // a member's tags: the first (by id) and all of them, listed in id order
    `__tags AS (SELECT tm.member_id AS member_id, min(tm.member_tag_id) AS __tag_id, argMin(t.member_tag_code, tm.member_tag_id) AS __tag_code,
      arrayStringConcat(arrayMap(x -> x.2, arraySort(groupArray((tm.member_tag_id, t.member_tag_code)))), ', ') AS __tag_list
      FROM member_tag_map AS tm INNER JOIN dim_member_tag AS t ON t.member_tag_id = tm.member_tag_id
      WHERE tm.member_id GLOBAL IN (SELECT member_id FROM __mem) GROUP BY tm.member_id)`,
  ];
  const columns = [...names.map((c) => `m.${ident(c)} AS ${ident(c)}`), 'tg.__tag_id AS member_tag_id', 'tg.__tag_code AS member_tag_code', 'tg.__tag_list AS member_tag_list'];
  const joins = ['LEFT JOIN __tags AS tg ON tg.member_id = m.member_id'];
  if (plan.figures) {
    const steps = figureSteps(plan, input, params, sources);
    for (const s of steps) {
      ctes.push(`${s.name} AS (SELECT member_id, ${Object.entries(s.sums).map(([f, sql]) => `${sql} AS __${f}`).join(', ')} FROM ${s.from}${s.where ? ` WHERE ${s.where}` : ''} GROUP BY member_id)`);
      joins.push(`LEFT JOIN ${s.name} ON ${s.name}.member_id = m.member_id`);
    }
    const stepOf = (f: string) => steps.find((s) => f in s.sums)!.name;
    columns.push(...FIGURES.map((f) => `coalesce(${stepOf(f)}.__${f}, 0) AS ${ident(f)}`));
  }
  return { withRes: `WITH ${ctes.join(',\n')}\nSELECT ${columns.join(', ')} FROM __mem AS m ${joins.join(' ')}`, dims: ['member_id'], sources };
}
