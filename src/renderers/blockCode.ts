import type { ChartType } from '../engine/definition/report';
import { apexTypeOf, loadChartType } from './chart/loadChartType';

/**
 * The code of the grid and the chart (their own chunks: PERFORMANCE.md), fetched as soon as a page
 * knows it will draw them, beside the requests it waits for anyway, rather than once the answer
 * has come and the block mounts: a report page would otherwise fetch the grid after the filter
 * form, and the chart after the answer and its chart type after that, one after another.
 */
export const loadReportGrid = () => import('./grid/ReportGrid');
export const loadReportChart = () => import('./chart/ReportChart');

const ignore = () => undefined;

/** Starts fetching the grid's code (a report page: its grid mounts with the page). */
export function preloadGrid(): void {
  loadReportGrid().catch(ignore);
}

/** Starts fetching the chart's code and its chart type's (a report with a chart, once its view is known). */
export function preloadChart(type: ChartType): void {
  loadReportChart().catch(ignore);
  loadChartType(apexTypeOf(type)).catch(ignore);
}
