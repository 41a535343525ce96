import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../shared/maintenanceTypes';

/** Before/after snapshots as one line of text (rendered as text, never as HTML). */
export function snapshotText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

export function auditColumns(t: TFunction, desktop: boolean): ColDef<AuditEntry>[] {
  return [
    { colId: 'at', field: 'at', headerName: t('maintenance.audit.at'), width: 175, pinned: desktop ? 'left' : undefined },
    { colId: 'actorAC', field: 'actorAC', headerName: t('maintenance.audit.actor'), width: 130 },
    { colId: 'action', field: 'action', headerName: t('maintenance.audit.action'), width: 190 },
    { colId: 'target', field: 'target', headerName: t('maintenance.audit.target'), width: 170 },
    { colId: 'before', headerName: t('maintenance.audit.before'), width: 260, sortable: false, valueGetter: (p) => snapshotText(p.data?.before) },
    { colId: 'after', headerName: t('maintenance.audit.after'), width: 260, sortable: false, valueGetter: (p) => snapshotText(p.data?.after) },
    { colId: 'clientAddr', field: 'clientAddr', headerName: t('maintenance.audit.client'), width: 140, sortable: false },
  ];
}
