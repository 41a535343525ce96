declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the small warehouse generated once per test run (open it read-only). */
    warehouseFile: string;
    /** The day the run is "on" (TEST_END_DATE or today, UTC): the warehouse's last day. */
    testToday: string;
    /** When the run started (real clock, ms), so the test clock advances from noon of testToday. */
    runStartMs: number;
  }
}

export {};
