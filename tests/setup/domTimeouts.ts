/**
 * Tests in a DOM (jsdom) wait for what they look for up to 10 s, not testing-library's 1 s: the
 * suite must pass on a loaded 2-core machine, where a first render can take seconds.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
