import type { ActivityDef, ModelDefinition } from '../../src/engine/definition/model';
import { ident } from '../semantic/ident';
import { activityTable, priorDaysTable } from '../semantic/tables';

/**
 * The CREATE TABLE of a model's members' active days by their previous active day: one row per site,
 * day d and previous day p, each measure's count H(d, p) of the members active on d whose previous
 * active day (for that measure) was p, NULL when d is the member's first. Over every day of the
 * warehouse, not a window of it.
 *
 * A member counts for a range [f, t] when it has an active day in it, and then exactly one of them,
 * its first at or after f, has its previous active day before f (or none). So the exact distinct
 * count of members over any range is count(f, t) = Σ_{d=f..t} Σ_{p<f or none} H(d, p): the server
 * holds the rows as each site's days with their previous days sorted and counts summed up
 * (server/warehouse/priorIndex.ts), and a range's count is a binary search per day. The rows are at
 * most sites × days × days, whatever the number of members. A sum over sites stays exact: a member
 * belongs to one site, and the activity's dimensions are its site's. Read from the members' active
 * days by month (built first): the previous day of each active day is the last set bit below it in
 * its month's mask, else the last active day of the member's earlier months (a window over member ×
 * month rows, not over days).
 */
export function priorDaysSql(model: ModelDefinition, activity: ActivityDef): string {
  return `CREATE OR REPLACE TABLE ${ident(priorDaysTable(model))} AS ${priorDaysSelect(model, activity)}`;
}

/**
 * The rows of a model's members' active days by their previous active day (priorDaysSql), or of the
 * days from `fromMonth` (a first day) on: the months from it read with, for each member, its last
 * active day in the months before it (one aggregate over them, not a window over their rows).
 */
export function priorDaysSelect(model: ModelDefinition, activity: ActivityDef, fromMonth?: string): string {
  const source = ident(activityTable(model));
  const dims = activity.dimensions.map((d) => ident(d));
  const ms = activity.measures.map((m) => ident(m));
  const n = (i: number) => ident(`__n${i}`);
  const prior = (i: number) => ident(`__prior${i}`);
  // the highest day set in a mask (bits 0–30, so a DOUBLE's log2 is exact enough to floor)
  const lastDay = (mask: string) => `CAST(floor(log2(${mask})) AS INTEGER)`;
  const lastActive = (m: string) => `CASE WHEN a.${m} <> 0 THEN a.month + ${lastDay(`a.${m}`)} END`;
  const earlier = (m: string, i: number) => `max(${lastActive(m)}) OVER (PARTITION BY a.member_id ORDER BY a.month ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`
    + (fromMonth ? `, e.${prior(i)}` : '');
  // from a month on: each member's last active day of the months before it, for the first of the months read
  const priorMonths = fromMonth
    ? ` LEFT JOIN (SELECT a.member_id, ${ms.map((m, i) => `max(${lastActive(m)}) AS ${prior(i)}`).join(', ')} FROM ${source} a WHERE a.month < DATE '${fromMonth}' GROUP BY ALL) e ON e.member_id = a.member_id WHERE a.month >= DATE '${fromMonth}'`
    : '';
  const months = `SELECT a.site_id, a.month, ${ms.map((m, i) => `a.${m}::BIGINT AS ${m}, ${fromMonth ? `coalesce(${earlier(m, i)})` : earlier(m, i)} AS ${prior(i)}`).join(', ')}`
    + ` FROM ${source} a${priorMonths}`;
  const before = (m: string) => `(f.${m} & ((1::BIGINT << r.k) - 1))`;
  const h = `SELECT site_id, d, p, ${ms.map((_, i) => `CAST(sum(${n(i)}) AS BIGINT) AS ${n(i)}`).join(', ')} FROM (`
    + ms.map((m, i) => `SELECT f.site_id, CAST(f.month + CAST(r.k AS INTEGER) AS DATE) AS d,`
      + ` CAST(CASE WHEN ${before(m)} <> 0 THEN f.month + ${lastDay(before(m))} ELSE f.${prior(i)} END AS DATE) AS p,`
      + ` ${ms.map((_, j) => `${j === i ? 'count(*)' : '0'} AS ${n(j)}`).join(', ')} FROM months f, range(31) r(k) WHERE (f.${m} >> r.k) & 1 = 1 GROUP BY ALL`).join(' UNION ALL ')
    + ') GROUP BY ALL';
  const sites = `SELECT DISTINCT ${dims.join(', ')} FROM ${source}`;
  return `WITH months AS (${months}), h AS (${h}), sites AS (${sites})`
    + ` SELECT ${dims.map((d) => `s.${d}`).join(', ')}, h.d AS stat_date, h.p AS prior_date, ${ms.map((m, i) => `h.${n(i)} AS ${m}`).join(', ')}`
    + ` FROM h JOIN sites s ON s.site_id = h.site_id ORDER BY s.site_id, stat_date, prior_date NULLS FIRST`;
}
