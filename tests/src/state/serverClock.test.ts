import { afterEach, describe, expect, it } from 'vitest';
import { serverToday, setServerNow } from '../../../src/state/serverClock';

describe('the server\'s day in the browser', () => {
  afterEach(() => setServerNow(undefined));

  it('is the server\'s UTC day, whatever the browser\'s clock reads', () => {
    const local = Date.parse('2026-11-24T23:30:00Z');
    setServerNow('2027-01-01T00:10:00Z', local);
    expect(serverToday(local)).toBe('2027-01-01');
    // time goes on at the browser's pace from there
    expect(serverToday(local + 24 * 3600_000)).toBe('2027-01-02');
  });

  it('falls back to the browser\'s own clock when the answer carries no readable time', () => {
    const local = Date.parse('2026-11-24T08:00:00Z');
    setServerNow('not a time', local);
    expect(serverToday(local)).toBe('2026-11-24');
  });
});
