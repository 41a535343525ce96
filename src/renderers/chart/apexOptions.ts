import type { ApexOptions } from 'apexcharts';
import type { FormatContext } from '../../engine/format/formatters';
import { CHART_PALETTE } from '../../theme/chartPalette';
import { axisText, valueText } from './axisText';
import type { ChartModel } from './chartModel';
import { ANIMATION_POINT_LIMIT } from './downsample';
import { categoryLines } from './categoryLines';
import { apexTypeOf, type ApexType } from './loadChartType';
import { escapeHtml, escapeOnce } from './escapeHtml';
import { heatmapOptions } from './heatmapOptions';
import { cutBarLabels, ON_BAR } from './barLabels';
import { capAt, offScale, type OffScale } from './offScale';
import { axisTitle, formatExtent, seriesAxes, valueScale } from './seriesAxes';
import { ROW_MARK } from '../../engine/report/rowMarks';
import { speakLegend, type ChartSpeech } from './chartSpeech';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day without the mark its category may end with (a week the range cuts: chartModel.ts). */
const unmarked = (v: string) => (v.endsWith(ROW_MARK) ? v.slice(0, -ROW_MARK.length) : v);

/**
 * How a time axis names its days (the tooltip keeps the whole date): months (every category the 1st
 * of a month) as YYYY-MM; days and weeks as MM-DD within one year, whole where the axis crosses a
 * year (its months' and days' names would repeat: 24 months read 11-01 … 10-01, 11-01 … with no year).
 * A category's mark stays. Other categories as they are.
 */
export function dateNamer(categories: readonly unknown[]): (v: string) => string {
  const days = categories.length > 0 && categories.every((c) => typeof c === 'string' && DAY.test(unmarked(c))) ? (categories as string[]).map(unmarked) : null;
  if (!days) return (v) => v;
  const months = days.length > 1 && days.every((d) => d.endsWith('-01'));
  const oneYear = days.every((d) => d.slice(0, 4) === days[0].slice(0, 4));
  const name = (d: string) => (months ? d.slice(0, 7) : oneYear ? d.slice(5) : d);
  return (v) => (DAY.test(unmarked(v)) ? name(unmarked(v)) + v.slice(unmarked(v).length) : v);
}

/** Room left of the first category's tick before the chart's edge at the least (short y-axis labels, no axis title). */
const FIRST_TICK_ROOM = 24;
/** The plot's width on a phone (390 px less the page's, card's and y axis's margins), the narrowest a chart is drawn. */
const NARROW_PLOT = 280;

/** Width of a label line in the 12 px axis font: CJK characters are square, Latin ones about 0.6 em. */
const lineWidth = (line: string) => [...line].reduce((w, ch) => w + (/[\u2e80-\u9fff\uf900-\uffef]/.test(ch) ? 12 : 7.2), 0);

/**
 * How far the categories' names, rotated 45° as ApexCharts does when names crowd, would reach past
 * the chart's left edge: name i ends at its tick, i slots right of the first, and reaches its width
 * × cos 45° to the left; slots are taken as narrow as on a phone. The grid is moved right by that
 * much, so a long name (a device id, a promotion) is not cut at the edge.
 */
export function rotatedOverhang(categories: readonly (string | string[])[]): number {
  const slot = NARROW_PLOT / Math.max(1, categories.length);
  let reach = 0;
  categories.forEach((c, i) => {
    const widest = Math.max(0, ...(Array.isArray(c) ? c : [c]).map(lineWidth));
    reach = Math.max(reach, widest * Math.SQRT1_2 - i * slot);
  });
  return Math.max(0, Math.ceil(reach - FIRST_TICK_ROOM));
}

const DARK = { fore: '#9aa6c2', grid: '#27324f', font: "'Inter', 'Segoe UI', system-ui, 'Noto Sans CJK TC', sans-serif" };

/** Share of the first step, for a funnel's labels. */
const conversion = (v: number, first: number | null | undefined) => (first ? `${((v / first) * 100).toFixed(1)}%` : '');

/**
 * Intervals of a phone's value axis across its bars: as many as its widest tick (about the
 * text of `top`, the axis's end, or of its lowest figure) leaves room for in the 180 px the names leave, 3 at most.
 */
function acrossTicks(model: ChartModel, ctx: FormatContext, top: number): number {
  const format = model.series[0]?.format ?? 'decimal';
  const [lo] = formatExtent(model, format);
  const hi = top;
  const widest = Math.max(...[lo, hi].map((v) => lineWidth(axisText(format, v, ctx, Math.max(-lo, hi)))));
  return Math.max(1, Math.min(3, Math.floor(180 / (widest + 16))));
}

