import type { ChartType } from '../../engine/definition/report';

export type ApexType = 'line' | 'area' | 'bar' | 'donut' | 'heatmap';

/** Line and area for time, columns and bars for categories, donut for shares, funnel as a centred bar, heat map for a table of rates (cohorts). */
export function apexTypeOf(type: ChartType): ApexType {
  return type === 'column' || type === 'funnel' ? 'bar' : type;
}

/** PERFORMANCE.md: ApexCharts by chart type; each type (and the legend) is its own chunk, loaded when first drawn. */
const TYPES: Record<ApexType, () => Promise<unknown>> = {
  line: () => import('apexcharts/line'),
  area: () => import('apexcharts/area'),
  bar: () => import('apexcharts/bar'),
  donut: () => import('apexcharts/donut'),
  heatmap: () => import('apexcharts/heatmap'),
};

const loaded = new Map<ApexType, Promise<unknown>>();

export function loadChartType(type: ApexType): Promise<unknown> {
  let pending = loaded.get(type);
  if (!pending) {
    pending = Promise.all([TYPES[type](), import('./legendFeature')]);
    loaded.set(type, pending);
  }
  return pending;
}
