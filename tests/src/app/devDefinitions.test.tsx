// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../src/i18n/i18n';
import { afterDefinitionsReload, DevDefinitionsPanel } from '../../../src/app/DevDefinitions';

afterEach(cleanup);

const PROBLEMS = ["brand_market: chart.series 'apv_bets' is not a numeric field of the query; did you mean 'apv_bet'?"];

describe("npm run dev's panel of definition problems", () => {
  it('hides on Hide or Escape, leaving a button with their count that shows them again', () => {
    const { rerender } = render(<DevDefinitionsPanel problems={PROBLEMS} />);
    expect(screen.getByRole('alert').textContent).toContain('apv_bets');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '1 definition problem' }));
    fireEvent.keyDown(screen.getByRole('alert'), { key: 'Escape' });
    expect(screen.queryByRole('alert')).toBeNull();
    // a new problem shows the panel again
    rerender(<DevDefinitionsPanel problems={[...PROBLEMS, 'brand_market: columns.2.field is not a field of the query']} />);
    expect(screen.getByRole('alert').textContent).toContain('columns.2.field');
  });

  it('keeps room below the page while it shows, so what it would cover (Sign in) scrolls up above it', () => {
    const room = () => document.documentElement.style.getPropertyValue('--dev-definitions-room');
    render(<DevDefinitionsPanel problems={PROBLEMS} />);
    expect(room()).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(room()).toBe('');
  });

  it('shows nothing without problems', () => {
    const { container } = render(<DevDefinitionsPanel problems={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('a reload of the definitions', () => {
  const stub = () => {
    const location = { pathname: '/404', reload: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('location', location);
    return location;
  };
  afterEach(() => { vi.unstubAllGlobals(); window.history.replaceState(null, ''); });

  it('takes a 404 back to the path that was not found (its report may exist now)', () => {
    const location = stub();
    window.history.replaceState({ usr: { notFound: '/sys_provider/brand_market' } }, '');
    afterDefinitionsReload();
    expect(location.replace).toHaveBeenCalledWith('/sys_provider/brand_market');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('reloads any other page where it is', () => {
    const location = stub();
    location.pathname = '/sys_provider/brand_market';
    afterDefinitionsReload();
    expect(location.reload).toHaveBeenCalled();
  });
});
