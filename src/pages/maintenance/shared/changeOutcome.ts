import type { TFunction } from 'i18next';
import { Status, type Envelope } from '../../../engine/status';
import type { GroupRow, OperatorRow } from './maintenanceTypes';

type Result = { message?: string; reason?: string; current?: unknown };

/** Statuses with a text of their own in both languages; others show the server's message. */
const KNOWN = new Set<number>([
  Status.OPERATOR_EXISTS, Status.GROUP_NAME_EXISTS, Status.GROUP_HAS_OPERATORS, Status.PRIVILEGE_NOT_EXIST,
  Status.PRIVILEGE_NOT_ENOUGH, Status.ANOTHER_OPERATOR_NEEDED, Status.USER_NOT_EXIST, Status.NOT_FOUND,
]);

function isOperator(v: unknown): v is OperatorRow {
  return typeof v === 'object' && v !== null && 'operatorAC' in v;
}
function isGroup(v: unknown): v is GroupRow {
  return typeof v === 'object' && v !== null && 'groupName' in v && 'items' in v;
}

/** The record as another operator left it, in one line. */
export function currentStateText(t: TFunction, current: unknown): string {
  if (isOperator(current)) {
    return t('maintenance.conflict.operator', {
      name: current.operatorName, group: current.groupName ?? current.groupID,
      status: t(`maintenance.status.${current.status}`), lock: t(current.locked ? 'maintenance.locked' : 'maintenance.unlocked'),
      otp: t(current.otpEnabled ? 'maintenance.otpOn' : 'maintenance.otpOff'),
    });
  }
  if (isGroup(current)) return t('maintenance.conflict.group', { name: current.groupName, items: current.items.length, units: current.cmsList.length });
  return '';
}

/** What the operator reads after a refused change: the rule, the status, or the server's text. */
export function failureText(t: TFunction, envelope: Envelope<unknown>): string {
  const result = (envelope.result ?? {}) as Result;
  if (envelope.status === Status.CONFLICT) return `${t('maintenance.conflict.title')} ${currentStateText(t, result.current)}`.trim();
  if (result.reason) return t(`maintenance.reasons.${result.reason}`);
  if (KNOWN.has(envelope.status)) return t(`maintenance.statusText.${envelope.status}`);
  return result.message ?? t('maintenance.failed');
}
