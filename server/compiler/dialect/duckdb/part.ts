import type { ModelDefinition } from '../../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { joinClauses } from '../../../semantic/joins';
import { conditionExpr, neededJoins, siteScope } from '../../sql/conditions';
import { aggregateSql, dimensionSql, timeSql } from '../../sql/expressions';
import { ident, type Params } from '../../sql/params';
import type { Condition, ModelPart, RowScope } from '../../types';
import { activityPartSql } from './activityPart';
import { duckExpressions as duck } from './expressions';
import { lateJoins, withLookups } from './lookups';

function conditionSql(model: ModelDefinition, part: ModelPart, c: Condition, params: Params): string {
  return conditionExpr(dimensionSql(model, c.dimension, part.source, duck), c, params, duck);
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
    ...part.dimensions.filter(early).map((d) => `${dimensionSql(model, d, source, duck)} AS ${ident(d)}`),
    ...(part.grain ? [`${timeSql(model, source, part.grain, duck)} AS stat_date`] : []),
    ...part.aggregates.map((m) => `${aggregateSql(model, m, source, duck, part.money && { money: part.money, params, range })} AS ${ident(m)}`),
  ];
  const from = source.kind === 'rollup'
    ? `${ident(source.table)} f`
    : [`${ident(model.table)} f`, ...joinClauses(model, neededJoins(part).filter((j) => !late.includes(j)))].join(' ');
  const where = [
    siteScope(dimensionSql(model, 'site_id', source, duck), scope, params),
    ...(range && model.timeColumn ? [`${timeSql(model, source, 'day', duck)} BETWEEN ${params.date(range.from)} AND ${params.date(range.to)}`] : []),
    ...part.conditions.map((c) => conditionSql(model, part, c, params)),
  ];
  const grouped = part.dimensions.length > 0 || part.grain;
  const aggregated = `SELECT ${select.join(', ')} FROM ${from} WHERE ${where.join(' AND ')}${grouped ? ' GROUP BY ALL' : ''}`;
  return withLookups(part, late, early, aggregated);
}

/** The joins of the dimensions a rollup part does not store (chooseSource only picks it when each can be looked up). */
function rollupLookups(part: ModelPart, stored: readonly string[]): string[] {
  return [...new Set(part.dimensions.filter((d) => !stored.includes(d)).map((d) => part.model.dimensions[d].join!))];
}
