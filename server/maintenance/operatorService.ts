import { Status } from '../../src/engine/status';
import type { TxQuery } from '../appstore/appStore';
import { writeAudit } from '../appstore/auditLog';
import { getGroup, type GroupRecord } from '../appstore/groups';
import {
  MAINTENANCE_LOCK_MS, countAdministrators, deleteOperatorRow, isAdministrator, resetOperatorOtp, setOperatorLock,
} from '../appstore/operatorMaintenance';
import { createOperator, findOperatorByAccount, getOperator, updateOperatorIn, type OperatorRecord, type OperatorStatus } from '../appstore/operators';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { ApiError, badRequest } from '../http/apiError';
import { actorOf, auditStamp, rightsOf, type MaintenanceContext } from './maintenanceContext';
import { operatorRefusal, type OperatorAction } from './operatorRules';
import { operatorView, type OperatorView } from './operatorView';
import { auditedRefusals } from './auditedRefusals';
import { RefusalError, conflict } from './refusals';

export async function requireGroup(q: TxQuery, groupID: number): Promise<GroupRecord> {
  const group = await getGroup(q, groupID);
  if (!group) throw badRequest(`group ${groupID} does not exist`);
  return group;
}

interface Change {
  auditAction: string;
  actions: OperatorAction[];
  nextGroupID?: number;
  /** The operator's standing after the change, for the last-administrator rule. */
  status?: OperatorStatus;
  lock?: boolean;
  deletes?: boolean;
  write(q: TxQuery, current: OperatorRecord): Promise<OperatorRecord | boolean | undefined>;
}

/**
 * One maintenance change of an operator in one transaction: the version the client read, the
 * rules on the current state, the write and its audit entry commit together or not at all.
 */
async function changeOperator(ctx: MaintenanceContext, operatorID: number, version: number, change: Change): Promise<OperatorView | null> {
  const target = `operator:${operatorID}`;
  return auditedRefusals(ctx, target, change.auditAction, () => ctx.store.tx(async (q) => {
    const now = ctx.now();
    const current = await getOperator(q, operatorID);
    if (!current) throw new ApiError(Status.USER_NOT_EXIST);
    const group = await getGroup(q, current.groupID);
    const before = operatorView(current, now, group?.groupName ?? null);
    if (current.version !== version) throw conflict(before);
    const moving = change.nextGroupID !== undefined && change.nextGroupID !== current.groupID;
    const nextGroup = moving ? await requireGroup(q, change.nextGroupID!) : undefined;
    const lockedUntilMs = change.lock === undefined ? current.lockedUntilMs : change.lock ? MAINTENANCE_LOCK_MS : null;
    const adminNow = isAdministrator(current, group?.items ?? []);
    const adminAfter = !change.deletes && isAdministrator({ status: change.status ?? current.status, lockedUntilMs }, (nextGroup ?? group)?.items ?? []);
    const removesAdministrator = adminNow && !adminAfter;
    const administrators = removesAdministrator ? await countAdministrators(q) : Number.POSITIVE_INFINITY;
    for (const action of change.actions) {
      const refusal = operatorRefusal({
        actor: actorOf(ctx), action, targetID: operatorID, administrators, removesAdministrator,
        targetRights: group ? rightsOf(ctx, group) : undefined, nextRights: nextGroup ? rightsOf(ctx, nextGroup) : undefined,
      });
      if (refusal) throw new RefusalError(refusal);
    }
    const written = await change.write(q, current);
    if (!written) throw conflict(before);
    const after = written === true ? undefined : operatorView(written, now, (nextGroup ?? group)?.groupName ?? null);
    await writeAudit(q, { ...auditStamp(ctx), action: change.auditAction, target, before, after });
    return after ?? null;
  }));
}

export interface NewOperator { operatorAC: string; operatorName: string; groupID: number; password: string }

