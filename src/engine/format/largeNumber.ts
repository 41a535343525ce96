/** Spec §9: below this a figure is shown in full; from it, in units of W (10,000) or E (100,000,000). */
const UNITS_FROM = 1_000_000;

const grouped = (v: number, decimals: number, lang: string) =>
  v.toLocaleString(lang === 'tw' ? 'zh-TW' : 'en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Spec §9: below 1,000,000 a figure is shown in full; above, in units of W (10,000) or E (100,000,000). */
export function largeNumber(value: number, decimals: number, lang = 'en'): string {
  const abs = Math.abs(value);
  if (abs < UNITS_FROM) return grouped(value, decimals, lang);
  if (abs < 100_000_000) return `${grouped(value / 10_000, 2, lang)}W`;
  return `${grouped(value / 100_000_000, 2, lang)}E`;
}

/**
 * The whole figure behind a value shown in W or E units (undefined below 1,000,000, where it is
 * shown whole): 2,455,312.12 for 245.53W, for a tooltip that also says what the units are.
 */
export function wholeFigure(value: unknown, decimals: number, lang = 'en'): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) < UNITS_FROM) return undefined;
  return grouped(value, decimals, lang);
}
