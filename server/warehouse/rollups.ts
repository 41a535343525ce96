import { isRatio, type ActivityDef, type AggregateMeasureDef, type ModelDefinition, type RollupDef } from '../../src/engine/definition/model';
import { duckSpelling } from '../semantic/duckSql';
import { ident } from '../semantic/ident';
import { joinClauses } from '../semantic/joins';
import { rawAggregateSql } from '../semantic/measureSql';
import { localColumn, localMeasures, localMoneySql } from '../semantic/money';
import { activityPairsTable, activityTable, monthDays, PAIR_SHIFT, rollupTable } from '../semantic/tables';
import { MONEY_BASE, MONEY_LOCAL_SUM } from './schema';
import { inDays, inMonths, monthsOf, shiftMonth } from './refreshScope';

/** The raw fact with the joins the given dimensions and measures read. */
export function factFrom(model: ModelDefinition, dimensions: readonly string[], measures: readonly string[]): string[] {
  const joins = new Set<string>();
  for (const d of dimensions) if (model.dimensions[d].join) joins.add(model.dimensions[d].join!);
  for (const m of measures) {
    const def = model.measures[m];
    if (!isRatio(def) && def.join) joins.add(def.join);
  }
  return [`${ident(model.table)} f`, ...joinClauses(model, joins)];
}

/**
 * One output column of an aggregate over the fact, in table order: a grouped dimension, a grouping
 * key written as SQL, or an aggregate with its type and how partial results of it combine (none for
 * a distinct count).
 */
type Column = { dimension: string } | { key: string; sql: string } | { aggregate: string; sql: string; type: string; combine?: string };

/** How partial aggregates of a measure combine into the aggregate over all their rows. */
function combineOf(model: ModelDefinition, measure: string): string | undefined {
  const agg = (model.measures[measure] as AggregateMeasureDef).agg;
  return agg === 'sum' || agg === 'count' ? 'sum' : agg === 'min' || agg === 'max' ? agg : undefined;
}

/**
 * Joins whose columns can be looked up after aggregating, each with the fact column it is keyed on
 * when that column is no dimension of the grouping (the aggregate then groups by it too and is
 * combined after the lookup). A join's table is keyed by the join's key (every join of the models
 * is), so grouping by the key groups by every column read through the join; a join on a looked-up
 * join's column is looked up after it.
 */
function lookupJoins(model: ModelDefinition, grouped: readonly string[], names: ReadonlySet<string>, combinable: boolean): Map<string, string | undefined> {
  const late = new Map<string, string | undefined>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, join] of Object.entries(model.joins ?? {})) {
      const to = /^([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)$/.exec(join.to);
      if (late.has(name) || !to) continue;
      const [, alias, column] = to;
      if (alias === 'f' && grouped.includes(column) && model.dimensions[column]?.sql === join.to) late.set(name, undefined);
      else if (alias === 'f' && combinable && !names.has(column)) late.set(name, column);
      else if (alias !== 'f' && join.requires === alias && late.has(alias)) late.set(name, undefined);
      else continue;
      grew = true;
    }
  }
  return late;
}

/**
 * SELECT of `columns` from the fact, grouped by all but the aggregates; `measures` are the measures
 * the aggregates read. Dimensions read through a join on a fact column are looked up after
 * aggregating, so the aggregation groups by a few narrow keys instead of every name and code; where
 * that column is not grouped by, the aggregate groups by it as well and partial aggregates are
 * combined after the lookup (only where every aggregate combines). `where` keeps the fact's rows it holds for.
 */
