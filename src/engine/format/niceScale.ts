/** A value axis whose ticks read as round figures: `min + i × step` for i = 0…ticks, `max = min + ticks × step`. */
export interface NiceScale {
  min: number;
  max: number;
  step: number;
  /** Intervals between ticks (ApexCharts' `tickAmount`). */
  ticks: number;
}

/** Steps of 1, 2, 2.5 and 5 × 10^k: every tick is a figure a reader can add up at a glance. */
const MANTISSAS = [1, 2, 2.5, 5, 10] as const;

/** Rounds away the float noise of `k × step` (0.30000000000000004 → 0.3). */
const clean = (v: number) => Number(v.toPrecision(12));

/** The nice steps at and above `rough`, smallest first (a whole step at the least when `integer`). */
function* stepsFrom(rough: number, integer: boolean): Generator<number> {
  let magnitude = 10 ** Math.floor(Math.log10(rough));
  for (;;) {
    for (const m of MANTISSAS) {
      const step = clean(m * magnitude);
      if (step >= rough && (!integer || Number.isInteger(step))) yield step;
    }
    magnitude *= 10;
  }
}

/**
 * The axis from `lo` to `hi` in at most `maxTicks` intervals of a nice step, ending on multiples
 * of it, the smallest step that fits. `integer`: counts (no half a member between two ticks).
 * An empty or flat range still gets an axis (0 to 1, or around the one value).
 */
export function niceScale(lo: number, hi: number, maxTicks = 5, integer = false): NiceScale {
  let min = Number.isFinite(lo) ? lo : 0;
  let max = Number.isFinite(hi) ? hi : 0;
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    if (max === 0) max = 1;
    else if (max > 0) min = 0;
    else max = 0;
  }
  const intervals = Math.max(1, Math.floor(maxTicks));
  for (const step of stepsFrom((max - min) / intervals, integer)) {
    const first = Math.floor(clean(min / step));
    const last = Math.ceil(clean(max / step));
    if (last - first <= intervals) return { min: clean(first * step), max: clean(last * step), step, ticks: last - first };
  }
  /* c8 ignore next */
  throw new Error('unreachable');
}

/** The ticks of a scale, low to high. */
export function scaleTicks(scale: NiceScale): number[] {
  return Array.from({ length: scale.ticks + 1 }, (_, i) => clean(scale.min + i * scale.step));
}

/** True when `values` (an axis's ticks, low to high) are evenly spaced by a nice step (1, 2, 2.5, 5 × 10^k). */
export function isNiceSequence(values: readonly number[]): boolean {
  if (values.length < 2) return true;
  const step = values[1] - values[0];
  if (!(step > 0)) return false;
  const mantissa = clean(step / 10 ** Math.floor(Math.log10(step) + 1e-9));
  if (!MANTISSAS.includes(mantissa as (typeof MANTISSAS)[number])) return false;
  return values.every((v, i) => Math.abs(v - values[0] - i * step) <= step * 1e-6) && Math.abs(values[0] / step - Math.round(values[0] / step)) < 1e-6;
}
