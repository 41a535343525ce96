import { derivedColumns } from '../../sql/figures';
import { ident } from '../../sql/params';
import type { ModelQuerySqlInput } from '../dialect';

/** A window figure: its SQL and name, and for a rank the value it orders by (NULL for rows it leaves unranked). */
export interface WindowColumn { sql: string; alias: string; ranks?: string; reads: string }

/** Ranks and shares over the whole set. */
export function windowColumns(input: ModelQuerySqlInput): WindowColumn[] {
  const { query } = input;
  const compare: readonly string[] = query.compare?.measures ?? [];
  const hasPrev = compare.length > 0 && input.previousRange;
  const cols: WindowColumn[] = [];
  const rank = (field: string, alias: string) => {
    const value = `nullif(${ident(field)}, 0)`;
    cols.push({ sql: `CASE WHEN ${value} IS NOT NULL THEN rank() OVER (ORDER BY ${value} DESC NULLS LAST) END AS ${ident(alias)}`, alias, ranks: value, reads: field });
  };
  for (const m of query.ranks ?? []) {
    // only rows that have the figure are ranked: a member without deposits has no deposit rank
    rank(m, m + '_rank');
    // a row with nothing in the previous period had no previous rank (so no rank change either)
    if (hasPrev && compare.includes(m)) rank(m + '_prev', m + '_rank_prev');
  }
  for (const m of query.shares ?? []) cols.push({ sql: `${ident(m)} / nullif(sum(${ident(m)}) OVER (), 0) AS ${ident(m + '_share')}`, alias: m + '_share', reads: m });
  return cols;
}

/** Fields derived from the figures and window figures: rank changes (rows only), then derived fields. */
export function laterColumns(input: ModelQuerySqlInput, totals: boolean): string[] {
  const { query } = input;
  const compare: readonly string[] = query.compare?.measures ?? [];
  const hasPrev = compare.length > 0 && input.previousRange;
  const later: string[] = [];
  if (!totals) {
    for (const m of query.ranks ?? []) if (hasPrev && compare.includes(m)) later.push(`${ident(m + '_rank_prev')} - ${ident(m + '_rank')} AS ${ident(m + '_rank_change')}`);
  }
  later.push(...derivedColumns(query, Boolean(hasPrev)));
  return later;
}

/** The output name of a column `… AS "name"`. */
export const aliasOf = (col: string) => /AS "([^"]+)"$/.exec(col)![1];
