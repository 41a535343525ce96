import type { AggregateMeasureDef, ModelDefinition } from '../../src/engine/definition/model';
import type { AggregateSpelling } from './duckSql';
import { expandPortable } from './portable';

/** A dimension's SQL as defined, its portable functions spelled for the warehouse. */
export function dimensionDefSql(model: ModelDefinition, name: string, spelling: Pick<AggregateSpelling, 'portable'>): string {
  const dim = model.dimensions[name];
  if (!dim) throw new Error(`model ${model.id} has no dimension ${name}`);
  return expandPortable(dim.sql, spelling.portable);
}

/** A measure's aggregate over raw fact rows, as defined (or of `sql` in its place), in the warehouse's spelling. */
export function rawAggregateSql(model: ModelDefinition, name: string, spelling: AggregateSpelling, sql?: string): string {
  const m = model.measures[name] as AggregateMeasureDef;
  const expand = (text: string | undefined) => (text === undefined ? undefined : expandPortable(text, spelling.portable));
  return spelling.aggregate(m.agg, expand(sql ?? m.sql), expand(m.where), m.q);
}
