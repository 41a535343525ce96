import { type AppStore, type StoreRow, type TxQuery, utc } from './appStore';

export type OperatorStatus = 'active' | 'disabled';

export interface OperatorRecord {
  operatorID: number;
  operatorAC: string;
  operatorName: string;
  passwordHash: string;
  groupID: number;
  status: OperatorStatus;
  failedCount: number;
  lockedUntilMs: number | null;
  otpEnabled: boolean;
  otpSecret: string | null;
  otpPendingSecret: string | null;
  /** Last TOTP time step accepted: a code of that step or earlier is a replay. */
  otpLastStep: number | null;
  pinRoute: string;
  pinTab: string;
  version: number;
}

export interface OperatorInput {
  operatorAC: string;
  operatorName: string;
  passwordHash: string;
  groupID: number;
  status?: OperatorStatus;
}

const COLUMNS = `operator_id, operator_ac, operator_name, password_hash, group_id, status, failed_count, locked_until_ms,
  otp_enabled, otp_secret, otp_pending_secret, otp_last_step, pin_route, pin_tab, version`;

/** Accounts compare case-insensitively and without surrounding blanks. */
export function normalizeAccount(operatorAC: string): string {
  return operatorAC.trim().toLowerCase();
}

export function toOperator(row: StoreRow): OperatorRecord {
  return {
    operatorID: row.operator_id as number,
    operatorAC: row.operator_ac as string,
    operatorName: row.operator_name as string,
    passwordHash: row.password_hash as string,
    groupID: row.group_id as number,
    status: row.status as OperatorStatus,
    failedCount: row.failed_count as number,
    lockedUntilMs: (row.locked_until_ms as number | null) ?? null,
    otpEnabled: row.otp_enabled as boolean,
    otpSecret: (row.otp_secret as string | null) ?? null,
    otpPendingSecret: (row.otp_pending_secret as string | null) ?? null,
    otpLastStep: (row.otp_last_step as number | null) ?? null,
    pinRoute: row.pin_route as string,
    pinTab: row.pin_tab as string,
    version: row.version as number,
  };
}

export async function createOperator(db: AppStore | TxQuery, input: OperatorInput, nowMs: number): Promise<OperatorRecord> {
  const rows = await db.all(
    `INSERT INTO operator (operator_ac, operator_name, password_hash, group_id, status, password_changed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $6) RETURNING ${COLUMNS}`,
    [normalizeAccount(input.operatorAC), input.operatorName, input.passwordHash, input.groupID, input.status ?? 'active', utc(nowMs)],
  );
  return toOperator(rows[0]);
}

export async function getOperator(db: AppStore | TxQuery, operatorID: number): Promise<OperatorRecord | undefined> {
  const rows = await db.all(`SELECT ${COLUMNS} FROM operator WHERE operator_id = $1`, [operatorID]);
  return rows[0] ? toOperator(rows[0]) : undefined;
}

export async function findOperatorByAccount(db: AppStore | TxQuery, operatorAC: string): Promise<OperatorRecord | undefined> {
  const rows = await db.all(`SELECT ${COLUMNS} FROM operator WHERE operator_ac = $1`, [normalizeAccount(operatorAC)]);
  return rows[0] ? toOperator(rows[0]) : undefined;
}

export type OperatorPatch = Partial<Pick<OperatorRecord, 'operatorName' | 'groupID' | 'status' | 'passwordHash'>>;

/**
 * Optimistic update (undefined when the stored version differs). Disabling an operator, moving
 * it to another group or setting its password ends its sessions in the same transaction;
 * disabling it or setting its password also revokes its quick-login tokens.
 */
export async function updateOperator(store: AppStore, operatorID: number, expectedVersion: number,
  patch: OperatorPatch, nowMs: number): Promise<OperatorRecord | undefined> {
  return store.tx((q) => updateOperatorIn(q, operatorID, expectedVersion, patch, nowMs));
}

/** updateOperator inside a caller's transaction. */
export async function updateOperatorIn(q: TxQuery, operatorID: number, expectedVersion: number,
  patch: OperatorPatch, nowMs: number): Promise<OperatorRecord | undefined> {
  const current = await getOperator(q, operatorID);
  if (!current || current.version !== expectedVersion) return undefined;
  const next = { ...current, ...patch };
  const passwordChanged = patch.passwordHash !== undefined && patch.passwordHash !== current.passwordHash;
  const rows = await q.all(
    `UPDATE operator SET operator_name = $1, group_id = $2, status = $3, password_hash = $4,
       password_changed_at = CASE WHEN $5 THEN $6::TIMESTAMP ELSE password_changed_at END,
       version = version + 1, updated_at = $6
     WHERE operator_id = $7 AND version = $8 RETURNING ${COLUMNS}`,
    [next.operatorName, next.groupID, next.status, next.passwordHash, passwordChanged, utc(nowMs), operatorID, expectedVersion],
  );
  if (next.status === 'disabled' || next.groupID !== current.groupID || passwordChanged) {
    await q.run('DELETE FROM op_session WHERE operator_id = $1', [operatorID]);
  }
  if (next.status === 'disabled' || passwordChanged) {
    await q.run('DELETE FROM quick_login WHERE operator_id = $1', [operatorID]);
  }
  return rows[0] ? toOperator(rows[0]) : undefined;
}

export async function setIndexPin(store: AppStore, operatorID: number, routeName: string, tab: string, nowMs: number): Promise<void> {
  await store.run('UPDATE operator SET pin_route = $1, pin_tab = $2, updated_at = $3 WHERE operator_id = $4',
    [routeName, tab, utc(nowMs), operatorID]);
}
