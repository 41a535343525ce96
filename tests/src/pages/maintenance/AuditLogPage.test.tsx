// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ColDef } from 'ag-grid-community';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../../src/i18n/i18n';
import type { AuditEntry } from '../../../../src/pages/maintenance/shared/maintenanceTypes';

/** The grid as its cells' texts, one row a line. */
vi.mock('../../../../src/pages/maintenance/shared/MaintenanceGrid', () => ({
  MaintenanceGrid: ({ rows, columns }: { rows: AuditEntry[]; columns: ColDef<AuditEntry>[] }) => (
    <ul>{rows.map((r) => <li key={r.auditID}>{columns.map((c) => (c.valueGetter as ((p: { data: AuditEntry }) => string) | undefined)?.({ data: r }) ?? '').join(' | ')}</li>)}</ul>
  ),
}));

const entry = (auditID: number, action: string, target: string, before: unknown, after: unknown): AuditEntry =>
  ({ auditID, at: '2026-12-01 09:00:00', actorAC: 'admin', action, target, before, after, clientAddr: '127.0.0.1' });
const ENTRIES = [
  entry(3, 'group.update', 'group:6', { groupID: 6, groupName: 'Finance', items: [70000], cmsList: [1] }, { groupID: 6, groupName: 'Finance', items: [70102], cmsList: [2] }),
  entry(2, 'group.delete', 'group:9', { groupID: 9, groupName: 'Spare', items: [70000], cmsList: [1] }, null),
  entry(1, 'maintenance.refused', 'group:8', null, { action: 'group.delete', reason: 'groupAbove' }),
  entry(5, 'operator.lock', 'operator:2', { operatorID: 2, operatorAC: 'desk01', operatorName: 'Front Desk', locked: false }, { operatorID: 2, operatorAC: 'desk01', operatorName: 'Front Desk', locked: true }),
  entry(4, 'operator.delete', 'operator:9', { operatorID: 9, operatorAC: 'leaver', operatorName: 'Leaver' }, null),
];
/** The operator list, read page by page (two pages of one here). */
const OPERATORS = [{ operatorID: 1, operatorAC: 'admin', operatorName: 'Administrator' }, { operatorID: 2, operatorAC: 'desk01', operatorName: 'Front Desk' }];
const operators = vi.fn(async (q: { page: { index: number } }) => ({ status: 1, result: { res: OPERATORS.slice(q.page.index, q.page.index + 1), total: OPERATORS.length } }));
const audit = vi.fn(async (_q: { target?: string }) => ({ status: 1, result: { res: ENTRIES, total: ENTRIES.length } }));
let answerNames: () => void = () => undefined;
vi.mock('../../../../src/pages/maintenance/shared/maintenanceApi', () => ({
  maintenanceApi: {
    audit: (q: { target?: string }) => audit(q),
    tree: vi.fn(() => new Promise((resolve) => {
      answerNames = () => resolve({ status: 1, result: {
        res: [{ id: 'provider', itemIdx: 70000, titleKey: 'menu.provider', category: 'general', children: [{ reportIdx: 70102, id: 'site_trend', titleKey: 'reports.site_trend.title', category: 'general' }] }],
        cms: [{ cms_id: 1, cms_name: 'Siam Entertainment' }, { cms_id: 2, cms_name: 'Mekong Holdings' }],
      } });
    })),
    groups: vi.fn(async () => ({ status: 1, result: { res: [{ groupID: 6, groupName: 'Finance', items: [], cmsList: [], siteIds: null, version: 1 }] } })),
    operators: (q: { page: { index: number } }) => operators(q),
  },
}));

const { AuditLogPage } = await import('../../../../src/pages/maintenance/audit/AuditLogPage');
afterEach(cleanup);

describe('the audit log screen', () => {
  it('shows groups, permissions and operating units by name, and its rows only once it has the names', async () => {
    await act(async () => { render(<AuditLogPage />); });
    // the names not yet answered: no row read as codes meanwhile
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await act(async () => { answerNames(); });
    const [edited, deleted, refused] = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(edited).toContain('Group Finance');
    expect(edited).toContain('Group name: Finance · Permissions: Data Monitor · Operating units: Siam Entertainment');
    expect(edited).toContain('Group name: Finance · Permissions: Site trend · Operating units: Mekong Holdings');
    expect(edited).not.toMatch(/70102|Group 6|Group: 6/);
    expect(deleted).toContain('Group Spare (deleted)');
    expect(refused).toContain('Group 8 (deleted)');
  });

  it('finds a group typed as the list shows it', async () => {
    await act(async () => { render(<AuditLogPage />); });
    await act(async () => { answerNames(); });
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'Group Finance' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Search' })); });
    expect(audit).toHaveBeenLastCalledWith(expect.objectContaining({ target: 'group:6' }));
  });

  it('shows operators by account and name, a deleted one by the account its entry recorded, and finds one typed so', async () => {
    await act(async () => { render(<AuditLogPage />); });
    await act(async () => { answerNames(); });
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(rows[3]).toContain('Operator desk01 (Front Desk)');
    expect(rows[4]).toContain('Operator leaver (deleted)');
    expect(rows.join('\n')).not.toMatch(/Operator [29]\b/);
    // every page of the operator list was read
    expect(operators).toHaveBeenCalledWith(expect.objectContaining({ page: { index: 1, size: 200 } }));
    for (const [typed, asked] of [['Operator desk01 (Front Desk)', 'operator:2'], ['Operator leaver (deleted)', 'operator:leaver']]) {
      fireEvent.change(screen.getByLabelText('Target'), { target: { value: typed } });
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Search' })); });
      expect(audit).toHaveBeenLastCalledWith(expect.objectContaining({ target: asked }));
    }
  });
});
