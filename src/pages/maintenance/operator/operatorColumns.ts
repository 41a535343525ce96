import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { OperatorRow } from '../shared/maintenanceTypes';

/** The operator list's columns; the ids are the server's sort fields. */
export function operatorColumns(t: TFunction, desktop: boolean): ColDef<OperatorRow>[] {
  const w = (wide: number, phone = 120) => (desktop ? wide : phone);
  // on a phone a name may be cut: its whole text is the cell's tooltip
  return [
    { colId: 'operatorAC', field: 'operatorAC', headerName: t('maintenance.fields.account'), width: w(170), tooltipField: 'operatorAC' },
    { colId: 'operatorName', field: 'operatorName', headerName: t('maintenance.fields.name'), width: w(180, 150), tooltipField: 'operatorName' },
    { colId: 'groupName', field: 'groupName', headerName: t('maintenance.fields.group'), width: w(180, 150), tooltipField: 'groupName' },
    { colId: 'status', field: 'status', headerName: t('maintenance.fields.status'), width: 120, valueFormatter: (p) => t(`maintenance.status.${p.value}`) },
    // Text, not AG Grid's checkbox renderer for booleans: a checkbox here would read as a selection.
    { colId: 'locked', headerName: t('maintenance.fields.lock'), width: 120, sortable: false, valueGetter: (p) => t(p.data?.locked ? 'maintenance.locked' : 'maintenance.unlocked') },
    { colId: 'otpEnabled', headerName: t('maintenance.fields.otp'), width: 110, valueGetter: (p) => t(p.data?.otpEnabled ? 'maintenance.otpOn' : 'maintenance.otpOff') },
    { colId: 'updatedAt', field: 'updatedAt', headerName: t('maintenance.fields.updatedAt'), width: 180 },
  ];
}
