import type { ReportDefinition } from '../definition/report';

/** Fields a request may sort by: the report's columns not marked `sortable: false`. */
export function sortableFields(report: ReportDefinition): string[] {
  return report.columns.filter((c) => c.sortable !== false).map((c) => c.field);
}
