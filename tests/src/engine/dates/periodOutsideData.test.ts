import { describe, expect, it } from 'vitest';
import { periodNotes } from '../../../../src/engine/dates/periodNotes';
import { previousPeriod } from '../../../../src/engine/dates/presets';

// The demo warehouse: 2024-09-01 .. today's partial day.
const data = { dataStart: '2024-09-01', dataEnd: '2026-11-24' };
const today = '2026-11-24';

describe('a period wholly outside the warehouse\'s days', () => {
  it('before its first day says there is no data before that day, and nothing about the compared period', () => {
    const january2020 = { from: '2020-01-01', to: '2020-01-31' };
    expect(periodNotes(january2020, previousPeriod(january2020), data, today)).toEqual({ dataFrom: '2024-09-01' });
    expect(periodNotes(january2020, undefined, data, today)).toEqual({ dataFrom: '2024-09-01' });
  });

  it('ending the day before the first day of data is wholly before it too', () => {
    expect(periodNotes({ from: '2024-08-01', to: '2024-08-31' }, undefined, data, today)).toEqual({ dataFrom: '2024-09-01' });
  });

  it('after its last day says where the data ends', () => {
    const range = { from: '2027-01-01', to: '2027-01-31' };
    expect(periodNotes(range, previousPeriod(range), data, today)).toEqual({ dataTo: '2026-11-24' });
  });

  it('a period overlapping the first day keeps its notes as before', () => {
    const range = { from: '2024-08-15', to: '2024-09-14' };
    expect(periodNotes(range, previousPeriod(range), data, today)).toEqual({ dataFrom: '2024-09-01', previousBeforeData: '2024-09-01' });
    const fromFirstDay = { from: '2024-09-01', to: '2024-09-30' };
    expect(periodNotes(fromFirstDay, previousPeriod(fromFirstDay), data, today)).toEqual({ previousBeforeData: '2024-09-01' });
  });
});
