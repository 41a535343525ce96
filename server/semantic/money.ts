import { isRatio, type AggregateMeasureDef, type MeasureDef, type ModelDefinition, type RollupDef } from '../../src/engine/definition/model';

/**
 * The own-currency SQL of a base-currency money expression: the warehouse keeps every money column
 * in the site's currency and, with the suffix `_base`, in the base currency (server/warehouse/schema.ts).
 */
export function localMoneySql(baseSql: string): string {
  return baseSql.replace(/\b([a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*?)_base\b/g, '$1');
}

/** A rollup's column of a money measure's own-currency sums, beside its base-currency sums. */
export const localColumn = (measure: string): string => `${measure}_local`;

/** Money sums (and quantiles) follow the request's currency, each row at its day's rate; ratios of them follow their parts. */
export function isConvertedMoney(m: MeasureDef): boolean {
  return !isRatio(m) && Boolean(m.money) && (m.agg === 'sum' || m.agg === 'quantile') && m.sql !== undefined;
}

/** The rollup's money sums that keep an own-currency sum beside the base one. */
export function localMeasures(model: ModelDefinition, rollup: RollupDef): string[] {
  return rollup.measures.filter((m) => isConvertedMoney(model.measures[m]) && (model.measures[m] as AggregateMeasureDef).agg === 'sum');
}
