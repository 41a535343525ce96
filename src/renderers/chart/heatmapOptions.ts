import type { ApexOptions } from 'apexcharts';
import type { FormatContext } from '../../engine/format/formatters';
import { valueText } from './axisText';
import type { ChartModel } from './chartModel';
import { escapeHtml } from './escapeHtml';
import { ROW_MARK } from '../../engine/report/rowMarks';

/** The heat map's five shades of the palette's blue, faintest for the lowest fifth of the values drawn. */
const SHADES = ['#1d2f57', '#24427f', '#2f5cad', '#3d74d6', '#4f8cff'];
/** A cell without a figure: the card's surface. */
const EMPTY = '#151d33';
/** A row's height, and what the axes take around the rows. */
const ROW = 30;
const AXES = 90;
/** The width taken as drawn where the card is not measured, what the row names take, and the narrowest cells that say their figure ("18.35%") and name their column level. */
const WIDE = 900;
const Y_LABELS = 110;
const LABELLED_CELL = 46;
const LEVEL_NAMES = 60;
/** Below this width a column's name turned by 45° meets its neighbour's (about 15 px a line apart at 12 px): it stands upright instead. */
const SLANTED_NAMES = 28;

/**
 * A heat map of the rows' figures (a cohort triangle): a row per category, the first at the top, a
 * column per series; a cell without a figure (a checkpoint not yet reached) is left empty, never
 * drawn as zero. Shades step in fifths between the lowest and highest figure drawn; a cell says its
 * figure where it is wide enough for it (else the tooltip does), and narrow columns' names turn (upright
 * on a phone, where twelve months' names turned by 45° overlapped).
 */
export function heatmapOptions(model: ChartModel, base: ApexOptions, ctx: FormatContext, width?: number): { series: ApexOptions['series']; options: ApexOptions; minHeight: number } {
  const format = model.series[0]?.format ?? 'decimal';
  const values = model.series.flatMap((s) => s.data).filter((v): v is number => v !== null && Number.isFinite(v));
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const cell = ((width ?? WIDE) - Y_LABELS) / Math.max(1, model.series.length);
  const step = (hi - lo) / SHADES.length || 1;
  const ranges = SHADES.map((color, i) => ({ from: lo + i * step, to: i === SHADES.length - 1 ? Math.max(hi, lo + step * SHADES.length) : lo + (i + 1) * step, color }));
  // ApexCharts draws the first series at the bottom: the rows are given last first
  const rows = model.categories.map((_, i) => i).reverse();
  const series = rows.map((i) => ({
    name: escapeHtml(model.categories[i]),
    data: model.series.map((s) => ({ x: escapeHtml(s.name), y: s.data[i] ?? null })),
  }));
  // a marked cell (a cohort's checkpoint not every member has reached) says so after its figure, as the grid's cell does
  const mark = (o?: { seriesIndex?: number; dataPointIndex?: number }) =>
    (o?.seriesIndex !== undefined && o.dataPointIndex !== undefined && model.series[o.dataPointIndex]?.marked?.[rows[o.seriesIndex]] ? ` ${ROW_MARK}` : '');
  return {
    series,
    minHeight: AXES + model.categories.length * ROW,
    options: {
      ...base,
      chart: { ...base.chart, type: 'heatmap' },
      // a cell no shade's range holds (no figure) takes its series' colour: the card's, so it reads as empty
      colors: [EMPTY],
      legend: { show: false },
      stroke: { width: 1, colors: ['#151d33'] },
      dataLabels: {
        enabled: cell >= LABELLED_CELL, style: { colors: ['#f5f7fc'], fontWeight: 500 },
        formatter: (v: string | number | number[] | null, o?: { seriesIndex?: number; dataPointIndex?: number }) => (typeof v === 'number' ? `${valueText(format, v, ctx)}${mark(o)}` : ''),
      },
      plotOptions: { heatmap: { radius: 2, enableShades: false, colorScale: { ranges } } },
      xaxis: { type: 'category', labels: { trim: false, rotate: cell >= LEVEL_NAMES ? 0 : cell >= SLANTED_NAMES ? -45 : -90, rotateAlways: cell < LEVEL_NAMES, hideOverlappingLabels: false }, axisBorder: { show: false }, axisTicks: { show: false } },
      yaxis: { labels: { maxWidth: 120 } },
      tooltip: {
        ...base.tooltip,
        x: { show: true },
        y: { formatter: (v: number | null, o?: { seriesIndex?: number; dataPointIndex?: number }) => escapeHtml(`${valueText(format, v, ctx)}${mark(o)}`), title: { formatter: (name: string) => `${name}:` } },
      },
    },
  };
}
