import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../shared/maintenanceTypes';
import { auditActionText, auditActorText, auditSnapshotText, auditTargetText, type AuditNames } from '../../../engine/audit/auditText';

/**
 * The whole snapshot for the cell's tooltip (the cell cuts a long one): in words, one key a line
 * and every name of a list, then as stored (JSON), codes and all.
 */
export function snapshotTooltip(t: TFunction, value: unknown, names: AuditNames = {}): string | undefined {
  if (value === null || value === undefined) return undefined;
  return `${auditSnapshotText(t, value, names, { whole: true, separator: '\n' })}\n\n${JSON.stringify(value, null, 1)}`;
}

/** `names`: what codes stand for (src/pages/maintenance/audit/auditNames.ts): reports, groups, permissions and operating units by name. */
export function auditColumns(t: TFunction, desktop: boolean, names: AuditNames = {}): ColDef<AuditEntry>[] {
  return [
    { colId: 'at', field: 'at', headerName: t('maintenance.audit.at'), width: 175, pinned: desktop ? 'left' : undefined },
    { colId: 'actorAC', headerName: t('maintenance.audit.actor'), width: 130, valueGetter: (p) => (p.data ? auditActorText(p.data) : '') },
    {
      colId: 'action', headerName: t('maintenance.audit.action'), width: 200,
      valueGetter: (p) => (p.data ? auditActionText(t, p.data.action) : ''),
      // the code, as the Action filter finds it
      tooltipValueGetter: (p) => p.data?.action,
    },
    {
      colId: 'target', headerName: t('maintenance.audit.target'), width: 240, valueGetter: (p) => (p.data ? auditTargetText(t, p.data, names) : ''),
      tooltipValueGetter: (p) => p.data?.target ?? undefined,
    },
    {
      colId: 'before', headerName: t('maintenance.audit.before'), width: 260, sortable: false,
      valueGetter: (p) => auditSnapshotText(t, p.data?.before, names), tooltipValueGetter: (p) => snapshotTooltip(t, p.data?.before, names),
    },
    {
      colId: 'after', headerName: t('maintenance.audit.after'), width: 260, sortable: false,
      valueGetter: (p) => auditSnapshotText(t, p.data?.after, names), tooltipValueGetter: (p) => snapshotTooltip(t, p.data?.after, names),
    },
    { colId: 'clientAddr', field: 'clientAddr', headerName: t('maintenance.audit.client'), width: 140, sortable: false },
  ];
}
