import type { HeaderLabel } from '../../engine/report/columnHeader';
import type { ReportView } from '../../engine/report/reportView';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

const DERIVED = /^fields\.(.+)_(growth_rate|rank_change|rank_prev|growth|prev|rank|share|period)$/;

/**
 * A header label in the current language: `{{measure}}` is the translated measure of a derived
 * figure. A derived figure of a derived field (`profit_growth_rate`) has no key of its own, so it is
 * named by its suffix around the field it derives from.
 */
export function headerText(t: Translate, header: HeaderLabel): string {
  if (header.measureKey) return t(header.key, { measure: t(header.measureKey) });
  const text = t(header.key, { defaultValue: '' });
  if (text) return text;
  const derived = DERIVED.exec(header.key);
  return derived ? t(`suffix.${derived[2]}`, { measure: t(`fields.${derived[1]}`) }) : t(header.key);
}

/** The label of any field of a report: its column header when it is a column, else `fields.<field>`. */
export function fieldLabel(t: Translate, view: Pick<ReportView, 'columns'>, field: string): string {
  const column = view.columns.find((c) => c.field === field);
  return column ? headerText(t, column.header) : t(`fields.${field}`);
}
