import dayjs, { type Dayjs } from 'dayjs';

/** Date-range quick picks of spec §9, in the order the picker shows them. */
export const RANGE_PRESETS = [
  'prev7', 'prev30', 'prev60', 'prev90', 'mtd', 'prev1mtd', 'prev3mtd', 'prev1m', 'prev3m', 'prev12m', 'prev24m', 'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/**
 * A date range as sent by the browser: a preset, or custom dates (inclusive, YYYY-MM-DD). A
 * report's default may name a custom range by `months` instead of dates: the last N months to
 * date, N months long on any day (ending today, starting the day after the same day N months
 * back; the form opens on its dates: `openingRange`).
 */
export interface DateRangeValue {
  preset: RangePreset;
  from?: string;
  to?: string;
  months?: number;
}

export interface ResolvedRange {
  from: string;
  to: string;
}

const FMT = 'YYYY-MM-DD';

/**
 * The days a custom range may name: a range and the period before it stay inside the years both
 * warehouses' date types and arithmetic handle alike (ClickHouse's Date ends in 2149; a range
 * reaching year 9999 put its previous period before year 0).
 */
export const CUSTOM_DATE_MIN = '2000-01-01';
export const CUSTOM_DATE_MAX = '2099-12-31';
const fmt = (d: Dayjs) => d.format(FMT);

/** A custom range's two days both lie between CUSTOM_DATE_MIN and CUSTOM_DATE_MAX (days as YYYY-MM-DD compare as text). */
export function customDaysAllowed(from: string, to: string): boolean {
  return [from, to].every((day) => day >= CUSTOM_DATE_MIN && day <= CUSTOM_DATE_MAX);
}

/**
 * Resolves a preset against `today` (YYYY-MM-DD). "Previous N days" are the N whole days before
 * today; "month to date" runs to today; "previous N months" are whole calendar months; "previous
 * N months to date" start on the first day of the month N months back and run to today.
 */
export function resolveRange(value: DateRangeValue, today: string): ResolvedRange {
  const t = dayjs(today);
  const days = (n: number) => ({ from: fmt(t.subtract(n, 'day')), to: fmt(t.subtract(1, 'day')) });
  const monthsToDate = (n: number) => ({ from: fmt(t.subtract(n, 'month').startOf('month')), to: today });
  const wholeMonths = (n: number) => ({ from: fmt(t.subtract(n, 'month').startOf('month')), to: fmt(t.startOf('month').subtract(1, 'day')) });
  switch (value.preset) {
    case 'prev7': return days(7);
    case 'prev30': return days(30);
    case 'prev60': return days(60);
    case 'prev90': return days(90);
    case 'mtd': return { from: fmt(t.startOf('month')), to: today };
    case 'prev1mtd': return monthsToDate(1);
    case 'prev3mtd': return monthsToDate(3);
    case 'prev1m': return wholeMonths(1);
    case 'prev3m': return wholeMonths(3);
    case 'prev12m': return wholeMonths(12);
    case 'prev24m': return wholeMonths(24);
    case 'custom': {
      if ((!value.from || !value.to) && value.months) return { from: fmt(t.subtract(value.months, 'month').add(1, 'day')), to: today };
      if (!value.from || !value.to) throw new RangeError('a custom range needs from and to');
      const range = value.from <= value.to ? { from: value.from, to: value.to } : { from: value.to, to: value.from };
      if (!customDaysAllowed(range.from, range.to)) throw new RangeError(`custom dates must lie between ${CUSTOM_DATE_MIN} and ${CUSTOM_DATE_MAX}`);
      return range;
    }
  }
}

/** A default range as the form opens on it: a custom range of `months` to date with its dates on `today`, any other as it is. */
export function openingRange(value: DateRangeValue, today: string | undefined): DateRangeValue {
  if (value.preset !== 'custom' || !value.months || (value.from && value.to) || !today) return value;
  return { preset: 'custom', ...resolveRange(value, today) };
}

const DAY_MS = 86_400_000;
/** A day (YYYY-MM-DD) as milliseconds at its midnight in UTC, and back: day arithmetic on every request without a date library's parsing. */
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The period of the same length just before `range`, for growth against the previous period. */
export function previousPeriod(range: ResolvedRange): ResolvedRange {
  const from = dayMs(range.from);
  const length = rangeDays(range);
  return { from: dayOf(from - length * DAY_MS), to: dayOf(from - DAY_MS) };
}

/** Whole days in an inclusive range. */
export function rangeDays(range: ResolvedRange): number {
  return Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
}
