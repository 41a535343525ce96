import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, `tests: N passed, N failed, N skipped`, after Vitest's own
 * summary: a line any reader of the output (CI among them) takes for the count, whatever the runner.
 */
export default class ClosingLine implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<unknown>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const m of modules) {
      for (const test of m.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed += 1;
        else if (state === 'failed') count.failed += 1;
        else count.skipped += 1;
      }
      // a file that failed to load has no tests to count: it is one failure
      if (m.state() === 'failed' && ![...m.children.allTests('failed')].length) count.failed += 1;
    }
    count.failed += unhandled.length;
    process.stdout.write(`\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
