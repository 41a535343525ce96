import { isRatio, type AggregateMeasureDef, type ModelDefinition } from '../../../src/engine/definition/model';
import type { TimeGrain } from '../../../src/engine/definition/report';
import { dimensionDefSql, rawAggregateSql } from '../../semantic/measureSql';
import type { ExpressionHooks } from '../dialect/dialect';
import type { Source } from '../types';
import { ident } from './params';

/** SQL of a dimension, read from the raw fact (its definition) or from a rollup (its stored column). */
export function dimensionSql(model: ModelDefinition, name: string, source: Source, dialect: ExpressionHooks): string {
  if (name === 'stat_date') return timeSql(model, source, 'day', dialect);
  if (source.kind === 'rollup') return `f.${ident(name)}`;
  return dimensionDefSql(model, name, dialect);
}

export function timeSql(model: ModelDefinition, source: Source, grain: TimeGrain, dialect: ExpressionHooks): string {
  if (!model.timeColumn) throw new Error(`model ${model.id} has no time column`);
  const col = source.kind === 'rollup' ? 'f.stat_date' : `f.${ident(model.timeColumn)}`;
  return grain === 'day' ? col : dialect.truncDate(col, grain);
}

/** The aggregate of one measure: from raw rows as defined, or re-aggregated from a rollup's stored partials. */
export function aggregateSql(model: ModelDefinition, name: string, source: Source, dialect: ExpressionHooks): string {
  const m = model.measures[name] as AggregateMeasureDef;
  if (source.kind === 'rollup') {
    if (m.agg === 'countDistinct') {
      const dim = distinctDimension(model, m, source.rollup.dimensions);
      // else the stored exact count, which chooseSource only picks where a sum of it is exact
      return dim ? dialect.countDistinct(`f.${ident(dim)}`) : `sum(f.${ident(name)})`;
    }
    const reagg = m.agg === 'min' || m.agg === 'max' ? m.agg : 'sum';
    return `${reagg}(f.${ident(name)})`;
  }
  return rawAggregateSql(model, name, dialect);
}

/** The rollup dimension whose values a distinct count counts (only plain distinct counts of a dimension qualify). */
export function distinctDimension(model: ModelDefinition, m: AggregateMeasureDef, dims: readonly string[]): string | undefined {
  if (m.agg !== 'countDistinct' || m.where) return undefined;
  return dims.find((d) => model.dimensions[d]?.sql === m.sql);
}

/** Final value of a measure over an aggregated relation `rel`: sums and counts of no rows are 0, ratios divide safely. */
export function finalMeasureSql(model: ModelDefinition, name: string, rel: string): string {
  const m = model.measures[name];
  if (isRatio(m)) {
    const [num, den] = m.ratio;
    return `(${finalMeasureSql(model, num, rel)}) / nullif(${finalMeasureSql(model, den, rel)}, 0)`;
  }
  const col = `${rel}.${ident(name)}`;
  return m.agg === 'sum' || m.agg === 'count' || m.agg === 'countDistinct' ? `coalesce(${col}, 0)` : col;
}
