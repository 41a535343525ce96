import type { ReportDefinition } from '../definition/report';
import type { ReportView } from './reportView';

/** A model over time: the field its rows are dated by and the grain of their periods (a month's row is dated on its first day). */
export interface TimeGrainMeta {
  field: string;
  grain: 'day' | 'week' | 'month';
}

type Grain = string | { param: string } | undefined;
const asked = (grain: Grain, params: Readonly<Record<string, unknown>>): unknown => (typeof grain === 'object' ? params[grain.param] : grain);

/**
 * The periods a report's rows stand for, at the grain asked: a model over time's days, weeks or
 * months (`stat_date`), a cohort report's cohorts (`cohort_period`); undefined for other reports.
 */
export function timeGrainOf(def: Pick<ReportDefinition, 'query'>, params: Readonly<Record<string, unknown>>): TimeGrainMeta | undefined {
  const q = def.query;
  const [field, grain] = q.kind === 'model' ? ['stat_date', q.time ? asked(q.time.grain, params) : undefined]
    : q.kind === 'cohort' ? ['cohort_period', asked((q as { period?: Grain }).period, params)] : ['', undefined];
  return grain === 'day' || grain === 'week' || grain === 'month' ? { field, grain } : undefined;
}

/** The view a month's rows are shown by: their date column reads as the month ('2026-11'), not its first day. */
export function timedView<V extends Pick<ReportView, 'columns'>>(view: V, time: TimeGrainMeta | undefined): V {
  if (time?.grain !== 'month') return view;
  const columns = view.columns.map((c) => (c.field === time.field && c.format === 'date' ? { ...c, format: 'month' as const } : c));
  return { ...view, columns };
}