function aggregateSelect(model: ModelDefinition, columns: readonly Column[], measures: readonly string[], lookUpAfter: boolean, where?: string): string {
  const dimensions = columns.flatMap((c) => ('dimension' in c ? [c.dimension] : []));
  const names = new Set(columns.map((c) => ('dimension' in c ? c.dimension : 'key' in c ? c.key : c.aggregate)));
  const combinable = columns.every((c) => !('aggregate' in c) || c.combine !== undefined);
  const all = lookUpAfter ? lookupJoins(model, dimensions, names, combinable) : new Map<string, string | undefined>();
  const lookedUp = (d: string) => Boolean(model.dimensions[d].join && all.has(model.dimensions[d].join!) && !/\bf\./.test(model.dimensions[d].sql));
  const late = dimensions.filter(lookedUp);
  const joins = new Set<string>();
  const add = (j: string) => {
    if (model.joins![j].requires) add(model.joins![j].requires!);
    joins.add(j);
  };
  for (const d of late) add(model.dimensions[d].join!);
  const extraKeys = [...new Set([...joins].flatMap((j) => (all.get(j) ? [all.get(j)!] : [])))];
  const select = (c: Column) => ('dimension' in c ? `${model.dimensions[c.dimension].sql} AS ${ident(c.dimension)}` : `${c.sql} AS ${ident('key' in c ? c.key : c.aggregate)}`);
  const kept = where ? ` WHERE ${where}` : '';
  if (!late.length) return `SELECT ${columns.map(select).join(', ')} FROM ${factFrom(model, dimensions, measures).join(' ')}${kept} GROUP BY ALL`;
  const inner = [...columns.filter((c) => !('dimension' in c) || !lookedUp(c.dimension)).map(select), ...extraKeys.map((k) => `f.${ident(k)} AS ${ident(k)}`)];
  const outer = columns.map((c) => {
    if ('dimension' in c) return lookedUp(c.dimension) ? select(c) : `f.${ident(c.dimension)} AS ${ident(c.dimension)}`;
    if ('key' in c || !extraKeys.length) return `f.${ident('key' in c ? c.key : c.aggregate)} AS ${ident('key' in c ? c.key : c.aggregate)}`;
    return `CAST(${c.combine}(f.${ident(c.aggregate)}) AS ${c.type}) AS ${ident(c.aggregate)}`;
  });
  return `SELECT ${outer.join(', ')} FROM (SELECT ${inner.join(', ')} FROM ${factFrom(model, dimensions.filter((d) => !lookedUp(d)), measures).join(' ')}${kept} GROUP BY ALL) f`
    + ` ${joinClauses(model, joins).join(' ')}${extraKeys.length ? ' GROUP BY ALL' : ''}`;
}

/** Whether a distinct count counts members: its value is the fact's member or nothing. */
function countsMembers(model: ModelDefinition, measure: string): boolean {
  const def = model.measures[measure] as AggregateMeasureDef;
  return def.agg === 'countDistinct' && (def.sql === 'f.member_id' || /^CASE WHEN .* THEN f\.member_id END$/s.test(def.sql ?? ''));
}

/**
 * The exact distinct counts of a rollup by day that the model's activity table holds (members'
 * active days by month, built first): it has the same dimensions, one row per member and month
 * each, so a day's count is the number of rows with that day's bit set. Reading the bits of a
 * fraction of the rows replaces a distinct count over every fact row.
 */
function countsFromActivity(model: ModelDefinition, rollup: RollupDef, exact: readonly string[], days?: readonly string[]): string | undefined {
  const activity = model.activity;
  if (!activity || !exact.length || !exact.every((m) => activity.measures.includes(m) && countsMembers(model, m))) return undefined;
  if (activity.dimensions.length !== rollup.dimensions.length || !rollup.dimensions.every((d) => activity.dimensions.includes(d))) return undefined;
  const dims = rollup.dimensions.map((d) => ident(d));
  const bits = exact.map((m) => `[${Array.from({ length: 31 }, (_, i) => `CAST(sum((${ident(m)} >> ${i}) & 1) AS BIGINT)`).join(', ')}] AS ${ident(m)}`);
  const byMonth = `SELECT ${dims.join(', ')}, month, ${bits.join(', ')} FROM ${ident(activityTable(model))}${days ? ` WHERE ${inDays('month', monthsOf(days))}` : ''} GROUP BY ALL`;
  return `SELECT ${dims.map((d) => `a.${d}`).join(', ')}, CAST(a.month + CAST(r.k AS INTEGER) AS DATE) AS stat_date, ${exact.map((m) => `a.${ident(m)}[r.k + 1] AS ${ident(m)}`).join(', ')}`
    + ` FROM (${byMonth}) a, range(31) r(k) WHERE dayofmonth(a.month + CAST(r.k AS INTEGER)) = r.k + 1`;
}

/** The rollup's money sums that keep an own-currency sum beside the base one (kept here for the warehouse's callers). */
export { localMeasures };

/** A rollup column's type: counts in BIGINT, money exact in MONEY_BASE (as the facts' base amounts), anything else DOUBLE. */
function measureType(model: ModelDefinition, m: string): string {
  const def = model.measures[m];
  return def.format === 'count' ? 'BIGINT' : def.money ? MONEY_BASE : 'DOUBLE';
}

/**
 * The CREATE TABLE of one rollup: the model's raw aggregate by day and the rollup's dimensions, sorted by day for pruning.
 * `lookUpAfter` false joins every dimension before aggregating and counts distinct members on the
 * fact's rows (the same table, slower; tests compare the two).
 */
