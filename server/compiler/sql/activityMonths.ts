import { rangeDays, type ResolvedRange } from '../../../src/engine/dates/presets';
import type { ModelPart } from '../types';

/** Bit d−1 set for every day d from `first` to `last` of a month (days as in the activity masks). */
export function dayMask(first: number, last: number): number {
  return (2 ** last - 1) - (2 ** (first - 1) - 1);
}

const monthOf = (date: string) => `${date.slice(0, 8)}01`;
const dayOf = (date: string) => Number(date.slice(8, 10));

/**
 * What a range asks of the activity rows: the months it touches (first day of each), and the days
 * it covers in its first and last month as masks (the same month: one mask). Months between them
 * count whole. Computed here, so the SQL of either dialect compares bound numbers only.
 */
export function rangeMonths(range: ResolvedRange): { fromMonth: string; toMonth: string; fromMask: number; toMask: number } {
  const [fromMonth, toMonth] = [monthOf(range.from), monthOf(range.to)];
  if (fromMonth === toMonth) {
    const mask = dayMask(dayOf(range.from), dayOf(range.to));
    return { fromMonth, toMonth, fromMask: mask, toMask: mask };
  }
  return { fromMonth, toMonth, fromMask: dayMask(dayOf(range.from), 31), toMask: dayMask(1, dayOf(range.to)) };
}

/** The month after a month's first day, as its first day. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The range the range counts answer for `range`: clamped to the warehouse's days (no member is
 * active outside them, so the counts are the same), when it starts on a day they hold and is no
 * longer than their longest; else none (the members' active days answer). A range outside the
 * warehouse's days clamps to an empty one (from after to), which no row matches.
 */
export function countsRange(part: ModelPart, range: ResolvedRange | undefined): ResolvedRange | undefined {
  if (part.source.kind !== 'activity' || !part.source.counts || !range) return undefined;
  const { span, start, days } = part.source.counts;
  const clamped = { from: range.from < start ? start : range.from, to: range.to > span.to ? span.to : range.to };
  if (clamped.from > clamped.to) return clamped;
  return clamped.from >= span.from && rangeDays(clamped) <= days ? clamped : undefined;
}

/**
 * The table an activity part reads for a range: the range counts where they answer it, else the
 * two-month one for a range within two calendar months, where there is one.
 */
export function activityTableRead(part: ModelPart, range: ResolvedRange | undefined): string {
  if (part.source.kind !== 'activity') throw new Error('not an activity part');
  if (part.source.counts && countsRange(part, range)) return part.source.counts.table;
  if (!range || !part.source.pairs) return part.source.table;
  const { fromMonth, toMonth } = rangeMonths(range);
  return toMonth === fromMonth || toMonth === nextMonth(fromMonth) ? part.source.pairs : part.source.table;
}
