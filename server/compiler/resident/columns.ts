/**
 * A table held in memory (server/warehouse/resident.ts) read as a part's statement reads it: its
 * values as an exact read gives them, and as keys (the rows grouped by key: ./groups.ts).
 */
import { dayText } from '../../warehouse/resident';
import type { ExactNumber } from '../../warehouse/warehouse';
import type { ResidentColumn } from '../../warehouse/residentTypes';

export type Value = ExactNumber | string | boolean | null;
export type NumberColumn = Extract<ResidentColumn, { type: { kind: 'number' } }>;

/** The integers a double holds exactly. */
export const SAFE = 2n ** 53n;
export const SAFE_DOUBLE = 2 ** 53;

/**
 * How a part's aggregate is read from its table's column: `sum`, `min`, `max` of a rollup's stored
 * partial (a sum is DuckDB's HUGEINT or DECIMAL(38, s)), or `count`: a range count's
 * `coalesce(CAST(sum(c) AS BIGINT), 0)` (activityPart.ts).
 */
export type How = 'sum' | 'min' | 'max' | 'count';

/** A number column's value at row `i` as a double of its unscaled integer or a bigint, NaN or null for NULL. */
export const numberAt = (c: NumberColumn, i: number): number | bigint | null => ('safe' in c ? c.safe[i] : c.nulls[i] ? null : c.big[i]);

/** An unscaled integer as DuckDB's exact read of a column of that type gives it (duckRows.ts exactColumnValues). */
export function exactOf(unscaled: number | bigint, type: NumberColumn['type'], sum = false): ExactNumber {
  const n = BigInt(unscaled);
  if (sum) return { unscaled: n, scale: type.scale, wide: true };
  if (type.integer) return type.wide ? { unscaled: n, scale: 0, wide: true } : { unscaled: n, scale: 0 };
  return type.width <= 9 ? { unscaled: n, scale: type.scale } : { unscaled: n, scale: type.scale, wide: type.wide };
}

/** A column's value at row `i` as an exact read gives it. */
export function valueAt(c: ResidentColumn, i: number): Value {
  if ('text' in c) return c.text[i];
  if ('days' in c) return Number.isNaN(c.days[i]) ? null : dayText(c.days[i]);
  const n = numberAt(c, i);
  return n === null || (typeof n === 'number' && Number.isNaN(n)) ? null : exactOf(n, c.type);
}

/** A column's value at row `i` as a key: equal keys for equal values, NULLs together (GROUP BY, IS NOT DISTINCT FROM). */
export function keyAt(c: ResidentColumn, i: number): string | number | bigint | null {
  if ('text' in c) return c.text[i];
  if ('days' in c) return Number.isNaN(c.days[i]) ? null : c.days[i];
  const n = numberAt(c, i);
  if (typeof n === 'bigint') return n >= -SAFE && n <= SAFE ? Number(n) : n;
  return n === null || Number.isNaN(n) ? null : n;
}

