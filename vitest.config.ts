import { defineConfig } from 'vitest/config';

// Three projects so each can be run alone; `npm test` runs them all in one process and
// prints one totals line (tests/totals-reporter.ts) that CI can read.
export default defineConfig({
  test: {
    reporters: ['default', './tests/totals-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'sync/**/*.test.ts'],
          setupFiles: ['tests/support/setup.ts'],
          // Property tests run hundreds of cases; a busy 2-core machine must not turn that into a timeout.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // Simulated devices keep their Dexie databases on an in-memory IndexedDB.
          setupFiles: ['tests/support/setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
