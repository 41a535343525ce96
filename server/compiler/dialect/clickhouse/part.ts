import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { joinClauses, orderedJoins } from '../../../semantic/joins';
import { rangeMonths } from '../../sql/activityMonths';
import { conditionExpr, neededJoins, siteScope } from '../../sql/conditions';
import { aggregateSql, dimensionSql, timeSql } from '../../sql/expressions';
import { ident, type Params } from '../../sql/params';
import { rollupFrom, rollupJoins } from '../../sql/rollupFrom';
import type { ModelPart, RowScope } from '../../types';
import type { ExpressionHooks } from '../dialect';
import { chCurrentExpressions, chExpressions as clickhouse } from './expressions';
import { joinedFrom, lookedUp } from './joins';
import { innerName, select, type Column } from './relations';
import { spanMembers } from './spanRead';
import { readAlone } from '../../sql/spanRange';

export interface PartColumns {
  /** Aggregates output, in order; one this part does not compute is NULL, so parts of several models stack with UNION ALL. */
  outputs?: readonly string[];
  /** Further aggregates over the part's rows (a named kind's first and last day, say). */
  aggregates?: readonly Column[];
  /** Constant columns added as they are (`0 AS "__p"`). */
  constants?: readonly string[];
  /** The server takes several JOINs in one SELECT (a current one): a rollup's lookups and joins on its rows written flat. */
  severalJoins?: boolean;
  /**
   * One more row, the aggregates of every row (GROUPING SETS, a current server), marked 1 in `__g`
   * where the part's rows are 0: the totals row of the same reads.
   */
  withAll?: boolean;
  /**
   * The part is several models' parts read from the same fact by the same keys, conditions and
   * joins (modelQuery.ts `fusedReads`, a current server): each aggregate's own part, whose rows it
   * counts on the range's days by that part's model's day (every row where the model has none).
   * The read keeps the rows of any of those days, not the range by the read's own model.
   */
  fused?: ReadonlyMap<string, ModelPart>;
  /**
   * The part reads two adjacent periods at once (modelQuery.ts `bothPeriods`, a current server): its
   * range spans both, and its rows are grouped by `__p` too, 0 from this day (the current period's
   * first) and 1 before it, written last where a part of one period has its constant flag.
   */
  periodFrom?: string;
}

/** Aggregates over only the rows meeting `cond` as well (the -If combinators' condition ANDed). */
function rowsWhere(hooks: ExpressionHooks, cond: string): ExpressionHooks {
  return { ...hooks, aggregate: (agg, sql, where, q) => hooks.aggregate(agg, sql, where === undefined ? cond : `(${where}) AND ${cond}`, q) };
}

/** The column saying a stacked row's period: 0 the current, 1 the previous (PartColumns.periodFrom). */
export const PERIOD = '__p';

/** The column marking a part's row of every row's aggregates (PartColumns.withAll). */
export const ALL_ROWS = '__g';

/** The grouped columns, then the aggregates, and with `withAll` the mark of the row of every row (`grouping()` of the first key: 1 there). */
function groupedBy(dims: readonly Column[], aggregates: readonly Column[], withAll: boolean): Column[] {
  return [...dims, ...aggregates, ...(withAll ? [[ALL_ROWS, `grouping(${innerName(dims[0][0])})`] as const] : [])];
}

/**
 * One model's aggregate over the range and scope on ClickHouse, with its columns named as the
 * dimensions (`stat_date` when by time), then the aggregates (`columns` says which and adds others).
 */
