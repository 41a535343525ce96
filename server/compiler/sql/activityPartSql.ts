import type { ResolvedRange } from '../../../src/engine/dates/presets';
import type { ModelPart, RowScope } from '../types';
import { conditionExpr, lateJoins, siteScope, withLookups } from './modelPartSql';
import { ident, type Params } from './params';

/** Bit d−1 set for every day d from `first` to `last` of a month (days as in the activity masks). */
export function dayMask(first: number, last: number): number {
  return (2 ** last - 1) - (2 ** (first - 1) - 1);
}

const monthOf = (date: string) => `${date.slice(0, 8)}01`;
const dayOf = (date: string) => Number(date.slice(8, 10));

/**
 * What a range asks of the activity rows: the months it touches (first day of each), and the days
 * it covers in its first and last month as masks (the same month: one mask). Months between them
 * count whole. Computed here, so the SQL of either dialect compares bound numbers only.
 */
export function rangeMonths(range: ResolvedRange): { fromMonth: string; toMonth: string; fromMask: number; toMask: number } {
  const [fromMonth, toMonth] = [monthOf(range.from), monthOf(range.to)];
  if (fromMonth === toMonth) {
    const mask = dayMask(dayOf(range.from), dayOf(range.to));
    return { fromMonth, toMonth, fromMask: mask, toMask: mask };
  }
  return { fromMonth, toMonth, fromMask: dayMask(dayOf(range.from), 31), toMask: dayMask(1, dayOf(range.to)) };
}

/** When a member's row of one month counts for the range: its mask meets the range's days of that month. */
function activeInRange(column: string, range: ResolvedRange | undefined, params: Params): string {
  if (!range) return `${column} <> 0`;
  const { fromMonth, toMonth, fromMask, toMask } = rangeMonths(range);
  if (fromMonth === toMonth) return `(${column} & ${params.add(fromMask)}) <> 0`;
  return `CASE f.month WHEN ${params.date(fromMonth)} THEN (${column} & ${params.add(fromMask)}) <> 0`
    + ` WHEN ${params.date(toMonth)} THEN (${column} & ${params.add(toMask)}) <> 0 ELSE ${column} <> 0 END`;
}

/** The month after a month's first day, as its first day. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Bits of the days of the next month in a row of the two-month table: above the 31 of the row's own month. */
export const PAIR_SHIFT = 31;

/** The table an activity part reads for a range: the two-month one for a range within two calendar months, where there is one. */
export function activityTableRead(part: ModelPart, range: ResolvedRange | undefined): string {
  if (part.source.kind !== 'activity') throw new Error('not an activity part');
  if (!range || !part.source.pairs) return part.source.table;
  const { fromMonth, toMonth } = rangeMonths(range);
  return toMonth === fromMonth || toMonth === nextMonth(fromMonth) ? part.source.pairs : part.source.table;
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
    ...part.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params)),
  ];
  return withLookups(part, late, early, `SELECT ${select.join(', ')} FROM ${ident(table)} f WHERE ${where.join(' AND ')}${part.dimensions.length ? ' GROUP BY ALL' : ''}`);
}

/**
 * Distinct members over a period, from the members' active days by month: each member's rows of
 * the months the range touches, counted once when any of its days in the range was active. A
 * range within two calendar months reads the two-month table where there is one.
 */
export function activityPartSql(part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params): string {
  if (part.source.kind !== 'activity') throw new Error('not an activity part');
  const months = range && rangeMonths(range);
  const table = activityTableRead(part, range);
  if (range && table !== part.source.table) return pairsPartSql(part, table, range, scope, params);
  const select = [
    ...part.dimensions.map((d) => `f.${ident(d)} AS ${ident(d)}`),
    ...part.aggregates.map((m) => `count(DISTINCT f.member_id) FILTER (WHERE ${activeInRange(`f.${ident(m)}`, range, params)}) AS ${ident(m)}`),
  ];
  const where = [
    siteScope('f.site_id', scope, params),
    ...(months ? [`f.month BETWEEN ${params.date(months.fromMonth)} AND ${params.date(months.toMonth)}`] : []),
    ...part.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params)),
  ];
  return `SELECT ${select.join(', ')} FROM ${ident(part.source.table)} f WHERE ${where.join(' AND ')}${part.dimensions.length ? ' GROUP BY ALL' : ''}`;
}
