import type { SortDef } from '../../../src/engine/definition/report';
import { partitionPoint } from '../../../src/engine/partitionPoint';
import type { Row } from '../../warehouse/warehouse';
import { CompileError } from '../errors';
import { windowFigures } from '../figures/evaluate';
import type { FigureProgram, FigureStep } from '../figures/types';

type Value = Row[string];

/**
 * Window figures of a model query over its whole aggregated relation, as the DuckDB SQL computes
 * them with window functions (sql/modelQuerySql.ts), for a warehouse that has none (ClickHouse 18.16).
 */
export interface WindowSpec {
  /** The figure program's windows, rank changes and running sums (figures/program.ts figureStages), run by its evaluator. */
  steps: readonly FigureStep[];
}

/** What the web tier does with the rows of `res` read whole: window figures, sort, count, slice, fields. */
export interface FinishSpec {
  windows?: WindowSpec;
  /** ORDER BY with NULLS LAST on every key. */
  order?: readonly SortDef[];
  offset?: number;
  limit?: number;
  /** Each row gets `__total`: the count of all rows (before offset and limit). */
  total?: boolean;
  /** Keep only these fields, `[output, field]`. */
  fields?: readonly (readonly [string, string])[];
  /** The most rows `res` may hold to be finished here; above it the request is refused. */
  cap?: number;
  /** pageAndChart's parts worked out here from the rows of Wrappers.wholeRows, after `cap` and `windows` (nothing else above applies). */
  parts?: PartsSpec;
  /** A page and its chart from rows numbered in SQL in each one's order (Wrappers.pageWithChart): laid out as `parts` lays them out (nothing else above applies). */
  numbered?: NumberedSpec;
  /**
   * The rows read are a relation's aggregates (read exact), its figures computed here first
   * (figures/evaluate.ts, run by runStatement.ts before the rest of the finish).
   */
  figures?: FigureProgram;
}

/**
 * A page of every row and its chart, from `res` read whole with the totals row (`__part` 2): the
 * rows in the page's order with `__total` (`__part` 0), then the chart's first `limit` rows in its
 * order (`__part` 1, its `fields` only, the others null), then the totals row: what DuckDB's
 * pageAndChart statement answers.
 */
export interface PartsSpec {
  /** The totals row added up here from every row read, where the statement carries none (`__part` 2). */
  totals?: SummedTotals;
  /** The page's order: the sort, then the key fields. */
  page: readonly SortDef[];
  /** A page of a remotely paged grid: its rows from `offset`, at most `limit` (every row without it). */
  slice?: { offset: number; limit: number };
  chart?: { order: readonly SortDef[]; limit: number; fields: readonly string[] };
}

/**
 * A totals row that adds up from the rows (a named kind's counts where each member falls in one
 * row's group): each of `sums` summed over every row (0 over none, as SQL's count), each ratio
 * `of[0] / of[1]` of those sums (NULL over 0), as the kind's own totals statement computes them.
 */
export interface SummedTotals {
  sums: readonly string[];
  ratios: readonly { name: string; of: readonly [string, string] }[];
}

/** The totals row of `rows` as SummedTotals adds it up. */
export function summedTotals(rows: readonly Row[], spec: SummedTotals): Row {
  const out: Row = {};
  for (const f of spec.sums) out[f] = rows.reduce((a, r) => a + Number(r[f] ?? 0), 0);
  for (const { name, of: [n, d] } of spec.ratios) out[name] = Number(out[d]) === 0 ? null : Number(out[n]) / Number(out[d]);
  return out;
}

/**
 * The rows of a page (`__page_row` from `offset` + 1 to `offset` + `limit`) and of a chart
 * (`__chart_row` up to `limit`), numbered by the statement in their orders, with `__total`.
 */
export interface NumberedSpec {
  page: { offset: number; limit: number };
  chart: { limit: number; fields: readonly string[] };
}

/**
 * Strings as DuckDB and ClickHouse order them by default: by code point (their bytes in UTF-8), not
 * UTF-16 units. Units compare as code points except a surrogate (half of a code point above U+FFFF)
 * against any other unit: the surrogate's code point is the larger. Read unit by unit, no copy.
 */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    return xs === ys ? x - y : xs ? 1 : -1;
  }
  return a.length - b.length;
}

function compareValues(a: Value, b: Value): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareText(String(a), String(b));
}

/** ORDER BY the keys as a comparison, NULLS LAST on each. */
function comparing(order: readonly SortDef[]): (a: Row, b: Row) => number {
  return (a, b) => {
    for (const { field, dir } of order) {
      const x = a[field] ?? null;
      const y = b[field] ?? null;
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const c = compareValues(x, y);
      if (c !== 0) return dir === 'asc' ? c : -c;
    }
    return 0;
  };
}

