import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle, toolbarVisible } from '../../../../src/shell/toolbar/toolbarVisibility';

describe('toolbarVisible', () => {
  it('always shows the toolbar at 960 px and wider', () => {
    expect(toolbarVisible(960, 5000)).toBe(true);
    expect(toolbarVisible(1920, 601)).toBe(true);
  });
  it('hides it under 960 px after more than 600 px of scroll', () => {
    expect(toolbarVisible(959, 600)).toBe(true);
    expect(toolbarVisible(959, 601)).toBe(false);
    expect(toolbarVisible(375, 2000)).toBe(false);
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());
  it('runs at once, then at most once per 100 ms with the latest arguments', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const run = throttle((n: number) => seen.push(n), 100);
    run(1); run(2); run(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    run(4);
    expect(seen).toEqual([1, 3, 4]);
  });
  it('drops the pending call when cancelled', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const run = throttle((n: number) => seen.push(n), 100);
    run(1); run(2); run.cancel();
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([1]);
  });
});
