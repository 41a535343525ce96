import type { ReportDefinition } from '../definition/report';
import type { ReportView } from './reportView';

/** A model over time: the field its rows are dated by and the grain of their periods (a month's row is dated on its first day). */
export interface TimeGrainMeta {
  field: string;
  grain: 'day' | 'week' | 'month';
}

/** The periods a model's rows stand for, at the grain asked; undefined for a report not over time. */
export function timeGrainOf(def: Pick<ReportDefinition, 'query'>, params: Readonly<Record<string, unknown>>): TimeGrainMeta | undefined {
  const q = def.query;
  if (q.kind !== 'model' || !q.time) return undefined;
  const grain = typeof q.time.grain === 'string' ? q.time.grain : params[q.time.grain.param];
  return grain === 'day' || grain === 'week' || grain === 'month' ? { field: 'stat_date', grain } : undefined;
}

/** The view a month's rows are shown by: their date column reads as the month ('2026-11'), not its first day. */
export function timedView<V extends Pick<ReportView, 'columns'>>(view: V, time: TimeGrainMeta | undefined): V {
  if (time?.grain !== 'month') return view;
  const columns = view.columns.map((c) => (c.field === time.field && c.format === 'date' ? { ...c, format: 'month' as const } : c));
  return { ...view, columns };
}
