import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { FIGURES, MEMBER_FIELDS, type MemberListPlan } from './plan';
import { gamingDays, inPeriod, inScope, members } from '../shared/clickhouse/members';
import { factMoney } from '../shared/money';
import { MATERIALIZED } from '../../../warehouse/clickhouse/sharedReads';

/** What each fact's rows carry in the figures' step, 0 where a fact has none. */
const CARRIED = ['dep', 'wd', 'amt', 'apv', 'win', 'bonus', 'logins'] as const;

/**
 * Lifetime and period money and activity of the members listed: every fact's rows in one step
 * (`src` says whose), the members listed read once for them all (a current server analyses a named
 * relation again at each read), each figure an aggregate of its fact's rows (`__figure`).
 */
function figureStep(plan: MemberListPlan, input: KindInput, params: Params, sources: string[]): string {
  const scope = inScope(input, params);
  const period = inPeriod(input, params);
  const amount = factMoney(input, params, '', 'amount_base');
  const { deposited, withdrawn } = plan.money;
  const row = (src: number, carried: Partial<Record<(typeof CARRIED)[number], string>>) => `member_id, ${src} AS src, stat_date, ${CARRIED.map((c) => `${carried[c] ?? '0'} AS ${c}`).join(', ')}`;
  const facts = [
    `SELECT ${row(0, { dep: deposited, wd: withdrawn, amt: amount })} FROM fact_transaction WHERE ${scope}`,
    `SELECT ${row(1, { apv: 'apv_bet', win: 'house_net_win' })} FROM (${gamingDays(input, sources, [scope], params).sql})`,
    `SELECT ${row(2, { bonus: factMoney(input, params, '', 'bonus_amt_base') })} FROM fact_bonus WHERE ${scope}`,
    `SELECT ${row(3, { logins: 'login_count' })} FROM fact_login WHERE ${scope} AND ${period}`,
  ];
  const tx = (when: string) => `src = 0 AND ${when}`;
  const gm = 'src = 1';
  const sums: Record<string, string> = {
    total_dpst_count: `countIf(${tx('dep')})`, total_dpst_amt: `sumIf(amt, ${tx('dep')})`, total_wdrl_count: `countIf(${tx('wd')})`, total_wdrl_amt: `sumIf(amt, ${tx('wd')})`,
    dpst_count: `countIf(${tx(`dep AND ${period}`)})`, dpst_amt: `sumIf(amt, ${tx(`dep AND ${period}`)})`,
    wdrl_count: `countIf(${tx(`wd AND ${period}`)})`, wdrl_amt: `sumIf(amt, ${tx(`wd AND ${period}`)})`,
    total_apv_bet: `sumIf(apv, ${gm})`, total_house_net_win: `sumIf(win, ${gm})`, total_gm_days: `uniqExactIf(stat_date, ${gm})`,
    apv_bet: `sumIf(apv, ${gm} AND ${period})`, house_net_win: `sumIf(win, ${gm} AND ${period})`, gm_days: `uniqExactIf(stat_date, ${gm} AND ${period})`,
    total_bonus_amt: 'sumIf(bonus, src = 2)', bonus_amt: `sumIf(bonus, src = 2 AND ${period})`, login_count: 'sumIf(logins, src = 3)',
  };
  return `__fig AS (SELECT member_id, ${FIGURES.map((f) => `${sums[f]} AS __${f}`).join(', ')}
      FROM (${facts.join('\n      UNION ALL ')}) WHERE member_id GLOBAL IN (SELECT member_id FROM __mem) GROUP BY member_id)`;
}

/**
 * The memberList kind on a current ClickHouse: 18.16's reading (clickhouse.ts, its meaning in
 * duckdb.ts) with the members listed named once and read by name in their tags' step and their
 * facts' one, then one SELECT joining them, where the 18.16 form repeats the members in every read.
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
    ctes.push(figureStep(plan, input, params, sources));
    joins.push('LEFT JOIN __fig AS fg ON fg.member_id = m.member_id');
    columns.push(...FIGURES.map((f) => `coalesce(fg.__${f}, 0) AS ${ident(f)}`));
  }
  return { withRes: `WITH ${ctes.join(',\n')}\nSELECT ${columns.join(', ')} FROM __mem AS m ${joins.join(' ')}`, dims: ['member_id'], sources };
}
