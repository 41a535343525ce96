/** One unit for every tick of a chart axis: the spec's large-number rule (§9) applied to the axis's largest figure. */
export interface AxisUnit {
  divisor: 1 | 10_000 | 100_000_000;
  suffix: '' | 'W' | 'E';
  decimals: number;
}

/** Decimals that write every multiple of `step` exactly (0.25 → 2, 2.5 → 1, 50 → 0), at most 3. */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 3; d++) if (Math.abs(step * 10 ** d - Math.round(step * 10 ** d)) < 1e-9 * Math.max(1, step * 10 ** d)) return d;
  return 3;
}

/**
 * Below 1,000,000 in full; up to 100,000,000 in W (10,000); above in E (100,000,000); decimals only
 * where ticks would repeat. With the axis's `step`, as many decimals as its ticks need to read
 * exactly (a step of 2,500,000 in E writes 0.25E, never 0.3E).
 */
export function axisUnit(maxAbs: number, step?: number): AxisUnit {
  const m = Number.isFinite(maxAbs) ? Math.abs(maxAbs) : 0;
  const unit: AxisUnit = m < 1_000_000 ? { divisor: 1, suffix: '', decimals: m > 0 && m < 10 ? 1 : 0 }
    : m < 100_000_000 ? { divisor: 10_000, suffix: 'W', decimals: 0 }
      : { divisor: 100_000_000, suffix: 'E', decimals: m < 1_000_000_000 ? 1 : 0 };
  if (step && Number.isFinite(step) && step > 0) unit.decimals = stepDecimals(step / unit.divisor);
  return unit;
}

/** A tick in the axis's unit: '150W' next to '50W', never '500,000' next to '100.00W'. */
export function axisTick(value: number, unit: AxisUnit, lang = 'en'): string {
  if (!Number.isFinite(value)) return '';
  const v = value / unit.divisor;
  const text = v.toLocaleString(lang === 'tw' ? 'zh-TW' : 'en-US', { minimumFractionDigits: 0, maximumFractionDigits: unit.decimals });
  return value === 0 ? '0' : `${text}${unit.suffix}`;
}

/** The figure an axis tick writes ('150W', '2.5E', '12.5%', '-200,000'), or null for a tick that is no plain figure (a duration, a date). */
export function readAxisTick(text: string): number | null {
  const m = /^(-|−)?([\d,]+(?:\.\d+)?)(W|E|%)?$/.exec(text.replace(/\s+/g, ''));
  if (!m) return null;
  const v = Number(m[2].replace(/,/g, '')) * (m[3] === 'W' ? 10_000 : m[3] === 'E' ? 100_000_000 : m[3] === '%' ? 0.01 : 1);
  return m[1] ? -v : v;
}