export function rollupSql(model: ModelDefinition, rollup: RollupDef, lookUpAfter = true): string {
  return `CREATE OR REPLACE TABLE ${ident(rollupTable(model, rollup))} AS ${rollupSelect(model, rollup, lookUpAfter)}`;
}

/** The rows of a rollup (the SELECT of its CREATE TABLE), or of those of `days` only (of their months for a month rollup). */
export function rollupSelect(model: ModelDefinition, rollup: RollupDef, lookUpAfter = true, days?: readonly string[], members?: string): string {
  if (rollup.grain === 'month') return monthRollupSelect(model, rollup, days && monthsOf(days), members);
  const exact = rollup.exactDistinct?.measures ?? [];
  const aggregate = (m: string, type: string): Column => ({ aggregate: m, sql: `CAST(${rawAggregateSql(model, m, duckSpelling)} AS ${type})`, type, combine: combineOf(model, m) });
  const counts = lookUpAfter ? countsFromActivity(model, rollup, exact, days) : undefined;
  // a money sum's own-currency sum beside it: a site viewed in its own currency sums its own amounts exactly
  const local = (m: string): Column => {
    const def = model.measures[m] as AggregateMeasureDef;
    const sql = `CAST(${rawAggregateSql(model, m, duckSpelling, localMoneySql(def.sql!))} AS ${MONEY_LOCAL_SUM})`;
    return { aggregate: localColumn(m), sql, type: MONEY_LOCAL_SUM, combine: 'sum' };
  };
  const columns: Column[] = [
    { key: 'stat_date', sql: `f.${ident(model.timeColumn!)}` },
    ...rollup.dimensions.map((d) => ({ dimension: d })),
    ...rollup.measures.map((m) => aggregate(m, measureType(model, m))),
    ...localMeasures(model, rollup).map(local),
    ...(counts ? [] : exact.map((m) => aggregate(m, 'BIGINT'))),
  ];
  // a row without a day is in no range (a member's first deposit before there is one): kept out, so the day column holds no NULL
  const time = `f.${ident(model.timeColumn!)}`;
  const select = aggregateSelect(model, columns, [...rollup.measures, ...(counts ? [] : exact)], lookUpAfter, days ? inDays(time, days) : `${time} IS NOT NULL`);
  if (!counts) return `${select} ORDER BY stat_date, site_id`;
  const on = ['stat_date', ...rollup.dimensions].map((d) => `c.${ident(d)} IS NOT DISTINCT FROM s.${ident(d)}`).join(' AND ');
  const out = [...columns.map((c) => `s.${ident('dimension' in c ? c.dimension : 'key' in c ? c.key : c.aggregate)}`), ...exact.map((m) => `coalesce(c.${ident(m)}, 0) AS ${ident(m)}`)];
  return `SELECT ${out.join(', ')} FROM (${select}) s LEFT JOIN (${counts}) c ON ${on} ORDER BY stat_date, site_id`;
}

/**
 * The rows of a month rollup: its day rollup's rows summed by calendar month (a tenth of the rows at
 * member grain), the month's first day as `stat_date`; of `months` only, when given. Sums of the day
 * rollup's exact sums are the same sums; minima and maxima combine as themselves. Of the members in
 * the table `members` only, when given (a rollup by member).
 */
function monthRollupSelect(model: ModelDefinition, rollup: RollupDef, months?: readonly string[], members?: string): string {
  const days = monthDays(model, rollup);
  if (!days) throw new Error(`rollup ${model.id}.${rollup.id}: a month rollup needs a day rollup with the same dimensions and its measures`);
  if (rollup.exactDistinct) throw new Error(`rollup ${model.id}.${rollup.id}: a month rollup keeps no exact distinct counts`);
  const uncombined = rollup.measures.find((m) => !combineOf(model, m));
  if (uncombined) throw new Error(`rollup ${model.id}.${rollup.id}: ${uncombined} does not sum by month`);
  const sum = (column: string, type: string, combine = 'sum') => `CAST(${combine}(f.${ident(column)}) AS ${type}) AS ${ident(column)}`;
  const select = [
    `CAST(date_trunc('month', f.stat_date) AS DATE) AS stat_date`,
    ...rollup.dimensions.map((d) => `f.${ident(d)} AS ${ident(d)}`),
    ...rollup.measures.map((m) => sum(m, measureType(model, m), combineOf(model, m))),
    ...localMeasures(model, rollup).map((m) => sum(localColumn(m), MONEY_LOCAL_SUM)),
  ];
  const kept = months ? ` WHERE ${inMonths('f.stat_date', months)}` : '';
  const whose = members ? ` SEMI JOIN ${members} m ON m.member_id = f.member_id` : '';
  return `SELECT ${select.join(', ')} FROM ${ident(rollupTable(model, days))} f${whose}${kept} GROUP BY ALL ORDER BY stat_date, site_id`;
}

