import { isRatio, type ModelDefinition } from '../../../src/engine/definition/model';
import type { ModelQuerySqlInput } from '../dialect/dialect';
import type { AggregateRelation, FigureExpr, FigureProgram, FigureStep } from './types';

export type { FigureProgram };

const read = (name: string): FigureExpr => ({ read: name });
const subtract = (a: FigureExpr, b: FigureExpr): FigureExpr => ({ op: 'subtract', of: [a, b] });
const divide = (a: FigureExpr, b: FigureExpr): FigureExpr => ({ op: 'divide', of: [a, b] });

/** Where the SQL reads the aggregate `<rel>."<m>"`, the program reads the column `__<rel>_<m>`. */
export const aggregateColumn = (rel: AggregateRelation, measure: string) => `__${rel}_${measure}`;

/**
 * The program of a model query's figures, step for step what the DuckDB relation computes in SQL
 * (sql/figures.ts `stagedFigureColumns` and `derivedColumns`, dialect/duckdb/windowFigures.ts):
 * final measures, previous values and growth, period totals, ranks and shares, rank changes,
 * derived fields. Undefined where the query has what the web tier does not follow (running sums:
 * sums in time order).
 */
export function figureProgram(input: ModelQuerySqlInput): FigureProgram | undefined {
  const { query, measures } = input;
  if (query.running?.length) return undefined;
  const modelOf = (m: string) => measures.get(m)!;
  const compare: readonly string[] = query.compare?.measures ?? [];
  const hasPrev = compare.length > 0 && Boolean(input.previousRange);
  const reads = new Map<string, FigureProgram['reads'][number]>();
  // finalMeasureSql: sums and counts of no rows are 0, ratios divide safely
  const finalOf = (model: ModelDefinition, m: string, rel: AggregateRelation): FigureExpr => {
    const def = model.measures[m];
    if (isRatio(def)) return divide(finalOf(model, def.ratio[0], rel), finalOf(model, def.ratio[1], rel));
    const column = aggregateColumn(rel, m);
    reads.set(column, { rel, measure: m, column });
    return def.agg === 'sum' || def.agg === 'count' || def.agg === 'countDistinct' ? { op: 'zeroIfNull', of: read(column) } : read(column);
  };
  const final = (m: string, rel: AggregateRelation) => finalOf(modelOf(m), m, rel);
  const steps = (totals: boolean): FigureStep[] => {
    const out: FigureStep[] = query.measures.map((m) => ({ name: m, expr: final(m, 'cur') }));
    if (hasPrev) {
      for (const m of compare) {
        const growth = subtract(read(m), read(`${m}_prev`));
        out.push({ name: `${m}_prev`, expr: final(m, 'prev') }, { name: `${m}_growth`, expr: growth },
          { name: `${m}_growth_rate`, expr: divide(growth, { op: 'abs', of: read(`${m}_prev`) }) });
      }
    }
    for (const m of query.periodTotals ?? []) out.push({ name: `${m}_period`, expr: final(m, 'period') });
    if (!totals) {
      for (const m of query.ranks ?? []) {
        out.push({ name: `${m}_rank`, rank: m });
        if (hasPrev && compare.includes(m)) out.push({ name: `${m}_rank_prev`, rank: `${m}_prev` });
      }
      for (const m of query.shares ?? []) out.push({ name: `${m}_share`, share: m });
      for (const m of query.ranks ?? []) if (hasPrev && compare.includes(m)) out.push({ name: `${m}_rank_change`, expr: subtract(read(`${m}_rank_prev`), read(`${m}_rank`)) });
    }
    for (const d of query.derived ?? []) {
      const combine = (a: string, b: string): FigureExpr => (d.op === 'divide' ? divide(read(a), read(b)) : { op: d.op === 'add' ? 'add' : 'subtract', of: [read(a), read(b)] });
      out.push({ name: d.field, expr: combine(d.of[0], d.of[1]) });
      if (d.compare && hasPrev) {
        const growth = subtract(read(d.field), read(`${d.field}_prev`));
        out.push({ name: `${d.field}_prev`, expr: combine(`${d.of[0]}_prev`, `${d.of[1]}_prev`) }, { name: `${d.field}_growth`, expr: growth },
          { name: `${d.field}_growth_rate`, expr: divide(growth, { op: 'abs', of: read(`${d.field}_prev`) }) });
      }
    }
    return out;
  };
  const rows = steps(false);
  const totals = steps(true);
  return { dims: input.dimensions.map((d) => input.rename?.[d] ?? d), rows, totals, reads: [...reads.values()] };
}
