import QRCode from 'qrcode';
import { isPermitted } from '../../../src/engine/menu';
import { Status } from '../../../src/engine/status';
import { getGroup } from '../../appstore/groups';
import { getOperator } from '../../appstore/operators';
import { activateOtp, closeOtp, setPendingOtpSecret } from '../../appstore/otpSettings';
import { reauthenticate } from '../../auth/reauthenticate';
import { matchTotp, newOtpSecret, otpAuthUri } from '../../auth/totp';
import { actorOf, rightsOf } from '../../maintenance/maintenanceContext';
import { exceeds } from '../../maintenance/operatorRules';
import { ApiError } from '../apiError';
import { type RouteParams, type SessionContext, defineRoute } from '../defineRoute';

/** Operator maintenance: may close another operator's OTP (a lost phone). */
const OPERATOR_MAINTENANCE = { itemIdx: 1, reportIdx: 2 };
const VERIFY_FAILED = 'OTP verification failed';

/** The operator of the path: the caller itself, or (when `maintenance` allows) one it manages. */
async function targetOf(ctx: SessionContext<unknown>, params: RouteParams, allowMaintenance: boolean) {
  const operatorID = Number(params.operatorID);
  const self = operatorID === ctx.operator.operatorID;
  if (!self && !(allowMaintenance && isPermitted(OPERATOR_MAINTENANCE, ctx.operator.permitted))) {
    await ctx.audit('permission.denied', { target: `operator:${params.operatorID.slice(0, 20)}`, after: { path: ctx.request.url } });
    throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH);
  }
  const target = Number.isSafeInteger(operatorID) ? await getOperator(ctx.store, operatorID) : undefined;
  if (!target) throw new ApiError(Status.USER_NOT_EXIST);
  // the same ceiling as operator maintenance: nobody manages an operator whose rights exceed its own
  const group = self ? undefined : await getGroup(ctx.store, target.groupID);
  if (group && exceeds(actorOf(ctx), rightsOf(ctx, group))) {
    await ctx.audit('permission.denied', { target: `operator:${target.operatorID}`, after: { path: ctx.request.url, reason: 'operatorAbove' } });
    throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH);
  }
  return target;
}

const empty = { type: 'object', additionalProperties: false, properties: {} };

export default [
  defineRoute<Record<string, never>>({
    path: '/config/item/:operatorID/otp',
    auth: 'session',
    reqData: empty,
    async handler(ctx) {
      const target = await targetOf(ctx, ctx.params, false);
      if (target.otpEnabled) throw new ApiError(Status.FAIL, 'OTP is already on; close it before setting it up again');
      const secret = newOtpSecret();
      await setPendingOtpSecret(ctx.store, target.operatorID, secret, ctx.now());
      await ctx.audit('otp.setup', { target: `operator:${target.operatorID}` });
      const otpauthUri = otpAuthUri(secret, target.operatorAC);
      return { qrCode: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }), secret, otpauthUri };
    },
  }),

  defineRoute<{ otp: string }>({
    path: '/config/item/:operatorID/v/otp',
    auth: 'session',
    reqData: { type: 'object', additionalProperties: false, required: ['otp'], properties: { otp: { type: 'string', pattern: '^[0-9]{6}$' } } },
    async handler(ctx) {
      const target = await targetOf(ctx, ctx.params, false);
      const key = `otp:${target.operatorID}`;
      if (ctx.throttle.otpGuesses.blocked(key, ctx.now())) throw new ApiError(Status.INCORRECT_PASSWORD_LIMIT_EXCEEDED);
      const step = target.otpPendingSecret ? await matchTotp(target.otpPendingSecret, ctx.reqData.otp, ctx.now(), null) : null;
      if (step === null) {
        ctx.throttle.otpGuesses.fail(key, ctx.now());
        await ctx.audit('otp.verify_failed', { target: `operator:${target.operatorID}` });
        throw new ApiError(Status.FAIL, VERIFY_FAILED);
      }
      await activateOtp(ctx.store, target.operatorID, step, ctx.now());
      ctx.throttle.otpGuesses.clear(key);
      await ctx.audit('otp.activate', { target: `operator:${target.operatorID}` });
      return { otpEnabled: true, message: 'OTP function has been activated.' };
    },
  }),

  defineRoute<{ password: string }>({
    path: '/config/item/:operatorID/c/otp',
    auth: 'session',
    reqData: { type: 'object', additionalProperties: false, required: ['password'], properties: { password: { type: 'string', minLength: 1, maxLength: 256 } } },
    async handler(ctx) {
      const target = await targetOf(ctx, ctx.params, true);
      const caller = await getOperator(ctx.store, ctx.operator.operatorID);
      const check = await reauthenticate(ctx.store, ctx.throttle, caller!, ctx.reqData.password, ctx.clientAddr, ctx.now());
      if (!check.ok) {
        await ctx.audit('otp.close_failed', { target: `operator:${target.operatorID}`, after: { status: check.status } });
        throw new ApiError(check.status, check.message);
      }
      await closeOtp(ctx.store, target.operatorID, ctx.now());
      await ctx.audit('otp.close', { target: `operator:${target.operatorID}` });
      return { otpEnabled: false, message: 'OTP function has been closed.' };
    },
  }),
];
