import { listGroups } from '../../appstore/groups';
import { operatorPage, type OperatorPageQuery } from '../../appstore/operatorPage';
import type { OperatorStatus } from '../../appstore/operators';
import { actorOf, rightsOf } from '../../maintenance/maintenanceContext';
import { exceeds } from '../../maintenance/operatorRules';
import {
  addOperator, deleteOperator, editOperator, lockOperator, resetOtp, resetPassword, type NewOperator, type OperatorEdit,
} from '../../maintenance/operatorService';
import { OPERATOR_MAINTENANCE } from '../../maintenance/rights';
import * as S from '../../maintenance/schemas';
import { defineRoute, type SessionContext } from '../defineRoute';

type Ref = { operatorID: number; version: number };
const permission = OPERATOR_MAINTENANCE;

/** The groups with whether the caller may manage their operators (its own rights cover theirs). */
async function groupsFor(ctx: SessionContext<unknown>) {
  const actor = actorOf(ctx);
  return (await listGroups(ctx.store)).map((g) => ({ groupID: g.groupID, groupName: g.groupName, assignable: !exceeds(actor, rightsOf(ctx, g)) }));
}

/** Operator maintenance (item 1 or report 2): list, add, edit, lock, reset password / OTP, delete. */
export default [
  defineRoute<OperatorPageQuery>({
    path: '/maintenance/operator/list', auth: 'session', permission, reqData: S.OPERATOR_LIST,
    async handler(ctx) {
      const [{ rows, total }, groups] = await Promise.all([operatorPage(ctx.store, ctx.reqData, ctx.now()), groupsFor(ctx)]);
      const assignable = new Map(groups.map((g) => [g.groupID, g.assignable]));
      return {
        res: rows.map((r) => ({ ...r, self: r.operatorID === ctx.operator.operatorID, manageable: assignable.get(r.groupID) ?? false })),
        total,
      };
    },
  }),
  defineRoute<Record<string, never>>({
    path: '/maintenance/operator/groups', auth: 'session', permission, reqData: S.EMPTY,
    handler: async (ctx) => ({ res: await groupsFor(ctx) }),
  }),
  defineRoute<NewOperator>({
    path: '/maintenance/operator/add', auth: 'session', permission, reqData: S.OPERATOR_ADD,
    handler: async (ctx) => ({ operator: await addOperator(ctx, ctx.reqData) }),
  }),
  defineRoute<OperatorEdit & { status?: OperatorStatus }>({
    path: '/maintenance/operator/update', auth: 'session', permission, reqData: S.OPERATOR_UPDATE,
    handler: async (ctx) => ({ operator: await editOperator(ctx, ctx.reqData) }),
  }),
  defineRoute<Ref & { locked: boolean }>({
    path: '/maintenance/operator/lock', auth: 'session', permission, reqData: S.OPERATOR_LOCK,
    handler: async (ctx) => ({ operator: await lockOperator(ctx, ctx.reqData.operatorID, ctx.reqData.version, ctx.reqData.locked) }),
  }),
  defineRoute<Ref & { password: string }>({
    path: '/maintenance/operator/resetPassword', auth: 'session', permission, reqData: S.OPERATOR_PASSWORD,
    handler: async (ctx) => ({ operator: await resetPassword(ctx, ctx.reqData.operatorID, ctx.reqData.version, ctx.reqData.password) }),
  }),
  defineRoute<Ref>({
    path: '/maintenance/operator/resetOtp', auth: 'session', permission, reqData: S.OPERATOR_REF,
    handler: async (ctx) => ({ operator: await resetOtp(ctx, ctx.reqData.operatorID, ctx.reqData.version) }),
  }),
  defineRoute<Ref>({
    path: '/maintenance/operator/delete', auth: 'session', permission, reqData: S.OPERATOR_REF,
    async handler(ctx) {
      await deleteOperator(ctx, ctx.reqData.operatorID, ctx.reqData.version);
      return { deleted: ctx.reqData.operatorID };
    },
  }),
];
