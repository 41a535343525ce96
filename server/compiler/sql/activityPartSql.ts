import type { ResolvedRange } from '../../../src/engine/dates/presets';
import type { ModelPart, RowScope } from '../types';
import { conditionExpr, siteScope } from './modelPartSql';
import { ident, type Params } from './params';

/** Bit d−1 set for every day d from `first` to `last` of a month (days as in the activity masks). */
export function dayMask(first: number, last: number): number {
  return (2 ** last - 1) - (2 ** (first - 1) - 1);
}

const monthOf = (date: string) => `${date.slice(0, 8)}01`;
const dayOf = (date: string) => Number(date.slice(8, 10));

/**
 * When a member's row of one month counts for the range: its mask meets the range's days of that
 * month. Masks are computed here from the range, so the SQL compares bound numbers only.
 */
function activeInRange(column: string, range: ResolvedRange | undefined, params: Params): string {
  if (!range) return `${column} <> 0`;
  const [fromMonth, toMonth] = [monthOf(range.from), monthOf(range.to)];
  if (fromMonth === toMonth) return `(${column} & ${params.add(dayMask(dayOf(range.from), dayOf(range.to)))}) <> 0`;
  return `CASE f.month WHEN ${params.date(fromMonth)} THEN (${column} & ${params.add(dayMask(dayOf(range.from), 31))}) <> 0`
    + ` WHEN ${params.date(toMonth)} THEN (${column} & ${params.add(dayMask(1, dayOf(range.to)))}) <> 0 ELSE ${column} <> 0 END`;
}

/**
 * Distinct members over a period, from the members' active days by month: each member's rows of
 * the months the range touches, counted once when any of its days in the range was active.
 */
export function activityPartSql(part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params): string {
  if (part.source.kind !== 'activity') throw new Error('not an activity part');
  const select = [
    ...part.dimensions.map((d) => `f.${ident(d)} AS ${ident(d)}`),
    ...part.aggregates.map((m) => `count(DISTINCT f.member_id) FILTER (WHERE ${activeInRange(`f.${ident(m)}`, range, params)}) AS ${ident(m)}`),
  ];
  const where = [
    siteScope('f.site_id', scope, params),
    ...(range ? [`f.month BETWEEN ${params.date(monthOf(range.from))} AND ${params.date(monthOf(range.to))}`] : []),
    ...part.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params)),
  ];
  return `SELECT ${select.join(', ')} FROM ${ident(part.source.table)} f WHERE ${where.join(' AND ')}${part.dimensions.length ? ' GROUP BY ALL' : ''}`;
}
