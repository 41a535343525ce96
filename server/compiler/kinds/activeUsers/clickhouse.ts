import { ACTIVE_WINDOWS } from './spec';
import { chPartSql } from '../../dialect/clickhouse/part';
import { ident, type Params } from '../../sql/params';
import type { KindInput, KindRelation } from '../kind';
import { printedWhenRead } from '../../dialect/dialect';
import type { ActiveUsersPlan } from './plan';
import { columnsOf, from, select, type Column } from '../../dialect/clickhouse/relations';

/**
 * The activeUsers kind on ClickHouse (its reasoning: duckdb.ts). Without lead(), each
 * member's login days are one sorted array; the day after each is the next element (after the last,
 * a day past the end), and the days a login covers are summed over the array.
 */
export function clickhouseActiveUsers(plan: ActiveUsersPlan, input: KindInput, params: Params): KindRelation {
  const { group, login } = plan;
  const print = (): string => {
    const acts = chPartSql(plan.acts, plan.actsRange, input.scope, params);
    const first = params.date(plan.from);
    const last = params.date(plan.to);
    const groupColumns = group.map((d): Column => [d, ident(d)]);
    const spans = select([...groupColumns, ['member_id', 'member_id'], ['days', 'arraySort(groupArray(stat_date))']], `(${acts})`, { groups: group.length + 1 });
    const covered = (days: number) => `arraySum(arrayMap((s, n) -> greatest(0, least(least(s + ${days - 1}, n - 1), ${last}) - greatest(s, ${first}) + 1), days, arrayPushBack(arrayPopFront(days), ${last} + 1)))`;
    const cover = select([...groupColumns, ...Object.entries(ACTIVE_WINDOWS).map(([w, days]): Column => [w, `sum(${covered(days)})`])], from(spans), { groups: group.length });
    const days = `greatest(0, ${last} - ${first} + 1)`;
    // a group nobody was active in during the days measured has no row; the totals row is always there
    const res0 = select([
      ...groupColumns, ['activity_days', days], ...Object.keys(ACTIVE_WINDOWS).map((w): Column => [`activity_${w}`, `coalesce(${w}, 0) / nullif(${days}, 0)`]),
    ], from(cover), { where: group.length ? ['mau > 0'] : [] });
    const res = select([...columnsOf(res0), ['activity_stickiness', 'activity_dau / nullif(activity_mau, 0)']], from(res0));
    return res.sql;
  };
  return printedWhenRead<KindRelation>(print, { dims: group, sources: [login.table] });
}
