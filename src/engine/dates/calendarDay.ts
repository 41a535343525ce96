/**
 * The one rule for a day any endpoint takes (audit filters, custom ranges, date conditions, saved
 * views): `YYYY-MM-DD` naming a day the calendar has. Month 00 or 13, day 00, 2025-02-30 and
 * 9999-99-99 are a client's mistake (9400), never a value the warehouse is asked to convert.
 * Ajv's `date` format is this function (src/engine/ajv.ts), so a schema and the code agree.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const leap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && leap(year) ? 29 : DAYS_IN_MONTH[month - 1]);
}

/** The JSON Schema of such a day, for every request schema that takes one. */
export const DAY_SCHEMA = { type: 'string', format: 'date' } as const;
