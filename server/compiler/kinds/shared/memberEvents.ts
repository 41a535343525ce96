import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { modelPartSql } from '../../dialect/duckdb/part';
import { chPartSql } from '../../dialect/clickhouse/part';
import { CompileError } from '../../errors';
import { ident, type Params } from '../../sql/params';
import { planParts } from '../../stages/planParts';
import type { ModelPart, RowScope } from '../../types';
import type { DialectName } from '../../dialect/dialect';
import type { KindInput } from '../kind';

/**
 * A measure read as events of members: the days on which a member's rows of the measure's model
 * make the measure above zero (a first deposit, a login, a day of play, a bonus). Any aggregate
 * measure of a model whose rows name their member and day; the filters apply where its model has
 * the dimension, as in a model query's parts.
 */
export interface MemberEvents {
  measure: string;
  /** The measure by member and day, from the source chooseSource picks (a member-day rollup where one keeps it). */
  part: ModelPart;
}

/** The measure's events, checked: `where` names the query's field in an error. */
export function planMemberEvents(measure: string, input: KindInput, where: string): MemberEvents {
  const model = input.registry.measures.get(measure);
  const def = model?.measures[measure];
  if (!model || !def || !('agg' in def)) throw new CompileError(9000, `${where}: '${measure}' is not an aggregate measure of a model`);
  if (!model.dimensions.member_id || !model.timeColumn) throw new CompileError(9000, `${where}: '${measure}' is a measure of ${model.id}, whose rows name no member and day`);
  const [part] = planParts({ measures: [measure], dimensions: ['member_id'], grain: 'day', conditions: input.conditions }, input.registry.measures, input.catalog, input.useRollups);
  return { measure, part };
}

/** The table the events are read from, for meta and tests. */
export const eventsSource = (e: MemberEvents): string => ('table' in e.part.source ? e.part.source.table : e.part.model.table);

const PART_SQL: Record<DialectName, (part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params) => string> = {
  duckdb: modelPartSql,
  clickhouse: (part, range, scope, params) => chPartSql(part, range, scope, params),
};

/** `member_id, day` of the events in `range` (all of history without one), one row per member and day, in a dialect's SQL. */
export function eventsSql(dialect: DialectName, e: MemberEvents, range: ResolvedRange | undefined, input: KindInput, params: Params): string {
  return `SELECT member_id, stat_date AS day FROM (${PART_SQL[dialect](e.part, range, input.scope, params)}) e WHERE ${ident(e.measure)} > 0`;
}
