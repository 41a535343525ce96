// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportEntry } from '../../shell/fixtures/reportEntries';

vi.mock('../../../../src/renderers/ReportWidget', () => ({
  default: ({ reportId, filters }: { reportId: string; filters?: unknown }) => <p data-testid="widget">{reportId} {JSON.stringify(filters)}</p>,
}));

// the saved views card asks the server for the operator's views: none here (their card has its own tests and stories)
vi.mock('../../../../src/renderers/views/useAllSavedViews', () => ({ useAllSavedViews: () => [] }));

const { default: DashboardPage } = await import('../../../../src/pages/dashboard/DashboardPage');
const { resetSessionStore, sessionStore } = await import('../../../../src/state/sessionStore');
const { closeWidget, sideDrawerStore } = await import('../../../../src/state/sideDrawerStore');
await import('../../../../src/i18n/i18n');

const renderAt = (path = '/dashboard') => render(<MemoryRouter initialEntries={[path]}><DashboardPage /></MemoryRouter>);

beforeEach(() => { resetSessionStore(); closeWidget(); localStorage.clear(); });
afterEach(cleanup);

describe('DashboardPage', () => {
  it('shows the reports of each slot for the tab period', async () => {
    sessionStore.permitted = [91000];
    sessionStore.routes = [reportEntry({ id: 'game_ranking', reportIdx: 91002, widget: true })];
    renderAt('/dashboard?tab=weekly');
    expect(screen.getByRole('tab', { name: 'Weekly' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('widget')).textContent).toBe('game_ranking {"range":{"preset":"prev90"},"grain":"week"}');
  });

  it('opens a widget in the side drawer with the tab period', () => {
    sessionStore.permitted = [91000];
    sessionStore.routes = [reportEntry({ id: 'game_ranking', reportIdx: 91002, widget: true })];
    renderAt('/dashboard?tab=monthly');
    fireEvent.click(screen.getByRole('button', { name: 'Open as widget' }));
    expect(sideDrawerStore).toMatchObject({ open: true, reportId: 'game_ranking', params: { range: { preset: 'prev12m' }, grain: 'month' } });
  });

  it('says why it is empty when none of its reports is open to the group', () => {
    sessionStore.permitted = [91000];
    sessionStore.routes = [reportEntry({ id: 'osw_recap' })];
    renderAt();
    expect(screen.getByRole('heading', { name: 'No dashboard reports for your group' })).toBeTruthy();
    expect(screen.queryByTestId('widget')).toBeNull();
    expect(screen.getByText('No side drawer widgets are open to your group.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'System Provider' }).getAttribute('href')).toBe('/sys_provider/osw_recap');
  });
});
