import type { ResolvedRange } from '../../../../src/engine/dates/presets';
import { CompileError } from '../../errors';
import { figureStages } from '../../figures/program';
import { derivedColumns, figureColumns } from '../../sql/figures';
import { formulaFields, formulaOf } from '../../../../src/engine/report/formula';
import { ident, type Params } from '../../sql/params';
import type { ModelPart } from '../../types';
import { printedWhenRead, type ModelQuerySqlInput, type ResRelation } from '../dialect';
import { addDays } from '../../rateBook';
import { neededJoins } from '../../sql/conditions';
import { ALL_ROWS, chPartSql, PERIOD } from './part';
import { lateAttributes, type LateAttributes } from '../../stages/lateAttributes';
import { modelPlan } from '../../stages/modelPlan';
import { readAlone } from '../../sql/spanRange';
import { wholeMonths } from '../../sql/rollupFrom';

/** `"cur.apv_bet"`: a column of the stacked relation, read as `cur."apv_bet"` by the figures (sql/figures.ts). */
function within(rel: string, name: string): string {
  ident(name);
  return `"${rel}.${name}"`;
}

const unique = (names: readonly string[]) => [...new Set(names)];

/**
 * `cur` and `prev` in one relation: every model's part for both periods stacked with UNION ALL (a
 * flag `__p` says which period) and grouped by the keys, each figure picked from its period.
 * Grouping keeps NULL keys together where ClickHouse's join would not match them (IS NOT DISTINCT
 * FROM), and only groups present in the current period stay, as with DuckDB's LEFT JOIN. `late`
 * (a current server): the keys' attributes joined once to the grouped rows, not in every part.
 */
function stackedPeriods(input: ModelQuerySqlInput, plan: Stacking, params: Params, severalJoins: boolean, withAll: boolean): string {
  const { parts, prevParts, keys, late } = plan;
  const dims = withAll ? [...keys, ALL_ROWS] : keys;
  const outputs = unique(parts.flatMap((p) => p.aggregates));
  const branch = (p: ModelPart, range: ResolvedRange | undefined, flag: number) => chPartSql(p, range, input.scope, params, { outputs, constants: [`${flag} AS ${ident(PERIOD)}`], severalJoins, withAll });
  // on a current server, the parts of one period reading the same fact alike (fusedReads) read it once
  const period = (ps: readonly ModelPart[], range: ResolvedRange | undefined, flag: number) => (severalJoins ? fusedReads(ps) : ps.map((p) => [p])).map((group) => {
    if (group.length === 1) return branch(group[0], range, flag);
    const fused = new Map(group.flatMap((p) => p.aggregates.map((a): [string, ModelPart] => [a, p])));
    const read = { ...group[0], aggregates: [...fused.keys()] };
    return chPartSql(read, range, input.scope, params, { outputs, constants: [`${flag} AS ${ident(PERIOD)}`], severalJoins, withAll, fused });
  });
  const both = severalJoins && !withAll ? bothPeriods(input, parts, prevParts) : undefined;
  const branches = both
    ? [...both.both.map((p) => chPartSql(p, both.range, input.scope, params, { outputs, severalJoins, periodFrom: input.range!.from })), ...period(both.cur, input.range, 0), ...period(both.prev, input.previousRange, 1)]
    : [...period(parts, input.range, 0), ...period(prevParts, input.previousRange, 1)];
  // each group holds at most one row of each part of a period, its figure that row's; without a previous period every row is the
  // current one's (with one, a figure of a period without a row stays NULL: maxIf would give the type's default)
  const pick = (a: string, flag: number, rel: string) => `max(${prevParts.length ? `if("__p" = ${flag}, ${ident(a)}, NULL)` : ident(a)}) AS ${within(rel, a)}`;
  const cols = [
    ...keys.map((d) => `${ident(d)} AS ${within('cur', d)}`),
    ...(withAll ? [ident(ALL_ROWS)] : []),
    ...outputs.map((a) => pick(a, 0, 'cur')),
    ...unique(prevParts.flatMap((p) => p.aggregates)).map((a) => pick(a, 1, 'prev')),
  ];
  const group = dims.length ? ` GROUP BY ${dims.map(ident).join(', ')}${prevParts.length ? ' HAVING countIf("__p" = 0) > 0' : ''}` : '';
  const stacked = `SELECT ${cols.join(', ')} FROM (${branches.join(' UNION ALL ')})${group}`;
  if (!late) return stacked;
  const looked = input.dimensions.filter((d) => late.attributes.has(d)).map((d) => `${late.attributes.get(d)!} AS ${within('cur', d)}`);
  const joins = late.lookups.map(({ alias, table, on, by }) => `LEFT JOIN ${ident(table)} AS ${ident(alias)} ON ${ident(alias)}.${ident(on)} = s.${within('cur', by)}`);
  return `SELECT s.*, ${looked.join(', ')} FROM (${stacked}) AS s ${joins.join(' ')}`;
}

