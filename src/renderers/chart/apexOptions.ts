import type { ApexOptions } from 'apexcharts';
import type { FormatContext } from '../../engine/format/formatters';
import { CHART_PALETTE } from '../../theme/chartPalette';
import { axisText, valueText } from './axisText';
import type { ChartModel } from './chartModel';
import { ANIMATION_POINT_LIMIT } from './downsample';
import { escapeHtml } from './escapeHtml';
import { seriesAxes } from './seriesAxes';

export type ApexType = 'line' | 'area' | 'bar' | 'donut';

/** Line and area for time, columns and bars for categories, donut for shares, funnel as a centred bar. */
export function apexType(type: ChartModel['type']): ApexType {
  return type === 'column' || type === 'funnel' ? 'bar' : type;
}

/** A day on a time axis as MM-DD (the tooltip keeps the whole date). */
const shortDate = (v: string) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v.slice(5) : v);

const DARK = { fore: '#9aa6c2', grid: '#27324f', font: "'Inter', 'Segoe UI', system-ui, 'Noto Sans CJK TC', sans-serif" };

/** ApexCharts options in the console's dark theme; every text from the data is escaped before ApexCharts sees it as HTML. */
export function apexOptions(model: ChartModel, ctx: FormatContext, noDataText: string): { type: ApexType; series: ApexOptions['series']; options: ApexOptions } {
  const type = apexType(model.type);
  const animated = model.categories.length <= ANIMATION_POINT_LIMIT;
  const formatOf = (i: number) => model.series[i]?.format ?? 'decimal';
  const base: ApexOptions = {
    chart: {
      type, background: 'transparent', foreColor: DARK.fore, fontFamily: DARK.font, stacked: model.stacked,
      toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: animated },
    },
    theme: { mode: 'dark' },
    colors: [...CHART_PALETTE],
    grid: { borderColor: DARK.grid, strokeDashArray: 3 },
    legend: { show: model.series.length > 1 || type === 'donut', position: 'bottom', formatter: (name: string) => escapeHtml(name) },
    dataLabels: { enabled: false },
    noData: { text: noDataText },
    tooltip: {
      theme: 'dark',
      x: { formatter: (_v: number, o?: { dataPointIndex?: number }) => escapeHtml(model.categories[o?.dataPointIndex ?? -1] ?? _v) },
      y: {
        formatter: (v: number, o?: { seriesIndex?: number }) => escapeHtml(valueText(formatOf(type === 'donut' ? 0 : o?.seriesIndex ?? 0), v, ctx)),
        title: { formatter: (name: string) => `${escapeHtml(name)}:` },
      },
    },
  };
  if (type === 'donut') {
    const s = model.series[0];
    const data = (s?.data ?? []).map((v) => (v === null || v < 0 ? 0 : v));
    return {
      type,
      series: data,
      options: {
        ...base, labels: model.categories.map(escapeHtml), stroke: { colors: ['#151d33'] },
        dataLabels: { enabled: true },
        plotOptions: { pie: { donut: { size: '62%' } } },
      },
    };
  }
  return {
    type,
    series: model.series.map((s) => ({ name: escapeHtml(s.name), data: s.data })),
    options: {
      ...base,
      stroke: { width: type === 'bar' ? 0 : 2, curve: 'smooth' },
      fill: type === 'area' ? { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.02 } } : undefined,
      markers: { size: 0 },
      plotOptions: { bar: { horizontal: model.type === 'bar' || model.type === 'funnel', isFunnel: model.type === 'funnel', borderRadius: 3, columnWidth: '60%' } },
      xaxis: {
        categories: model.categories,
        labels: {
          trim: true, hideOverlappingLabels: true, rotate: -45, maxHeight: 90,
          formatter: model.type === 'bar' ? (v: string) => axisText(formatOf(0), Number(v), ctx) : shortDate,
        },
        axisBorder: { color: DARK.grid }, axisTicks: { color: DARK.grid },
      },
      yaxis: model.type === 'bar' || model.type === 'funnel' ? { labels: { maxWidth: 180 } } : seriesAxes(model, ctx, axisText),
    },
  };
}
