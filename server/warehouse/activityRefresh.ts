import type { ActivityDef, ModelDefinition } from '../../src/engine/definition/model';
import { ident } from '../semantic/ident';
import { activityPairsTable, activityTable, PAIR_SHIFT } from '../semantic/tables';
import { inDays, monthsOf, withMonthsBefore } from './refreshScope';
import { activityPairsSelect, activitySelect } from './rollups';

/** The bits of `days` that fall in `month` (a first day): bit d − 1 for day d, as the masks hold them. */
export function dayBits(month: string, days: readonly string[]): number {
  return days.filter((d) => d.startsWith(month.slice(0, 8))).reduce((bits, d) => (bits | (1 << (Number(d.slice(8, 10)) - 1))) >>> 0, 0);
}

/**
 * The statements refreshing a model's members' active days by month for the days a load replaced,
 * without reading the rest of their months from the fact: each member's mask of a month is its bits
 * of the days kept, or-ed with those the loaded days' rows set (masks are per day, so the two never
 * overlap). Only the rows a day loaded sets or had set are written again: a member active on a day
 * loaded, or whose mask held one (a correction that removes its day); a row left with no day is
 * deleted. A new day touches its own members only, where a month read again from the fact rewrote
 * every member of the month.
 */
export function activityRefresh(model: ModelDefinition, activity: ActivityDef, days: readonly string[]): string[] {
  const table = ident(activityTable(model));
  const loaded = ident(`${activityTable(model)}_days`);
  const merged = ident(`${activityTable(model)}_merged`);
  const keys = [...activity.dimensions, 'member_id', 'month'].map(ident);
  const masks = activity.measures.map(ident);
  const months = monthsOf(days);
  const bits = (month: string) => monthBits(month, days, 'UINTEGER');
  const on = (a: string, b: string) => keys.map((k) => `${a}.${k} = ${b}.${k}`).join(' AND ');
  const any = (alias: string) => masks.map((m) => `${alias}.${m}`).join(' | ');
  const before = `SELECT a.* FROM ${table} a WHERE ${inDays('a.month', months)} AND ((${any('a')}) & ${bits('a.month')}) <> 0`
    + ` UNION SELECT a.* FROM ${table} a SEMI JOIN ${loaded} n ON ${on('a', 'n')}`;
  const columns = [...keys, ...masks];
  return [
    `CREATE OR REPLACE TEMP TABLE ${loaded} AS ${activitySelect(model, activity, true, undefined, days)}`,
    `CREATE OR REPLACE TEMP TABLE ${merged} AS WITH o AS (${before}) SELECT ${keys.map((k) => `coalesce(o.${k}, n.${k}) AS ${k}`).join(', ')}, `
      + masks.map((m) => `CAST((coalesce(o.${m}, 0) & ~${bits('coalesce(o.month, n.month)')}) | coalesce(n.${m}, 0) AS UINTEGER) AS ${m}`).join(', ')
      + ` FROM o FULL JOIN ${loaded} n ON ${on('o', 'n')}`,
    `DELETE FROM ${table} t USING ${merged} m WHERE ${on('t', 'm')}`,
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${merged} WHERE (${masks.join(' | ')}) <> 0 ORDER BY month, site_id`,
    `DROP TABLE ${loaded}`,
    `DROP TABLE ${merged}`,
  ];
}

/** Each month's bits of `days`, for the month of a row (`month`, an expression), of type `type`. */
function monthBits(month: string, days: readonly string[], type: string): string {
  return `CASE ${monthsOf(days).map((m) => `WHEN ${month} = DATE '${m}' THEN ${dayBits(m, days)}::${type}`).join(' ')} ELSE 0::${type} END`;
}

/**
 * The statements refreshing a model's members' active days two months at a time for the days a load
 * replaced (after the members' active days by month): the pairs of the months of those days and of
 * the months before them, of the members whose days there may have changed — those active on a day
 * loaded now (their month's row holds its bit), or before (a pair of theirs held it, in its month's
 * low bits or, for the month before, the next month's above them) — read again from the months.
 */
export function activityPairsRefresh(model: ModelDefinition, activity: ActivityDef, days: readonly string[]): string[] {
  const source = ident(activityTable(model));
  const pairs = ident(activityPairsTable(model));
  const members = ident(`${activityPairsTable(model)}_members`);
  const keys = [...activity.dimensions, 'member_id'].map(ident);
  const months = monthsOf(days);
  const pairMonths = withMonthsBefore(months);
  const any = activity.measures.map(ident).join(' | ');
  const held = [
    `SELECT ${keys.join(', ')} FROM ${source} WHERE ${inDays('month', months)} AND ((${any}) & ${monthBits('month', days, 'UINTEGER')}) <> 0`,
    `SELECT ${keys.join(', ')} FROM ${pairs} WHERE ${inDays('month', pairMonths)} AND ((${any}) & (${monthBits('month', days, 'BIGINT')} | (${monthBits(`CAST(month + INTERVAL 1 MONTH AS DATE)`, days, 'BIGINT')} << ${PAIR_SHIFT}))) <> 0`,
  ];
  return [
    `CREATE OR REPLACE TEMP TABLE ${members} AS ${held.join(' UNION ')}`,
    `DELETE FROM ${pairs} t USING ${members} m WHERE ${keys.map((k) => `t.${k} = m.${k}`).join(' AND ')} AND ${inDays('t.month', pairMonths)}`,
    `INSERT INTO ${pairs} ${activityPairsSelect(model, activity, pairMonths, members)}`,
    `DROP TABLE ${members}`,
  ];
}
