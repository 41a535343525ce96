import type { ApexOptions } from 'apexcharts';
import type { FormatId } from '../../engine/format/formatId';
import type { FormatContext } from '../../engine/format/formatters';
import type { ChartModel } from './chartModel';
import { escapeHtml } from './escapeHtml';

type AxisText = (format: FormatId, value: number, ctx: FormatContext) => string;

/**
 * One y axis per kind of figure: series of the same format share an axis (amounts with amounts,
 * rates with rates), the second kind goes on the right. Money axes name their currency.
 */
export function seriesAxes(model: ChartModel, ctx: FormatContext, text: AxisText): ApexYAxis[] {
  const formats: FormatId[] = [];
  for (const s of model.series) if (!formats.includes(s.format)) formats.push(s.format);
  const title = (money: boolean, name?: string) => {
    const label = model.measureLabel ?? (formats.length > 1 ? name : undefined);
    const parts = [label, money ? ctx.currency : undefined].filter(Boolean);
    return parts.length ? { text: parts.join(' · '), style: { color: '#9aa6c2', fontWeight: 500 } } : undefined;
  };
  if (formats.length <= 1) {
    const s = model.series[0];
    return [{ labels: { formatter: (v: number) => text(s?.format ?? 'decimal', v, ctx) }, title: s ? title(s.money) : undefined }];
  }
  return model.series.map((s) => {
    const group = formats.indexOf(s.format);
    const first = model.series.find((o) => o.format === s.format)!;
    return {
      seriesName: escapeHtml(first.name),
      show: first === s && group < 2,
      opposite: group % 2 === 1,
      labels: { formatter: (v: number) => text(s.format, v, ctx) },
      title: title(s.money, first.name),
    };
  });
}

type ApexYAxis = NonNullable<Exclude<ApexOptions['yaxis'], unknown[]>>;
