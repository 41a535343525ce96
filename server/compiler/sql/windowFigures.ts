import { runningSteps, windowSteps } from './figures';
import { ident } from './params';
import type { ModelQuerySqlInput } from '../dialect/dialect';

/** A window figure: its SQL and name, and for a rank the value it orders by (NULL for rows it leaves unranked). */
export interface WindowColumn { sql: string; alias: string; ranks?: string; reads: string }

/** `PARTITION BY …` of `by`, and a space, or nothing. */
const partitioned = (by: readonly string[]) => (by.length ? `PARTITION BY ${by.map(ident).join(', ')} ` : '');

/**
 * Ranks and shares over the whole set, as the figure program has them (figures/program.ts), in DuckDB's window functions;
 * within each value of `by` where the relation holds rows of several sets (a current ClickHouse's rows and totals row).
 */
export function windowColumns(input: ModelQuerySqlInput, by: readonly string[] = []): WindowColumn[] {
  const over = partitioned(by);
  return windowSteps(input).map((s): WindowColumn => {
    if ('rank' in s) {
      // only rows that have the figure are ranked: a member without deposits has no deposit rank
      const value = `nullif(${ident(s.rank)}, 0)`;
      return { sql: `CASE WHEN ${value} IS NOT NULL THEN rank() OVER (${over}ORDER BY ${value} DESC NULLS LAST) END AS ${ident(s.name)}`, alias: s.name, ranks: value, reads: s.rank };
    }
    const m = (s as { share: string }).share;
    return { sql: `${ident(m)} / nullif(sum(${ident(m)}) OVER (${over.trimEnd()}), 0) AS ${ident(s.name)}`, alias: s.name, reads: m };
  });
}

/** The output name of a column `… AS "name"`. */
export const aliasOf = (col: string) => /AS "([^"]+)"$/.exec(col)![1];

/**
 * `<f>_running`, as the figure program has it: a sum along the time within the rows' other
 * dimensions; the totals row has no time, so it holds the whole period's sum. None without `running`.
 */
export function runningColumns(input: ModelQuerySqlInput, totals: boolean, by: readonly string[] = []): string[] {
  return runningSteps(input, totals).map((s) => {
    if (!('running' in s)) return `${ident((s as { expr: { read: string } }).expr.read)} AS ${ident(s.name)}`;
    const over = `OVER (${partitioned([...by, ...s.partition])}ORDER BY ${ident(s.order)} ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`;
    return `sum(${ident(s.running)}) ${over} AS ${ident(s.name)}`;
  });
}
