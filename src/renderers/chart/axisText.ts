import type { FormatId } from '../../engine/format/formatId';
import { formatter, type FormatContext } from '../../engine/format/formatters';
import { largeNumber } from '../../engine/format/largeNumber';

/** A chart value already in the shown currency: money series are converted before they are drawn. */
export function valueText(format: FormatId, value: number | null | undefined, ctx: FormatContext): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return formatter(format === 'amount' ? 'localAmount' : format).text(value, ctx);
}

/** Axis ticks: whole figures (W and E units above a million), percentages with one decimal. */
export function axisText(format: FormatId, value: number, ctx: FormatContext): string {
  if (!Number.isFinite(value)) return '';
  if (format === 'rate' || format === 'growthRate') return `${(value * 100).toFixed(Math.abs(value) < 0.1 ? 1 : 0)}%`;
  if (format === 'duration' || format === 'days' || format === 'rank') return formatter(format).text(value, ctx);
  return largeNumber(value, Math.abs(value) < 10 && value !== 0 ? 1 : 0, ctx.lang);
}