/** A chart narrower than this (a phone) is drawn for its width: fewer ticks, names across, columns as bars. */
export const NARROW_CHART = 560;

/** Categories that are days or months: a time axis, kept across and thinned on a phone. */
const isTimeAxis = (categories: readonly string[]) => categories.length > 0 && categories.every((c) => /^\d{4}-\d{2}/.test(c));

/** The chart's width taken where its card is not measured (a desk's). */
const WIDE_CHART = 900;
/** What a value axis (its ticks and title) and the chart's padding take beside the plot, and a second axis on the right. */
const VALUE_AXIS_ROOM = 100;
const SECOND_AXIS_ROOM = 60;
/** The least gap between two days named across. */
const LABEL_GAP = 8;

/** A legend entry's marker and the gap after its name, and a row of entries' height. */
const LEGEND_MARKER = 34;
const LEGEND_ROW = 24;
/** The least a plot keeps above its axis names and legend, and what its axis names take. */
const PLOT_MIN = 150;
const AXIS_NAMES = 45;

/**
 * The height a chart with a legend below needs so its plot keeps PLOT_MIN: the legend's entries laid
 * across the card's width in rows (a phone's dashboard widget of twelve sites: five rows, which left
 * its plot 51 px of a 240 px card), or undefined where one or two rows leave room (a desk).
 */
export function legendRoom(names: readonly string[], width: number | undefined): number | undefined {
  const rows = legendRows(names, width);
  return rows > 2 ? PLOT_MIN + AXIS_NAMES + rows * LEGEND_ROW : undefined;
}

/** The rows a legend of these names takes at `width`. */
function legendRows(names: readonly string[], width: number | undefined): number {
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const w = LEGEND_MARKER + lineWidth(name);
    if (used > 0 && used + w > (width ?? WIDE_CHART)) {
      rows += 1;
      used = 0;
    }
    used += w;
  }
  return rows;
}

/**
 * A time axis's days named across, every so many days, so their names do not overlap at `width`:
 * the intervals for ApexCharts' `tickAmount` (it names every round(n ÷ (T + 1))-th category from the
 * first, every point still drawn), or undefined where every day's name fits. On a phone, at most 4
 * intervals (5 days named) and fewer where even those crowd (a dashboard's narrow card); on a desk,
 * as many as fit across. `axes`: value axes beside the plot (a second kind of figure on the right).
 * ApexCharts does not turn crowded names on a time axis reliably (a member's 26 days in columns ran
 * together as "10-3111-0111-02", 24 months in lines as "11-0112-0101-01"), so they are thinned instead.
 */
export function timeTickAmount(categories: readonly string[], width: number | undefined, axes = 1): number | undefined {
  const n = categories.length;
  if (!isTimeAxis(categories)) return undefined;
  const narrow = width !== undefined && width < NARROW_CHART;
  const plot = Math.max(1, (width ?? WIDE_CHART) - VALUE_AXIS_ROOM - (axes > 1 ? SECOND_AXIS_ROOM : 0));
  const slot = plot / n;
  const named = dateNamer(categories);
  const name = Math.max(...categories.map((c) => lineWidth(named(c)))) + LABEL_GAP;
  if (narrow ? n <= 5 : slot >= name) return undefined;
  // days between two names: a name's width and a gap, in days' slots
  const every = Math.ceil(name / slot);
  const step = (t: number) => Math.round(n / (t + 1));
  let most = 1;
  for (let t = Math.min(narrow ? 4 : n - 1, n - 1); t > 1; t--) if (step(t) >= every) { most = t; break; }
  // the last period (the latest, the one read first) named too, where a step that reaches it is at most half as wide again
  for (let t = most; t > 1 && step(t) <= 1.5 * step(most); t--) if ((n - 1) % step(t) === 0) return t;
  return most;
}

/**
 * The chart's type as drawn at `width`: on a phone, columns of names (channels, agents, levels)
 * turn into horizontal bars, whose names read across instead of rotated and thinned out; columns
 * over time and columns of two kinds of figure (two axes) stay columns.
 */
export function drawnType(model: ChartModel, width?: number): ChartModel['type'] {
  // a line over one period (a month asked by month) is a dot a series: columns side by side read
  if ((model.type === 'line' || model.type === 'area') && model.categories.length === 1) return 'column';
  if (model.type !== 'column' || width === undefined || width >= NARROW_CHART || isTimeAxis(model.categories)) return model.type;
  return new Set(model.series.map((s) => s.format)).size <= 1 && model.categories.length > 1 ? 'bar' : 'column';
}

