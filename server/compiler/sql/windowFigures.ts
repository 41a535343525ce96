import { windowSteps } from './figures';
import { ident } from './params';
import type { ModelQuerySqlInput } from '../dialect/dialect';

/** A window figure: its SQL and name, and for a rank the value it orders by (NULL for rows it leaves unranked). */
export interface WindowColumn { sql: string; alias: string; ranks?: string; reads: string }

/** Ranks and shares over the whole set, as the figure program has them (figures/program.ts), in DuckDB's window functions. */
export function windowColumns(input: ModelQuerySqlInput): WindowColumn[] {
  return windowSteps(input).map((s): WindowColumn => {
    if ('rank' in s) {
      // only rows that have the figure are ranked: a member without deposits has no deposit rank
      const value = `nullif(${ident(s.rank)}, 0)`;
      return { sql: `CASE WHEN ${value} IS NOT NULL THEN rank() OVER (ORDER BY ${value} DESC NULLS LAST) END AS ${ident(s.name)}`, alias: s.name, ranks: value, reads: s.rank };
    }
    const m = (s as { share: string }).share;
    return { sql: `${ident(m)} / nullif(sum(${ident(m)}) OVER (), 0) AS ${ident(s.name)}`, alias: s.name, reads: m };
  });
}

/** The output name of a column `… AS "name"`. */
export const aliasOf = (col: string) => /AS "([^"]+)"$/.exec(col)![1];

/** `<f>_running`: a sum over time within the other dimensions; the totals row has no time, so it holds the whole period's sum. */
export function runningSums(fields: readonly string[], dims: readonly string[], rename: Readonly<Record<string, string>> | undefined, totals: boolean): string[] {
  const partition = dims.filter((d) => d !== 'stat_date').map((d) => ident(rename?.[d] ?? d));
  const over = `OVER (${partition.length ? `PARTITION BY ${partition.join(', ')} ` : ''}ORDER BY "stat_date" ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`;
  return fields.map((f) => (totals ? `${ident(f)} AS ${ident(f + '_running')}` : `sum(${ident(f)}) ${over} AS ${ident(f + '_running')}`));
}
