import { duckAggregate, duckPortable } from '../../../semantic/duckSql';
import type { Params } from '../../sql/params';
import type { ExpressionHooks } from '../dialect';

/** A statement's rate lists, bound once however many money figures read them. */
const boundRates = new WeakMap<Params, Map<string, string>>();

function rateList(rates: readonly number[], firstDay: string, params: Params): { list: string; first: string } {
  const bound = boundRates.get(params) ?? new Map<string, string>();
  boundRates.set(params, bound);
  const key = `${firstDay}/${rates.length}/${rates[0]}`;
  if (!bound.has(key)) bound.set(key, JSON.stringify([params.add(rates), params.date(firstDay)]));
  const [list, first] = JSON.parse(bound.get(key)!) as [string, string];
  return { list, first };
}

/** DuckDB's expressions: FILTER (WHERE …) aggregates, date_trunc, IS DISTINCT FROM. */
export const duckExpressions: ExpressionHooks = {
  truncDate: (col, grain) => `CAST(date_trunc('${grain}', ${col}) AS DATE)`,
  aggregate: duckAggregate,
  countDistinct: (expr) => `count(DISTINCT ${expr})`,
  contains: (expr, needle) => `contains(lower(CAST(${expr} AS VARCHAR)), lower(${needle}))`,
  distinctFrom: (a, b) => `${a} IS DISTINCT FROM ${b}`,
  false: 'FALSE',
  portable: duckPortable,
  // a list indexed by the day's number from the first: one lookup per row, no join
  dayRate: (day, firstDay, rates, params) => {
    const { list, first } = rateList(rates, firstDay, params);
    return `list_extract(${list}::DOUBLE[], CAST(${day} - ${first} AS INTEGER) + 1)`;
  },
  // nine decimals as the base amounts; 38 digits hold any sum of a large currency's amounts
  exactMoney: (expr) => `CAST(${expr} AS DECIMAL(38,9))`,
  bitCount: (expr) => `bit_count(${expr})`,
};
