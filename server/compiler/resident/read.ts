import type { AggregateMeasureDef } from '../../../src/engine/definition/model';
import type { ResolvedRange } from '../../../src/engine/dates/presets';
import { isConvertedMoney } from '../../semantic/money';
import { dayNumber } from '../../warehouse/resident';
import type { HeldTables, ResidentColumn, ResidentTable } from '../../warehouse/residentTypes';
import type { ExactNumber, ExactRow } from '../../warehouse/warehouse';
import { activityTableRead } from '../sql/activityMonths';
import { distinctRollupSql } from '../sql/expressions';
import { TOTALS_COLUMN_PREFIX } from '../figures/types';
import type { ModelPart, ResidentDim, ResidentRead, ResidentTotals, RowScope } from '../types';
import { keyAt, SAFE, valueAt, type How, type Value } from './columns';
import { KeyIds } from './groups';
import { aggregateOf, readPart, type PartGroups, type PartRead } from './part';

/** The last day of a day's month, or of the month `after` months later (YYYY-MM-DD). */
function monthEnd(day: string, after = 0): string {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m + after, 0)).toISOString().slice(0, 10);
}

/**
 * How a part is read from a table held in memory, or undefined where it is not: a rollup's rows by
 * day (a month rollup's from its day rollup; not converted money, grouped by its own columns and by day if by time)
 * with sums, minimums and maximums of its stored partials; a model's distinct members over any
 * range, from their active days by previous day. Conditions of one value or a list, on the table's own columns.
 */
function partRead(part: ModelPart, range: ResolvedRange | undefined, keys: readonly string[]): PartRead | undefined {
  const { model, source } = part;
  const grouped = [...part.dimensions, ...(part.grain ? ['stat_date'] : [])];
  // every part of a period groups by the read's keys (the periods join by them), read in the read's order
  if (grouped.length !== keys.length || !grouped.every((k) => keys.includes(k))) return undefined;
  if (part.conditions.some((c) => c.op !== 'in' && c.op !== 'eq')) return undefined;
  if (source.kind === 'rollup') {
    if ((part.grain && part.grain !== 'day') || source.rollup.dimensions.includes('member_id')) return undefined;
    if (![...part.dimensions, ...part.conditions.map((c) => c.dimension)].every((d) => source.rollup.dimensions.includes(d))) return undefined;
    const aggregates: { name: string; how: How }[] = [];
    for (const name of part.aggregates) {
      const m = model.measures[name] as AggregateMeasureDef;
      if (part.money && isConvertedMoney(m)) return undefined;
      if (m.agg === 'countDistinct' && distinctRollupSql(model, m, source.rollup)) return undefined;
      aggregates.push({ name, how: m.agg === 'min' || m.agg === 'max' ? m.agg : 'sum' });
    }
    const days = range && model.timeColumn ? { from: dayNumber(range.from), to: dayNumber(range.to) } : undefined;
    // a month rollup's range from the day rollup it is summed from: the same sums, minimums and maximums, day by day
    return { table: source.days ?? source.table, keys, aggregates, conditions: part.conditions, ...(days ? { days } : {}) };
  }
  // distinct members over any range from their active days by previous day (no day outside the data has a row, so no clamp);
  // where the statement reads the members' active days by month, a site with a member active in the range's months has its row, counting none
  if (source.kind === 'activity' && !part.grain && source.priors && range) {
    // the statement's table (activityTableRead): the range counts (sites counted only), two months from the range's first (its pairs), or the range's months
    const read = activityTableRead(part, range);
    const first = `${range.from.slice(0, 7)}-01`;
    const months = read === source.counts?.table ? undefined
      : { from: dayNumber(first), to: dayNumber(read === source.pairs ? monthEnd(first, 1) : monthEnd(range.to)) };
    return {
      table: source.priors, keys, aggregates: part.aggregates.map((name) => ({ name, how: 'count' })), conditions: part.conditions,
      priors: { from: dayNumber(range.from), to: dayNumber(range.to), ...(months ? { within: months } : {}) },
    };
  }
  return undefined;
}

