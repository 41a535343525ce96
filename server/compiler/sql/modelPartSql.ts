import type { ModelDefinition } from '../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import type { Dialect } from '../dialect/dialect';
import { duckdb } from '../dialect/duckdb';
import type { Condition, ModelPart, RowScope } from '../types';
import { activityPartSql } from './activityPartSql';
import { aggregateSql, dimensionSql, timeSql } from './expressions';
import { joinClauses, lookupKey } from './joins';
import { ident, type Params } from './params';

/** Joins a raw read needs: those named by the dimensions, measures and conditions used. */
export function neededJoins(part: ModelPart): string[] {
  const { model } = part;
  const names = new Set<string>();
  const dims = [...part.dimensions, ...part.conditions.map((c) => c.dimension)];
  for (const d of dims) {
    const join = model.dimensions[d]?.join;
    if (join) names.add(join);
  }
  for (const m of part.aggregates) {
    const def = model.measures[m];
    if (def && 'join' in def && def.join) names.add(def.join);
  }
  return [...names];
}

const COMPARE = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** One condition on a column expression, its values bound as parameters. */
export function conditionExpr(col: string, c: Condition, params: Params, dialect: Dialect = duckdb): string {
  switch (c.op) {
    case 'in': return c.values.length ? `${col} IN ${params.list(c.values)}` : dialect.false;
    case 'eq': return `${col} = ${params.add(c.value)}`;
    case 'contains': return dialect.contains(col, params.add(c.value));
    case 'cmp': {
      if (c.cmp === 'contains') return dialect.contains(col, params.add(String(c.value)));
      const value = c.valueType === 'date' ? params.date(String(c.value)) : params.add(c.value);
      return c.cmp === 'ne' ? dialect.distinctFrom(col, value) : `${col} ${COMPARE[c.cmp]} ${value}`;
    }
  }
}

/** The row scope on a read: its site expression within the operator's sites. */
export function siteScope(site: string, scope: RowScope, params: Params): string {
  return `${site} IN ${scope.siteIds.length ? params.list(scope.siteIds) : '(NULL)'}`;
}

function conditionSql(model: ModelDefinition, part: ModelPart, c: Condition, params: Params): string {
  return conditionExpr(dimensionSql(model, c.dimension, part.source), c, params);
}

/**
 * One model's aggregate over the range and scope:
 * `SELECT dims, [stat_date], aggregates FROM fact f JOIN … WHERE range AND scope AND conditions GROUP BY ALL`.
 */
export function modelPartSql(part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params): string {
  const { model, source } = part;
  if (source.kind === 'activity') return activityPartSql(part, range, scope, params);
  const late = source.kind === 'raw' ? lateJoins(part) : source.kind === 'rollup' ? rollupLookups(part, source.rollup.dimensions) : [];
  const early = (d: string) => (source.kind === 'rollup' ? source.rollup.dimensions.includes(d) : !late.includes(model.dimensions[d]?.join ?? ''));
  const select = [
    ...part.dimensions.filter(early).map((d) => `${dimensionSql(model, d, source)} AS ${ident(d)}`),
    ...(part.grain ? [`${timeSql(model, source, part.grain)} AS stat_date`] : []),
    ...part.aggregates.map((m) => `${aggregateSql(model, m, source)} AS ${ident(m)}`),
  ];
  const from = source.kind === 'rollup'
    ? `${ident(source.table)} f`
    : [`${ident(model.table)} f`, ...joinClauses(model, neededJoins(part).filter((j) => !late.includes(j)))].join(' ');
  const where = [
    siteScope(dimensionSql(model, 'site_id', source), scope, params),
    ...(range && model.timeColumn ? [`${timeSql(model, source)} BETWEEN ${params.date(range.from)} AND ${params.date(range.to)}`] : []),
    ...part.conditions.map((c) => conditionSql(model, part, c, params)),
  ];
  const grouped = part.dimensions.length > 0 || part.grain;
  const aggregated = `SELECT ${select.join(', ')} FROM ${from} WHERE ${where.join(' AND ')}${grouped ? ' GROUP BY ALL' : ''}`;
  return withLookups(part, late, early, aggregated);
}

/** An aggregated part's late joins' attributes, looked up once per group rather than once per row read. */
export function withLookups(part: ModelPart, late: readonly string[], early: (d: string) => boolean, aggregated: string): string {
  if (!late.length) return aggregated;
  const { model } = part;
  const outer = [
    ...part.dimensions.map((d) => (early(d) ? `p.${ident(d)}` : `${model.dimensions[d].sql} AS ${ident(d)}`)),
    ...(part.grain ? ['p.stat_date'] : []),
    ...part.aggregates.map((m) => `p.${ident(m)}`),
  ];
  const lookups = late.map((j) => {
    const { table, key, to } = model.joins![j];
    return `LEFT JOIN ${ident(table)} ${ident(j)} ON ${j}.${key} = p.${ident(keyDimension(part, to)!)}`;
  });
  return `SELECT ${outer.join(', ')} FROM (${aggregated}) p ${lookups.join(' ')}`;
}

/** The joins of the dimensions a rollup part does not store (chooseSource only picks it when each can be looked up). */
function rollupLookups(part: ModelPart, stored: readonly string[]): string[] {
  return [...new Set(part.dimensions.filter((d) => !stored.includes(d)).map((d) => part.model.dimensions[d].join!))];
}

/** The part's dimension that is the fact column `to` itself (a join key the part groups by). */
function keyDimension(part: ModelPart, to: string): string | undefined {
  return part.dimensions.find((d) => part.model.dimensions[d]?.sql === to);
}

/**
 * Joins whose attributes can be looked up after aggregating: the part groups by the join's key
 * column itself (so grouping by the key is grouping by its attributes), and nothing else needs
 * the join on the fact rows (a condition, a measure, another join, or a dimension also reading
 * the fact). Grouping by a number instead of by joined strings is what hand-written SQL does.
 */
export function lateJoins(part: ModelPart): string[] {
  const { model } = part;
  const joins = model.joins ?? {};
  const onRows = new Set<string>([
    ...part.conditions.map((c) => model.dimensions[c.dimension]?.join),
    ...part.aggregates.map((m) => { const def = model.measures[m]; return def && 'join' in def ? def.join : undefined; }),
    // a join the rows need that reads through another (`requires`) keeps that one on the rows too
    ...neededJoins(part).map((j) => joins[j]?.requires),
  ].filter((j): j is string => Boolean(j)));
  return Object.keys(joins).filter((name) => {
    const attributes = part.dimensions.filter((d) => model.dimensions[d]?.join === name);
    return !onRows.has(name) && attributes.length > 0 && attributes.every((d) => lookupKey(model, d, part.dimensions, part.dimensions));
  });
}
