import { resolveRange, type DateRangeValue } from '../../engine/dates/presets';
import { serverToday } from '../../state/serverClock';

/** The dates a range value stands for on the server's day, e.g. '2026-01-03 – 2026-02-01'; '' while a custom range is incomplete. */
export function rangeText(value: DateRangeValue | undefined, today = serverToday()): string {
  if (!value?.preset) return '';
  try {
    const r = resolveRange(value, today);
    return `${r.from} – ${r.to}`;
  } catch {
    return '';
  }
}
