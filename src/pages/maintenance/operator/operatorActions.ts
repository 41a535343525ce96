import type { OperatorRow } from '../shared/maintenanceTypes';

/** The toolbar's confirmed actions on the selected operator. */
export type ConfirmAction = 'toggleStatus' | 'toggleLock' | 'resetOtp' | 'delete';

export type Pending =
  | { kind: 'add' }
  | { kind: 'edit'; row: OperatorRow }
  | { kind: 'password'; row: OperatorRow }
  | { kind: 'confirm'; action: ConfirmAction; row: OperatorRow };

/** i18n keys of a confirmation: its button label and question. */
export function confirmKeys(action: ConfirmAction, row: OperatorRow): { label: string; question: string; danger: boolean } {
  switch (action) {
    case 'toggleStatus': return row.status === 'active'
      ? { label: 'maintenance.operator.disable', question: 'maintenance.operator.confirmDisable', danger: true }
      : { label: 'maintenance.operator.enable', question: 'maintenance.operator.confirmEnable', danger: false };
    case 'toggleLock': return row.locked
      ? { label: 'maintenance.operator.unlock', question: 'maintenance.operator.confirmUnlock', danger: false }
      : { label: 'maintenance.operator.lock', question: 'maintenance.operator.confirmLock', danger: true };
    case 'resetOtp': return { label: 'maintenance.operator.resetOtp', question: 'maintenance.operator.confirmResetOtp', danger: true };
    case 'delete': return { label: 'maintenance.operator.delete', question: 'maintenance.operator.confirmDelete', danger: true };
  }
}

/** i18n key of the success text of each action. */
export const SUCCESS: Record<ConfirmAction | 'add' | 'edit' | 'password', string> = {
  add: 'maintenance.done.added', edit: 'maintenance.done.saved', password: 'maintenance.done.passwordReset',
  toggleStatus: 'maintenance.done.saved', toggleLock: 'maintenance.done.saved', resetOtp: 'maintenance.done.otpReset', delete: 'maintenance.done.deleted',
};
