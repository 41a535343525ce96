import { headerText, type Translate } from '../../engine/report/columnHeader';
import type { ReportView } from '../../engine/report/reportView';

export { headerText, type Translate };

/** The label of any field of a report: its column header when it is a column, else `fields.<field>`. */
export function fieldLabel(t: Translate, view: Pick<ReportView, 'columns'>, field: string): string {
  const column = view.columns.find((c) => c.field === field);
  return column ? headerText(t, column.header) : t(`fields.${field}`);
}
