import { dayNumber } from '../../warehouse/resident';
import type { HeldTables } from '../../warehouse/residentTypes';
import type { Condition, RowScope } from '../types';
import { valueAt, type Value } from './columns';
import { KeyIds } from './groups';
import { aggregateOf, readPart } from './part';

/** A grouped sum over a table held in memory (heldSums). */
export interface SumsRead {
  table: string;
  /** Grouped by these columns (none: one row, over no rows too). */
  keys: readonly string[];
  /** Summed columns. */
  sums: readonly string[];
  conditions: readonly Condition[];
  /** The days of `stat_date` read (inclusive). */
  from: string;
  to: string;
}

/**
 * `SELECT keys, sum(c) … FROM table WHERE site_id IN (scope) AND stat_date BETWEEN from AND to AND
 * conditions GROUP BY keys`, from the table held in memory: each group's keys and sums as an exact
 * read gives them (a sum is DuckDB's HUGEINT or DECIMAL(38, s), NULL over no value), groups in the
 * order first seen. Undefined where the table is not held or not read so.
 */
export function heldSums(tables: HeldTables, q: SumsRead, scope: RowScope): Record<string, Value>[] | undefined {
  const table = tables.get([q.table])?.get(q.table);
  if (!table) return undefined;
  const ids = new KeyIds(q.keys.length);
  const aggregates = q.sums.map((name) => ({ name, how: 'sum' as const }));
  const part = readPart({ table: q.table, keys: q.keys, aggregates, conditions: q.conditions, days: { from: dayNumber(q.from), to: dayNumber(q.to) } }, table, scope, ids, 0);
  if (!part) return undefined;
  return part.acc.ids.map((id, g) => {
    const row: Record<string, Value> = {};
    q.keys.forEach((k, j) => { row[k] = valueAt(part.keyCols[j], ids.row[id]); });
    q.sums.forEach((name, k) => { row[name] = aggregateOf(part, g, k); });
    return row;
  });
}
