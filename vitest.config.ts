import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/lingui-macro';

// Four projects so each can be run alone; `npm test` runs them all in one process and
// prints one totals line (tests/totals-reporter.ts) that CI can read. A module's unit tests sit
// beside it (found, and moved, with the module); tests/ holds what spans the system.
export default defineConfig({
  test: {
    reporters: ['default', './tests/totals-reporter.ts'],
    projects: [
      {
        // Screens' view modules write their texts with Lingui's macro, as the build compiles it.
        plugins: [linguiMacro()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'sync/**/*.test.ts'],
          setupFiles: ['tests/support/setup.ts'],
          // Property tests run hundreds of cases; a busy 2-core machine must not turn that into a timeout.
          testTimeout: 30_000,
        },
      },
      {
        // Checks of the repository as a whole (file sizes, imports, lint rules, docs, the build's
        // inputs) and properties that cross layers (the table registry against forms, tools and
        // sync; Sarah against the device's store), with no server to start.
        plugins: [linguiMacro()],
        test: {
          name: 'repo',
          environment: 'node',
          include: ['tests/repo/**/*.test.ts'],
          setupFiles: ['tests/support/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [linguiMacro()],
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
        // The e2e reads some of the app's pure view code (dates as a page writes them).
        plugins: [linguiMacro()],
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
