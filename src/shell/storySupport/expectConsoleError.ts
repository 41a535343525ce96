/**
 * A story's `beforeEach` for a failure it is written to show: the console's generic error handler
 * logs the failure (spec §8) before showing it, and that one log, matched by its text, is the
 * story's subject rather than a fault. Every other console error still reaches the console.
 */
export function expectConsoleError(expected: RegExp) {
  return () => {
    const original = console.error;
    console.error = (...args: unknown[]) => {
      if (!expected.test(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '))) original(...args);
    };
    return () => { console.error = original; };
  };
}
