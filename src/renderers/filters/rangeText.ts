import dayjs from 'dayjs';
import { resolveRange, type DateRangeValue } from '../../engine/dates/presets';

/** The dates a range value stands for today, e.g. '2026-01-03 – 2026-02-01'; '' while a custom range is incomplete. */
export function rangeText(value: DateRangeValue | undefined, today = dayjs().format('YYYY-MM-DD')): string {
  if (!value?.preset) return '';
  try {
    const r = resolveRange(value, today);
    return `${r.from} – ${r.to}`;
  } catch {
    return '';
  }
}
