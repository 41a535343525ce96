import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { PAIR_SHIFT } from '../../../semantic/tables';
import { activityTableRead, countsRange, rangeMonths } from '../../sql/activityMonths';
import { conditionExpr, siteScope } from '../../sql/conditions';
import { ident, type Params } from '../../sql/params';
import type { ModelPart, RowScope } from '../../types';
import { duckExpressions as duck } from './expressions';
import { lateJoins, withLookups } from './lookups';

/** When a member's row of one month counts for the range: its mask meets the range's days of that month. */
function activeInRange(column: string, range: ResolvedRange | undefined, params: Params): string {
  if (!range) return `${column} <> 0`;
  const { fromMonth, toMonth, fromMask, toMask } = rangeMonths(range);
  if (fromMonth === toMonth) return `(${column} & ${params.add(fromMask)}) <> 0`;
  return `CASE f.month WHEN ${params.date(fromMonth)} THEN (${column} & ${params.add(fromMask)}) <> 0`
    + ` WHEN ${params.date(toMonth)} THEN (${column} & ${params.add(toMask)}) <> 0 ELSE ${column} <> 0 END`;
}

/**
 * Distinct members over a range within two calendar months, from the members' active days two
 * months at a time: one row per member holds both months, so a member counts when its row meets
 * the range's days, with no distinct to compute.
 */
function pairsPartSql(part: ModelPart, table: string, range: ResolvedRange, scope: RowScope, params: Params): string {
  const { fromMonth, toMonth, fromMask, toMask } = rangeMonths(range);
  const meets = (column: string) => (fromMonth === toMonth
    ? `(${column} & ${params.add(fromMask)}) <> 0`
    : `((${column} & ${params.add(fromMask)}) <> 0 OR ((${column} >> ${PAIR_SHIFT}) & ${params.add(toMask)}) <> 0)`);
  // grouped by the site's id, its name and the like looked up after (hashing the strings of every row costs more than the count)
  const late = lateJoins(part);
  const early = (d: string) => !late.includes(part.model.dimensions[d]?.join ?? '');
  const select = [
    ...part.dimensions.filter(early).map((d) => `f.${ident(d)} AS ${ident(d)}`),
    ...part.aggregates.map((m) => `count(*) FILTER (WHERE ${meets(`f.${ident(m)}`)}) AS ${ident(m)}`),
  ];
  const where = [
    siteScope('f.site_id', scope, params),
    `f.month = ${params.date(fromMonth)}`,
    ...part.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, duck)),
  ];
  return withLookups(part, late, early, `SELECT ${select.join(', ')} FROM ${ident(table)} f WHERE ${where.join(' AND ')}${part.dimensions.length ? ' GROUP BY ALL' : ''}`);
}

/**
 * Distinct members over a range, from the range counts: each site's row of that range (one per
 * site), summed over sites where the part groups by fewer site dimensions (a member belongs to one
 * site, so the sum is exact). Site names and the like are the rows' own columns.
 */
function countsPartSql(part: ModelPart, table: string, range: ResolvedRange, scope: RowScope, params: Params): string {
  const select = [
    ...part.dimensions.map((d) => `f.${ident(d)} AS ${ident(d)}`),
    ...part.aggregates.map((m) => `coalesce(CAST(sum(f.${ident(m)}) AS BIGINT), 0) AS ${ident(m)}`),
  ];
  const where = [
    siteScope('f.site_id', scope, params),
    `f.from_date = ${params.date(range.from)}`,
    `f.to_date = ${params.date(range.to)}`,
    ...part.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, duck)),
  ];
  return `SELECT ${select.join(', ')} FROM ${ident(table)} f WHERE ${where.join(' AND ')}${part.dimensions.length ? ' GROUP BY ALL' : ''}`;
}

/**
 * Distinct members over a period, from the members' active days by month: each member's rows of
 * the months the range touches, counted once when any of its days in the range was active. A
 * range within two calendar months reads the two-month table where there is one.
 */
export function activityPartSql(part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params): string {
  if (part.source.kind !== 'activity') throw new Error('not an activity part');
  const months = range && rangeMonths(range);
  const counted = countsRange(part, range);
  if (counted) return countsPartSql(part, part.source.counts!.table, counted, scope, params);
  const table = activityTableRead(part, range);
  if (range && table !== part.source.table) return pairsPartSql(part, table, range, scope, params);
  const select = [
    ...part.dimensions.map((d) => `f.${ident(d)} AS ${ident(d)}`),
    ...part.aggregates.map((m) => `count(DISTINCT f.member_id) FILTER (WHERE ${activeInRange(`f.${ident(m)}`, range, params)}) AS ${ident(m)}`),
  ];
  const where = [
    siteScope('f.site_id', scope, params),
    ...(months ? [`f.month BETWEEN ${params.date(months.fromMonth)} AND ${params.date(months.toMonth)}`] : []),
    ...part.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, duck)),
  ];
  return `SELECT ${select.join(', ')} FROM ${ident(part.source.table)} f WHERE ${where.join(' AND ')}${part.dimensions.length ? ' GROUP BY ALL' : ''}`;
}
