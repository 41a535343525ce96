import type { FormatId } from '../../engine/format/formatId';
import type { FormatContext } from '../../engine/format/formatters';
import { axisText, valueText } from './axisText';
import type { ChartModel } from './chartModel';
import { withoutSlivers } from './seriesAxes';

/** A bar this many times the next one flattens every other bar to nothing. */
export const OUTLIER_RATIO = 4;
/** The fewest bars (categories with a figure) among which one can flatten the others. */
export const MIN_BARS = 3;

/** One bar past the axis's end: its series and figure. */
export interface CutBar {
  series: string;
  format: FormatId;
  value: number;
}

export interface OffScale {
  /**
   * The value axis ends here: the next bar's size and a half (up to the axis's next nice tick) on the
   * cut bar's side, the lowest or highest figure on the other.
   */
  max: number;
  min: number;
  /** The bar cut at the axis's end, with its series, for the note under the chart; its category's position. */
  category: string;
  index: number;
  series: string;
  format: FormatId;
  value: number;
  /**
   * Every bar of `category` past the axis's ends, the largest first (it is the one above): a channel's
   * deposits and its revenue may both be cut. Only the top category's bars can be: every other
   * category's are at most the next bar, inside the axis.
   */
  bars: CutBar[];
}

/**
 * For bar and column charts of MIN_BARS bars or more: when one bar is more than OUTLIER_RATIO times the next, by size, the axis is
 * capped so the others stay readable, and the cut bars are named with their values in a note. An operator
 * reads a capped axis with a note more easily than a logarithmic one. Bars are measured by size on
 * either side of zero: a promotion's GGR lift of -2,490 % flattens lifts of 400 % as surely as a
 * channel of 674k flattens channels of 25k, and a small figure below zero (a channel's revenue when
 * its members withdrew more than they deposited) does not stop the cap.
 */
export function offScale(model: ChartModel): OffScale | null {
  if (model.type !== 'bar' && model.type !== 'column' || model.stacked) return null;
  // the bars of the largest figure's kind (amounts, not a rate beside them): each category's largest
  // by size; the top category against the next one
  let largest: { size: number; format: FormatId } | null = null;
  for (const s of model.series) for (const v of s.data) if (v !== null && v !== undefined && (!largest || Math.abs(v) > largest.size)) largest = { size: Math.abs(v), format: s.format };
  const series = model.series.filter((s) => s.format === largest?.format);
  let top: { index: number; category: string; bar: CutBar } | null = null;
  let second = 0;
  let lo = 0;
  let hi = 0;
  let drawn = 0;
  for (const [i, category] of model.categories.entries()) {
    let best: CutBar | null = null;
    for (const s of series) {
      const v = s.data[i];
      if (v === null || v === undefined || v === 0) continue;
      if (!best || Math.abs(v) > Math.abs(best.value)) best = { series: s.name, format: s.format, value: v };
    }
    if (!best) continue;
    drawn += 1;
    const size = Math.abs(best.value);
    if (!top || size > Math.abs(top.bar.value)) { second = Math.max(second, Math.abs(top?.bar.value ?? 0)); top = { index: i, category, bar: best }; } else second = Math.max(second, size);
  }
  // two bars do not make 'the others': a promotion of 5 vouchers beside one of 40 is read on its own
  // axis, both whole, rather than one cut at 2 with a note
  if (!top || drawn < MIN_BARS || second <= 0 || Math.abs(top.bar.value) < OUTLIER_RATIO * second) return null;
  // the others' extent: the axis's other side reaches the lowest (or highest) of them, not past it
  for (const s of series) for (const [i, v] of s.data.entries()) if (i !== top.index && v !== null && v !== undefined) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
  const bound = second * 1.5;
  const [low, high] = withoutSlivers([lo, hi]);
  const min = top.bar.value < 0 ? -bound : low;
  const max = top.bar.value > 0 ? bound : high;
  return { ...top.bar, category: top.category, index: top.index, min, max, bars: cutBars(model, top.index, top.bar.format, min, max) };
}

/** The bars of category `index` outside [min, max], largest first. */
function cutBars(model: ChartModel, index: number, format: FormatId, min: number, max: number): CutBar[] {
  const bars: CutBar[] = [];
  for (const s of model.series) {
    if (s.format !== format) continue;
    const v = s.data[index];
    if (v !== null && v !== undefined && (v > max || v < min)) bars.push({ series: s.name, format: s.format, value: v });
  }
  return bars.sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
}

/**
 * The cut moved to the axis's ends as drawn (`min` and `max`, nice ticks at or past the ones `offScale`
 * asked for): a bar of the category between the two is no longer cut and leaves the note.
 */
export function capAt(cut: OffScale, model: ChartModel, min: number, max: number): OffScale {
  return { ...cut, min, max, bars: cutBars(model, cut.index, cut.format, min, max) };
}

/** The axis's end on the cut bar's side: the one the note names. */
export const cutEnd = (cut: OffScale): number => (cut.value < 0 ? cut.min : cut.max);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The note under a capped chart, naming every cut bar: one bar as "ch_a is off the scale at 130.22W
 * (Deposits)…"; several (all of one category) in one sentence, their figures and series listed in
 * the same order, the largest first: "…at 130.22W and 128.50W (Deposits and Revenue)…".
 */
export function offScaleNote(cut: OffScale, ctx: FormatContext, t: Translate): string {
  const bars = cut.bars.length ? cut.bars : [{ series: cut.series, format: cut.format, value: cut.value }];
  const list = new Intl.ListFormat(ctx.lang === 'tw' ? 'zh-TW' : 'en', { type: 'conjunction' });
  // bars cut at both ends (a promotion's GGR lift far below zero, its deposits lift far above) name both
  const both = bars.some((b) => b.value < 0) && bars.some((b) => b.value > 0);
  const top = Math.max(-cut.min, cut.max);
  const note = t(both ? 'renderers.chart.offScaleBoth' : 'renderers.chart.offScale', {
    category: cut.category,
    series: list.format(bars.map((b) => b.series)),
    value: list.format(bars.map((b) => valueText(b.format, b.value, ctx))),
    max: axisText(cut.format, both ? cut.max : cutEnd(cut), ctx, top),
    min: axisText(cut.format, cut.min, ctx, top),
  });
  return ctx.lang === 'tw' ? cjkSpaced(note) : note;
}

const HAN = '\\u3400-\\u9fff\\uf900-\\ufaff';
/**
 * Chinese text with a space between a Han character and a Latin letter or digit beside it, and none
 * between two Han characters: a name (無代理, ag_vinawin_09) and figures (552.73W 和 185.57W) read as
 * Traditional Chinese sets mixed text, whatever the names are.
 */
export function cjkSpaced(text: string): string {
  return text
    .replace(new RegExp(`([${HAN}])\\s+(?=[${HAN}])`, 'g'), '$1')
    .replace(new RegExp(`([${HAN}])(?=[A-Za-z0-9]|[+-]\\d)`, 'g'), '$1 ')
    .replace(new RegExp(`([A-Za-z0-9%])(?=[${HAN}])`, 'g'), '$1 ');
}
