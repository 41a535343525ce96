import type { ModelDefinition } from '../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import { localColumn, localMeasures } from '../../semantic/money';
import { addDays } from '../rateBook';
import type { ModelPart, Source } from '../types';
import { lookupKey } from '../../semantic/joins';
import { ident, type Params } from './params';

/** The first day of the month of a YYYY-MM-DD day, shifted by whole months. */
function monthStart(day: string, months = 0): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The whole calendar months inside a range, as their first day and the last day of the last one; none when it holds none. */
export function wholeMonths(range: ResolvedRange): { from: string; to: string } | undefined {
  const from = range.from === monthStart(range.from) ? range.from : monthStart(range.from, 1);
  const to = addDays(monthStart(range.to, 1), -1) === range.to ? range.to : addDays(monthStart(range.to), -1);
  return from <= to ? { from, to } : undefined;
}

/**
 * The relation a rollup part reads, aliased `f`: the rollup's table; for a month rollup over a
 * range, its rows of the range's whole months with its day rollup's rows of the other days (the
 * part's own range condition keeps the days inside the range), the same columns in both.
 */
export function rollupFrom(model: ModelDefinition, source: Extract<Source, { kind: 'rollup' }>, range: ResolvedRange | undefined, params: Params, as = ''): string {
  if (!source.days || !range) return `${ident(source.table)} ${as}f`;
  const months = wholeMonths(range);
  if (!months) return `${ident(source.days)} ${as}f`;
  const { rollup } = source;
  const columns = ['stat_date', ...rollup.dimensions, ...rollup.measures, ...localMeasures(model, rollup).map(localColumn)].map(ident).join(', ');
  const from = params.date(months.from);
  const to = params.date(months.to);
  return `(SELECT ${columns} FROM ${ident(source.table)} WHERE stat_date BETWEEN ${from} AND ${to}`
    + ` UNION ALL SELECT ${columns} FROM ${ident(source.days)} WHERE stat_date < ${from} OR stat_date > ${to}) ${as}f`;
}

/**
 * The joins of the dimensions a rollup part does not store: looked up after grouping where the part
 * groups by their key and no condition reads them on the rows (`late`), else joined on the rollup's
 * rows by a column it stores (`rows`); chooseSource picks the rollup only when one or the other can.
 */
export function rollupJoins(part: ModelPart, stored: readonly string[]): { late: string[]; rows: string[] } {
  const { model } = part;
  const joinOf = (d: string) => model.dimensions[d].join!;
  const rows = new Set(part.conditions.filter((c) => !stored.includes(c.dimension)).map((c) => joinOf(c.dimension)));
  const unstored = part.dimensions.filter((d) => !stored.includes(d));
  for (const d of unstored) if (!lookupKey(model, d, stored, part.dimensions)) rows.add(joinOf(d));
  // a join some of whose attributes the rows need is on the rows for every attribute
  const late = [...new Set(unstored.map(joinOf))].filter((j) => !rows.has(j));
  return { late, rows: [...rows] };
}
