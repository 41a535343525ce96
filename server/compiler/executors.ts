import type { Warehouse } from '../warehouse/warehouse';
import { memoryApart, PART_NAMES } from './statement';
import type { Statement } from './types';

/**
 * The executors a statement is offered to, in order: the one list runStatement.ts runs through and
 * the plan's text (planText.ts, `npm run explain`) prints, so what is shown is what runs.
 * - `held`: a named kind's rows computed from the tables held in memory (`Statement.held`);
 * - `computing`: a warehouse that reads no exact aggregates runs the statement that computes the
 *   figures (its `instead`), since the web tier's figures need exact ones;
 * - `resident`: a model query's rows of aggregates read from the tables held in memory (`Statement.resident`), its figures computed in the web tier;
 * - `exact`: the warehouse reads those aggregates exact, the figures computed in the web tier;
 * - `warehouse`: the warehouse runs the statement;
 * - `instead`: the statement that does it all in SQL, when an answer above read more rows than `above`
 *   (a page of every row is not worth finishing in the web tier), or a figure would not be computed exactly;
 *   for a read of statements run apart, those statements where memory does not answer.
 */
export type ExecutorId = 'held' | 'computing' | 'resident' | 'exact' | 'warehouse' | 'instead';

/** What of a warehouse decides the executors offered: its engine, and whether it reads aggregates exact (DuckDB). */
export interface WarehouseKind {
  dialect: Warehouse['dialect'];
  exact: boolean;
}

export const warehouseKind = (w: Pick<Warehouse, 'dialect' | 'queryExact'>): WarehouseKind => ({ dialect: w.dialect, exact: Boolean(w.queryExact) });

/** The executors offered `s` on a warehouse of kind `w`, in the order they are tried. */
export function executorsFor(s: Statement, w: WarehouseKind): ExecutorId[] {
  const order: ExecutorId[] = [];
  if (s.held) order.push('held');
  const figures = Boolean(s.finish?.figures);
  // a read from memory of statements run apart (statement.ts `apart`: ClickHouse's page, chart and totals row): memory, else those statements
  if (memoryApart(s)) return [...order, ...(figures && s.resident ? ['resident' as const] : []), 'instead'];
  // figures the web tier computes need exact aggregates: a warehouse without them runs the statement that computes them
  if (figures && !w.exact) return [...order, ...(s.resident ? ['resident' as const] : []), 'computing'];
  if (figures && s.resident) order.push('resident');
  order.push(figures ? 'exact' : 'warehouse');
  if (s.instead) order.push('instead');
  return order;
}

/** An executor as the plan's text names it. */
export function executorLabel(id: ExecutorId, s: Statement, w: WarehouseKind): string {
  switch (id) {
    case 'held': return "memory (the kind's rows)";
    case 'computing': return `${w.dialect} (the statement computing the figures)`;
    case 'resident': return 'memory (the aggregates)';
    case 'exact': return `${w.dialect} (the exact aggregates)`;
    case 'warehouse': return w.dialect;
    case 'instead': {
      const union = s.instead?.statement.union;
      if (!union) return `${w.dialect} (the statement instead, above ${s.instead?.above} rows)`;
      const names = union.map((u) => PART_NAMES[u.part]);
      return `${w.dialect} (the ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]} statement${names.length > 1 ? 's' : ''} apart${memoryApart(s) ? '' : `, above ${s.instead!.above} rows`})`;
    }
  }
}
