import { PIVOT_MAX_VALUES, type ModelQuery, type PivotDef } from '../../../src/engine/definition/modelQuery';
import type { ReportDefinition } from '../../../src/engine/definition/report';
import { pivotField, type PivotLayout } from '../../../src/engine/report/pivot';
import type { Row } from '../../warehouse/warehouse';
import { CompileError } from '../errors';

/**
 * A pivot's three queries, as reports of the same filters: `cells`, the report itself (a row per
 * row key and value); `rows`, without the pivot's dimension (each row over all the values: its
 * totals); `columns`, by the pivot's dimension alone (each value over all the rows: the totals row's).
 * Their figures are each computed over their own facts, so distinct counts are recounted and
 * ratios recomputed at every level. Neither of the two carries the report's chart or sections.
 */
export function pivotQueries(report: ReportDefinition, section: string | undefined, q: ModelQuery & { pivot: PivotDef }): { rows: ReportDefinition; columns: ReportDefinition; rowKeys: string[] } {
  const { dimension } = q.pivot;
  const onTime = dimension === 'stat_date';
  const rowKeys = q.dimensions.filter((d) => d !== dimension);
  const base = { ...q, pivot: undefined };
  const rowsQuery: ModelQuery = { ...base, dimensions: rowKeys, ...(onTime ? { time: undefined } : {}) };
  const columnsQuery: ModelQuery = { ...base, dimensions: onTime ? [] : [dimension] };
  const variant = (query: ModelQuery, keep: (field: string) => boolean, sorted: boolean): ReportDefinition => {
    const grid = { query, chart: undefined, ...(sorted ? {} : { defaultSort: undefined }) };
    const columns = (cols: ReportDefinition['columns']) => cols.filter((c) => keep(c.field));
    return section
      ? { ...report, sections: report.sections?.map((s) => (s.id === section ? { ...s, ...grid, columns: columns(s.columns) } : s)) }
      : { ...report, ...grid, columns: columns(report.columns), sections: undefined };
  };
  return {
    // the rows in the report's order; the values' order is the pivot's own
    rows: variant(rowsQuery, () => true, true),
    columns: variant(columnsQuery, (f) => !(rowKeys as readonly string[]).includes(f), false),
    rowKeys,
  };
}

const keyOf = (row: Row, keys: readonly string[]) => JSON.stringify(keys.map((k) => row[k] ?? null));

/** Values in ascending order: numbers as numbers, the rest (days, codes, names) as text; no value (NULL) last. */
function ascending(a: unknown, b: unknown): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * The pivot's rows: one per row key (in the `rows` query's order), holding its keys, every figure
 * over all the values, and per value i each pivoted measure as `<measure>__<i>`; the totals row the
 * same of the whole (the report's totals, then each value's from the `columns` query).
 */
export function pivotRows(pivot: PivotDef, rowKeys: readonly string[], cells: readonly Row[], rows: readonly Row[], columns: readonly Row[], totals: Row | null): { rows: Row[]; totals: Row | null; layout: PivotLayout } {
  const { dimension, measures } = pivot;
  const values = [...new Set(columns.map((r) => (r[dimension] ?? null) as string | number | null))].sort(ascending);
  if (values.length > PIVOT_MAX_VALUES) throw new CompileError(9400, `the pivot has ${values.length} values of '${dimension}': at most ${PIVOT_MAX_VALUES} are laid out as columns; narrow the filters or the date range`);
  const index = new Map(values.map((v, i) => [JSON.stringify(v), i]));
  const byKey = new Map<string, Row>();
  const wide = rows.map((r) => {
    const row: Row = { ...r };
    byKey.set(keyOf(r, rowKeys), row);
    return row;
  });
  for (const cell of cells) {
    const row = byKey.get(keyOf(cell, rowKeys));
    const i = index.get(JSON.stringify(cell[dimension] ?? null));
    if (!row || i === undefined) continue;
    for (const m of measures) row[pivotField(m, i)] = cell[m] ?? null;
  }
  // a row without a value's cell has no figure there (NULL), as a grid's missing group
  for (const row of wide) values.forEach((_, i) => { for (const m of measures) if (!(pivotField(m, i) in row)) row[pivotField(m, i)] = null; });
  let whole: Row | null = null;
  if (totals) {
    whole = { ...totals };
    for (const c of columns) {
      const i = index.get(JSON.stringify(c[dimension] ?? null))!;
      for (const m of measures) whole[pivotField(m, i)] = c[m] ?? null;
    }
  }
  return { rows: wide, totals: whole, layout: { dimension, measures: [...measures], values } };
}