export async function addOperator(ctx: MaintenanceContext, input: NewOperator): Promise<OperatorView> {
  const operatorAC = input.operatorAC.trim();
  const problem = passwordProblem(input.password, operatorAC);
  if (problem) throw new ApiError(Status.FAIL, problem);
  const passwordHash = await hashPassword(input.password);
  return auditedRefusals(ctx, `account:${operatorAC}`, 'operator.create', () => ctx.store.tx(async (q) => {
    if (await findOperatorByAccount(q, operatorAC)) throw new ApiError(Status.OPERATOR_EXISTS);
    const group = await requireGroup(q, input.groupID);
    const refusal = operatorRefusal({ actor: actorOf(ctx), action: 'create', nextRights: rightsOf(ctx, group), administrators: 0, removesAdministrator: false });
    if (refusal) throw new RefusalError(refusal);
    const created = await createOperator(q, { operatorAC, operatorName: input.operatorName.trim(), passwordHash, groupID: group.groupID }, ctx.now());
    const after = operatorView(created, ctx.now(), group.groupName);
    await writeAudit(q, { ...auditStamp(ctx), action: 'operator.create', target: `operator:${created.operatorID}`, after });
    return after;
  }));
}

export interface OperatorEdit { operatorID: number; version: number; operatorName?: string; groupID?: number; status?: OperatorStatus }

/** Name, group and status in one save; each change is checked as its own action. */
export async function editOperator(ctx: MaintenanceContext, edit: OperatorEdit): Promise<OperatorView | null> {
  const current = await getOperator(ctx.store, edit.operatorID);
  const actions: OperatorAction[] = [];
  if (current && edit.operatorName !== undefined && edit.operatorName.trim() !== current.operatorName) actions.push('rename');
  if (current && edit.groupID !== undefined && edit.groupID !== current.groupID) actions.push('move');
  if (current && edit.status !== undefined && edit.status !== current.status) actions.push(edit.status === 'disabled' ? 'disable' : 'enable');
  // a save that only disables or enables is recorded as that, so the log can be searched for it
  const auditAction = actions.length === 1 && (actions[0] === 'disable' || actions[0] === 'enable') ? `operator.${actions[0]}` : 'operator.update';
  return changeOperator(ctx, edit.operatorID, edit.version, {
    auditAction, actions, nextGroupID: edit.groupID, status: edit.status,
    write: (q, o) => updateOperatorIn(q, o.operatorID, o.version, {
      operatorName: edit.operatorName?.trim() ?? o.operatorName, groupID: edit.groupID ?? o.groupID, status: edit.status ?? o.status,
    }, ctx.now()),
  });
}

export function lockOperator(ctx: MaintenanceContext, operatorID: number, version: number, locked: boolean) {
  return changeOperator(ctx, operatorID, version, {
    auditAction: locked ? 'operator.lock' : 'operator.unlock', actions: [locked ? 'lock' : 'unlock'], lock: locked,
    write: (q, o) => setOperatorLock(q, o.operatorID, o.version, locked, ctx.now()),
  });
}

export async function resetPassword(ctx: MaintenanceContext, operatorID: number, version: number, password: string) {
  const current = await getOperator(ctx.store, operatorID);
  if (!current) throw new ApiError(Status.USER_NOT_EXIST);
  const problem = passwordProblem(password, current.operatorAC);
  if (problem) throw new ApiError(Status.FAIL, problem);
  const passwordHash = await hashPassword(password);
  return changeOperator(ctx, operatorID, version, {
    auditAction: 'operator.reset_password', actions: ['resetPassword'],
    write: (q, o) => updateOperatorIn(q, o.operatorID, o.version, { passwordHash }, ctx.now()),
  });
}

/** The refusal of an OTP reset for an operator with OTP neither on nor being set up (the console's button says the same). */
export const OTP_NOTHING_TO_RESET = 'OTP is not turned on for this operator: there is none to reset';

export function resetOtp(ctx: MaintenanceContext, operatorID: number, version: number) {
  return changeOperator(ctx, operatorID, version, {
    auditAction: 'operator.reset_otp', actions: ['resetOtp'],
    write: (q, o) => {
      // nothing to reset: refused rather than written as a change that changed nothing
      if (!o.otpEnabled && !o.otpPendingSecret) throw new ApiError(Status.FAIL, OTP_NOTHING_TO_RESET);
      return resetOperatorOtp(q, o.operatorID, o.version, ctx.now());
    },
  });
}

/** A hard delete: the account goes, its audit history stays. */
export function deleteOperator(ctx: MaintenanceContext, operatorID: number, version: number) {
  return changeOperator(ctx, operatorID, version, {
    auditAction: 'operator.delete', actions: ['delete'], deletes: true,
    write: (q, o) => deleteOperatorRow(q, o.operatorID, o.version),
  });
}
