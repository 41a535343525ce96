import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { openingRange, previousPeriod, RANGE_PRESETS, rangeDays, resolveRange } from '../../../src/engine/dates/presets';

const today = '2026-11-22';

describe('date range presets (spec §9)', () => {
  it('offers every preset of the spec, custom last', () => {
    expect(RANGE_PRESETS).toEqual(['prev7', 'prev30', 'prev60', 'prev90', 'mtd', 'prev1mtd', 'prev3mtd', 'prev1m', 'prev3m', 'prev12m', 'prev24m', 'custom']);
  });

  it.each([
    ['prev7', '2026-11-15', '2026-11-21', 7],
    ['prev30', '2026-10-23', '2026-11-21', 30],
    ['prev60', '2026-09-23', '2026-11-21', 60],
    ['prev90', '2026-08-24', '2026-11-21', 90],
  ] as const)('%s is the whole days before today', (preset, from, to, days) => {
    const r = resolveRange({ preset }, today);
    expect(r).toEqual({ from, to });
    expect(rangeDays(r)).toBe(days);
  });

  it('month to date runs from the first of the month to today', () => {
    expect(resolveRange({ preset: 'mtd' }, today)).toEqual({ from: '2026-11-01', to: today });
    expect(resolveRange({ preset: 'prev1mtd' }, today)).toEqual({ from: '2026-10-01', to: today });
    expect(resolveRange({ preset: 'prev3mtd' }, today)).toEqual({ from: '2026-08-01', to: today });
  });

  it('previous N months are whole calendar months', () => {
    expect(resolveRange({ preset: 'prev1m' }, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolveRange({ preset: 'prev3m' }, today)).toEqual({ from: '2026-08-01', to: '2026-10-31' });
    expect(resolveRange({ preset: 'prev12m' }, today)).toEqual({ from: '2025-11-01', to: '2026-10-31' });
    expect(resolveRange({ preset: 'prev24m' }, '2024-03-10')).toEqual({ from: '2022-03-01', to: '2024-02-29' });
  });

  it.each([
    ['2026-11-28', '2025-11-29'],
    ['2027-01-01', '2026-01-02'],
    ['2026-03-01', '2025-03-02'],
    ['2028-02-29', '2027-03-01'],
  ] as const)('a custom default of 12 months to date on %s is a year long, ending that day', (day, from) => {
    const r = resolveRange({ preset: 'custom', months: 12 }, day);
    expect(r).toEqual({ from, to: day });
    expect(rangeDays(r)).toBeGreaterThanOrEqual(365);
    expect(rangeDays(r)).toBeLessThanOrEqual(366);
    expect(openingRange({ preset: 'custom', months: 12 }, day)).toEqual({ preset: 'custom', from, to: day });
  });

  it('opens a range of dates, or a preset, as it is', () => {
    expect(openingRange({ preset: 'prev7' }, today)).toEqual({ preset: 'prev7' });
    expect(openingRange({ preset: 'custom', from: '2026-01-01', to: '2026-01-31', months: 12 }, today)).toEqual({ preset: 'custom', from: '2026-01-01', to: '2026-01-31', months: 12 });
  });

  it('orders a custom range and refuses one without both ends', () => {
    expect(resolveRange({ preset: 'custom', from: '2026-02-10', to: '2026-02-01' }, today)).toEqual({ from: '2026-02-01', to: '2026-02-10' });
    expect(() => resolveRange({ preset: 'custom', from: '2026-02-10' }, today)).toThrow(/from and to/);
  });

  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod({ from: '2026-10-23', to: '2026-11-21' })).toEqual({ from: '2026-09-23', to: '2026-10-22' });
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-01' })).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    // over the years a custom range may name, leap days and year ends: as a calendar counts them
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    for (let i = 0; i < 500; i++) {
      const from = Date.UTC(2000, 0, 1) + ((i * 7_919) % 36_500) * 86_400_000;
      const length = 1 + ((i * 131) % 800);
      const range = { from: day(from), to: day(from + (length - 1) * 86_400_000) };
      expect(rangeDays(range)).toBe(length);
      // against a calendar library's day arithmetic
      const start = dayjs(range.from);
      expect(previousPeriod(range)).toEqual({ from: start.subtract(length, 'day').format('YYYY-MM-DD'), to: start.subtract(1, 'day').format('YYYY-MM-DD') });
    }
    expect(rangeDays({ from: '2099-12-01', to: '2099-12-31' })).toBe(31);
    // 2000 has 366 days: the period before it starts a day earlier than 1999's first
    expect(previousPeriod({ from: '2000-01-01', to: '2000-12-31' })).toEqual({ from: '1998-12-31', to: '1999-12-31' });
  });
});
