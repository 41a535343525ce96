import type { ApexOptions } from 'apexcharts';
import type { FormatContext } from '../../engine/format/formatters';
import { valueText } from './axisText';
import type { ChartModel } from './chartModel';
import type { OffScale } from './offScale';

/** Light text with a dark shadow: read on a bar, and beside one too narrow for it. */
export const ON_BAR = { dropShadow: { enabled: true, top: 1, left: 1, blur: 2, color: '#0b1020', opacity: 0.9 }, style: { colors: ['#f5f7fc'], fontWeight: 600 } };

/**
 * A bar cut at the axis's end says its own figure on itself: member levels' Bronze, cut at 100,
 * reads 1,435 where it is drawn, not only in the note under the chart. The other bars stay unlabelled.
 */
export function cutBarLabels(model: ChartModel, cut: OffScale, ctx: FormatContext): ApexOptions['dataLabels'] {
  const cutSeries = new Set(cut.bars.map((b) => b.series));
  const enabledOnSeries = model.series.flatMap((s, i) => (cutSeries.has(s.name) ? [i] : []));
  if (!enabledOnSeries.length) return { enabled: false };
  return {
    enabled: true, enabledOnSeries, ...ON_BAR,
    formatter: (v: number, o?: { dataPointIndex?: number }) => (o?.dataPointIndex === cut.index ? valueText(cut.format, v, ctx) : ''),
  };
}
