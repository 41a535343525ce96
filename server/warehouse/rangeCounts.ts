import type { ActivityDef, ModelDefinition } from '../../src/engine/definition/model';
import { ident } from '../semantic/ident';
import { activityTable, RANGE_COUNT_DAYS, RANGE_COUNT_RECENT_DAYS, rangeCountsTable } from '../semantic/tables';
import { activeDayPairs, countColumn, lastDay, monthsWithPrior } from './activeDayPairs';

/**
 * The CREATE TABLE of a model's exact distinct counts of members for every date range of at most
 * RANGE_COUNT_DAYS days starting in the warehouse's last RANGE_COUNT_RECENT_DAYS days (of
 * `warehouse_meta`'s start to end), by site: a read of such a range is then the lookup of one row
 * per site instead of a scan of members' rows.
 *
 * A member counts for [f, t] when it has an active day in it, and then exactly one active day d in
 * [f, t] has its previous active day p before f (the first one at or after f). So, with H(d, p) the
 * number of members active on d whose previous active day was p (none: before the first day),
 * count(f, t) = Σ_{d=f..t} Σ_{p<f} H(d, p): a running sum over p for each d, then a running sum
 * over d for each f, over the grid of every site and f ≤ t < f + RANGE_COUNT_DAYS (sites ×
 * RANGE_COUNT_RECENT_DAYS × RANGE_COUNT_DAYS rows, whatever the number of members; a previous day further back than the
 * longest range counts as that far back). A sum over sites stays exact: a member belongs to one site, and the activity's
 * dimensions are its site's. Read from the members' active days by month (built first).
 * Rows where every count is zero are left out. The table is left empty, and so never read, when a
 * member's active day lies outside the warehouse's days (the compiler clamps ranges to them).
 * Days are numbered from the first day a range may start on; the months read start RANGE_COUNT_DAYS
 * before it.
 */
export function rangeCountsSql(model: ModelDefinition, activity: ActivityDef): string {
  return `CREATE OR REPLACE TABLE ${ident(rangeCountsTable(model))} AS ${rangeCountsSelect(model, activity)}`;
}

/** The warehouse's days as the range counts read them: its first day, the first a range may start on, and its last. */
const SPAN = `SELECT min(start_date) AS start, greatest(min(start_date), max(end_date) - ${RANGE_COUNT_RECENT_DAYS - 1}) AS lo, max(end_date) AS hi FROM warehouse_meta`;

/**
 * The rows of rangeCountsSql, or, from `from` on, those of the ranges ending on or after it (a range's
 * count reads only the activity within it): each the count of the range up to the day before `from`
 * (its row in the table, none for zero) and the days from `from` on, the previous active days of
 * those read off each member's months before (one aggregate, not a window over them).
 */
