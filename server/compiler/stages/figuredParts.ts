import type { ExactRow, Row } from '../../warehouse/warehouse';
import { apiNumber } from '../figures/exact';
import { apiRow, figureValues, totalsRows } from '../figures/evaluate';
import type { FigureProgram } from '../figures/types';
import { firstRows, pageRows, type PartsSpec } from './finish';

/** A row's place among the rows read, beside the fields it is ordered by. */
const AT = '__at';

/**
 * `finishRows(evaluateFigures(read, program), { parts })` without every row made the API's: each
 * row's figures computed (an inexact one throws, as there), then only the fields the page's and the
 * chart's orders and the chart's fields read made the API's values for every row; the page's rows
 * whole, the chart's with their fields. The same rows, fields in order and values.
 */
export function figuredParts(read: readonly ExactRow[], program: FigureProgram, spec: PartsSpec): Row[] {
  const f = figureValues(read, program);
  const carried = f.totals.length > 0;
  const keep = new Set(spec.chart?.fields ?? []);
  const ordered = [...new Set([...spec.page.map((k) => k.field), ...(spec.chart?.order.map((k) => k.field) ?? []), ...keep])];
  // each row's ordering and charted fields as the API's values, with its place
  const light: Row[] = f.rows.map((values, i) => {
    const row: Row = { [AT]: i };
    for (const k of ordered) row[k] = apiNumber(values[k] ?? null);
    return row;
  });
  const picked = pageRows(light, spec);
  // the page's rows, then the chart's
  const out: Row[] = picked.map((r) => ({ __part: 0, ...apiRow(f.rows[r[AT] as number], f.names), ...(carried ? { __totals_row: null } : {}), __total: f.rows.length }));
  if (spec.chart) {
    // a chart row has the page's fields, those not charted NULL (none without a page row)
    const names = Object.keys(out[0] ?? {});
    for (const r of firstRows(light, spec.chart.order, spec.chart.limit)) {
      const row: Row = {};
      for (const k of names) row[k] = keep.has(k) ? r[k] ?? null : null;
      row.__part = 1;
      out.push(row);
    }
  }
  return [...out, ...totalsRows(f)];
}
