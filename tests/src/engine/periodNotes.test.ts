import { describe, expect, it } from 'vitest';
import { periodNotes } from '../../../src/engine/dates/periodNotes';
import { previousPeriod, resolveRange } from '../../../src/engine/dates/presets';

// A warehouse holding 2024-02-01 .. today (today's partial day), as the generator makes it.
const notesOn = (today: string, preset: Parameters<typeof resolveRange>[0]['preset'], dataStart = '2024-02-01') => {
  const range = resolveRange({ preset }, today);
  return { range, notes: periodNotes(range, previousPeriod(range), { dataStart, dataEnd: today }, today) };
};

describe('the period line on the calendar\'s awkward days', () => {
  it('month to date on the first of January is that one day, today, with figures so far', () => {
    const { range, notes } = notesOn('2027-01-01', 'mtd');
    expect(range).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(previousPeriod(range)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(notes).toEqual({ partialDay: '2027-01-01' });
  });

  it('a last day of data before today loaded part way is said to be, in every period holding it, and only then', () => {
    // a demo warehouse generated on 2026-11-30 at 11:58, opened on 2026-12-01
    const data = { dataStart: '2024-12-01', dataEnd: '2026-11-30', dataTo: '2026-11-30 11:58' };
    const on = (preset: Parameters<typeof resolveRange>[0]['preset']) => {
      const range = resolveRange({ preset }, '2026-12-01');
      return periodNotes(range, previousPeriod(range), data, '2026-12-01');
    };
    expect(on('prev30')).toEqual({ partialLastDay: { date: '2026-11-30', time: '11:58' } });
    expect(on('prev1mtd')).toEqual({ dataTo: '2026-11-30', partialLastDay: { date: '2026-11-30', time: '11:58' } });
    // the period after the data, and one before its last day: nothing about that day
    expect(on('mtd')).toEqual({ dataTo: '2026-11-30' });
    expect(periodNotes({ from: '2026-11-01', to: '2026-11-29' }, undefined, data, '2026-12-01')).toEqual({});
    // a whole day loaded (latest transaction 23:00 or later), or the day alone: nothing to say
    expect(periodNotes({ from: '2026-11-01', to: '2026-11-30' }, undefined, { ...data, dataTo: '2026-11-30 23:41' }, '2026-12-01')).toEqual({});
    expect(periodNotes({ from: '2026-11-01', to: '2026-11-30' }, undefined, { ...data, dataTo: '2026-11-30' }, '2026-12-01')).toEqual({});
    // today's partial day keeps its own note
    expect(periodNotes({ from: '2026-11-01', to: '2026-11-30' }, undefined, { ...data, dataTo: '2026-11-30 11:58' }, '2026-11-30')).toEqual({ partialDay: '2026-11-30' });
  });

  it('previous 30 days on the first of January cross the year and end yesterday: nothing to note', () => {
    const { range, notes } = notesOn('2027-01-01', 'prev30');
    expect(range).toEqual({ from: '2026-12-02', to: '2026-12-31' });
    expect(notes).toEqual({});
  });

  it('on a leap day, previous 1 month is January and month to date is all of February so far', () => {
    expect(notesOn('2028-02-29', 'prev1m').range).toEqual({ from: '2028-01-01', to: '2028-01-31' });
    const mtd = notesOn('2028-02-29', 'mtd');
    expect(mtd.range).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(mtd.notes).toEqual({ partialDay: '2028-02-29' });
  });

  it('24 months reaching before the first day of data say where the figures start, and that there is no growth to read', () => {
    const { range, notes } = notesOn('2026-03-01', 'prev24m', '2024-03-05');
    expect(range).toEqual({ from: '2024-03-01', to: '2026-02-28' });
    expect(notes).toEqual({ dataFrom: '2024-03-05', previousBeforeData: '2024-03-05' });
  });

  it('12 months whose compared year starts before the data say growth reads against part of that year', () => {
    const { notes } = notesOn('2026-03-01', 'prev12m', '2024-03-05');
    expect(notes).toEqual({ previousDataFrom: '2024-03-05' });
  });

  it('a period wholly inside the data whose previous period is too says nothing', () => {
    expect(notesOn('2026-11-24', 'prev90').notes).toEqual({});
  });

  it('a custom period after the last day of data says where the data ends', () => {
    const range = { from: '2026-11-20', to: '2026-12-10' };
    expect(periodNotes(range, undefined, { dataStart: '2024-02-01', dataEnd: '2026-11-24' }, '2026-11-24')).toEqual({ dataTo: '2026-11-24' });
  });

  it('says nothing when the warehouse\'s days are unknown', () => {
    expect(periodNotes({ from: '2020-01-01', to: '2020-01-31' }, undefined, {}, '2026-11-24')).toEqual({});
  });
});
