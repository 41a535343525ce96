// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';
import type { LoadEntry } from '../../../../src/pages/maintenance/shared/maintenanceTypes';

const at = { file: '/in/fact_login.csv', row: 812, column: 'platform_code', value: '9', why: { code: 'notAllowed', allowed: 'order, submit, succ, fail, reject' } };
const refused = { id: 'l2', startedAt: '2026-12-01T03:10:00.000Z', result: 'refused', from: '/in', files: ['/in/fact_login.csv'], problems: { count: 23, listed: [], at: Array(20).fill(at) } };
const loaded = { id: 'l1', startedAt: '2026-12-01T02:00:00.000Z', result: 'loaded', from: '/in', files: ['/in/fact_login.csv'], rows: { fact_login: 12 } };
vi.mock('../../../../src/pages/maintenance/shared/maintenanceApi', () => ({
  maintenanceApi: { loads: vi.fn(async () => ({ status: 1, result: { res: [refused, loaded], total: 2, dataTo: '2026-11-30' } })) },
}));
// the grid as a list of buttons: choosing a row is what the test drives
vi.mock('../../../../src/pages/maintenance/shared/MaintenanceGrid', () => ({
  MaintenanceGrid: (props: { rows: LoadEntry[]; onSelect?: (r: LoadEntry | null) => void }) => (
    <div>{props.rows.map((r) => <button key={r.id} type="button" onClick={() => props.onSelect?.(r)}>{r.id}</button>)}</div>
  ),
}));

const { DataLoadsPage } = await import('../../../../src/pages/maintenance/loads/DataLoadsPage');
afterEach(async () => { cleanup(); await act(async () => { await i18n.changeLanguage('en'); }); });

describe("the Data Loads page, a load chosen", () => {
  it('lists every problem of a refused load below the grid, a phone having no hover for the tooltip', async () => {
    await act(async () => { render(<DataLoadsPage />); });
    expect(screen.getByText('Choose a load to read all its problems here.')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'l2' })); });
    expect(screen.getByRole('heading').textContent).toBe('The load of 2026-12-01 03:10:00: 23 problems');
    const items = [...document.querySelectorAll('.mnt-load-detail li')].map((li) => li.textContent);
    expect(items).toHaveLength(20);
    expect(items[0]).toMatch(/^\/in\/fact_login\.csv, row 812, column platform_code: .+ \(value "9"\)$/);
    expect(screen.getByText('… and 3 more')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'l1' })); });
    expect(screen.getByText('The load of 2026-12-01 02:00:00 found no problem.')).toBeTruthy();
  });
});
