// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../../../src/api/contracts';
import { reportEntry } from '../fixtures/reportEntries';

const api = vi.hoisted(() => ({
  login: vi.fn(), logout: vi.fn(), session: vi.fn(), reportList: vi.fn(), exchangeRates: vi.fn(),
}));
vi.mock('../../../../src/api/endpoints', () => ({ api, isOtpRequired: (r: { otpRequired?: boolean }) => r?.otpRequired === true }));

const { Shell } = await import('../../../../src/app/Shell');
const { resetSessionStore, sessionStore } = await import('../../../../src/state/sessionStore');
const { globalStore } = await import('../../../../src/state/globalStore');
await import('../../../../src/i18n/i18n');

const info: SessionInfo = {
  operator: { operatorID: 5, operatorAC: 'admin', operatorName: 'Administrator', groupID: 1, otpEnabled: false, indexPin: { routeName: 'Dashboard', tab: 'daily' } },
  permitted: [1, 91000], siteList: [{ site_id: 1 }], cmsList: [], gameKindList: [{ k: 1 }], gameBrandList: [{ b: 1 }],
  currencyList: [{ currency: 'THB', market_name: 'Thailand' }], domain: { baseCurrency: 'USD' },
};

function renderAt(path: string) {
  return render(<MemoryRouter initialEntries={[path]}><Shell /></MemoryRouter>);
}

beforeEach(() => {
  resetSessionStore();
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api.session.mockResolvedValue({ status: 1, result: info });
  api.reportList.mockResolvedValue({ status: 1, result: { res: [reportEntry({ id: 'site_compare', widget: true })] } });
  api.exchangeRates.mockResolvedValue({ status: 1, result: { res: [{ currency: 'THB', market_name: 'Thailand', rate_to_base: 0.028, rate_date: '2026-01-01' }] } });
});
afterEach(() => { cleanup(); vi.restoreAllMocks(); });

describe('navigation guard', () => {
  it('sends / without a token to the login page', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('remembers an unknown page asked for without a session', async () => {
    renderAt('/sys_provider/site_compare');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(localStorage.getItem('redirected')).toBe('/sys_provider/site_compare');
  });

  it('rebuilds the session after a reload and shows the page, the menu and the rates', async () => {
    sessionStore.token = 'tok';
    renderAt('/sys_provider/site_compare');
    expect(await screen.findByRole('heading', { name: 'Site comparison' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'System Provider' })).toBeTruthy();
    expect(api.exchangeRates).toHaveBeenCalledWith(5);
    expect(globalStore.exchangeRate).toHaveLength(1);
    expect(globalStore.currencyList).toEqual(info.currencyList);
    expect(sessionStore.singleSite).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('site_list') ?? '')).toEqual([{ site_id: 1 }]);
  });

  it('sends a logged-in visit of /login to the dashboard', async () => {
    sessionStore.token = 'tok';
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows the server error page with a retry when the rebuild fails', async () => {
    sessionStore.token = 'tok';
    api.reportList.mockRejectedValueOnce(new Error('API Server Error'));
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Server Error' })).toBeTruthy();
    expect(sessionStore.dialog).toMatchObject({ show: true, kind: 'error' });
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy());
  });

  it('sends unknown authenticated paths to /404', async () => {
    sessionStore.token = 'tok';
    renderAt('/sys_provider/nowhere');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });
});
