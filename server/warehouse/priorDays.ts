import type { ActivityDef, ModelDefinition } from '../../src/engine/definition/model';
import { ident } from '../semantic/ident';
import { activityTable, priorDaysTable } from '../semantic/tables';
import { activeDayPairs, countColumn, monthsWithPrior } from './activeDayPairs';

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
  const first = fromMonth ? `DATE '${fromMonth}'` : undefined;
  const h = activeDayPairs(ms, (date) => `CAST(${date} AS DATE)`, (prev) => `CAST(${prev} AS DATE)`);
  const sites = `SELECT DISTINCT ${dims.join(', ')} FROM ${source}`;
  return `WITH months AS (${monthsWithPrior(source, ms, first, true)}), h AS (${h}), sites AS (${sites})`
    + ` SELECT ${dims.map((d) => `s.${d}`).join(', ')}, h.d AS stat_date, h.p AS prior_date, ${ms.map((m, i) => `h.${countColumn(i)} AS ${m}`).join(', ')}`
    + ` FROM h JOIN sites s ON s.site_id = h.site_id ORDER BY s.site_id, stat_date, prior_date NULLS FIRST`;
}
