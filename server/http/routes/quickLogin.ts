import { Status } from '../../../src/engine/status';
import { getOperator } from '../../appstore/operators';
import { hasQuickLogin, revokeQuickLogins } from '../../appstore/quickLogins';
import { exchangeQuickLogin, issueQuickLogin } from '../../auth/quickLogin';
import { reauthenticate } from '../../auth/reauthenticate';
import { sessionAnswer } from '../../auth/sessionAnswer';
import { hashToken } from '../../auth/sessionTokens';
import { ApiError } from '../apiError';
import { defineRoute } from '../defineRoute';

/** The browser's own random id (localStorage) and the token it holds: 128 to 768 bits, base64url. */
const opaque = { type: 'string', pattern: '^[A-Za-z0-9_-]{22,128}$' };
const deviceOnly = { type: 'object', additionalProperties: false, required: ['deviceId'], properties: { deviceId: opaque } };

/** Quick login: a revocable token bound to one operator and one browser (docs/SECURITY-DECISIONS.md). */
export default [
  defineRoute<{ deviceId: string }>({
    path: '/quicklogin/status',
    auth: 'session',
    reqData: deviceOnly,
    async handler(ctx) {
      return { enabled: await hasQuickLogin(ctx.store, ctx.operator.operatorID, hashToken(ctx.reqData.deviceId), ctx.now()) };
    },
  }),

  defineRoute<{ deviceId: string; password: string }>({
    path: '/quicklogin/enable',
    auth: 'session',
    reqData: {
      type: 'object', additionalProperties: false, required: ['deviceId', 'password'],
      properties: { deviceId: opaque, password: { type: 'string', minLength: 1, maxLength: 256 } },
    },
    async handler(ctx) {
      const operator = (await getOperator(ctx.store, ctx.operator.operatorID))!;
      const target = `operator:${operator.operatorID}`;
      // A 30-day credential is not handed to whoever holds a 12-hour session: the password again.
      const check = await reauthenticate(ctx.store, ctx.throttle, operator, ctx.reqData.password, ctx.clientAddr, ctx.now());
      if (!check.ok) {
        await ctx.audit('quicklogin.enable_refused', { target, after: { status: check.status } });
        throw new ApiError(check.status, check.message);
      }
      const grant = await issueQuickLogin(ctx.store, operator.operatorID, ctx.reqData.deviceId, ctx.now());
      await ctx.audit('quicklogin.enable', { target });
      return {
        enabled: true, token: grant.token, expiresAt: new Date(grant.expiresMs).toISOString(),
        operatorAC: operator.operatorAC, operatorName: operator.operatorName, message: 'Open quick login success',
      };
    },
  }),

  defineRoute<{ deviceId: string }>({
    path: '/quicklogin/disable',
    auth: 'session',
    reqData: deviceOnly,
    async handler(ctx) {
      await revokeQuickLogins(ctx.store, ctx.operator.operatorID, hashToken(ctx.reqData.deviceId));
      await ctx.audit('quicklogin.disable', { target: `operator:${ctx.operator.operatorID}` });
      return { enabled: false, message: 'Close quick login success' };
    },
  }),

  defineRoute<{ deviceId: string; token: string; otp?: string }>({
    path: '/quicklogin/login',
    auth: 'public',
    reqData: {
      type: 'object', additionalProperties: false, required: ['deviceId', 'token'],
      properties: { deviceId: opaque, token: opaque, otp: { type: 'string', maxLength: 16 } },
    },
    async handler(ctx) {
      const { deviceId, token, otp } = ctx.reqData;
      const outcome = await exchangeQuickLogin(ctx.store, ctx.throttle, { deviceId, token, otp: otp || undefined, clientAddr: ctx.clientAddr }, ctx.now());
      const target = outcome.kind !== 'refused' ? `operator:${outcome.operator.operatorID}` : outcome.operatorID ? `operator:${outcome.operatorID}` : 'quicklogin';
      if (outcome.kind === 'refused') {
        await ctx.audit('login.failure', { target, after: { method: 'quicklogin', reason: outcome.reason, status: outcome.status } });
        throw new ApiError(outcome.status, outcome.message);
      }
      if (outcome.kind === 'otpRequired') {
        await ctx.audit('login.otp_required', { target, after: { method: 'quicklogin' } });
        return { otpRequired: true };
      }
      await ctx.audit('login.success', { target, actor: outcome.operator, after: { operatorID: outcome.operator.operatorID, method: 'quicklogin' } });
      const info = await sessionAnswer(ctx, { operatorID: outcome.operator.operatorID, token: outcome.token, expiresMs: outcome.expiresMs },
        (value) => ctx.reply.header('Authorization', value), ctx.now());
      if (!info) throw new ApiError(Status.NOT_AUTHORIZED);
      return { ...info, quickLogin: outcome.next && { token: outcome.next.token, expiresAt: new Date(outcome.next.expiresMs).toISOString() } };
    },
  }),
];
