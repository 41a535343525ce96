/** One unit for every tick of a chart axis: the spec's large-number rule (§9) applied to the axis's largest figure. */
export interface AxisUnit {
  divisor: 1 | 10_000 | 100_000_000;
  suffix: '' | 'W' | 'E';
  decimals: number;
}

/** Below 1,000,000 in full; up to 100,000,000 in W (10,000); above in E (100,000,000); decimals only where ticks would repeat. */
export function axisUnit(maxAbs: number): AxisUnit {
  const m = Number.isFinite(maxAbs) ? Math.abs(maxAbs) : 0;
  if (m < 1_000_000) return { divisor: 1, suffix: '', decimals: m > 0 && m < 10 ? 1 : 0 };
  if (m < 100_000_000) return { divisor: 10_000, suffix: 'W', decimals: 0 };
  return { divisor: 100_000_000, suffix: 'E', decimals: m < 1_000_000_000 ? 1 : 0 };
}

/** A tick in the axis's unit: '150W' next to '50W', never '500,000' next to '100.00W'. */
export function axisTick(value: number, unit: AxisUnit, lang = 'en'): string {
  if (!Number.isFinite(value)) return '';
  const v = value / unit.divisor;
  const text = v.toLocaleString(lang === 'tw' ? 'zh-TW' : 'en-US', { minimumFractionDigits: 0, maximumFractionDigits: unit.decimals });
  return value === 0 ? '0' : `${text}${unit.suffix}`;
}
