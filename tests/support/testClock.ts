import { inject } from 'vitest';

/**
 * The day the suite runs "on" (YYYY-MM-DD): `TEST_END_DATE` when set, else the real day (UTC) the
 * run started. The test warehouse ends on it.
 */
export function testToday(): string {
  return inject('testToday');
}

/**
 * The suite's clock: noon (UTC) of testToday at the run's start, then advancing in real time, so
 * a run never crosses midnight and every test server reads the same day as the warehouse's last.
 */
export function testNow(): number {
  return Date.parse(`${inject('testToday')}T12:00:00Z`) + (Date.now() - inject('runStartMs'));
}