/**
 * An aggregate of a period's group of key id `id`, its parts put together by key: from the last
 * part that has both the aggregate and the group, NULL where none has. Each aggregate is read by
 * one part of a period, so this is the value joinedParts takes (`max()` over the parts stacked).
 */
function periodValue(parts: readonly PartGroups[], measure: string, id: number): Value {
  for (let j = parts.length - 1; j >= 0; j--) {
    const p = parts[j];
    const k = p.index.get(measure);
    if (k === undefined) continue;
    const g = p.acc.at[id];
    if (g !== undefined) return aggregateOf(p, g, k);
  }
  return null;
}

/** A period's groups' ids in its order: each part's groups as first seen, the parts in order. */
function periodIds(parts: readonly PartGroups[]): number[] {
  if (parts.length === 1) return parts[0].acc.ids;
  const seen = new Set<number>();
  const out: number[] = [];
  for (const p of parts) for (const id of p.acc.ids) if (!seen.has(id)) { seen.add(id); out.push(id); }
  return out;
}

/** Each held table's indexes by key column, made once: a held table never changes (undefined: its keys are not unique). */
const keyIndexes = new WeakMap<ResidentTable, Map<string, Map<unknown, number> | undefined>>();

/** Attributes looked up by key (`LEFT JOIN table ON table.on = cur.key`): by the key's value, or undefined where a key is not unique. */
function lookupIndex(dim: Required<ResidentDim>['lookup'], table: ResidentTable): Map<unknown, number> | undefined {
  const on = table.columns.get(dim.on);
  // keys compared as the rows' key values are (numbers, text): a date key is not looked up here
  if (!on || 'days' in on || !table.columns.get(dim.column)) return undefined;
  let byColumn = keyIndexes.get(table);
  if (!byColumn) keyIndexes.set(table, (byColumn = new Map()));
  if (!byColumn.has(dim.on)) byColumn.set(dim.on, uniqueIndex(on, table.rows));
  return byColumn.get(dim.on);
}

/** Row numbers by a column's keys (NULLs left out), or undefined where a key repeats. */
function uniqueIndex(on: ResidentColumn, rows: number): Map<unknown, number> | undefined {
  const index = new Map<unknown, number>();
  for (let i = 0; i < rows; i++) {
    const k = keyAt(on, i);
    if (k === null) continue;
    if (index.has(k)) return undefined;
    index.set(k, i);
  }
  return index;
}

/** The key a looked-up value is found under: an exact number's unscaled integer as its key column's. */
const valueKey = (v: Value): unknown => (v !== null && typeof v === 'object' ? (v.unscaled >= -SAFE && v.unscaled <= SAFE ? Number(v.unscaled) : v.unscaled) : v);

/**
 * Whether every part a ResidentRead describes can be read from tables held in memory (the tables
 * themselves held or not): a statement is only described so where it can.
 */
export function residentReadable(read: Omit<ResidentRead, 'limit'>): boolean {
  const parts = (period: { parts?: readonly ModelPart[]; own?: readonly ModelPart[]; range?: ResolvedRange } | undefined, keys: readonly string[]) =>
    (period?.parts ?? period?.own ?? []).every((p) => partRead(p, period!.range, keys) !== undefined);
  return parts(read.cur, read.keys) && parts(read.prev, read.keys) && parts(read.totals?.cur, []) && parts(read.totals?.prev, []) && parts(read.period, [])
    && (Boolean(read.period) || !read.reads.some((r) => r.rel === 'period')) && read.dims.every((d) => read.keys.includes(d.key));
}

/**
 * The rows a ResidentRead describes, from the tables held (ResidentTables), as the statement's
 * exact read gives them; undefined where a table is not held yet or a part is not read so (the
 * caller runs the statement).
 */
