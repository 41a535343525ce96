import type { ApexOptions } from 'apexcharts';
import type { FormatId } from '../../engine/format/formatId';
import type { FormatContext } from '../../engine/format/formatters';
import { niceScale, type NiceScale } from '../../engine/format/niceScale';
import type { ChartModel } from './chartModel';
import { escapeHtml } from './escapeHtml';

type AxisText = (format: FormatId, value: number, ctx: FormatContext, maxAbs: number, step?: number) => string;

/** Figures counted in whole units: their axis never steps by a fraction. */
const WHOLE: readonly FormatId[] = ['count', 'rank', 'days'];

/** The lowest value of the series of one format, 0 when none is below it (an axis starts at 0). */
export function formatMin(model: ChartModel, format?: FormatId): number {
  let min = 0;
  for (const s of model.series) if (!format || s.format === format) for (const v of s.data) if (v !== null && v < min) min = v;
  return min;
}

/** Stacked series reach the sum of their figures of a category, up and down. */
function stackExtent(model: ChartModel, format: FormatId): [number, number] {
  let lo = 0;
  let hi = 0;
  model.categories.forEach((_, i) => {
    let up = 0;
    let down = 0;
    for (const s of model.series) if (s.format === format) { const v = s.data[i] ?? 0; if (v > 0) up += v; else down += v; }
    hi = Math.max(hi, up);
    lo = Math.min(lo, down);
  });
  return [lo, hi];
}

/** A share of a bar axis under which a bar is not seen (a pixel or two). */
const SLIVER = 0.01;

/**
 * Bars' extent without a side too small to be drawn: a figure below zero under 1% of the axis takes
 * no step of it. A channel's revenue of -50 beside deposits of 6,300 set the axis at -5,000 to
 * 10,000 on a phone, a third of the chart for a bar no one could see (its figure is in the tooltip
 * and the table). Lines keep their dips: a line is seen below zero however little.
 */
export function withoutSlivers([lo, hi]: [number, number]): [number, number] {
  const span = Math.max(Math.abs(lo), Math.abs(hi));
  return [lo < 0 && -lo < span * SLIVER ? 0 : lo, hi > 0 && hi < span * SLIVER ? 0 : hi];
}

/** The lowest and highest figure an axis of one format has to hold (bars: those that can be seen). */
export function formatExtent(model: ChartModel, format: FormatId): [number, number] {
  const extent: [number, number] = model.stacked ? stackExtent(model, format) : [formatMin(model, format), formatMax(model, format)];
  return model.type === 'bar' || model.type === 'column' ? withoutSlivers(extent) : extent;
}

/**
 * A value axis in nice steps from the lowest figure (or 0) to `top`, in at most `maxTicks`
 * intervals, or in exactly `ticks` when given (axes side by side share their grid lines); a
 * duration's in a clock's steps (30 minutes, an hour).
 */
export function valueScale(format: FormatId, lo: number, top: number, maxTicks: number, ticks?: number): NiceScale {
  const scale = niceScale(Math.min(0, lo), Math.max(0, top), ticks ?? maxTicks, WHOLE.includes(format), format === 'duration');
  if (ticks === undefined || scale.ticks >= ticks) return scale;
  return { ...scale, max: Number((scale.min + ticks * scale.step).toPrecision(12)), ticks };
}

/** The largest absolute value of the series of one format: the axis picks its unit by it. */
export function formatMax(model: ChartModel, format: FormatId): number {
  let max = 0;
  for (const s of model.series) if (s.format === format) for (const v of s.data) if (v !== null && Math.abs(v) > max) max = Math.abs(v);
  return max;
}

/**
 * A value axis's title: what it plots (the measure of series split by a dimension, else `name`: the
 * series of a chart without a legend, or of the axis's kind of figure) and the currency of money,
 * "Turnover · USD"; none when there is neither.
 */
export function axisTitle(model: ChartModel, ctx: FormatContext, money: boolean, name?: string): { text: string; style: { color: string; fontWeight: number } } | undefined {
  const parts = [model.measureLabel ?? name, money ? ctx.currency : undefined].filter(Boolean);
  return parts.length ? { text: parts.join(' · '), style: { color: '#9aa6c2', fontWeight: 500 } } : undefined;
}

/**
 * One y axis per kind of figure: series of the same format share an axis (amounts with amounts,
 * rates with rates), the second kind goes on the right. Money axes name their currency (axisTitle). Each axis
 * writes its ticks in one unit and in nice steps; an axis without negative figures starts at 0.
 */
export function seriesAxes(model: ChartModel, ctx: FormatContext, text: AxisText, cut?: { format: FormatId; min: number; max: number }, maxTicks = 5): ApexYAxis[] {
  const formats: FormatId[] = [];
  for (const s of model.series) if (!formats.includes(s.format)) formats.push(s.format);
  // an axis of a second kind of figure names its series; a chart of one series (no legend) names it too
  const title = (money: boolean, name?: string) => axisTitle(model, ctx, money, formats.length > 1 || model.series.length === 1 ? name : undefined);
  // every axis in nice steps (1, 2, 2.5, 5 × 10^k), side by side in as many intervals as the busiest needs
  const scaleOf = (format: FormatId, ticks?: number) => {
    // the axis of a cut bar's kind of figure ends where the cut says; the others reach their figures
    const [lo, hi] = cut?.format === format ? [cut.min, cut.max] : formatExtent(model, format);
    return valueScale(format, lo, hi, maxTicks, ticks);
  };
  const ticks = Math.max(1, ...formats.map((f) => scaleOf(f).ticks));
  const scales = new Map(formats.map((f) => [f, scaleOf(f, formats.length > 1 ? ticks : undefined)]));
  const bounds = (format: FormatId) => {
    const scale = scales.get(format)!;
    return { min: scale.min, max: scale.max, tickAmount: scale.ticks, forceNiceScale: false };
  };
  const labels = (format: FormatId) => {
    const scale = scales.get(format)!;
    const top = Math.max(Math.abs(scale.min), Math.abs(scale.max));
    return { formatter: (v: number) => text(format, v, ctx, top, scale.step) };
  };
  if (formats.length <= 1) {
    const s = model.series[0];
    const format = s?.format ?? 'decimal';
    return [{ labels: labels(format), title: s ? title(s.money, s.name) : undefined, ...bounds(format) }];
  }
  return model.series.map((s) => {
    const group = formats.indexOf(s.format);
    const lead = model.series.find((o) => o.format === s.format)!;
    return {
      seriesName: escapeHtml(lead.name),
      show: lead === s && group < 2,
      opposite: group % 2 === 1,
      labels: labels(s.format),
      title: title(s.money, lead.name),
      ...bounds(s.format),
    };
  });
}

type ApexYAxis = NonNullable<Exclude<ApexOptions['yaxis'], unknown[]>>;
