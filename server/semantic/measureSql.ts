import type { AggregateMeasureDef, ModelDefinition } from '../../src/engine/definition/model';
import type { AggregateSpelling } from './duckSql';
import { expandPortable } from './portable';

/** A dimension's SQL as defined, its portable functions spelled for the warehouse. */
export function dimensionDefSql(model: ModelDefinition, name: string, spelling: Pick<AggregateSpelling, 'portable'>): string {
  const dim = model.dimensions[name];
  if (!dim) throw new Error(`model ${model.id} has no dimension ${name}`);
  return expandPortable(dim.sql, spelling.portable);
}

/** A measure's aggregate over raw fact rows, as defined, in the warehouse's spelling. */
export function rawAggregateSql(model: ModelDefinition, name: string, spelling: AggregateSpelling): string {
  const m = model.measures[name] as AggregateMeasureDef;
  const expand = (sql: string | undefined) => (sql === undefined ? undefined : expandPortable(sql, spelling.portable));
  return spelling.aggregate(m.agg, expand(m.sql), expand(m.where), m.q);
}
