import { axisTick, axisUnit, stepDecimals } from '../../engine/format/axisUnit';
import type { FormatId } from '../../engine/format/formatId';
import { formatter, type FormatContext } from '../../engine/format/formatters';

/** A chart value already in the shown currency: money series are converted before they are drawn. */
export function valueText(format: FormatId, value: number | null | undefined, ctx: FormatContext): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return formatter(format === 'amount' ? 'localAmount' : format).text(value, ctx);
}

/**
 * Axis ticks: percentages with one decimal below 10 %, durations and days as the grid shows them,
 * other figures in one unit for the whole axis, chosen by its largest figure (`maxAbs`); given the
 * axis's `step`, with the decimals its ticks need (12.5%, 0.25E).
 */
export function axisText(format: FormatId, value: number, ctx: FormatContext, maxAbs = Math.abs(value), step?: number): string {
  if (!Number.isFinite(value)) return '';
  if (format === 'rate' || format === 'growthRate') {
    const decimals = step ? stepDecimals(step * 100) : Math.abs(value) < 0.1 && value !== 0 ? 1 : 0;
    // grouped as the figures are ("-1,000%", beside a note's "-2,489.98%")
    return `${(value * 100).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}%`;
  }
  if (format === 'duration' || format === 'days' || format === 'rank') return formatter(format).text(value, ctx);
  return axisTick(value, axisUnit(maxAbs, step), ctx.lang);
}
