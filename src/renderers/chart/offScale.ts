import type { FormatId } from '../../engine/format/formatId';
import type { ChartModel } from './chartModel';

/** A bar this many times the next one flattens every other bar to nothing. */
export const OUTLIER_RATIO = 4;

export interface OffScale {
  /** The value axis ends here (the next bar's height and a half). */
  max: number;
  /** The bar cut at `max`, with its series, for the note under the chart. */
  category: string;
  series: string;
  format: FormatId;
  value: number;
}

/**
 * For bar and column charts: when one bar is more than OUTLIER_RATIO times the next, the axis is
 * capped so the others stay readable, and the cut bar is named with its value in a note. An operator
 * reads a capped axis with a note more easily than a logarithmic one.
 */
export function offScale(model: ChartModel): OffScale | null {
  if (model.type !== 'bar' && model.type !== 'column' || model.stacked) return null;
  let top: OffScale | null = null;
  let second = 0;
  for (const s of model.series) {
    for (const [i, v] of s.data.entries()) {
      if (v === null || v <= 0) continue;
      if (!top || v > top.value) {
        second = Math.max(second, top?.value ?? 0);
        top = { max: 0, category: model.categories[i] ?? '', series: s.name, format: s.format, value: v };
      } else second = Math.max(second, v);
    }
  }
  if (!top || second <= 0 || top.value < OUTLIER_RATIO * second) return null;
  if (model.series.some((s) => s.data.some((v) => v !== null && v < 0))) return null;
  return { ...top, max: second * 1.5 };
}
