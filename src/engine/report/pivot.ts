import type { HeaderLabel } from './columnHeader';
import type { ReportView, ViewColumn } from './reportView';

/** How a pivot's answer is laid out: its dimension, the measures shown per value, and the values in column order. */
export interface PivotLayout {
  dimension: string;
  measures: string[];
  values: (string | number | null)[];
}

/** The field of a measure at the pivot's i-th value. */
export const pivotField = (measure: string, i: number): string => `${measure}__${i}`;

/** A value as a header names it: an enum's label, a day as it is, a month's first day as the month, no value as "None". */
function valueLabel(value: string | number | null, dimension: NonNullable<ReportView['pivot']>): HeaderLabel['values'] {
  if (value === null) return { value: { key: 'pivot.none' } };
  if (dimension.format === 'enum' && dimension.enumKey) return { value: { key: `${dimension.enumKey}.${String(value)}` } };
  if (dimension.months) return { value: String(value).slice(0, 7) };
  return { value: String(value) };
}

/**
 * A pivot report's view for an answer: each pivoted measure's column becomes a column per value
 * ("2026-01 · GGR", the value alone where one measure is pivoted), then the measure over all the
 * values ("Total · GGR"); other columns stay as they are. The same columns for the grid and the exports.
 */
export function pivotView<V extends Pick<ReportView, 'columns' | 'pivot'>>(view: V, layout: PivotLayout | undefined): V {
  const dimension = view.pivot;
  if (!layout || !dimension) return view;
  const one = layout.measures.length === 1;
  const columns = view.columns.flatMap((c): ViewColumn[] => {
    if (!layout.measures.includes(c.field)) return [c];
    const cells = layout.values.map((v, i): ViewColumn => ({
      ...c, field: pivotField(c.field, i), pinned: false, drill: undefined,
      header: { key: one ? 'pivot.value' : 'pivot.cell', values: valueLabel(v, dimension), of: c.header },
    }));
    return [...cells, { ...c, header: { key: one ? 'pivot.total' : 'pivot.measureTotal', of: c.header } }];
  });
  return { ...view, columns };
}