export function residentRows(read: ResidentRead, tables: HeldTables, why: (reason: string) => void = () => undefined): ExactRow[] | undefined {
  const plan = (period: ResidentRead['cur'] | undefined) => period?.parts.map((p) => partRead(p, period.range, read.keys));
  const cur = plan(read.cur);
  const prev = plan(read.prev);
  const unread = [...(cur ?? []), ...(prev ?? [])].findIndex((p) => !p);
  if (!cur || unread >= 0 || (!read.period && read.reads.some((r) => r.rel === 'period'))) {
    const part = [...read.cur.parts, ...(read.prev?.parts ?? [])][unread];
    why(part ? `${part.model.id}'s ${part.source.kind} part (${part.aggregates.join(', ')}) is not read in memory` : 'a period figure is not read in memory');
    return undefined;
  }
  const totals = read.totals && { cur: read.totals.cur.own.map((p) => partRead(p, read.totals!.cur.range, [])), prev: read.totals.prev?.own.map((p) => partRead(p, read.totals!.prev!.range, [])) };
  if (totals && [...totals.cur, ...(totals.prev ?? [])].some((p) => !p)) { why('a part of the totals row is not read in memory'); return undefined; }
  const period = read.period?.parts.map((p) => partRead(p, read.period!.range, []));
  if (period?.some((p) => !p)) { why('a part of the period totals is not read in memory'); return undefined; }
  const lookups = read.dims.filter((d) => d.lookup).map((d) => d.lookup!.table);
  const reads = [...cur, ...(prev ?? []), ...(totals?.cur ?? []), ...(totals?.prev ?? []), ...(period ?? [])] as PartRead[];
  const names = [...new Set(reads.map((p) => p.table).concat(lookups))];
  const held = tables.get(names);
  if (!held) { why(`not held in memory (yet): ${names.join(', ')}`); return undefined; }
  // the current period's parts first: its groups' ids are 0 to `current - 1` in its order, a group of the previous period alone after them
  const ids = new KeyIds(read.keys.length);
  const readAll = (parts: readonly (PartRead | undefined)[], first: number) => {
    const out: PartGroups[] = [];
    for (const [j, p] of parts.entries()) {
      const groups = readPart(p!, held.get(p!.table)!, read.scope, ids, first + j);
      if (!groups) { why(`${p!.table}: its columns or conditions are not read in memory`); return undefined; }
      out.push(groups);
    }
    return out;
  };
  const curParts = readAll(cur, 0);
  if (!curParts) return undefined;
  const current = ids.size;
  const prevParts = prev ? readAll(prev, cur.length) : undefined;
  if (prev && !prevParts) return undefined;
  const indexes = new Map<ResidentDim, { index: Map<unknown, number>; column: ResidentColumn }>();
  for (const d of read.dims) {
    if (!d.lookup) continue;
    const table = held.get(d.lookup.table)!;
    const index = lookupIndex(d.lookup, table);
    if (!index) { why(`${d.lookup.table}: its key ${d.lookup.on} is not unique`); return undefined; }
    indexes.set(d, { index, column: table.columns.get(d.lookup.column)! });
  }
  // the period totals: one row of each part, read with no keys (the statement's CROSS JOIN)
  const periodValues = period && ownValues(period as PartRead[], held, read.scope);
  if (period && !periodValues) { why('the period totals are not read in memory'); return undefined; }
  const keyIndex = read.dims.map((d) => read.keys.indexOf(d.key));
  if (keyIndex.includes(-1)) { why('a dimension is not one of the keys'); return undefined; }
  const row = (id: number, inCurrent: boolean): ExactRow => {
    const out: ExactRow = { __part: { unscaled: 0n, scale: 0 } };
    // a group's keys from the row it was first seen in (a group of the previous period alone has none: NULL)
    const first = inCurrent && read.keys.length ? curParts[ids.part[id]] : undefined;
    for (let j = 0; j < read.dims.length; j++) {
      const d = read.dims[j];
      const key = first ? valueAt(first.keyCols[keyIndex[j]], ids.row[id]) : null;
      const look = indexes.get(d);
      if (!look) out[d.name] = key;
      else {
        const i = key === null ? undefined : look.index.get(valueKey(key));
        out[d.name] = i === undefined ? null : valueAt(look.column, i);
      }
    }
    for (const r of read.reads) {
      if (r.rel === 'period') { out[r.column] = periodValues?.get(r.measure) ?? null; continue; }
      const parts = r.rel === 'cur' ? (inCurrent ? curParts : undefined) : prevParts;
      out[r.column] = parts ? periodValue(parts, r.measure, id) : null;
    }
    if (read.marked) out.__in = inCurrent ? true : null;
    return out;
  };
  const out: ExactRow[] = [];
  for (let id = 0; id < current && out.length < read.limit; id++) out.push(row(id, true));
  // the previous period joined in full: its groups alone after the current period's, in its order
  if (read.marked && prevParts) for (let id = current; id < ids.size && out.length < read.limit; id++) out.push(row(id, false));
  if (read.totals && totals) {
    const curTotals = totalsOf(read.totals.cur, totals.cur as PartRead[], curParts, held, read.scope);
    const prevTotals = read.totals.prev && prevParts ? totalsOf(read.totals.prev, totals.prev as PartRead[], prevParts, held, read.scope) : undefined;
    if (!curTotals || (read.totals.prev && !prevTotals)) { why('the totals row is not read in memory'); return undefined; }
    const t: ExactRow = { __part: { unscaled: 2n, scale: 0 } };
    for (const r of read.reads) t[TOTALS_COLUMN_PREFIX + r.column] = (r.rel === 'cur' ? curTotals : r.rel === 'period' ? periodValues : prevTotals)?.get(r.measure) ?? null;
    out.push(t);
  }
  return out;
}

