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

/** Steps of a clock, in seconds: 15 s, 30 s, 1, 2, 5, 10, 15 and 30 minutes, 1, 2, 3, 6 and 12 hours, then days by 1, 2, 2.5, 5 × 10^k. */
const CLOCK_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200] as const;

/** The clock's steps at and above `rough` seconds (below a second, the figures' own steps). */
function* clockStepsFrom(rough: number): Generator<number> {
  if (rough < 1) yield* [...takeWhile(stepsFrom(rough, false), (s) => s < 1)];
  for (const step of CLOCK_STEPS) if (step >= rough) yield step;
  for (const days of stepsFrom(Math.max(1, rough / 86400), true)) yield days * 86400;
}

function* takeWhile<T>(items: Iterable<T>, keep: (item: T) => boolean): Generator<T> {
  for (const item of items) { if (!keep(item)) return; yield item; }
}

/**
 * The axis from `lo` to `hi` in at most `maxTicks` intervals of a nice step, ending on multiples
 * of it, the smallest step that fits. `integer`: counts (no half a member between two ticks).
 * `clock`: seconds, stepped as a clock is (15 minutes, 30 minutes, an hour), not by 1,000 s.
 * An empty or flat range still gets an axis (0 to 1, or around the one value).
 */
export function niceScale(lo: number, hi: number, maxTicks = 5, integer = false, clock = false): NiceScale {
  let min = Number.isFinite(lo) ? lo : 0;
  let max = Number.isFinite(hi) ? hi : 0;
  if (min > max) [min, max] = [max, min];
  if (min === max) {
    if (max === 0) max = 1;
    else if (max > 0) min = 0;
    else max = 0;
  }
  const intervals = Math.max(1, Math.floor(maxTicks));
  for (const step of clock ? clockStepsFrom((max - min) / intervals) : stepsFrom((max - min) / intervals, integer)) {
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
