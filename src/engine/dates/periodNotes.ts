import type { ResolvedRange } from './presets';

/** What the period line adds when a period is not wholly inside the warehouse's days. */
export interface PeriodNotes {
  /**
   * The period starts before the first day of data: its figures begin on this day. Also set when the
   * period ends before it: there is no data before this day, so the period has no figures.
   */
  dataFrom?: string;
  /** The compared (previous) period starts before the first day of data: growth is against this day on. */
  previousDataFrom?: string;
  /** The compared (previous) period lies wholly before the first day of data: there is no growth to read. */
  previousBeforeData?: string;
  /** The period runs to today: today's figures are those loaded so far. */
  partialDay?: string;
  /**
   * The period holds the last day of data, an earlier day than today, loaded only part way: its
   * latest transaction is at `time`, before LAST_DAY_COMPLETE (a demo warehouse generated that
   * day and not since, a feed stopped mid-day). Its figures, and growth over it, are of part of a day.
   */
  partialLastDay?: { date: string; time: string };
  /** The period ends after the last day of data (or starts after it, with no figures): figures stop on this day. */
  dataTo?: string;
}

/**
 * Notes for a report's period against the days the warehouse holds (`dataStart`..`dataEnd`,
 * inclusive; `dataEnd` is today's partial day on a live warehouse). Nothing when the period lies
 * wholly inside the data, or when the data's days are unknown. A period wholly before the data says
 * only that there is no data before its first day (its compared period, before it, has none either);
 * one wholly after says where the data ends. `dataTo` ("YYYY-MM-DD HH:mm", the latest transaction)
 * tells a last day loaded part way.
 */
export function periodNotes(range: ResolvedRange, previous: ResolvedRange | undefined,
  data: { dataStart?: string | null; dataEnd?: string | null; dataTo?: string | null }, today: string): PeriodNotes {
  const notes: PeriodNotes = {};
  const { dataStart, dataEnd } = data;
  if (dataStart && range.to < dataStart) return { dataFrom: dataStart };
  if (dataStart && range.from < dataStart) notes.dataFrom = dataStart;
  if (dataStart && previous && previous.to < dataStart) notes.previousBeforeData = dataStart;
  else if (dataStart && previous && previous.from < dataStart) notes.previousDataFrom = dataStart;
  if (dataEnd && range.to > dataEnd) notes.dataTo = dataEnd;
  else if (range.from <= today && range.to >= today && dataEnd === today) notes.partialDay = today;
  const time = dataEnd && data.dataTo?.startsWith(`${dataEnd} `) ? data.dataTo.slice(dataEnd.length + 1) : undefined;
  if (dataEnd && dataEnd < today && time && time < LAST_DAY_COMPLETE && range.from <= dataEnd && range.to >= dataEnd) notes.partialLastDay = { date: dataEnd, time };
  return notes;
}

/** A last day of data whose latest transaction is before this time (HH:mm) was loaded part way: its day is not over in the data. */
export const LAST_DAY_COMPLETE = '23:00';