export function rangeCountsSelect(model: ModelDefinition, activity: ActivityDef, from?: string): string {
  const source = ident(activityTable(model));
  const dims = activity.dimensions.map((d) => ident(d));
  const ms = activity.measures.map((m) => ident(m));
  const n = countColumn;
  const lo = '(SELECT lo FROM span)';
  // the first day number recomputed (0 for all), and the first month read
  const first = from ? `greatest(CAST(DATE '${from}' - ${lo} AS INTEGER), 0)` : '0';
  const firstMonth = from ? `date_trunc('month', greatest(DATE '${from}', ${lo}))` : `date_trunc('month', ${lo} - ${RANGE_COUNT_DAYS})`;
  // from a day on, the months read carry each member's last active days of the months before them
  const months = monthsWithPrior(source, ms, firstMonth, Boolean(from));
  // each active day d with the previous active day p (before the first day when none), as day numbers from the first day,
  // p no further back than the longest range nor than the day before the first (the grid's first column)
  const dayNumber = (date: string) => `CAST(${date} - ${lo} AS INTEGER)`;
  const h = activeDayPairs(ms, dayNumber, (prev, date) => `greatest(CAST(coalesce(${prev}, ${lo} - 1) - ${lo} AS INTEGER), ${dayNumber(date)} - ${RANGE_COUNT_DAYS}, -1)`,
    (date) => `${date} >= ${lo}${from ? ` AND ${date} >= DATE '${from}'` : ''}`);
  const axis = `SELECT unnest(range(0, (SELECT hi - lo + 1 FROM span))) AS i`;
  const grid = `SELECT s.site_id, x.i - 1 AS x, d.i AS d FROM (SELECT DISTINCT site_id FROM ${source}) s, axis x, axis d WHERE d.i >= x.i AND d.i - x.i < ${RANGE_COUNT_DAYS}${from ? ` AND d.i >= ${first}` : ''}`;
  const c = `SELECT g.site_id, g.x, g.d, ${ms.map((_, i) => `CAST(sum(coalesce(h.${n(i)}, 0)) OVER (PARTITION BY g.site_id, g.d ORDER BY g.x ROWS UNBOUNDED PRECEDING) AS BIGINT) AS ${n(i)}`).join(', ')}`
    + ` FROM grid g LEFT JOIN h ON h.site_id = g.site_id AND h.d = g.d AND h.p = g.x`;
  // from a day on, a range that starts before it counts what its row up to the day before holds, then the days from it
  const base = from
    ? ` LEFT JOIN (SELECT site_id, CAST(from_date - ${lo} AS INTEGER) - 1 AS x, ${ms.join(', ')} FROM ${ident(rangeCountsTable(model))} WHERE to_date = DATE '${from}' - 1) b ON b.site_id = c.site_id AND b.x = c.x`
    : '';
  const counts = `SELECT c.site_id, c.x + 1 AS f, c.d AS t, ${ms.map((m, i) => `CAST(sum(c.${n(i)}) OVER (PARTITION BY c.site_id, c.x ORDER BY c.d ROWS UNBOUNDED PRECEDING)${from ? ` + coalesce(b.${m}, 0)` : ''} AS BIGINT) AS ${m}`).join(', ')} FROM c${base}`;
  const sites = `SELECT DISTINCT ${dims.join(', ')} FROM ${source}`;
  return `WITH span AS (${SPAN}),`
    + ` months AS (${months}), h AS (${h}), axis AS (${axis}), grid AS (${grid}), c AS (${c}), counts AS (${counts}), sites AS (${sites})`
    + ` SELECT ${dims.map((d) => `s.${d}`).join(', ')}, CAST(${lo} + CAST(k.f AS INTEGER) AS DATE) AS from_date, CAST(${lo} + CAST(k.t AS INTEGER) AS DATE) AS to_date, ${ms.map((m) => `k.${m}`).join(', ')}`
    + ` FROM counts k JOIN sites s ON s.site_id = k.site_id WHERE (${ms.map((m) => `k.${m} > 0`).join(' OR ')}) AND ${withinDays(source, activity)} ORDER BY from_date, to_date, site_id`;
}

/**
 * That no member's active day lies outside the warehouse's days (else the range counts are left
 * empty, and never read): the first day of a month's mask (its lowest bit) and the last (its highest).
 */
function withinDays(source: string, activity: ActivityDef): string {
  const any = activity.measures.map((m) => `a.${ident(m)}`).join(' | ');
  return `(SELECT count(*) FROM ${source} a WHERE (${any}) <> 0 AND (a.month + ${lastDay(`(${any})::BIGINT & -((${any})::BIGINT)`)} < (SELECT start FROM (${SPAN})) OR a.month + ${lastDay(`(${any})::BIGINT`)} > (SELECT hi FROM (${SPAN})))) = 0`;
}

/**
 * The statements refreshing a model's range counts for the days from `from` on (a load's first day
 * touched, or the day after the warehouse's last before it, whichever is first): the ranges that
 * start before the warehouse's new window or end on or after `from` deleted, those ending on or
 * after it inserted again, and every row deleted if an active day lies outside the warehouse's days.
 */
export function rangeCountsRefresh(model: ModelDefinition, activity: ActivityDef, from: string): string[] {
  const table = ident(rangeCountsTable(model));
  return [
    `DELETE FROM ${table} WHERE from_date < (SELECT lo FROM (${SPAN})) OR to_date >= DATE '${from}'`,
    `INSERT INTO ${table} ${rangeCountsSelect(model, activity, from)}`,
    `DELETE FROM ${table} WHERE NOT ${withinDays(ident(activityTable(model)), activity)}`,
  ];
}
