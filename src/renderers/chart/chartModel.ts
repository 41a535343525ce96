import type { ChartDef } from '../../engine/definition/report';
import type { FormatId } from '../../engine/format/formatId';
import { codeEnumKey } from '../../engine/format/codeLabels';
import { formatter, type FormatContext } from '../../engine/format/formatters';
import type { ReportView } from '../../engine/report/reportView';
import type { ChartData } from '../../engine/request/types';
import { fieldLabel, type Translate } from '../format/fieldLabel';
import { pick, sampleIndices } from './downsample';
import { cellMarked, ROW_MARK, type RowMark } from '../../engine/report/rowMarks';

/** One drawn series: its label, the format of its values and the values in the shown currency. */
export interface ChartSeries {
  name: string;
  field: string;
  format: FormatId;
  money: boolean;
  data: (number | null)[];
  /** Which of its values are marked (the answer's `meta.marks`: a cohort's checkpoint not every member has reached), where any is. */
  marked?: boolean[];
}

/** The chart to draw, before any ApexCharts option: categories labelled, series converted and sampled. */
export interface ChartModel {
  type: ChartDef['type'];
  stacked: boolean;
  categories: string[];
  series: ChartSeries[];
  /** Label of the measure when series are split by a dimension (one line per site…). */
  measureLabel?: string;
}

export function fieldFormat(view: Pick<ReportView, 'columns'>, field: string): { format: FormatId; money: boolean; enumKey?: string } {
  const c = view.columns.find((col) => col.field === field);
  if (c) return { format: c.format, money: c.money, enumKey: c.enumKey };
  const named = codeEnumKey(field);
  return named ? { format: 'enum', money: false, enumKey: named } : { format: 'decimal', money: false };
}

/** A category or split value as the grid names it (enum names, dates, "No agent"), else as it is. */
function categoryText(view: Pick<ReportView, 'columns'>, field: string, value: unknown, ctx: FormatContext): string {
  const f = fieldFormat(view, field);
  return formatter(f.format === 'enum' || f.format === 'date' || f.format === 'month' ? f.format : 'text').text(value, ctx, f.enumKey);
}

/** Categories in the user's words (enum names, dates), series named by their field label or, split, by the member's name as is. */
export function chartModel(def: ChartDef, data: ChartData, view: Pick<ReportView, 'columns'>, ctx: FormatContext, t: Translate, marks?: readonly RowMark[]): ChartModel {
  const indices = sampleIndices(data.categories.length);
  const shown = pick(data.categories, indices);
  // a category its rows' cells are marked by (a week the range cuts) is named with the mark, as they are
  const categories = shown.map((c) => categoryText(view, def.x, c, ctx) + (marks?.length && cellMarked(marks, def.x, { [def.x]: c }) ? ROW_MARK : ''));
  // "Others" of a query's top, the last category, in the reader's language
  if (data.others !== undefined && categories.length) categories[categories.length - 1] = t('renderers.others', { count: data.others });
  const series = data.series.map((s) => {
    const f = fieldFormat(view, s.field);
    const convert = (v: number | null) => (v === null ? null : f.money ? (formatter('amount').value(v, ctx) as number) : v);
    // a value is marked as its row's cell is, the row found by the category (a cohort's period)
    const marked = def.splitBy || !marks?.length ? [] : shown.map((c) => cellMarked(marks, s.field, { [def.x]: c }));
    return {
      name: def.splitBy ? categoryText(view, def.splitBy, s.name, ctx) : fieldLabel(t, view, s.field), field: s.field, format: f.format, money: f.money, data: pick(s.data, indices).map(convert),
      ...(marked.some(Boolean) ? { marked } : {}),
    };
  });
  return {
    type: def.type, stacked: Boolean(def.stacked), categories, series,
    measureLabel: def.splitBy && data.series[0] ? fieldLabel(t, view, data.series[0].field) : undefined,
  };
}