/**
 * The CREATE TABLE of a model's members' active days by month: per member and month, for each
 * distinct count, bit d−1 set when the member counted on day d.
 */
export function activitySql(model: ModelDefinition, activity: ActivityDef, lookUpAfter = true): string {
  return `CREATE OR REPLACE TABLE ${ident(activityTable(model))} AS ${activitySelect(model, activity, lookUpAfter)}`;
}

/** The rows of a model's members' active days by month, or of `months` only, or of `days` only (their masks hold those days' bits alone). */
export function activitySelect(model: ModelDefinition, activity: ActivityDef, lookUpAfter = true, months?: readonly string[], days?: readonly string[]): string {
  const time = `f.${ident(model.timeColumn!)}`;
  const masks = activity.measures.map((m): Column => {
    const def = model.measures[m] as AggregateMeasureDef;
    const counted = [`(${def.sql}) IS NOT NULL`, ...(def.where ? [`(${def.where})`] : [])].join(' AND ');
    return { aggregate: m, sql: `bit_or(CASE WHEN ${counted} THEN (1::UINTEGER << (dayofmonth(${time}) - 1)) ELSE 0::UINTEGER END)`, type: 'UINTEGER', combine: 'bit_or' };
  });
  const columns: Column[] = [...activity.dimensions.map((d) => ({ dimension: d })), { key: 'member_id', sql: 'f.member_id' }, { key: 'month', sql: `CAST(date_trunc('month', ${time}) AS DATE)` }, ...masks];
  const where = days ? inDays(time, days) : months && inMonths(time, months);
  return `${aggregateSelect(model, columns, activity.measures, lookUpAfter, where)} ORDER BY month, site_id`;
}

/**
 * The CREATE TABLE of a model's members' active days two months at a time, from its table by
 * month: a row per member and month it or the next month was active in, each mask holding the
 * month's days in its low 31 bits and the next month's above them.
 */
export function activityPairsSql(model: ModelDefinition, activity: ActivityDef, months?: readonly string[]): string {
  return `CREATE OR REPLACE TABLE ${ident(activityPairsTable(model))} AS ${activityPairsSelect(model, activity, months)}`;
}

/** The rows of a model's members' active days two months at a time, or of those starting in `months` only (and of the members in the table `members` only). */
export function activityPairsSelect(model: ModelDefinition, activity: ActivityDef, months?: readonly string[], members?: string): string {
  const source = ident(activityTable(model));
  const keys = [...activity.dimensions, 'member_id'].map((k) => `coalesce(a.${ident(k)}, b.${ident(k)}) AS ${ident(k)}`);
  const masks = activity.measures.map((m) => `coalesce(a.${ident(m)}, 0)::BIGINT | (coalesce(b.${ident(m)}, 0)::BIGINT << ${PAIR_SHIFT}) AS ${ident(m)}`);
  const month = 'CAST(coalesce(a.month, b.month - INTERVAL 1 MONTH) AS DATE)';
  // of the months refreshed: both sides read from their months only (a pair is of a month and the next)
  const whose = members ? ` SEMI JOIN ${members} m ON ${[...activity.dimensions, 'member_id'].map((k) => `s.${ident(k)} = m.${ident(k)}`).join(' AND ')}` : '';
  const side = (alias: string, of: readonly string[] | undefined) => (of ? `(SELECT s.* FROM ${source} s${whose} WHERE ${inDays('s.month', of)}) ${alias}` : `${source} ${alias}`);
  return `SELECT ${keys.join(', ')}, ${month} AS month, ${masks.join(', ')}`
    + ` FROM ${side('a', months)} FULL OUTER JOIN ${side('b', months?.map((m) => shiftMonth(m, 1)))}`
    + ` ON b.member_id = a.member_id AND b.month = CAST(a.month + INTERVAL 1 MONTH AS DATE)`
    + ` WHERE coalesce(a.month, b.month - INTERVAL 1 MONTH) >= (SELECT min(month) FROM ${source})${months ? ` AND ${inDays(month, months)}` : ''} ORDER BY month, site_id`;
}
