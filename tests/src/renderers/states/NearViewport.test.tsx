// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NearViewport } from '../../../../src/renderers/states/NearViewport';

/** A stand-in IntersectionObserver the test moves into view by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  margin: string | undefined;
  constructor(private callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.margin = options?.rootMargin;
    FakeObserver.all.push(this);
  }
  observe(el: Element) { this.observed.push(el); }
  disconnect() { this.observed = []; }
  enter(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  FakeObserver.all = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  cleanup();
  globalThis.IntersectionObserver = original;
});

describe('NearViewport', () => {
  it('shows the placeholder until the block comes near the window, then the block for good', () => {
    render(<NearViewport placeholder={<p>skeleton</p>} margin="0px"><p>Game ranking</p></NearViewport>);
    expect(screen.getByText('skeleton')).toBeTruthy();
    const [observer] = FakeObserver.all;
    expect(observer.margin).toBe('0px');
    act(() => observer.enter(false));
    expect(screen.queryByText('Game ranking')).toBeNull();
    act(() => observer.enter(true));
    expect(screen.getByText('Game ranking')).toBeTruthy();
    expect(screen.queryByText('skeleton')).toBeNull();
    expect(observer.observed).toEqual([]);
  });

  it('renders the block at once when disabled, observing nothing', () => {
    render(<NearViewport placeholder={<p>skeleton</p>} disabled><p>Site trend</p></NearViewport>);
    expect(screen.getByText('Site trend')).toBeTruthy();
    expect(FakeObserver.all).toEqual([]);
  });

  it('renders the block at once where the browser has no IntersectionObserver', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<NearViewport placeholder={<p>skeleton</p>}><p>Site dashboard</p></NearViewport>);
    expect(screen.getByText('Site dashboard')).toBeTruthy();
  });
});
