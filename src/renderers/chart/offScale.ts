import type { FormatId } from '../../engine/format/formatId';
import type { ChartModel } from './chartModel';

/** A bar this many times the next one flattens every other bar to nothing. */
export const OUTLIER_RATIO = 4;

export interface OffScale {
  /** The value axis ends here (the next bar's height and a half, up to the axis's next nice tick). */
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
 * reads a capped axis with a note more easily than a logarithmic one. Figures below zero (a channel's
 * revenue when its members withdrew more than they deposited) keep their side of the axis: they
 * do not stop the cap, or one channel of 674k flattens the others without a word.
 */
export function offScale(model: ChartModel): OffScale | null {
  if (model.type !== 'bar' && model.type !== 'column' || model.stacked) return null;
  // each category's tallest bar; the top category against the next one
  let top: OffScale | null = null;
  let second = 0;
  for (const [i, category] of model.categories.entries()) {
    let best: OffScale | null = null;
    for (const s of model.series) {
      const v = s.data[i];
      if (v !== null && v !== undefined && v > 0 && (!best || v > best.value)) best = { max: 0, category, series: s.name, format: s.format, value: v };
    }
    if (!best) continue;
    if (!top || best.value > top.value) { second = Math.max(second, top?.value ?? 0); top = best; } else second = Math.max(second, best.value);
  }
  if (!top || second <= 0 || top.value < OUTLIER_RATIO * second) return null;
  return { ...top, max: second * 1.5 };
}
