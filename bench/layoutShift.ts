/** One `layout-shift` entry as the page recorded it (PerformanceObserver, buffered). */
export interface ShiftEntry {
  /** ms since navigation start */
  startTime: number;
  value: number;
  /** Shifts within 500 ms of the user's input do not count toward CLS. */
  hadRecentInput: boolean;
  /** What moved, for the log: the elements' selectors. */
  sources?: string[];
}

/**
 * Cumulative Layout Shift as Core Web Vitals define it: shifts are grouped into session windows
 * (a gap under 1 s between shifts, at most 5 s from the first shift of the window), and CLS is the
 * largest window's sum. Shifts after recent input are left out.
 */
export function cumulativeLayoutShift(entries: readonly ShiftEntry[]): { cls: number; total: number; window: ShiftEntry[] } {
  const counted = entries.filter((e) => !e.hadRecentInput).sort((a, b) => a.startTime - b.startTime);
  let best: ShiftEntry[] = [];
  let bestSum = 0;
  let current: ShiftEntry[] = [];
  let sum = 0;
  for (const entry of counted) {
    const first = current[0];
    const last = current[current.length - 1];
    if (first && (entry.startTime - last.startTime >= 1000 || entry.startTime - first.startTime >= 5000)) {
      current = [];
      sum = 0;
    }
    current.push(entry);
    sum += entry.value;
    if (sum > bestSum) {
      bestSum = sum;
      best = [...current];
    }
  }
  return { cls: bestSum, total: counted.reduce((a, e) => a + e.value, 0), window: best };
}