export function chPartSql(part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params, columns: PartColumns = {}): string {
  const extra = columns.aggregates ?? [];
  const { source } = part;
  const withAll = columns.withAll ?? false;
  // the part's columns in order, read from a relation's columns (`name`) or, folded into its renaming level, from their inner names;
  // the keys NULL in the row of every row, whatever their type (a key's default differs between parts: '' here, NULL there)
  const named = (spell: (name: string) => string) => {
    const read = (name: string) => (spell(name) === ident(name) ? ident(name) : `${spell(name)} AS ${ident(name)}`);
    const key = (name: string) => (withAll ? `if(${spell(ALL_ROWS)} = 1, NULL, ${spell(name)}) AS ${ident(name)}` : read(name));
    return [
      ...part.dimensions.map(key),
      ...(part.grain ? [key('stat_date')] : []),
      ...(columns.outputs ?? part.aggregates).map((m) => (part.aggregates.includes(m) ? read(m) : `NULL AS ${ident(m)}`)),
      ...extra.map(([name]) => read(name)),
      ...(withAll ? [read(ALL_ROWS)] : []),
      ...(columns.constants ?? []),
      ...(columns.periodFrom ? [read(PERIOD)] : []),
    ];
  };
  const project = named(innerName);
  const alone = readAlone(part, range);
  const read = source.kind === 'activity' ? { sql: activityRead(part, source.table, range, scope, params, project, withAll), projected: true }
    : alone.source.kind === 'span' ? spanRead(alone, range, scope, params, project, withAll)
    : factRead(alone, range, scope, params, extra, project, columns.severalJoins ?? false, withAll, columns.fused, columns.periodFrom);
  return read.projected ? read.sql : `SELECT ${named(ident).join(', ')} FROM (${read.sql})`;
}

/**
 * A part read from the fact (joined level by level) or from a rollup, with the joins of the
 * dimensions it does not store, on its rows (`rows`) or looked up after grouping (`late`,
 * sql/rollupFrom.ts rollupJoins): flat where the server takes several joins in one SELECT, else
 * one a level as 18.16 takes them.
 */
function factRead(part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params, extra: readonly Column[], project: readonly string[], severalJoins: boolean, withAll: boolean, fused?: PartColumns['fused'], periodFrom?: string): { sql: string; projected: boolean } {
  const { model, source } = part;
  const joins = source.kind === 'rollup' ? rollupJoins(part, source.rollup.dimensions) : { late: [], rows: [] };
  const looked = new Set(source.kind === 'rollup' ? part.dimensions.filter((d) => !source.rollup.dimensions.includes(d) && joins.late.includes(model.dimensions[d].join!)) : []);
  const dims: Column[] = [
    ...part.dimensions.filter((d) => !looked.has(d)).map((d): Column => [d, dimensionSql(model, d, source, clickhouse)]),
    ...(part.grain ? [['stat_date', timeSql(model, source, part.grain, clickhouse)] as const] : []),
    ...(periodFrom ? [[PERIOD, `if(${timeSql(model, source, 'day', clickhouse)} >= ${params.date(periodFrom)}, 0, 1)`] as const] : []),
  ];
  const money = part.money && { money: part.money, params, range };
  // a current server's aggregates (its quantiles), 18.16's otherwise
  const hooks = severalJoins ? chCurrentExpressions : clickhouse;
  // fused: each aggregate counted on the range's days by its own part's day; the rows kept, those of any of them (every row where one has none)
  const dayConds = new Map<string, string>();
  const dayOf = (p: ModelPart): string | undefined => {
    if (!range || !p.model.timeColumn) return undefined;
    const day = timeSql(p.model, p.source, 'day', clickhouse);
    if (!dayConds.has(day)) dayConds.set(day, `${day} BETWEEN ${params.date(range.from)} AND ${params.date(range.to)}`);
    return dayConds.get(day);
  };
  const everyDay = fused !== undefined && [...fused.values()].map(dayOf).every(Boolean);
  // the rows kept are exactly one range's: the aggregates need no condition of their own
  const rowsExact = everyDay && dayConds.size === 1;
  const aggregateOf = (m: string): string => {
    const from = fused?.get(m);
    if (!from) return aggregateSql(model, m, source, hooks, money);
    const days = rowsExact ? undefined : dayOf(from);
    return aggregateSql(from.model, m, from.source, days ? rowsWhere(hooks, days) : hooks);
  };
  const aggregates = [...part.aggregates.map((m): Column => [m, aggregateOf(m)]), ...extra];
  const conditions = part.conditions.map((c) => conditionExpr(dimensionSql(model, c.dimension, source, clickhouse), c, params, clickhouse));
  const pushdown = [
    siteScope(dimensionSql(model, 'site_id', source, clickhouse), scope, params),
    ...(range && model.timeColumn && !fused ? [`${timeSql(model, source, 'day', clickhouse)} BETWEEN ${params.date(range.from)} AND ${params.date(range.to)}`] : []),
    ...(everyDay ? [rowsExact ? [...dayConds.values()][0] : `(${[...dayConds.values()].map((c) => `(${c})`).join(' OR ')})`] : []),
  ];
  const fragments = [...dims, ...aggregates].map(([, sql]) => sql).concat(conditions);
  const { from, where } = source.kind !== 'rollup' ? joinedFrom(model, orderedJoins(model, neededJoins(part)), fragments, pushdown)
    : severalJoins ? { from: [rollupFrom(model, source, range, params, 'AS '), ...joinClauses(model, joins.rows)].join(' '), where: pushdown }
    : joinedFrom(model, orderedJoins(model, joins.rows), fragments, pushdown, rollupFrom(model, source, range, params, 'AS '));
  // attributes looked up after grouping: the grouped rows renamed, then read by the lookup; else renamed as the part's columns at once
  const grouped = { where: [...where, ...conditions], groups: dims.length, withAll };
  if (looked.size) return { sql: lookedUp(part, joins.late, looked, select(groupedBy(dims, aggregates, withAll), from, grouped), severalJoins), projected: false };
  return { sql: select(groupedBy(dims, aggregates, withAll), from, { ...grouped, project }).sql, projected: true };
}

