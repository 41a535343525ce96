import { isRatio, type AggregateMeasureDef, type DimensionDef, type ModelDefinition } from '../../../src/engine/definition/model';
import type { TimeGrain } from '../../../src/engine/definition/report';
import type { Dialect } from '../dialect/dialect';
import { duckdb } from '../dialect/duckdb';
import type { Source } from '../types';
import { ident } from './params';

/** A dimension's SQL in the dialect: its ClickHouse form where the definition gives one. */
export function dimensionFragment(dim: DimensionDef, dialect: Dialect): string {
  return dialect.name === 'clickhouse' && dim.clickhouse ? dim.clickhouse : dim.sql;
}

/** A measure's aggregated expression and row condition in the dialect. */
export function measureFragments(m: AggregateMeasureDef, dialect: Dialect): { sql?: string; where?: string } {
  return dialect.name === 'clickhouse' && m.clickhouse ? { sql: m.clickhouse.sql ?? m.sql, where: m.clickhouse.where ?? m.where } : { sql: m.sql, where: m.where };
}

/** SQL of a dimension, read from the raw fact (its definition) or from a rollup (its stored column). */
export function dimensionSql(model: ModelDefinition, name: string, source: Source, dialect: Dialect = duckdb): string {
  if (name === 'stat_date') return timeSql(model, source, 'day', dialect);
  if (source.kind === 'rollup') return `f.${ident(name)}`;
  const dim = model.dimensions[name];
  if (!dim) throw new Error(`model ${model.id} has no dimension ${name}`);
  return dimensionFragment(dim, dialect);
}

export function timeSql(model: ModelDefinition, source: Source, grain: TimeGrain = 'day', dialect: Dialect = duckdb): string {
  if (!model.timeColumn) throw new Error(`model ${model.id} has no time column`);
  const col = source.kind === 'rollup' ? 'f.stat_date' : `f.${ident(model.timeColumn)}`;
  return grain === 'day' ? col : dialect.truncDate(col, grain);
}

/** The aggregate of one measure: from raw rows as defined, or re-aggregated from a rollup's stored partials. */
export function aggregateSql(model: ModelDefinition, name: string, source: Source, dialect: Dialect = duckdb): string {
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
  const { sql, where } = measureFragments(m, dialect);
  return dialect.aggregate(m.agg, sql, where, m.q);
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
