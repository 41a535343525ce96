import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { conditionExpr, siteScope } from '../../sql/conditions';
import { ident, type Params } from '../../sql/params';
import type { ModelPart, RowScope, Source } from '../../types';
import { chExpressions as clickhouse } from './expressions';

type SpanSource = Extract<Source, { kind: 'span' }>;

/**
 * A span part's members counted by `grouped` (the span's stored keys the part groups by), one row a
 * group with `__members`: the span's rows whose first, last or last-but-one day is in the range
 * (every row without one). A current ClickHouse reads a span only where no member can straddle the
 * range (sql/spanRange.ts readsSpanAlone), so these rows are all its members; DuckDB also checks the
 * straddling ones on the fact (dialect/duckdb/spanPart.ts).
 */
export function spanMembers(part: ModelPart, grouped: readonly string[], range: ResolvedRange | undefined, scope: RowScope, params: Params): string {
  const source = part.source as SpanSource;
  const where = [
    siteScope('f.site_id', scope, params),
    ...part.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, clickhouse)),
  ];
  if (range) {
    const from = () => params.date(range.from);
    const to = () => params.date(range.to);
    where.push(`f.first_date <= ${to()}`, `f.last_date >= ${from()}`, `(f.first_date >= ${from()} OR f.last_date <= ${to()} OR f.prior_date BETWEEN ${from()} AND ${to()})`);
  }
  const select = [...grouped.map((d) => `f.${ident(d)} AS ${ident(d)}`), 'count() AS __members'];
  const by = grouped.length ? ` GROUP BY ${grouped.map((d) => `f.${ident(d)}`).join(', ')}` : '';
  return `SELECT ${select.join(', ')} FROM ${ident(source.table)} AS f WHERE ${where.join(' AND ')}${by}`;
}
