// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceGrid } from '../../../../src/pages/maintenance/shared/MaintenanceGrid';

// A maintenance list alone in its page (opened from a link, nothing else on the tab before it):
// the AG Grid modules it registers are the only ones, so a header's click must sort with those.
afterEach(cleanup);

describe('a maintenance list opened on its own', () => {
  it('asks the server for the order a header click chooses', async () => {
    const onSort = vi.fn();
    const rows = [{ id: 1, name: 'b' }, { id: 2, name: 'a' }];
    const { container } = render(
      <MaintenanceGrid label="Operators" rows={rows} columns={[{ field: 'name', headerName: 'Name' }]} rowId={(r) => String(r.id)} loading={false} onSort={onSort} />,
    );
    const header = await waitFor(() => {
      const h = container.querySelector<HTMLElement>('.ag-header-cell[col-id="name"] .ag-header-cell-label');
      expect(h).toBeTruthy();
      return h!;
    }, { timeout: 10_000 });
    fireEvent.click(header);
    await waitFor(() => expect(onSort).toHaveBeenCalledWith([{ field: 'name', dir: 'asc' }]));
  });
});
