import { describe, expect, it } from 'vitest';
import { sharedAjv } from '../../../src/engine/ajv';
import { DAY_SCHEMA, isCalendarDay } from '../../../src/engine/dates/calendarDay';

/** Every YYYY-MM-DD shape of a year (months 00–13, days 00–32) and whether UTC dates give it back unchanged. */
function shapes(year: number): [string, boolean][] {
  const out: [string, boolean][] = [];
  for (let m = 0; m <= 13; m++) {
    for (let d = 0; d <= 32; d++) {
      const day = `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const t = Date.parse(`${day}T00:00:00Z`);
      out.push([day, !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day]);
    }
  }
  return out;
}

describe('a calendar day', () => {
  it('is exactly a day UTC dates give back unchanged, leap years included, in the code and in the schema', () => {
    const validate = sharedAjv().compile(DAY_SCHEMA);
    for (const year of [1900, 1999, 2000, 2023, 2024, 2025, 2028, 2100, 9999]) {
      for (const [day, exists] of shapes(year)) {
        expect(isCalendarDay(day), day).toBe(exists);
        expect(validate(day), day).toBe(exists);
      }
    }
  });

  it('is written YYYY-MM-DD alone', () => {
    for (const s of ['2024-2-29', '2024-02-29T00:00:00Z', ' 2024-02-29', '20240229', '２０２４-02-29', '', 20240229, null]) expect(isCalendarDay(s), String(s)).toBe(false);
  });
});
