import type { AggregateMeasureDef, ModelDefinition } from '../../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { joinClauses } from '../../../semantic/joins';
import { isConvertedMoney } from '../../../semantic/money';
import { expandPortable } from '../../../semantic/portable';
import { conditionExpr, neededJoins, siteScope } from '../../sql/conditions';
import { aggregateSql, dimensionSql, distinctRollupSql, timeSql } from '../../sql/expressions';
import { ident, type Params } from '../../sql/params';
import { rollupFrom, rollupJoins } from '../../sql/rollupFrom';
import type { Condition, ModelPart, RowScope } from '../../types';
import { activityPartSql } from './activityPart';
import { readsSpan } from '../../sql/spanRange';
import { spanPartSql } from './spanPart';
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
  if (source.kind === 'span') return readsSpan(source, range) ? spanPartSql(part, range, scope, params) : modelPartSql({ ...part, source: { kind: 'raw' } }, range, scope, params);
  const joins = source.kind === 'rollup' ? rollupJoins(part, source.rollup.dimensions) : undefined;
  const late = source.kind === 'raw' ? lateJoins(part) : joins?.late ?? [];
  const after = source.kind === 'raw' ? dimensionsAfterGrouping(part) : new Map<string, string>();
  const stored = (d: string) => source.kind === 'rollup' && source.rollup.dimensions.includes(d);
  const early = (d: string) => !after.has(d) && (stored(d) || !late.includes(model.dimensions[d]?.join ?? ''));
  const lists = source.kind === 'raw' ? quantileLists(part) : [];
  const groupKeys = part.dimensions.filter(early).map((d) => ({ name: d, sql: dimensionSql(model, d, source, duck) }));
  const keys = new Set(groupKeys.map((g) => g.sql));
  const listed = new Set(lists.flatMap((l) => l.measures));
  const select = [
    ...groupKeys.map((g) => `${g.sql} AS ${ident(g.name)}`),
    ...(part.grain ? [`${timeSql(model, source, part.grain, duck)} AS stat_date`] : []),
    ...part.aggregates.filter((m) => !listed.has(m)).map((m) => `${keyCount(model, m, source, keys) ?? aggregateSql(model, m, source, duck, part.money && { money: part.money, params, range })} AS ${ident(m)}`),
    ...lists.map((l) => `${l.sql} AS ${ident(l.alias)}`),
  ];
  const from = source.kind === 'rollup'
    ? [rollupFrom(model, source, range, params), ...joinClauses(model, joins!.rows)].join(' ')
    : [`${ident(model.table)} f`, ...joinClauses(model, neededJoins(part).filter((j) => !late.includes(j)))].join(' ');
  const where = [
    siteScope(dimensionSql(model, 'site_id', source, duck), scope, params),
    ...(range && model.timeColumn ? [`${timeSql(model, source, 'day', duck)} BETWEEN ${params.date(range.from)} AND ${params.date(range.to)}`] : []),
    ...part.conditions.map((c) => conditionSql(model, part, c, params)),
  ];
  const grouped = part.dimensions.length > 0 || part.grain;
  const aggregated = `SELECT ${select.join(', ')} FROM ${from} WHERE ${where.join(' AND ')}${grouped ? ' GROUP BY ALL' : ''}`;
  return withLookups(part, late, early, lists.length ? spreadLists(aggregated, lists) : aggregated, after);
}

/**
 * A distinct count of a column the part groups by (members active, by member and day): each group
 * holds one value of it, so the count is 1 where a row counts and 0 where none does. Written as
 * such, it costs a count instead of a set of values per group (a member's days of two years of
 * logins: 6.3 s of DuckDB's time against about one); undefined for any other aggregate.
 */