/** `sum(a)`, `min(a)`, `max(a)` over a period's groups: a sum is DuckDB's HUGEINT or DECIMAL(38, s) of the same scale, NULL over no value. */
function addUp(values: Iterable<Value>, how: 'sum' | 'min' | 'max'): Value {
  let out: ExactNumber | null = null;
  for (const v of values) {
    if (v === null || typeof v !== 'object') continue;
    if (!out) out = how === 'sum' ? { unscaled: v.unscaled, scale: v.scale, wide: true } : v;
    else if (how === 'sum') out = { unscaled: out.unscaled + v.unscaled, scale: out.scale, wide: true };
    else if (how === 'min' ? v.unscaled < out.unscaled : v.unscaled > out.unscaled) out = v;
  }
  return out;
}

/** A period's totals row: its groups' aggregates added up, and its own parts read with no keys (one row each). */
function totalsOf(spec: ResidentTotals, own: readonly PartRead[], parts: readonly PartGroups[], held: ReadonlyMap<string, ResidentTable>, scope: RowScope): Map<string, Value> | undefined {
  const values = new Map<string, Value>();
  const groups = periodIds(parts);
  for (const { measure, how } of spec.summed) values.set(measure, addUp(groups.map((id) => periodValue(parts, measure, id)), how));
  const ownRead = ownValues(own, held, scope);
  if (!ownRead) return undefined;
  for (const [measure, value] of ownRead) values.set(measure, value);
  return values;
}

/** Parts read with no keys, one row each: their aggregates by measure. */
function ownValues(own: readonly PartRead[], held: ReadonlyMap<string, ResidentTable>, scope: RowScope): Map<string, Value> | undefined {
  const values = new Map<string, Value>();
  for (const p of own) {
    const read = readPart(p, held.get(p.table)!, scope, new KeyIds(0), 0);
    if (!read) return undefined;
    for (const [k, a] of p.aggregates.entries()) values.set(a.name, aggregateOf(read, 0, k));
  }
  return values;
}