/** ORDER BY the keys, NULLS LAST on each; equal rows keep their order. */
export function sortRows(rows: readonly Row[], order: readonly SortDef[]): Row[] {
  return [...rows].sort(comparing(order));
}

/**
 * `sortRows(rows, order).slice(0, count)` without sorting every row: a page or a chart of a few
 * dozen rows out of a whole member list read from 18.16 (tens of thousands) kept in a sorted
 * window of `count` rows, each row placed after its equals (so equal rows keep their order).
 */
export function firstRows(rows: readonly Row[], order: readonly SortDef[], count: number): Row[] {
  if (count <= 0) return [];
  if (count * 8 >= rows.length) return sortRows(rows, order).slice(0, count);
  const compare = comparing(order);
  const kept: Row[] = [];
  for (const r of rows) {
    if (kept.length === count && compare(r, kept[count - 1]) >= 0) continue;
    kept.splice(partitionPoint(0, kept.length, (i) => compare(r, kept[i]) >= 0), 0, r);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** A chart's rows as a page-and-chart statement has them: the page's columns (`names`), the chart's `fields` only, the others null, `__part` 1. */
function chartRows(rows: readonly Row[], names: readonly string[], fields: readonly string[]): Row[] {
  const keep = new Set(fields);
  return rows.map((r) => {
    const row: Row = {};
    for (const k of names) row[k] = keep.has(k) ? r[k] : null;
    row.__part = 1;
    return row;
  });
}

/** The page's rows in its order: its slice only, or every row. */
export function pageRows(rows: readonly Row[], spec: PartsSpec): Row[] {
  if (!spec.slice) return sortRows(rows, spec.page);
  return firstRows(rows, spec.page, spec.slice.offset + spec.slice.limit).slice(spec.slice.offset);
}

function finishParts(read: readonly Row[], spec: PartsSpec): Row[] {
  const rows = read.filter((r) => Number(r.__part) !== 2);
  const carried = read.filter((r) => Number(r.__part) === 2);
  const totals = !carried.length && spec.totals ? [{ __part: 2, __totals_row: summedTotals(rows, spec.totals) as unknown as Row[string] }] : carried;
  const page = pageRows(rows, spec).map((r) => ({ ...r, __total: rows.length }));
  const out: Row[] = page;
  if (spec.chart) out.push(...chartRows(firstRows(rows, spec.chart.order, spec.chart.limit), Object.keys(page[0] ?? {}), spec.chart.fields));
  return [...out, ...totals];
}

/** The page's rows then the chart's (`__part` 1, its fields only, the others null), as finishParts answers, from rows numbered in SQL. */
function finishNumbered(read: readonly Row[], spec: NumberedSpec): Row[] {
  const by = (field: string) => (a: Row, b: Row) => Number(a[field]) - Number(b[field]);
  const strip = (r: Row): Row => {
    const { __page_row: _p, __chart_row: _c, ...row } = r;
    return row;
  };
  const { offset, limit } = spec.page;
  const page = read.filter((r) => Number(r.__page_row) > offset && Number(r.__page_row) <= offset + limit).sort(by('__page_row')).map((r) => ({ ...strip(r), __part: 0 }));
  const chart = read.filter((r) => Number(r.__chart_row) <= spec.chart.limit).sort(by('__chart_row'));
  return [...page, ...chartRows(chart, Object.keys(page[0] ?? strip(read[0] ?? {})), spec.chart.fields)];
}

/**
 * Stage finish: the relation's rows read whole, then what the DuckDB statement does in SQL
 * (ranks, previous ranks, shares, running sums, then ORDER BY, the count of every row, LIMIT and
 * OFFSET). Pure; the rows read are not changed.
 */
export function finishRows(read: readonly Row[], spec: FinishSpec): Row[] {
  if (spec.numbered) return finishNumbered(read, spec.numbered);
  if (spec.cap !== undefined && read.length > spec.cap) {
    throw new CompileError(8038, `The report holds more than ${spec.cap.toLocaleString('en-US')} rows; narrow the filters`);
  }
  if (spec.parts && !spec.windows) return finishParts(read, spec.parts);
  let rows = spec.windows ? windowFigures(read, spec.windows.steps) : read.map((r) => ({ ...r }));
  // the window figures made, a page of every row and its chart (ClickHouse's rows read once)
  if (spec.parts) return finishParts(rows, spec.parts);
  const total = rows.length;
  const offset = spec.offset ?? 0;
  if (spec.order?.length) rows = spec.limit === undefined ? sortRows(rows, spec.order) : firstRows(rows, spec.order, offset + spec.limit);
  rows = rows.slice(offset, spec.limit === undefined ? undefined : offset + spec.limit);
  if (spec.fields) rows = rows.map((r) => Object.fromEntries(spec.fields!.map(([out, field]) => [out, r[field]])));
  if (spec.total) for (const r of rows) r.__total = total;
  return rows;
}
