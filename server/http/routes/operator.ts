import { Status } from '../../../src/engine/status';
import { attemptLogin } from '../../auth/login';
import { loadSessionInfo } from '../../auth/loadSessionInfo';
import { endSession } from '../../auth/sessions';
import { ApiError } from '../apiError';
import { type AppServices, defineRoute } from '../defineRoute';

interface LoginData { operatorAC?: string; password?: string; otp?: string }

const loginSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    operatorAC: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 256 },
    otp: { type: 'string', maxLength: 16 },
  },
};

const operatorIDSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['operatorID'],
  properties: { operatorID: { type: 'integer', minimum: 1 } },
};

async function sessionInfoFor(ctx: AppServices & { now(): number }, operatorID: number, expiresMs: number) {
  const info = await loadSessionInfo(ctx.store, ctx.lists, operatorID, expiresMs, ctx.now());
  if (!info) throw new ApiError(Status.NOT_AUTHORIZED);
  return info;
}

export default [
  defineRoute<LoginData>({
    path: '/operator/login',
    auth: 'public',
    reqData: loginSchema,
    async handler(ctx) {
      const { operatorAC = '', password = '', otp } = ctx.reqData;
      if (!operatorAC.trim()) throw new ApiError(Status.BAD_REQUEST, 'Account is required');
      if (!password) throw new ApiError(Status.BAD_REQUEST, 'Password is required');
      const outcome = await attemptLogin(ctx.store, ctx.throttle, { operatorAC, password, otp: otp || undefined, clientAddr: ctx.clientAddr }, ctx.now());
      const target = `account:${operatorAC.trim().toLowerCase().slice(0, 64)}`;
      if (outcome.kind === 'refused') {
        await ctx.audit('login.failure', { target, after: { reason: outcome.reason, status: outcome.status } });
        throw new ApiError(outcome.status, outcome.message);
      }
      if (outcome.kind === 'otpRequired') {
        await ctx.audit('login.otp_required', { target });
        return { otpRequired: true };
      }
      await ctx.audit('login.success', { target, actor: outcome.operator, after: { operatorID: outcome.operator.operatorID } });
      ctx.reply.header('Authorization', `Bearer ${outcome.token}`);
      return sessionInfoFor(ctx, outcome.operator.operatorID, outcome.expiresMs);
    },
  }),

  defineRoute<{ operatorID: number }>({
    path: '/operator/logout',
    auth: 'session',
    reqData: operatorIDSchema,
    async handler(ctx) {
      // The presented token ends whatever operatorID says: a logout never fails on a stale id.
      await endSession(ctx.store, ctx.session.tokenHash);
      await ctx.audit('logout', { target: `operator:${ctx.operator.operatorID}` });
      return {};
    },
  }),

  defineRoute<Record<string, never>>({
    path: '/operator/session',
    auth: 'session',
    reqData: { type: 'object', additionalProperties: false, properties: {} },
    async handler(ctx) {
      return sessionInfoFor(ctx, ctx.operator.operatorID, ctx.session.expiresMs);
    },
  }),
];
