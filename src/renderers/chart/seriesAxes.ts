import type { ApexOptions } from 'apexcharts';
import type { FormatId } from '../../engine/format/formatId';
import type { FormatContext } from '../../engine/format/formatters';
import type { ChartModel } from './chartModel';
import { escapeHtml } from './escapeHtml';

type AxisText = (format: FormatId, value: number, ctx: FormatContext, maxAbs: number) => string;

/** The largest absolute value of the series of one format: the axis picks its unit by it. */
export function formatMax(model: ChartModel, format: FormatId): number {
  let max = 0;
  for (const s of model.series) if (s.format === format) for (const v of s.data) if (v !== null && Math.abs(v) > max) max = Math.abs(v);
  return max;
}

/** No figure below zero: the axis starts at 0 (a line never invents a negative range). */
const hasNegative = (model: ChartModel, format?: FormatId) => model.series.some((s) => (!format || s.format === format) && s.data.some((v) => v !== null && v < 0));

/**
 * One y axis per kind of figure: series of the same format share an axis (amounts with amounts,
 * rates with rates), the second kind goes on the right. Money axes name their currency. Each axis
 * writes its ticks in one unit; an axis without negative figures starts at 0.
 */
export function seriesAxes(model: ChartModel, ctx: FormatContext, text: AxisText, max?: number): ApexYAxis[] {
  const formats: FormatId[] = [];
  for (const s of model.series) if (!formats.includes(s.format)) formats.push(s.format);
  const title = (money: boolean, name?: string) => {
    const label = model.measureLabel ?? (formats.length > 1 ? name : undefined);
    const parts = [label, money ? ctx.currency : undefined].filter(Boolean);
    return parts.length ? { text: parts.join(' · '), style: { color: '#9aa6c2', fontWeight: 500 } } : undefined;
  };
  const bounds = (format: FormatId) => ({ ...(hasNegative(model, format) ? {} : { min: 0 }), ...(max !== undefined ? { max } : {}) });
  if (formats.length <= 1) {
    const s = model.series[0];
    const format = s?.format ?? 'decimal';
    const top = max ?? formatMax(model, format);
    return [{ labels: { formatter: (v: number) => text(format, v, ctx, top) }, title: s ? title(s.money) : undefined, ...bounds(format) }];
  }
  return model.series.map((s) => {
    const group = formats.indexOf(s.format);
    const first = model.series.find((o) => o.format === s.format)!;
    const top = formatMax(model, s.format);
    return {
      seriesName: escapeHtml(first.name),
      show: first === s && group < 2,
      opposite: group % 2 === 1,
      labels: { formatter: (v: number) => text(s.format, v, ctx, top) },
      title: title(s.money, first.name),
      ...bounds(s.format),
    };
  });
}

type ApexYAxis = NonNullable<Exclude<ApexOptions['yaxis'], unknown[]>>;
