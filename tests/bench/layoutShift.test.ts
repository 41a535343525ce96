import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, type ShiftEntry } from '../../bench/layoutShift';

const shift = (startTime: number, value: number, hadRecentInput = false): ShiftEntry => ({ startTime, value, hadRecentInput });

describe('cumulativeLayoutShift', () => {
  it('sums shifts less than a second apart into one window', () => {
    const { cls, total } = cumulativeLayoutShift([shift(100, 0.05), shift(900, 0.04), shift(1800, 0.03)]);
    expect(cls).toBeCloseTo(0.12, 10);
    expect(total).toBeCloseTo(0.12, 10);
  });

  it('starts a new window after a gap of a second, and reports the largest window', () => {
    const { cls, total, window } = cumulativeLayoutShift([shift(0, 0.05), shift(500, 0.05), shift(1600, 0.08), shift(4000, 0.01)]);
    expect(cls).toBeCloseTo(0.1, 10);
    expect(total).toBeCloseTo(0.19, 10);
    expect(window.map((w) => w.startTime)).toEqual([0, 500]);
  });

  it('closes a window five seconds after its first shift even without a gap', () => {
    const entries = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
    // 0, 900 … 4500 fall in the first window (6 shifts); 5400 opens the next
    expect(cumulativeLayoutShift(entries).cls).toBeCloseTo(0.06, 10);
  });

  it('leaves out shifts that follow input, in any order of entries', () => {
    expect(cumulativeLayoutShift([shift(300, 0.2, true), shift(100, 0.01)]).cls).toBeCloseTo(0.01, 10);
  });

  it('is zero for a page that never shifts', () => {
    expect(cumulativeLayoutShift([])).toEqual({ cls: 0, total: 0, window: [] });
  });
});
