/** Weeks (Monday to Sunday) and months as a model's rows are dated: on their first day. */
export type PeriodGrain = 'day' | 'week' | 'month';

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first day of the day, week (Monday to Sunday) or month holding `day`: the period's row is dated on it. */
export function periodStart(day: string, grain: PeriodGrain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 8)}01`;
  const ms = dayMs(day);
  return dayOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
}

/** The last day of the day, week or month that starts on `start`. */
export function periodEnd(start: string, grain: PeriodGrain): string {
  if (grain === 'day') return start;
  if (grain === 'week') return dayOf(dayMs(start) + 6 * DAY_MS);
  const d = new Date(dayMs(start));
  return dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DAY_MS);
}

/** Every period holding a day from `from` to `to`, by its first day, in order; none when `to` is before `from`; at most `max` (undefined past it). */
export function periodsBetween(from: string, to: string, grain: PeriodGrain, max = Infinity): string[] | undefined {
  const out: string[] = [];
  for (let p = periodStart(from, grain); p <= to; p = dayOf(dayMs(periodEnd(p, grain)) + DAY_MS)) {
    if (out.length >= max) return undefined;
    out.push(p);
  }
  return out;
}
