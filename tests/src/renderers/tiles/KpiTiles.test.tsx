// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../../src/i18n/i18n';
import { KpiTiles } from '../../../../src/renderers/tiles/KpiTiles';

afterEach(cleanup);

const ctx = { currency: 'THB', rates: [{ currency: 'THB', rate_to_base: 0.025 }], lang: 'en' };
const view = {
  columns: [],
  tiles: [
    { field: 'apv_bet', format: 'amount' as const, growthField: 'apv_bet_growth_rate' },
    { field: 'gm_dau', format: 'count' as const },
  ],
};

describe('KPI tiles', () => {
  it('show each headline figure from the totals, in the chosen currency, with its growth', () => {
    render(<KpiTiles view={view} totals={{ apv_bet: 40000, apv_bet_growth_rate: -0.125, gm_dau: 4321 }} ctx={ctx} />);
    const tiles = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(tiles).toEqual(['Turnover40,000.00-12.50%', 'Active players4,321']);
    expect(document.querySelector('.kpi-down')).not.toBeNull();
  });

  it('say the whole figure behind a W value on hover, and what W and E are', () => {
    render(<KpiTiles view={view} totals={{ apv_bet: 2_455_312.12, gm_dau: 4321 }} ctx={ctx} />);
    const [bet, players] = [...document.querySelectorAll('.kpi-value')];
    expect(bet.textContent).toBe('245.53W');
    expect(bet.getAttribute('title')).toBe('2,455,312.12 (W = 10,000, E = 100,000,000)');
    expect(players.getAttribute('title')).toBeNull();
  });

  it('show nothing without totals', () => {
    const { container } = render(<KpiTiles view={view} totals={null} ctx={ctx} />);
    expect(container.innerHTML).toBe('');
  });
});
