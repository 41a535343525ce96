import { nameLength } from '../../../engine/format/names';

/** Spec §5 messages as i18n keys (maintenance.validation.*). */
export type FieldError = 'required' | 'max30' | 'min4' | 'account' | 'passwordMin' | 'passwordMax' | 'controlCharacters';

export interface OperatorFormValues {
  operatorAC: string;
  operatorName: string;
  groupID: string;
  password: string;
}

export type OperatorFormErrors = Partial<Record<keyof OperatorFormValues, FieldError>>;

export const ACCOUNT_MIN = 4;
export const TEXT_MAX = 30;
/** The server's password policy (server/auth/passwords.ts): 8 to 128 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Lengths in characters as the server's schema counts them (Ajv's maxLength: code points, so an
 * emoji is one, as in a group's name), of the value as sent (trimmed).
 */
function text(value: string, { min }: { min?: number } = {}): FieldError | undefined {
  const v = value.trim();
  if (!v) return 'required';
  if (nameLength(v) > TEXT_MAX) return 'max30';
  if (min && nameLength(v) < min) return 'min4';
  return undefined;
}

/** Add needs every field; edit checks name and group only (the account is fixed, passwords reset apart). */
export function validateOperatorForm(values: OperatorFormValues, mode: 'add' | 'edit'): OperatorFormErrors {
  const errors: OperatorFormErrors = {};
  if (mode === 'add') {
    errors.operatorAC = text(values.operatorAC, { min: ACCOUNT_MIN });
    if (!errors.operatorAC && !/^[A-Za-z0-9_.@-]+$/.test(values.operatorAC.trim())) errors.operatorAC = 'account';
    errors.password = validatePassword(values.password);
  }
  errors.operatorName = text(values.operatorName);
  if (!values.groupID) errors.groupID = 'required';
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as OperatorFormErrors;
}

export function validatePassword(password: string): FieldError | undefined {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN) return 'passwordMin';
  return password.length > PASSWORD_MAX ? 'passwordMax' : undefined;
}

/** Spec §5: an action button pressed with no row selected. */
export function requireSelection<T>(row: T | null | undefined): 'noOperator' | null {
  return row ? null : 'noOperator';
}
