import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '../shared/maintenanceTypes';
import { auditActionText, auditActorText, auditTargetText, type AuditNames } from '../../../engine/audit/auditText';
import { auditExportReport, auditSnapshotText } from '../../../engine/audit/auditSnapshot';

/**
 * The whole snapshot for the cell's tooltip (the cell cuts a long one): in words, one key a line
 * and every name of a list, then as stored (JSON), codes and all.
 */
export function snapshotTooltip(t: TFunction, value: unknown, names: AuditNames = {}, report?: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  return `${auditSnapshotText(t, value, names, { whole: true, separator: '\n', report })}\n\n${JSON.stringify(value, null, 1)}`;
}

/**
 * `known`: what codes stand for (src/pages/maintenance/audit/auditNames.ts): reports, groups, permissions
 * and operating units by name; or a getter of the names at hand when a cell is drawn (AG Grid may draw
 * new rows with the columns it had before, whose names a report's view loaded since would lack).
 */
export function auditColumns(t: TFunction, desktop: boolean, known: AuditNames | (() => AuditNames) = {}): ColDef<AuditEntry>[] {
  const named = () => (typeof known === 'function' ? known() : known);
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
      colId: 'target', headerName: t('maintenance.audit.target'), width: 240, valueGetter: (p) => (p.data ? auditTargetText(t, p.data, named()) : ''),
      tooltipValueGetter: (p) => p.data?.target ?? undefined,
    },
    {
      colId: 'before', headerName: t('maintenance.audit.before'), width: 260, sortable: false,
      valueGetter: (p) => auditSnapshotText(t, p.data?.before, named(), { report: p.data && auditExportReport(p.data) }),
      tooltipValueGetter: (p) => snapshotTooltip(t, p.data?.before, named(), p.data && auditExportReport(p.data)),
    },
    {
      colId: 'after', headerName: t('maintenance.audit.after'), width: 260, sortable: false,
      valueGetter: (p) => auditSnapshotText(t, p.data?.after, named(), { report: p.data && auditExportReport(p.data) }),
      tooltipValueGetter: (p) => snapshotTooltip(t, p.data?.after, named(), p.data && auditExportReport(p.data)),
    },
    { colId: 'clientAddr', field: 'clientAddr', headerName: t('maintenance.audit.client'), width: 140, sortable: false },
  ];
}
