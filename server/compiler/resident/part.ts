/**
 * One part of a read from a table held in memory: its rows of a range of days (or of a range count)
 * in the scope, filtered and grouped by key, each aggregate added up as its statement reads it.
 */
import type { ResidentColumn, ResidentTable } from '../../warehouse/residentTypes';
import type { Condition, RowScope } from '../types';
import { exactOf, numberAt, type How, type NumberColumn, type Value } from './columns';
import { accumulate, accumulateDoubles, doubles, type Accumulated, type KeyIds, type Visit } from './groups';

/** What one part reads: its table's rows of a range of days, or of one range count, grouped by `keys`. */
export interface PartRead {
  table: string;
  keys: readonly string[];
  aggregates: readonly { name: string; how: How }[];
  conditions: readonly Condition[];
  days?: { from: number; to: number };
  /** Members' active days by previous day: each site's exact counts over this range (ResidentTable.rangeTable), `within` as it says. */
  priors?: { from: number; to: number; within?: { from: number; to: number } };
}

/** A condition as a test of a row, or undefined where its values do not compare with the column as SQL would without a cast. */
function conditionTest(c: Condition, column: ResidentColumn): ((i: number) => boolean) | undefined {
  const values = c.op === 'in' ? c.values : c.op === 'eq' ? [c.value] : undefined;
  if (!values) return undefined;
  if ('text' in column) {
    if (!values.every((v) => typeof v === 'string')) return undefined;
    const set = new Set<string | null>(values as string[]);
    return (i) => column.text[i] !== null && set.has(column.text[i]);
  }
  if ('days' in column || !column.type.integer || !values.every((v) => typeof v === 'number' && Number.isSafeInteger(v))) return undefined;
  const set = new Set(values as number[]);
  return (i) => { const n = numberAt(column, i); return n !== null && set.has(Number(n)); };
}

/** A part read: its groups (Accumulated, ids shared by the read's parts), its key columns, and how each aggregate is read. */
export interface PartGroups {
  acc: Accumulated;
  keyCols: readonly ResidentColumn[];
  numbers: readonly NumberColumn[];
  /** An aggregate's place among the part's, by name. */
  index: ReadonlyMap<string, number>;
  read: PartRead;
}

/** The part's groups, as its statement reads them (GROUP BY the keys; one row when there are none), ids from `ids`. */
export function readPart(read: PartRead, table: ResidentTable, scope: RowScope, ids: KeyIds, part: number): PartGroups | undefined {
  if (read.priors) {
    if (!table.rangeTable) return undefined;
    const { priors, ...rest } = read;
    return readPart(rest, table.rangeTable(priors.from, priors.to, priors.within), scope, ids, part);
  }
  const col = (name: string) => table.columns.get(name);
  const site = col('site_id');
  const keyCols = read.keys.map(col);
  const aggCols = read.aggregates.map((a) => col(a.name));
  if (!site || site.type.kind !== 'number' || keyCols.some((c) => !c) || aggCols.some((c) => !c || c.type.kind !== 'number')) return undefined;
  // a range count is read as CAST(sum AS BIGINT): only an integer column's sum is that without rounding
  if (read.aggregates.some((a, k) => a.how === 'count' && !(aggCols[k]!.type as { integer?: boolean }).integer)) return undefined;
  const tests: ((i: number) => boolean)[] = [];
  for (const c of read.conditions) {
    const column = col(c.dimension);
    const test = column && conditionTest(c, column);
    if (!test) return undefined;
    tests.push(test);
  }
  // the rows to visit: a range of row numbers (a table by day, or every row)
  let lo = 0;
  let hi = table.rows;
  if (read.days) {
    if (!table.dayRows) return undefined;
    [lo, hi] = table.dayRows(read.days.from, read.days.to);
  }
  const numbers = aggCols as NumberColumn[];
  const visit: Visit = {
    lo, hi, part, site: site as NumberColumn, numbers, keyCols: keyCols as ResidentColumn[], hows: read.aggregates.map((a) => a.how),
    pass: (i) => { for (const t of tests) if (!t(i)) return false; return true; },
    sites: new Set(scope.siteIds.map(Number)),
  };
  // as doubles where every column is one, unless a sum's magnitudes pass 2^53 (a double might round it): then as bigints
  const acc = (doubles(visit.site, numbers, visit.keyCols) && accumulateDoubles(visit, ids)) || accumulate(visit, ids);
  return { acc, keyCols: visit.keyCols, numbers, index: new Map(read.aggregates.map((a, k) => [a.name, k])), read };
}

/** Aggregate `k` of a part's group `g` as the part's statement reads it. */
export function aggregateOf(p: PartGroups, g: number, k: number): Value {
  const n = p.numbers.length;
  const seen = p.acc.seen[g * n + k];
  const value = p.acc.values[g * n + k];
  const how = p.read.aggregates[k].how;
  if (how === 'count') return { unscaled: seen ? BigInt(value) : 0n, scale: 0 };
  return seen ? exactOf(value, p.numbers[k].type, how === 'sum') : null;
}
