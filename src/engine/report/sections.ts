import type { ReportDefinition, SectionDef } from '../definition/report';

/**
 * A section of a report as a report of its own: the report's placement and filters with the
 * section's query, columns, chart, paging and sort. Everything that serves a report (compiler,
 * view, export) serves a section through it.
 */
export function sectionReport(report: ReportDefinition, section: SectionDef): ReportDefinition {
  return {
    id: report.id,
    route: report.route,
    titleKey: section.titleKey ?? sectionTitleKey(report.id, section.id),
    descriptionKey: report.descriptionKey,
    query: section.query,
    filters: report.filters,
    columns: section.columns,
    chart: section.chart,
    paging: section.paging ?? { mode: 'local' },
    defaultSort: section.defaultSort,
    export: report.export,
    layout: section.layout,
  };
}

export function sectionTitleKey(reportId: string, sectionId: string): string {
  return `reports.${reportId}.sections.${sectionId}`;
}

/** The report a request is about: the report itself, or the section it names (undefined when it names none the report has). */
export function requestedPart(report: ReportDefinition, sectionId: string | undefined): { def: ReportDefinition; section?: SectionDef } | undefined {
  if (!sectionId) return { def: report };
  const section = report.sections?.find((s) => s.id === sectionId);
  return section ? { def: sectionReport(report, section), section } : undefined;
}