function keyCount(model: ModelDefinition, name: string, source: ModelPart['source'], keys: ReadonlySet<string>): string | undefined {
  const m = model.measures[name] as AggregateMeasureDef;
  if (m.agg !== 'countDistinct' || !m.sql) return undefined;
  const counted = source.kind === 'rollup' ? distinctRollupSql(model, m, source.rollup) : source.kind === 'raw' ? expandPortable(m.sql, duck.portable) : undefined;
  if (!counted || !keys.has(counted)) return undefined;
  const where = source.kind === 'raw' && m.where !== undefined ? ` FILTER (WHERE ${expandPortable(m.where, duck.portable)})` : '';
  return `CAST(count(${counted})${where} > 0 AS BIGINT)`;
}

/**
 * Dimensions of raw facts that are an expression of other dimensions the part groups by (a
 * provider and method's label from the two): computed once per group after grouping, by their
 * expression over the groups' columns, instead of for every row and hashed as one more string.
 */
function dimensionsAfterGrouping(part: ModelPart): Map<string, string> {
  const { model } = part;
  const plain = new Map<string, string>();
  for (const d of part.dimensions) {
    const m = /^f\.([a-z_][a-z0-9_]*)$/.exec(model.dimensions[d]?.sql ?? '');
    if (m && !model.dimensions[d].join) plain.set(m[1], d);
  }
  const out = new Map<string, string>();
  for (const d of part.dimensions) {
    const dim = model.dimensions[d];
    if (!dim || dim.join || plain.get(/^f\.([a-z_][a-z0-9_]*)$/.exec(dim.sql)?.[1] ?? '') === d) continue;
    const sql = dimensionSql(model, d, part.source, duck);
    const refs = [...sql.matchAll(/\b([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)/g)];
    // only expressions of the fact's own grouped columns (no other table, no function of a row beyond them)
    if (!refs.length || !refs.every((r) => r[1] === 'f' && plain.has(r[2]))) continue;
    out.set(d, sql.replace(/\bf\.([a-z_][a-z0-9_]*)/g, (_, col: string) => `p.${ident(plain.get(col)!)}`));
  }
  return out;
}

/** Quantiles of the same values over the same rows, asked as one list aggregate. */
interface QuantileList {
  alias: string;
  sql: string;
  measures: string[];
}

/**
 * Quantiles over the same values and rows (a duration's median, 90th and 99th percentile) as one
 * `quantile_cont(x, [q1, q2, …])`: DuckDB then gathers and sorts each group's values once for all
 * of them, not once per quantile (trans_3party at scale 100: 1.5–2× faster); the values are the same.
 */
function quantileLists(part: ModelPart): QuantileList[] {
  const { model } = part;
  const groups = new Map<string, { sql: string; where?: string; measures: string[]; qs: number[] }>();
  for (const name of part.aggregates) {
    const m = model.measures[name] as AggregateMeasureDef;
    if (m.agg !== 'quantile' || isConvertedMoney(m)) continue;
    const sql = expandPortable(m.sql!, duck.portable);
    const where = m.where === undefined ? undefined : expandPortable(m.where, duck.portable);
    const key = `${sql}\u0000${where ?? ''}`;
    const group = groups.get(key) ?? { sql, where, measures: [], qs: [] };
    group.measures.push(name);
    group.qs.push(Number(m.q));
    groups.set(key, group);
  }
  return [...groups.values()].filter((g) => g.measures.length > 1).map((g, i) => ({
    alias: `__quantiles_${i}`,
    sql: `quantile_cont(${g.sql}, [${g.qs.join(', ')}])${g.where ? ` FILTER (WHERE ${g.where})` : ''}`,
    measures: g.measures,
  }));
}

/** Each list's quantiles as the measures' own columns. */
function spreadLists(aggregated: string, lists: readonly QuantileList[]): string {
  const spread = lists.flatMap((l) => l.measures.map((m, i) => `${ident(l.alias)}[${i + 1}] AS ${ident(m)}`));
  return `SELECT * EXCLUDE (${lists.map((l) => ident(l.alias)).join(', ')}), ${spread.join(', ')} FROM (${aggregated})`;
}
