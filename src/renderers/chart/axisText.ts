import { axisTick, axisUnit, stepDecimals } from '../../engine/format/axisUnit';
import type { FormatId } from '../../engine/format/formatId';
import { durationUnits, formatter, type FormatContext } from '../../engine/format/formatters';

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
  if (format === 'duration' && step !== undefined && step >= 1) return clockTick(value, step, ctx.lang);
  if (format === 'duration' || format === 'days' || format === 'rank') return formatter(format).text(value, ctx);
  return axisTick(value, axisUnit(maxAbs, step), ctx.lang);
}

/**
 * A duration's tick on a clock's step (whole seconds or more): as whole as the step, '0', '45s',
 * '30m', '1h 30m', '2h': no '0.0s' beside minutes, no seconds on an axis stepping by minutes.
 */
function clockTick(seconds: number, step: number, lang: string): string {
  const u = durationUnits(lang);
  const sign = seconds < 0 ? '-' : '';
  const v = Math.round(Math.abs(seconds));
  if (v === 0) return '0';
  if (v < 60) return `${sign}${v}${u.s}`;
  if (v < 3600) return step % 60 === 0 ? `${sign}${Math.floor(v / 60)}${u.m}` : `${sign}${Math.floor(v / 60)}${u.m}${u.gap}${String(v % 60).padStart(2, '0')}${u.s}`;
  const h = Math.floor(v / 3600);
  const m = Math.round((v % 3600) / 60);
  return m === 0 && step % 3600 === 0 ? `${sign}${h}${u.h}` : `${sign}${h}${u.h}${u.gap}${String(m).padStart(2, '0')}${u.m}`;
}
