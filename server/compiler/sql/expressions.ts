import { type AggregateMeasureDef, type ModelDefinition, type RollupDef } from '../../../src/engine/definition/model';
import type { TimeGrain } from '../../../src/engine/definition/report';
import { dimensionDefSql, rawAggregateSql } from '../../semantic/measureSql';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import { expandPortable } from '../../semantic/portable';
import type { ExpressionHooks } from '../dialect/dialect';
import type { MoneyConversion } from '../rateBook';
import type { Source } from '../types';
import { isConvertedMoney, localColumn, localMoneySql } from '../../semantic/money';
import { moneySql } from './money';
import { ident, type Params } from './params';

/** A part's money conversion with the binder of its statement and the days it reads. */
export interface MoneyRead {
  money: MoneyConversion;
  params: Params;
  range?: ResolvedRange;
}


/** SQL of a dimension, read from the raw fact (its definition) or from a rollup (its stored column). */
export function dimensionSql(model: ModelDefinition, name: string, source: Source, dialect: ExpressionHooks): string {
  if (name === 'stat_date') return timeSql(model, source, 'day', dialect);
  // a span's own key, else an attribute looked up after counting
  if (source.kind === 'span') return ['site_id', ...source.dimensions].includes(name) ? `f.${ident(name)}` : dimensionDefSql(model, name, dialect);
  // a rollup's own column, else an attribute joined on its rows (chooseSource picks it only so)
  if (source.kind === 'rollup') return source.rollup.dimensions.includes(name) ? `f.${ident(name)}` : dimensionDefSql(model, name, dialect);
  return dimensionDefSql(model, name, dialect);
}

export function timeSql(model: ModelDefinition, source: Source, grain: TimeGrain, dialect: ExpressionHooks): string {
  if (!model.timeColumn) throw new Error(`model ${model.id} has no time column`);
  const col = source.kind === 'rollup' ? 'f.stat_date' : `f.${ident(model.timeColumn)}`;
  return grain === 'day' ? col : dialect.truncDate(col, grain);
}

/**
 * The aggregate of one measure: from raw rows as defined, or re-aggregated from a rollup's stored
 * partials. With `money`, a money measure is summed in the conversion's currency, row by row (a
 * rollup's rows are by day, so its day's rate applies to each).
 */
export function aggregateSql(model: ModelDefinition, name: string, source: Source, dialect: ExpressionHooks, money?: MoneyRead): string {
  const m = model.measures[name] as AggregateMeasureDef;
  if (money && isConvertedMoney(m)) return convertedAggregateSql(model, name, m, source, dialect, money);
  if (source.kind === 'rollup') {
    if (m.agg === 'countDistinct') {
      const counted = distinctRollupSql(model, m, source.rollup);
      // else the stored exact count, which chooseSource only picks where a sum of it is exact
      return counted ? dialect.countDistinct(counted) : `sum(f.${ident(name)})`;
    }
    const reagg = m.agg === 'min' || m.agg === 'max' ? m.agg : 'sum';
    return `${reagg}(f.${ident(name)})`;
  }
  return rawAggregateSql(model, name, dialect);
}

function convertedAggregateSql(model: ModelDefinition, name: string, m: AggregateMeasureDef, source: Source, dialect: ExpressionHooks, read: MoneyRead): string {
  const day = timeSql(model, source, 'day', dialect);
  const site = dimensionSql(model, 'site_id', source, dialect);
  const window = read.range && { from: read.range.from, to: read.range.to };
  if (source.kind === 'rollup') {
    const col = { base: `f.${ident(name)}`, local: `f.${ident(localColumn(name))}`, day, site };
    return `sum(${moneySql(read.money, col, dialect, read.params, window)})`;
  }
  const expand = (sql: string) => expandPortable(sql, dialect.portable);
  const row = moneySql(read.money, { base: expand(m.sql!), local: expand(localMoneySql(m.sql!)), day, site }, dialect, read.params, window);
  return dialect.aggregate(m.agg, row, m.where === undefined ? undefined : expand(m.where), m.q);
}

/** The rollup dimension whose values a distinct count counts (only plain distinct counts of a dimension qualify). */
export function distinctDimension(model: ModelDefinition, m: AggregateMeasureDef, dims: readonly string[]): string | undefined {
  if (m.agg !== 'countDistinct' || m.where) return undefined;
  return dims.find((d) => model.dimensions[d]?.sql === m.sql);
}

/**
 * What a distinct count counts in a rollup's rows, when its rows can answer it: the stored dimension
 * a plain distinct count counts; or, for a distinct count of a dimension's values on the fact rows
 * meeting a condition (`CASE WHEN <condition> THEN <dimension> END`), that dimension on the rows
 * whose stored count of the same condition is above 0. A rollup row holds the fact rows of one value
 * of its dimensions (one member on one day or month), so it has such rows exactly when that count is
 * above 0 (members who deposited, from member rollups that keep the deposit count).
 */
export function distinctRollupSql(model: ModelDefinition, m: AggregateMeasureDef, rollup: RollupDef): string | undefined {
  const dim = distinctDimension(model, m, rollup.dimensions);
  if (dim) return `f.${ident(dim)}`;
  if (m.agg !== 'countDistinct' || m.where || m.join || !m.sql) return undefined;
  const flagged = /^CASE WHEN (.+) THEN (\S+) END$/s.exec(m.sql.trim());
  if (!flagged) return undefined;
  const [, condition, value] = flagged;
  const counted = rollup.dimensions.find((d) => model.dimensions[d]?.sql === value);
  const count = rollup.measures.find((name) => {
    const c = model.measures[name] as AggregateMeasureDef;
    return c.agg === 'count' && c.sql === undefined && c.join === undefined && c.where === condition;
  });
  return counted && count ? `CASE WHEN f.${ident(count)} > 0 THEN f.${ident(counted)} END` : undefined;
}
