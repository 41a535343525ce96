import { defineConfig } from 'vitest/config';

// One run holds unit, integration and browser tests. The warehouse the tests read is generated
// once per run, small, by tests/setup/globalSetup.ts; each suite that writes makes its own app store.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/setup/globalSetup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    environment: 'node',
  },
});