/**
 * ApexCharts options in the console's dark theme; every text from the data is escaped before
 * ApexCharts sees it as HTML. `offScale`: a bar cut so the others stay readable (named in a note).
 * `width`: the chart's card as measured; narrower than NARROW_CHART (a phone), the chart is made
 * for it (drawnType, fewer value ticks, names wrapped narrower, a few days across). Every value
 * axis steps by 1, 2, 2.5 or 5 × 10^k (niceScale). `still`: drawn without animating (the person asked their
 * system for reduced motion), as a chart of more than ANIMATION_POINT_LIMIT points always is.
 */
/** The legend items read in the reader's language once drawn, after a redraw and after a series is toggled. */
function legendSpeech(speech: ChartSpeech): NonNullable<NonNullable<ApexOptions['chart']>['events']> {
  // the chart's element: ApexCharts' types do not name it
  const speak = (chart: ApexCharts) => speakLegend((chart as unknown as { el?: Element }).el, speech);
  // a click toggles the series and ApexCharts then writes its own label: written over after it
  return { mounted: speak, updated: speak, legendClick: (chart) => { setTimeout(() => speak(chart), 0); } };
}

export function apexOptions(drawn: ChartModel, ctx: FormatContext, noDataText: string, width?: number, still = false, speech?: ChartSpeech): { type: ApexType; series: ApexOptions['series']; options: ApexOptions; offScale: OffScale | null; minHeight?: number } {
  const narrow = width !== undefined && width < NARROW_CHART;
  const model: ChartModel = { ...drawn, type: drawnType(drawn, width) };
  const type = apexTypeOf(model.type);
  const animated = !still && model.categories.length <= ANIMATION_POINT_LIMIT;
  const formatOf = (i: number) => model.series[i]?.format ?? 'decimal';
  const base: ApexOptions = {
    chart: {
      type, background: 'transparent', foreColor: DARK.fore, fontFamily: DARK.font, stacked: model.stacked,
      toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: animated },
      ...(speech ? { accessibility: { description: speech.description }, events: legendSpeech(speech) } : {}),
    },
    theme: { mode: 'dark' },
    colors: [...CHART_PALETTE],
    grid: { borderColor: DARK.grid, strokeDashArray: 3 },
    legend: { show: model.series.length > 1 || type === 'donut', position: 'bottom', formatter: (name: string) => escapeOnce(name) },
    dataLabels: { enabled: false },
    noData: { text: noDataText },
    tooltip: {
      theme: 'dark',
      x: { formatter: (_v: number, o?: { dataPointIndex?: number }) => escapeHtml(model.categories[o?.dataPointIndex ?? -1] ?? _v) },
      y: {
        formatter: (v: number, o?: { seriesIndex?: number }) => escapeHtml(valueText(formatOf(type === 'donut' ? 0 : o?.seriesIndex ?? 0), v, ctx)),
        title: { formatter: (name: string) => `${escapeOnce(name)}:` },
      },
    },
  };
  if (type === 'heatmap') return { type, offScale: null, ...heatmapOptions(model, base, ctx, width) };
  if (type === 'donut') {
    const s = model.series[0];
    const data = (s?.data ?? []).map((v) => (v === null || v < 0 ? 0 : v));
    return {
      type,
      series: data,
      offScale: null,
      options: {
        ...base, labels: model.categories.map(escapeHtml), stroke: { colors: ['#151d33'] },
        dataLabels: { enabled: true },
        // a slice under 5% (18°) is named in its tooltip and the legend only: two small slices' labels drew over each other
        plotOptions: { pie: { donut: { size: '62%' }, dataLabels: { minAngleToShowLabel: 18 } } },
      },
    };
  }
  const horizontal = model.type === 'bar' || model.type === 'funnel';
  const valueFormat = formatOf(0);
  // value axes in nice steps; fewer on a phone, fewest across a phone's bars (wide tick labels)
  let cut = offScale(model);
  const [valueLo, valueHi] = formatExtent(model, valueFormat);
  const maxTicks = horizontal ? (narrow ? acrossTicks(model, ctx, cut?.max ?? valueHi) : 6) : narrow ? 4 : 5;
  // the axis ends at nice ticks: a bar of the cut category inside them is drawn whole and leaves the note
  if (cut) { const ends = valueScale(cut.format, cut.min, cut.max, maxTicks); cut = capAt(cut, model, ends.min, ends.max); }
  const barScale = cut && cut.format === valueFormat ? valueScale(valueFormat, cut.min, cut.max, maxTicks) : valueScale(valueFormat, valueLo, valueHi, maxTicks);
  const valueTop = Math.max(Math.abs(barScale.min), Math.abs(barScale.max));
  // Category names wrap between words (the tooltip keeps them whole); dates stay short. A horizontal
  // bar's line is at most 24 characters: about 175 px, inside the 200 px the axis gives its names;
  // on a phone 16 (about 115 px: an agent's id on one line), leaving the bars most of the width.
  const nameWidth = horizontal ? (narrow ? 16 : 24) : 14;
  const shortDate = dateNamer(model.categories);
  const categories = model.categories.length <= 40 ? model.categories.map((c) => categoryLines(shortDate(c), nameWidth, 3, horizontal)) : model.categories.map(shortDate);
  // a time axis names a few days, evenly spread, across where rotated days would crowd (a phone, 90 days on a desk)
  const timeTicks = horizontal ? undefined : timeTickAmount(model.categories, width, new Set(model.series.map((s) => s.format)).size);
  // horizontal bars (no legend for one series) say what they plot under their value axis, as columns do beside theirs
  const barTitle = model.type === 'bar' && model.series[0] ? axisTitle(model, ctx, model.series[0].money, model.series.length === 1 ? model.series[0].name : undefined) : undefined;
  const funnelFirst = model.series[0]?.data[0];
  const leftRoom = horizontal || model.categories.length > 40 ? 0 : rotatedOverhang(categories);
  // horizontal bars get room for their names: the chart gives every category the same height, so each
  // gets the room of the longest (wrapped) name, about 15 px a line, or of its bars, and a gap
  const maxLines = Math.max(1, ...categories.map((c) => (Array.isArray(c) ? c.length : 1)));
  // (the 70 px of axis and legend hold a one-series chart's title, that has no legend); stacked
  // series are one bar a category, however many (a brand's turnover by twelve sites), and a legend
  // wrapped on more rows than one gets their room
  const barsAcross = model.stacked ? 2 : model.series.length;
  const legendMore = model.series.length > 1 ? (legendRows(model.series.map((s) => s.name), width) - 1) * LEGEND_ROW : 0;
  const minHeight = horizontal ? 70 + (barTitle && model.series.length > 1 ? 20 : 0) + legendMore + categories.length * (Math.max(maxLines * 15, barsAcross * 7) + 10)
    : model.series.length > 1 ? legendRoom(model.series.map((s) => s.name), width) : undefined;
  return {
    type,
    offScale: cut,
    minHeight,
    series: model.series.map((s) => ({ name: escapeHtml(s.name), data: s.data })),
    options: {
      ...base,
      // straight lines: a smoothed curve overshoots and draws values (below zero) no figure has
      stroke: { width: type === 'bar' ? 0 : 2, curve: 'straight' },
      fill: type === 'area' ? { type: 'gradient', gradient: { opacityFrom: 0.35, opacityTo: 0.02 } } : undefined,
      markers: { size: 0 },
      grid: { ...base.grid, padding: { left: leftRoom } },
      plotOptions: { bar: { horizontal, isFunnel: model.type === 'funnel', borderRadius: 3, columnWidth: '60%', dataLabels: { position: 'center' } } },
      dataLabels: model.type === 'funnel'
        ? {
          enabled: true, ...ON_BAR,
          formatter: (v: number, o?: { dataPointIndex?: number }) => {
            const i = o?.dataPointIndex ?? 0;
            const step = model.categories[i] ?? '';
            return `${step}: ${valueText(valueFormat, v, ctx)}${i > 0 ? ` (${conversion(v, funnelFirst)})` : ''}`;
          },
        }
        : cut ? cutBarLabels(model, cut, ctx) : { enabled: false },
      xaxis: {
        categories,
        labels: {
          trim: false, hideOverlappingLabels: true, rotate: timeTicks ? 0 : -45, rotateAlways: false, maxHeight: 140,
          formatter: horizontal ? (v: string) => axisText(valueFormat, Number(v), ctx, valueTop, barScale.step) : undefined,
        },
        ...(model.type === 'bar' ? { min: barScale.min, max: barScale.max, tickAmount: barScale.ticks } : model.type === 'funnel' ? { min: 0 } : {}),
        ...(timeTicks ? { tickAmount: timeTicks } : {}),
        ...(barTitle ? { title: barTitle } : {}),
        axisBorder: { color: DARK.grid }, axisTicks: { color: DARK.grid },
      },
      yaxis: horizontal
        // room for the widest (wrapped) name: ApexCharts' own measure leaves some a few pixels short at the left edge
        // (a funnel names its steps on them: no room held at its left, so it stands in the middle)
        ? { labels: { maxWidth: narrow ? 130 : 200, minWidth: model.type === 'funnel' ? 0 : Math.min(narrow ? 130 : 200, Math.ceil(Math.max(0, ...categories.flatMap((c) => (Array.isArray(c) ? c : [c])).map(lineWidth)) + 12)), show: model.type !== 'funnel' } }
        : seriesAxes(model, ctx, axisText, cut ?? undefined, maxTicks),
    },
  };
}