/**
 * Distinct members by a span's keys (spanRead.ts), added up by the part's keys the span stores;
 * the attributes it does not (a site's name) looked up after, once a group.
 */
function spanRead(part: ModelPart, range: ResolvedRange | undefined, scope: RowScope, params: Params, project: readonly string[], withAll: boolean): { sql: string; projected: boolean } {
  const { model } = part;
  const source = part.source as Extract<ModelPart['source'], { kind: 'span' }>;
  const stored = ['site_id', ...source.dimensions];
  const looked = new Set(part.dimensions.filter((d) => !stored.includes(d)));
  const grouped = part.dimensions.filter((d) => !looked.has(d));
  const dims = grouped.map((d): Column => [d, `f.${ident(d)}`]);
  const aggregates = part.aggregates.map((m): Column => [m, 'sum(f.__members)']);
  const from = `(${spanMembers(part, grouped, range, scope, params)}) AS f`;
  const rel = select(groupedBy(dims, aggregates, withAll), from, { groups: dims.length, withAll, ...(looked.size ? {} : { project }) });
  if (!looked.size) return { sql: rel.sql, projected: true };
  return { sql: lookedUp(part, [...new Set([...looked].map((d) => model.dimensions[d].join!))], looked, rel, true), projected: false };
}

/** Does a member's mask of one month meet the range's days in it (the DuckDB side: sql/activityPartSql.ts)? */
function activeInRange(column: string, range: ResolvedRange | undefined, params: Params): string {
  if (!range) return `${column} != 0`;
  const meets = (mask: number) => `bitAnd(${column}, ${params.add(mask)}) != 0`;
  const { fromMonth, toMonth, fromMask, toMask } = rangeMonths(range);
  if (fromMonth === toMonth) return meets(fromMask);
  // CASE f.month WHEN … would become transform(), which takes constants only
  return `CASE WHEN f.month = ${params.date(fromMonth)} THEN ${meets(fromMask)} WHEN f.month = ${params.date(toMonth)} THEN ${meets(toMask)} ELSE ${column} != 0 END`;
}

/** Distinct members over a period from their active days by month. */
function activityRead(part: ModelPart, table: string, range: ResolvedRange | undefined, scope: RowScope, params: Params, project: readonly string[], withAll: boolean): string {
  const dims = part.dimensions.map((d): Column => [d, `f.${ident(d)}`]);
  const aggregates = part.aggregates.map((m): Column => [m, `uniqExactIf(f.member_id, ${activeInRange(`f.${ident(m)}`, range, params)})`]);
  const months = range && rangeMonths(range);
  const filters = [
    siteScope('f.site_id', scope, params),
    ...(months ? [`f.month BETWEEN ${params.date(months.fromMonth)} AND ${params.date(months.toMonth)}`] : []),
    ...part.conditions.map((c) => conditionExpr(`f.${ident(c.dimension)}`, c, params, clickhouse)),
  ];
  return select(groupedBy(dims, aggregates, withAll), `${ident(table)} AS f`, { where: filters, groups: dims.length, project, withAll }).sql;
}
