import { proxy } from 'valtio';

/** Spec §5: alert type is one of info, warning, error. */
export type AlertType = 'info' | 'warning' | 'error';

export interface AlertState {
  id: number;
  type: AlertType;
  /** Literal text, or empty to show the type's default text. */
  text: string;
}

/** Spec §9: info 2500 ms, warning 3500, error 3500, otherwise 3000. */
export function alertDurationMs(type: string): number {
  if (type === 'info') return 2500;
  if (type === 'warning' || type === 'error') return 3500;
  return 3000;
}

export function isAlertType(type: string): type is AlertType {
  return type === 'info' || type === 'warning' || type === 'error';
}

export const alertStore = proxy<{ current: AlertState | null }>({ current: null });

let nextId = 1;

/** Shows an alert; errors and warnings are also logged (spec §8). */
export function showAlert(type: AlertType, text = ''): void {
  if (!isAlertType(type)) throw new Error(`Alert type must be one of info, warning, error: ${String(type)}`);
  if (type !== 'info') console[type === 'error' ? 'error' : 'warn'](text || `${type} alert`);
  alertStore.current = { id: nextId++, type, text };
}

export function closeAlert(): void {
  alertStore.current = null;
}
