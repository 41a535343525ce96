import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { modelPartSql } from '../../dialect/duckdb/part';
import { chPartSql } from '../../dialect/clickhouse/part';
import { CompileError } from '../../errors';
import { ident, type Params } from '../../sql/params';
import { planParts } from '../../stages/planParts';
import type { ModelPart, RowScope } from '../../types';
import { activityPairsTable, activityTable } from '../../../semantic/tables';
import { conditionExpr, siteScope } from '../../sql/conditions';
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

/**
 * The members' active days two months at a time (the model's activity pairs, built at load) that
 * hold the events' days: a mask per member and month, the month's days in its low 31 bits and the
 * next month's above them. Where rollups are in use, the measure is one of the model's activity
 * masks (a distinct count of members, set on the days it counts) and the table keeps every dimension
 * the events are filtered by; undefined elsewhere.
 */
export function eventPairs(e: MemberEvents, input: KindInput): { table: string; mask: string } | undefined {
  return keptAs(e, input, activityPairsTable(e.part.model));
}

/** The members' active days by month that hold the events' days (one mask per member and month), where kept as eventPairs says. */
export function eventMasks(e: MemberEvents, input: KindInput): { table: string; mask: string } | undefined {
  return keptAs(e, input, activityTable(e.part.model));
}

function keptAs(e: MemberEvents, input: KindInput, table: string): { table: string; mask: string } | undefined {
  const activity = e.part.model.activity;
  if (!input.useRollups || !activity?.measures.includes(e.measure) || !input.catalog.has(table)) return undefined;
  return e.part.conditions.every((c) => activity.dimensions.includes(c.dimension)) ? { table, mask: e.measure } : undefined;
}

/** The row scope and the events' filters on a read of their activity table (eventPairs, eventMasks) under `alias`, in the kind's dialect: the table keeps their dimensions. */
export function maskRowsWhere(alias: string, e: MemberEvents, input: KindInput, params: Params): string[] {
  return [siteScope(`${alias}.${ident('site_id')}`, input.scope, params), ...e.part.conditions.map((c) => conditionExpr(`${alias}.${ident(c.dimension)}`, c, params, input.dialect))];
}

/** The column of a member's first day of the events in firstDayPart's rows. */
export const FIRST_DAY = '__first_day';

/**
 * Each member's first day of the events read in one aggregate (`member_id`, FIRST_DAY: the least
 * day of the rows that count), where one raw row counts on its own: a count or a distinct count of
 * the model's rows without a join. Not a row per member and day grouped, then a member's least day:
 * one grouping, and the range's days (the events up to `range.to`: a first day after it is no first
 * day in the range) cut the rows before it (a member's first deposit at scale 100: 0.35 s to 0.07 s).
 */
export function firstDayPart(e: MemberEvents): ModelPart | undefined {
  const { part, measure } = e;
  const m = part.model.measures[measure];
  if (part.source.kind !== 'raw' || !m || !('agg' in m) || (m.agg !== 'count' && m.agg !== 'countDistinct') || m.join || !part.model.timeColumn) return undefined;
  const counts = [...(m.agg === 'countDistinct' ? [`(${m.sql}) IS NOT NULL`] : []), ...(m.where ? [`(${m.where})`] : [])];
  const first = { agg: 'min' as const, format: 'date' as const, sql: `f.${ident(part.model.timeColumn)}`, ...(counts.length ? { where: counts.join(' AND ') } : {}) };
  return { ...part, model: { ...part.model, measures: { ...part.model.measures, [FIRST_DAY]: first } }, aggregates: [FIRST_DAY], dimensions: ['member_id'], grain: undefined };
}

/** The table duckFirstDays reads the events' first days from. */
export const firstDaysSource = (e: MemberEvents, range: ResolvedRange | undefined, input: KindInput): string => (range && eventMasks(e, input)?.table) || eventsSource(e);

/** The bits of a month's mask of the days before `day`'s day of the month. */
const daysBefore = (day: string): string => `((1 << (dayofmonth(${day}) - 1)) - 1)`;

/**
 * DuckDB: each member's first day of the events in `range` (and on or after its day in the column
 * `after.column` of the relation `after.rel`, for the members there): `member_id, day`. From the
 * members' active days by month where kept (eventMasks): a member's month's mask, its days outside
 * the bounds cleared, gives its first day by its lowest bit, one row a member and month instead of
 * a row a member and day grouped; else the events' days.
 */
export function duckFirstDays(e: MemberEvents, range: ResolvedRange | undefined, input: KindInput, params: Params, after?: { rel: string; column: string }): string {
  const masks = eventMasks(e, input);
  if (!masks || !range) {
    const first = !after && firstDayPart(e);
    if (first) return `SELECT member_id, ${ident(FIRST_DAY)} AS day FROM (${modelPartSql(first, range, input.scope, params)})`;
    const events = eventsSql('duckdb', e, range, input, params);
    return after
      ? `SELECT e.member_id AS member_id, min(e.day) AS day FROM (${events}) AS e INNER JOIN ${after.rel} AS p ON e.member_id = p.member_id WHERE e.day >= p.${after.column} GROUP BY e.member_id`
      : `SELECT member_id, min(day) AS day FROM (${events}) AS e GROUP BY member_id`;
  }
  const [from, to] = [params.date(range.from), params.date(range.to)];
  const [first, last] = [params.date(`${range.from.slice(0, 8)}01`), params.date(`${range.to.slice(0, 8)}01`)];
  const bits = [
    `a.${ident(masks.mask)}`,
    `~(CASE WHEN a.month = ${first} THEN ${daysBefore(from)} ELSE 0 END)`,
    `(CASE WHEN a.month = ${last} THEN ${daysBefore(to)} | (1 << (dayofmonth(${to}) - 1)) ELSE 2147483647 END)`,
    ...(after ? [`~(CASE WHEN a.month = date_trunc('month', p.${after.column}) THEN ${daysBefore(`p.${after.column}`)} ELSE 0 END)`] : []),
  ];
  const where = [
    `a.month BETWEEN ${first} AND ${last}`,
    ...maskRowsWhere('a', e, input, params),
    ...(after ? [`a.month >= date_trunc('month', p.${after.column})`] : []),
  ];
  const join = after ? ` INNER JOIN ${after.rel} AS p ON p.member_id = a.member_id` : '';
  return `SELECT member_id, min(CAST(month + CAST(log2(b & -b) AS INTEGER) AS DATE)) AS day FROM (SELECT a.member_id, a.month, ${bits.join(' & ')} AS b FROM ${ident(masks.table)} a${join} WHERE ${where.join(' AND ')}) WHERE b <> 0 GROUP BY member_id`;
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
