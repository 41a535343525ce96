/**
 * A table held in memory (server/warehouse/resident.ts) read as a part's statement reads it: its
 * values as an exact read gives them, its rows grouped by key with each aggregate added up.
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


export function groupKey(values: readonly unknown[]): unknown {
  if (values.length === 1) return values[0];
  let key = '';
  // each value with its kind and, for text, its length: no two lists of values make the same key
  for (const v of values) key += v === null ? 'z;' : typeof v === 'string' ? `s${v.length}:${v};` : `n${String(v)};`;
  return key;
}


/** A part's groups as they are added up: each group's key, its first row, and its aggregates' values and counts of values not NULL (`g * n + k`). */
export interface Accumulated { keys: unknown[]; first: number[]; values: (number | bigint)[]; seen: number[] }

/** Whether the site, aggregates and keys are all held as doubles (numbers each within 2^53, days): accumulateDoubles reads them, checking its sums' magnitudes. */
export const doubles = (site: NumberColumn, numbers: readonly NumberColumn[], keys: readonly ResidentColumn[]): boolean =>
  'safe' in site && numbers.every((c) => 'safe' in c) && keys.every((c) => 'safe' in c || 'days' in c);

/** accumulate() over columns held as doubles: the same groups and values, without a value's type asked for each row. */
export function accumulateDoubles(lo: number, hi: number, rowAt: (r: number) => number, pass: (i: number) => boolean, sites: ReadonlySet<number>, site: NumberColumn, numbers: readonly NumberColumn[], keyCols: readonly ResidentColumn[], hows: readonly How[]): Accumulated | undefined {
  const siteValues = (site as { safe: Float64Array }).safe;
  const columns = numbers.map((c) => (c as { safe: Float64Array }).safe);
  // sums of a column whose sums are not all exact: their magnitudes added up beside them (exact while below 2^53, as is then every partial sum)
  const checked = numbers.map((c, k) => !(c as { exact: boolean }).exact && hows[k] !== 'min' && hows[k] !== 'max');
  const magnitudes: number[] = [];
  const keyValues = keyCols.map((c) => ('safe' in c ? c.safe : (c as { days: Float64Array }).days));
  const n = columns.length;
  const out: Accumulated = { keys: [], first: [], values: [], seen: [] };
  const index = new Map<unknown, number>();
  for (let r = lo; r < hi; r++) {
    const i = rowAt(r);
    if (!sites.has(siteValues[i]) || !pass(i)) continue;
    let local: unknown;
    if (keyValues.length === 1) local = keyValues[0][i];
    else {
      local = '';
      for (const k of keyValues) local += `${k[i]}\u0001`;
    }
    let g = index.get(local);
    if (g === undefined) {
      g = out.first.length;
      index.set(local, g);
      out.first.push(i);
      // the key as accumulate() makes it (a NULL key: NaN here, null there)
      out.keys.push(groupKey(keyValues.map((k) => (Number.isNaN(k[i]) ? null : k[i]))));
      for (let k = 0; k < n; k++) { out.values.push(0); out.seen.push(0); magnitudes.push(0); }
    }
    const at = g * n;
    for (let k = 0; k < n; k++) {
      const v = columns[k][i];
      if (v !== v) continue;
      const j = at + k;
      const how = hows[k];
      const was = out.values[j] as number;
      if (!out.seen[j]) out.values[j] = v;
      else if (how === 'min') { if (v < was) out.values[j] = v; }
      else if (how === 'max') { if (v > was) out.values[j] = v; }
      else out.values[j] = was + v;
      // a sum's magnitudes past 2^53: a double might round it, the bigints answer (stopped here, not read on)
      if (checked[k] && (magnitudes[j] += Math.abs(v)) >= SAFE_DOUBLE) return undefined;
      out.seen[j]++;
    }
  }
  return out;
}

/** The rows' groups by key (GROUP BY the keys, NULLs together) with each aggregate added up: values of any column held, sums that may pass 2^53 as bigints. */
export function accumulate(lo: number, hi: number, rowAt: (r: number) => number, pass: (i: number) => boolean, sites: ReadonlySet<number>, site: NumberColumn, numbers: readonly NumberColumn[], keyCols: readonly ResidentColumn[], hows: readonly How[]): Accumulated {
  const n = numbers.length;
  const bigSums = numbers.map((c, k) => 'safe' in c && !c.exact && hows[k] !== 'min' && hows[k] !== 'max');
  const out: Accumulated = { keys: [], first: [], values: [], seen: [] };
  const index = new Map<unknown, number>();
  for (let r = lo; r < hi; r++) {
    const i = rowAt(r);
    const s = numberAt(site, i);
    if (s === null || !sites.has(Number(s)) || !pass(i)) continue;
    const key = groupKey(keyCols.map((c) => keyAt(c, i)));
    let g = index.get(key);
    if (g === undefined) {
      g = out.first.length;
      index.set(key, g);
      out.first.push(i);
      out.keys.push(key);
      for (let k = 0; k < n; k++) { out.values.push(0); out.seen.push(0); }
    }
    for (let k = 0; k < n; k++) {
      const held = numberAt(numbers[k], i);
      if (held === null || (typeof held === 'number' && Number.isNaN(held))) continue;
      // a sum of a column whose sums may pass 2^53 as bigints
      const v = typeof held === 'number' && bigSums[k] ? BigInt(held) : held;
      const j = g * n + k;
      const how = hows[k];
      const was = out.values[j];
      if (!out.seen[j]) out.values[j] = v;
      else if (how === 'min') { if (v < was) out.values[j] = v; }
      else if (how === 'max') { if (v > was) out.values[j] = v; }
      else out.values[j] = typeof v === 'bigint' ? (was as bigint) + v : (was as number) + v;
      out.seen[j]++;
    }
  }
  return out;
}