/**
 * The parts of one period grouped by what they read: raw facts of one table by the same keys (the
 * same SQL), conditions and joins, without money converted or a time grain, read once where there are
 * several (agent comparison's members now and their registrations, both of dim_member), each model's
 * aggregates counted on its own days (part.ts `fused`). Other parts stand alone.
 */
function fusedReads(parts: readonly ModelPart[]): ModelPart[][] {
  const groups = new Map<string, ModelPart[]>();
  parts.forEach((p, i) => {
    const { model } = p;
    const alike = p.source.kind === 'raw' && !p.money && !p.grain && JSON.stringify([
      model.table, p.dimensions.map((d) => model.dimensions[d].sql), p.conditions.map((c) => [model.dimensions[c.dimension].sql, { ...c, dimension: '' }]),
      neededJoins(p).sort().map((j) => [j, model.joins![j]]),
    ]);
    const key = alike || `part ${i}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  });
  return [...groups.values()];
}

/**
 * Where the previous period ends the day before the current one begins, a part read in both (the
 * same source, keys and conditions: the previous period's reads only the compared aggregates, which
 * the current one's hold) is read once over the two periods' days, its rows grouped by period too
 * (part.ts `periodFrom`): member top's two rollups read once each, not twice. Rollups of days and raw
 * facts only (a row is one day's), or month rollups where neither period holds a whole month (read from
 * their days alone: member top's default 30 days), without money converted (its rates are the period's).
 */
function bothPeriods(input: ModelQuerySqlInput, parts: readonly ModelPart[], prevParts: readonly ModelPart[]): { both: ModelPart[]; cur: ModelPart[]; prev: ModelPart[]; range: ResolvedRange } | undefined {
  const { range, previousRange } = input;
  if (!range || !previousRange || !prevParts.length || addDays(previousRange.to, 1) !== range.from) return undefined;
  // a rollup by month read for whole months (sql/rollupFrom.ts) has rows holding days of both periods: not split by a day; where
  // neither period holds a whole month, each reads the month rollup's days alone, and so does the read of both
  const byDays = !wholeMonths(range) && !wholeMonths(previousRange);
  const shape = (p: ModelPart) => ((p.source.kind === 'rollup' && (!p.source.days || byDays)) || p.source.kind === 'raw') && !p.money && p.model.timeColumn
    ? JSON.stringify([p.model.id, p.source, p.dimensions, p.grain ?? null, p.conditions]) : undefined;
  const both: ModelPart[] = [];
  const prev = prevParts.filter((q) => {
    const partner = shape(q) && parts.find((p) => shape(p) === shape(q) && q.aggregates.every((a) => p.aggregates.includes(a)));
    if (partner && !both.includes(partner)) both.push(partner);
    return !partner;
  });
  if (!both.length) return undefined;
  const days = (p: ModelPart): ModelPart => (p.source.kind === 'rollup' && p.source.days ? { ...p, source: { kind: 'rollup', rollup: p.source.rollup, table: p.source.days } } : p);
  return { both: both.map(days), cur: parts.filter((p) => !both.includes(p)), prev, range: { ...range, from: previousRange.from } };
}

/** What the periods stack: each period's parts grouped by the keys, and the attributes looked up after them. */
interface Stacking {
  parts: readonly ModelPart[];
  prevParts: readonly ModelPart[];
  keys: readonly string[];
  late?: LateAttributes;
}

/**
 * The parts as a server stacks them: on a current one (`severalJoins`) a key's attributes that every
 * part reaches through the same join (stages/lateAttributes.ts) are left out of the parts and looked
 * up once after grouping, as DuckDB does (member top: a member's name joined once, not in each of its
 * four parts); on 18.16 (one JOIN a SELECT) each part looks them up.
 */
function stacking(input: ModelQuerySqlInput, severalJoins: boolean): Stacking {
  // a span's part over a range that reads the fact instead (sql/spanRange.ts) is a raw part, read with the others of the fact;
  // the previous period's parts as the plan has them: only what the compared measures read
  const parts = input.parts.map((p) => readAlone(p, input.range));
  const prevParts = modelPlan(input, false).prevParts.map((p) => readAlone(p, input.previousRange));
  const late = severalJoins ? lateAttributes(parts, input.dimensions, input.rename) : undefined;
  if (!late) return { parts, prevParts, keys: input.dimensions };
  const strip = (ps: readonly ModelPart[]) => ps.map((p) => ({ ...p, dimensions: p.dimensions.filter((d) => !late.attributes.has(d)) }));
  return { parts: strip(parts), prevParts: strip(prevParts), keys: input.dimensions.filter((d) => !late.attributes.has(d)), late };
}

/** `period`: the period totals' parts (no dimensions, one row each) side by side. */
function periodTotals(input: ModelQuerySqlInput, params: Params, severalJoins: boolean): string {
  const outputs = unique(input.periodParts.flatMap((p) => p.aggregates));
  const parts = input.periodParts.map((p) => chPartSql(p, input.range, input.scope, params, { outputs, severalJoins }));
  return `SELECT ${outputs.map((a) => `max(${ident(a)}) AS ${within('period', a)}`).join(', ')} FROM (${parts.join(' UNION ALL ')})`;
}

/** Window figures are added by the finish stage after the derived fields: a derived field cannot read one. */
function checkDerived(input: ModelQuerySqlInput): void {
  const windowed = new Set([
    ...(input.query.ranks ?? []).flatMap((m) => [`${m}_rank`, `${m}_rank_prev`, `${m}_rank_change`]),
    ...(input.query.shares ?? []).map((m) => `${m}_share`),
  ]);
  const bad = (input.query.derived ?? []).find((d) => formulaFields(formulaOf(d)).some((f) => windowed.has(f)));
  if (bad) throw new CompileError(9000, `derived field '${bad.field}' reads a rank or share, which ClickHouse computes after it`);
}

/**
 * The periods stacked and grouped, the period totals cross joined, and the figures over them (no
 * window figure, no derived field). `severalJoins`: the server takes several JOINs in one SELECT (a
 * current one), so a part's lookups and joins on a rollup's rows are written flat, which it plans
 * faster than one level a join (chDB: 7–19% of a report with lookups). `withAll`: each part also
 * groups every row (PartColumns.withAll), so one more row, `__g` 1, holds the totals row's figures.
 */
export function chFigures(input: ModelQuerySqlInput, params: Params, severalJoins = false, withAll = false): string {
  const figures = figureColumns(input, (d) => `cur.${ident(d)} AS ${ident(input.rename?.[d] ?? d)}`);
  const period = input.periodParts.length ? ` CROSS JOIN (${periodTotals(input, params, severalJoins)})` : '';
  return `SELECT ${[...figures, ...(withAll ? [ident(ALL_ROWS)] : [])].join(', ')} FROM (${stackedPeriods(input, stacking(input, severalJoins), params, severalJoins, withAll)})${period}`;
}

/**
 * The relation `res` of a model query on ClickHouse as one nested SELECT: the periods stacked and
 * grouped, the period totals cross joined, the figures and derived fields over them. Ranks, shares
 * and running sums are left to the finish stage (`windows`).
 */
export function chModelRelation(input: ModelQuerySqlInput, params: Params): ResRelation {
  checkDerived(input);
  const { totals } = input;
  const print = () => {
    const res0 = chFigures(input, params);
    const derived = derivedColumns(input, Boolean(totals), (sql) => `toFloat64(${sql})`);
    return derived.length ? `SELECT *, ${derived.join(', ')} FROM (${res0})` : res0;
  };
  // (the totals row's stages have no windows or changes; its running sums are the fields themselves)
  const { windows, changes, running } = figureStages(input, Boolean(totals));
  const steps = [...windows, ...changes, ...running];
  return printedWhenRead(print, { windows: steps.length ? { steps } : undefined });
}
