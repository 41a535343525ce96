// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../src/i18n/i18n';

const answer = vi.hoisted(() => ({ extra: {} as Record<string, unknown> }));
vi.mock('../../../../src/pages/maintenance/shared/maintenanceApi', () => ({
  maintenanceApi: { loads: vi.fn(async () => ({ status: 1, result: { res: [], total: 0, dataTo: '2026-11-30', ...answer.extra } })) },
}));
vi.mock('ag-grid-react', () => ({ AgGridReact: () => null }));

const { DataLoadsPage } = await import('../../../../src/pages/maintenance/loads/DataLoadsPage');

afterEach(async () => { cleanup(); answer.extra = {}; await act(async () => { await i18n.changeLanguage('en'); }); });

describe('the Data Loads page before any load', () => {
  for (const lang of ['en', 'tw'] as const) {
    it(`says no load was made and how data is loaded, without markdown, in ${lang}`, async () => {
      await act(async () => { await i18n.changeLanguage(lang); });
      await act(async () => { render(<DataLoadsPage />); });
      const note = screen.getByRole('status');
      expect(note.textContent).not.toContain('`');
      expect(note.textContent).not.toContain('.md');
      expect(note.textContent).toContain(i18n.t('maintenance.loads.none'));
      // the command, set apart as code
      expect(note.querySelector('code')?.textContent).toBe(`npm run load -- --from <${i18n.t('maintenance.loads.folder')}>`);
      if (lang === 'tw') expect(note.textContent).toMatch(/尚未進行任何載入/);
      else expect(note.textContent).toMatch(/^No load has been made yet/);
    });
  }
});

describe('the Data Loads page of a console serving another folder, a load under way', () => {
  it('gives the command with the folder the console serves, quoted where it has a space, and says a load is running', async () => {
    answer.extra = { dataDir: '/srv/console data', running: { pid: 4371, since: '2026-11-30T22:05:09.000Z' } };
    await act(async () => { render(<DataLoadsPage />); });
    expect(document.querySelector('code')?.textContent).toBe("DATA_DIR='/srv/console data' npm run load -- --from <folder>");
    expect(screen.getByText(/^A load is running/).textContent).toBe('A load is running (started 2026-11-30 22:05:09 UTC): it is listed here when it ends');
  });
});
