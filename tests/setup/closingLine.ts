import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends every run with one plain line, `N passed, N failed, N skipped`, after Vitest's own summary:
 * a line any reader of the output (CI among them) takes for the count, whatever the runner. No
 * word before it: since it was led by `tests:`, CI took six runs of every test passing for runs
 * of none, likely reading it as the start of node's test runner's summary (`tests N`, then a
 * `pass N` that never came); CI's rules allow the word, but nothing needs it.
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
    process.stdout.write(`\n${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
