import type { ColDef } from 'ag-grid-community';
import type { TFunction } from 'i18next';
import type { OperatorRow } from '../shared/maintenanceTypes';

/**
 * The operator list's columns; the ids are the server's sort fields. On a desk the columns share
 * the grid's width: at their narrowest they and the selection column (about 50 px) need 890 px, less
 * than the grid has in a 1280 px window beside the side menu (about 920), so nothing is cut off or
 * scrolled sideways; the names take what is left. On a phone they keep fixed widths
 * and the list scrolls sideways.
 */
export function operatorColumns(t: TFunction, desktop: boolean): ColDef<OperatorRow>[] {
  const w = (wide: number, phone = 120) => (desktop ? wide : phone);
  /** A name on a desk: at least `min` pixels, and a share of the room left. */
  const name = (min: number, share: number, phone: number): Partial<ColDef<OperatorRow>> =>
    (desktop ? { minWidth: min, flex: share } : { width: phone });
  // a name may be cut: its whole text is the cell's tooltip
  return [
    { colId: 'operatorAC', field: 'operatorAC', headerName: t('maintenance.fields.account'), ...name(120, 1, 120), tooltipField: 'operatorAC' },
    { colId: 'operatorName', field: 'operatorName', headerName: t('maintenance.fields.name'), ...name(130, 1.2, 150), tooltipField: 'operatorName' },
    { colId: 'groupName', field: 'groupName', headerName: t('maintenance.fields.group'), ...name(130, 1.2, 150), tooltipField: 'groupName' },
    { colId: 'status', field: 'status', headerName: t('maintenance.fields.status'), width: w(100, 120), valueFormatter: (p) => t(`maintenance.status.${p.value}`) },
    // Text, not AG Grid's checkbox renderer for booleans: a checkbox here would read as a selection.
    { colId: 'locked', headerName: t('maintenance.fields.lock'), width: w(100, 120), sortable: false, valueGetter: (p) => t(p.data?.locked ? 'maintenance.locked' : 'maintenance.unlocked') },
    { colId: 'otpEnabled', headerName: t('maintenance.fields.otp'), width: w(90, 110), valueGetter: (p) => t(p.data?.otpEnabled ? 'maintenance.otpOn' : 'maintenance.otpOff') },
    { colId: 'updatedAt', field: 'updatedAt', headerName: t('maintenance.fields.updatedAt'), width: w(170, 180) },
  ];
}
