import type { ModelDefinition } from '../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import type { Condition, ModelPart, RowScope } from '../types';
import { aggregateSql, dimensionSql, timeSql } from './expressions';
import { joinClauses } from './joins';
import { ident, type Params } from './params';

/** Joins a raw read needs: those named by the dimensions, measures and conditions used. */
function neededJoins(part: ModelPart): string[] {
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

const COMPARE = { eq: '=', ne: 'IS DISTINCT FROM', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** One condition on a column expression, its values bound as parameters. */
export function conditionExpr(col: string, c: Condition, params: Params): string {
  switch (c.op) {
    case 'in': return c.values.length ? `${col} IN ${params.list(c.values)}` : 'FALSE';
    case 'eq': return `${col} = ${params.add(c.value)}`;
    case 'contains': return `contains(lower(CAST(${col} AS VARCHAR)), lower(${params.add(c.value)}))`;
    case 'cmp': {
      if (c.cmp === 'contains') return `contains(lower(CAST(${col} AS VARCHAR)), lower(${params.add(String(c.value))}))`;
      const value = c.valueType === 'date' ? params.date(String(c.value)) : params.add(c.value);
      return `${col} ${COMPARE[c.cmp]} ${value}`;
    }
  }
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
  const select = [
    ...part.dimensions.map((d) => `${dimensionSql(model, d, source)} AS ${ident(d)}`),
    ...(part.grain ? [`${timeSql(model, source, part.grain)} AS stat_date`] : []),
    ...part.aggregates.map((m) => `${aggregateSql(model, m, source)} AS ${ident(m)}`),
  ];
  const from = source.kind === 'rollup'
    ? `${ident(source.table)} f`
    : [`${ident(model.table)} f`, ...joinClauses(model, neededJoins(part))].join(' ');
  const where = [
    `${dimensionSql(model, 'site_id', source)} IN ${scope.siteIds.length ? params.list(scope.siteIds) : '(NULL)'}`,
    ...(range && model.timeColumn ? [`${timeSql(model, source)} BETWEEN ${params.date(range.from)} AND ${params.date(range.to)}`] : []),
    ...part.conditions.map((c) => conditionSql(model, part, c, params)),
  ];
  const grouped = part.dimensions.length > 0 || part.grain;
  return `SELECT ${select.join(', ')} FROM ${from} WHERE ${where.join(' AND ')}${grouped ? ' GROUP BY ALL' : ''}`;
}
