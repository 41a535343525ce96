import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/ApiError';
import { i18n } from '../../../i18n/i18n';
import { Status, type Envelope } from '../../../engine/status';
import type { GroupRow, OperatorRow } from './maintenanceTypes';

type Result = { message?: string; reason?: string; current?: unknown };

/** Statuses with a text of their own in both languages; others show the server's message, translated when known. */
const KNOWN = new Set<number>([
  Status.OPERATOR_EXISTS, Status.GROUP_NAME_EXISTS, Status.GROUP_HAS_OPERATORS, Status.PRIVILEGE_NOT_EXIST,
  Status.PRIVILEGE_NOT_ENOUGH, Status.ANOTHER_OPERATOR_NEEDED, Status.USER_NOT_EXIST, Status.NOT_FOUND,
]);

/**
 * The maintenance routes' own refusal texts (server/auth/passwords.ts passwordProblem,
 * server/maintenance/groupService.ts group names), each with its text in both languages.
 */
const KNOWN_MESSAGES: Readonly<Record<string, string>> = {
  'This password is too common, please choose another': 'settings.passwordCommon',
  'Password must be at least 8 characters': 'maintenance.serverText.passwordShort',
  'Password must be at most 128 characters': 'maintenance.serverText.passwordLong',
  'Invisible control characters are not allowed': 'maintenance.validation.controlCharacters',
  'Min 4 characters': 'maintenance.validation.min4',
  'Max 30 characters': 'maintenance.validation.max30',
};

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

/** A server text of a known meaning in the reader's language, else null. */
function knownMessage(t: TFunction, message: string | undefined): string | null {
  const key = message === undefined ? undefined : KNOWN_MESSAGES[message];
  return key ? t(key) : null;
}

/** A catalogue status's own text (errors.status.*, e.g. 'API Server Error') in the reader's language, else null. */
function catalogueText(t: TFunction, status: number, message: string | undefined): string | null {
  const key = `errors.status.${status}`;
  return message !== undefined && i18n.exists(key, { lng: 'en' }) && i18n.t(key, { lng: 'en' }) === message ? t(key) : null;
}

/** What the operator reads after a refused change or read: the rule, the status, or the server's text. */
export function failureText(t: TFunction, envelope: Envelope<unknown>): string {
  const result = (envelope.result ?? {}) as Result;
  if (envelope.status === Status.CONFLICT) return `${t('maintenance.conflict.title')} ${currentStateText(t, result.current)}`.trim();
  if (result.reason) return t(`maintenance.reasons.${result.reason}`);
  const known = knownMessage(t, result.message);
  if (known) return known;
  if (KNOWN.has(envelope.status)) return t(`maintenance.statusText.${envelope.status}`);
  return catalogueText(t, envelope.status, result.message) ?? result.message ?? t('maintenance.failed');
}

/**
 * The text of a rejected call (apiPost rejects status 0 and 9xxx answers, and HTTP errors, as an
 * ApiError with the server's text) in the reader's language, or null when the error is not a
 * server's answer (a network failure, a lost session: handleError's).
 */
export function errorFailureText(t: TFunction, error: unknown): string | null {
  if (!isApiError(error) || (error.kind !== 'status' && error.kind !== 'http') || error.status === undefined) return null;
  return failureText(t, { status: error.status, result: { message: error.message } });
}
