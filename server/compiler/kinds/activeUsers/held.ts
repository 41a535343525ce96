import { dayNumber } from '../../../warehouse/resident';
import type { Row } from '../../../warehouse/warehouse';
import type { ResRelation } from '../../dialect/dialect';
import { apiNumber, isExact, toDouble } from '../../figures/exact';
import { heldSums } from '../../resident/sums';
import type { RowScope } from '../../types';
import type { ActiveUsersPlan } from './plan';
import { ACTIVE_WINDOWS } from './spec';

/**
 * The averages computed from tables held in memory, as duckdbActiveUsers' SQL answers them from the
 * members counted in windows of days (plan.windows): each window's member-days summed over the
 * measured days by group (`CAST(sum(c) AS DOUBLE)`), divided by the days; stickiness DAU ÷ MAU; a
 * group nobody was active in has no row (one row without a group). Undefined without window counts
 * by `stat_date`, or where the table is not held or not read so.
 */
export function heldActiveUsers(plan: ActiveUsersPlan, scope: RowScope): NonNullable<ResRelation['held']> | undefined {
  const { windows, group, from, to } = plan;
  if (!windows || plan.login.timeColumn !== 'stat_date') return undefined;
  const names = Object.keys(ACTIVE_WINDOWS) as (keyof typeof ACTIVE_WINDOWS)[];
  const sums = names.map((w) => windows.columns[w]);
  // `greatest(0, to - from + 1)` days, an INTEGER
  const days = Math.max(0, dayNumber(to) - dayNumber(from) + 1);
  return (tables) => {
    const groups = heldSums(tables, { table: windows.table, keys: group, sums, conditions: plan.acts.conditions, from, to }, scope);
    if (!groups) return undefined;
    const rows: Row[] = [];
    for (const g of groups) {
      const cover = sums.map((c) => { const v = g[c]; return isExact(v) ? toDouble(v) : null; });
      // `JOIN cover c ON c.mau > 0` by group
      const mau = cover[names.indexOf('mau')];
      if (group.length && !(mau !== null && mau > 0)) continue;
      const row: Row = {};
      for (const d of group) row[d] = apiNumber(g[d]);
      row.activity_days = days;
      // `coalesce(c.w, 0) / nullif(n.days, 0)`
      names.forEach((w, k) => { row[`activity_${w}`] = days === 0 ? null : (cover[k] ?? 0) / days; });
      const [dau, avgMau] = [row.activity_dau as number | null, row.activity_mau as number | null];
      row.activity_stickiness = dau === null || avgMau === null || avgMau === 0 ? null : dau / avgMau;
      rows.push(row);
    }
    return rows;
  };
}
