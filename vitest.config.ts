import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that drive a browser (tests/e2e and every *.e2e.test.ts) or start a ClickHouse cluster.
 * `npm run test:unit` leaves them out; `npm test` runs everything.
 */
const SLOW = ['tests/e2e/**', 'tests/**/*.e2e.test.{ts,tsx}', 'tests/server/warehouse/clickhouse/onCluster.test.ts', 'tests/server/load/loadClickHouse.test.ts'];

// One run holds unit, integration and browser tests. The warehouse the tests read is generated
// once per run, small, by tests/setup/globalSetup.ts (ending on TEST_END_DATE, default today);
// each suite that writes makes its own app store.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_SCOPE === 'unit' ? SLOW : [])],
    globalSetup: ['tests/setup/globalSetup.ts'],
    setupFiles: ['tests/setup/domTimeouts.ts'],
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, every file in turn. Two were
    // tried: the browser walks and the Storybook build then starve each other (the story walk's 20-minute
    // setup ran out), so the suite stays on one. Two for the files without a browser alone (a project of
    // their own, before the browser's) took as long: 571 s against about 550 s in turn, their summed
    // time 454 s -> 815 s, as each file's DuckDB already keeps both cores busy.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    environment: 'node',
    // Vitest's summary, then one plain closing line with the counts (tests/setup/closingLine.ts)
    reporters: ['default', './tests/setup/closingLine.ts'],
  },
});
