import type { Reporter, TestModule } from 'vitest/node';

// Prints "Totals: N passed, N failed" alone on a line, the closing line CI reads.
export default class TotalsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const tail = skipped ? `, ${skipped} skipped` : '';
    process.stdout.write(`\nTotals: ${passed} passed, ${failed} failed${tail}\n`);
  }
}
