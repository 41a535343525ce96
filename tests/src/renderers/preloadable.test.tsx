// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '../../../src/renderers/preloadable';

afterEach(cleanup);

function Deposits({ amount }: { amount: string }) {
  return <p>Deposits {amount}</p>;
}

describe('preloadable', () => {
  it('renders a component whose code was fetched ahead at once, with no fallback', async () => {
    let loads = 0;
    const lazyDeposits = preloadable(async () => { loads++; return { default: Deposits }; });
    expect(lazyDeposits.loaded()).toBe(false);
    await lazyDeposits.preload();
    await lazyDeposits.preload();
    expect(lazyDeposits.loaded()).toBe(true);
    render(<Suspense fallback={<p>placeholder</p>}><lazyDeposits.Component amount="319,934.12" /></Suspense>);
    expect(screen.getByText('Deposits 319,934.12')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends like React.lazy when rendered before its code arrived', async () => {
    let arrive!: (m: { default: typeof Deposits }) => void;
    const lazyDeposits = preloadable(() => new Promise<{ default: typeof Deposits }>((resolve) => { arrive = resolve; }));
    render(<Suspense fallback={<p>placeholder</p>}><lazyDeposits.Component amount="4,087" /></Suspense>);
    expect(screen.getByText('placeholder')).toBeTruthy();
    await act(async () => { arrive({ default: Deposits }); });
    expect(await screen.findByText('Deposits 4,087')).toBeTruthy();
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const lazyDeposits = preloadable(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk failed');
      return { default: Deposits };
    });
    await expect(lazyDeposits.preload()).rejects.toThrow('chunk failed');
    expect(lazyDeposits.loaded()).toBe(false);
    await lazyDeposits.preload();
    expect(lazyDeposits.loaded()).toBe(true);
  });
});
