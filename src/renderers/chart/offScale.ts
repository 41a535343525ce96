import type { FormatId } from '../../engine/format/formatId';
import type { FormatContext } from '../../engine/format/formatters';
import { axisText, valueText } from './axisText';
import type { ChartModel } from './chartModel';

/** A bar this many times the next one flattens every other bar to nothing. */
export const OUTLIER_RATIO = 4;

/** One bar past the axis's end: its series and figure. */
export interface CutBar {
  series: string;
  format: FormatId;
  value: number;
}

export interface OffScale {
  /** The value axis ends here (the next bar's height and a half, up to the axis's next nice tick). */
  max: number;
  /** The tallest bar cut at `max`, with its series, for the note under the chart; its category's position. */
  category: string;
  index: number;
  series: string;
  format: FormatId;
  value: number;
  /**
   * Every bar of `category` past `max`, the tallest first (it is the one above): a channel's
   * deposits and its revenue may both be cut. Only the top category's bars can be: every other
   * category's are at most the next bar, below the axis's end.
   */
  bars: CutBar[];
}

/**
 * For bar and column charts: when one bar is more than OUTLIER_RATIO times the next, the axis is
 * capped so the others stay readable, and the cut bars are named with their values in a note. An operator
 * reads a capped axis with a note more easily than a logarithmic one. Figures below zero (a channel's
 * revenue when its members withdrew more than they deposited) keep their side of the axis: they
 * do not stop the cap, or one channel of 674k flattens the others without a word.
 */
export function offScale(model: ChartModel): OffScale | null {
  if (model.type !== 'bar' && model.type !== 'column' || model.stacked) return null;
  // each category's tallest bar; the top category against the next one
  let top: { index: number; category: string; bar: CutBar } | null = null;
  let second = 0;
  for (const [i, category] of model.categories.entries()) {
    let best: CutBar | null = null;
    for (const s of model.series) {
      const v = s.data[i];
      if (v !== null && v !== undefined && v > 0 && (!best || v > best.value)) best = { series: s.name, format: s.format, value: v };
    }
    if (!best) continue;
    if (!top || best.value > top.bar.value) { second = Math.max(second, top?.bar.value ?? 0); top = { index: i, category, bar: best }; } else second = Math.max(second, best.value);
  }
  if (!top || second <= 0 || top.bar.value < OUTLIER_RATIO * second) return null;
  const max = second * 1.5;
  return { ...top.bar, category: top.category, index: top.index, max, bars: cutBars(model, top.index, max) };
}

/** The bars of category `index` past `max`, tallest first. */
function cutBars(model: ChartModel, index: number, max: number): CutBar[] {
  const bars: CutBar[] = [];
  for (const s of model.series) {
    const v = s.data[index];
    if (v !== null && v !== undefined && v > max) bars.push({ series: s.name, format: s.format, value: v });
  }
  return bars.sort((a, b) => b.value - a.value);
}

/**
 * The cut moved to the axis's end as drawn (`max`, a nice tick at or above the one `offScale` asked
 * for): a bar of the category between the two is no longer cut and leaves the note.
 */
export function capAt(cut: OffScale, model: ChartModel, max: number): OffScale {
  return { ...cut, max, bars: cutBars(model, cut.index, max) };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The note under a capped chart, naming every cut bar: one bar as "ch_a is off the scale at 130.22W
 * (Deposits)…"; several (all of one category) in one sentence, their figures and series listed in
 * the same order, the tallest first: "…at 130.22W and 128.50W (Deposits and Revenue)…".
 */
export function offScaleNote(cut: OffScale, ctx: FormatContext, t: Translate): string {
  const bars = cut.bars.length ? cut.bars : [{ series: cut.series, format: cut.format, value: cut.value }];
  const list = new Intl.ListFormat(ctx.lang === 'tw' ? 'zh-TW' : 'en', { type: 'conjunction' });
  const note = t('renderers.chart.offScale', {
    category: cut.category,
    series: list.format(bars.map((b) => b.series)),
    value: list.format(bars.map((b) => valueText(b.format, b.value, ctx))),
    max: axisText(cut.format, cut.max, ctx, cut.max),
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
    .replace(new RegExp(`([${HAN}])(?=[A-Za-z0-9])`, 'g'), '$1 ')
    .replace(new RegExp(`([A-Za-z0-9%])(?=[${HAN}])`, 'g'), '$1 ');
}
