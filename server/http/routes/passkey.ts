import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Status } from '../../../src/engine/status';
import { getOperator } from '../../appstore/operators';
import { deletePasskeys, listPasskeys } from '../../appstore/passkeys';
import { completeLogin } from '../../auth/login';
import { finishPasskeyLogin, finishPasskeyRegistration, passkeyLoginOptions, passkeyRegistrationOptions } from '../../auth/passkeys';
import { reauthenticate } from '../../auth/reauthenticate';
import { relyingPartyFor } from '../../auth/relyingParty';
import { sessionAnswer } from '../../auth/sessionAnswer';
import { ApiError } from '../apiError';
import { type PublicContext, type SessionContext, defineRoute } from '../defineRoute';

const UPDATED = 'Update biometric success';
const NO_RP = 'Passkeys need the console to be opened by its domain name (or localhost), not an IP address';
const LOGIN_FAILED = 'Passkey sign-in failed';

const b64 = (max: number) => ({ type: 'string', pattern: '^[A-Za-z0-9_-]*={0,2}$', maxLength: max });
const empty = { type: 'object', additionalProperties: false, properties: {} };

/** The JSON of @simplewebauthn/browser's startRegistration / startAuthentication. */
function credentialSchema(fields: Record<string, unknown>, required: string[]) {
  return {
    type: 'object', additionalProperties: false, required: ['response'],
    properties: {
      response: {
        type: 'object', additionalProperties: false, required: ['id', 'rawId', 'type', 'response'],
        properties: {
          id: b64(1400), rawId: b64(1400), type: { const: 'public-key' }, authenticatorAttachment: { type: 'string', maxLength: 32 },
          clientExtensionResults: { type: 'object', maxProperties: 16 },
          response: { type: 'object', additionalProperties: false, required, properties: fields },
        },
      },
    },
  };
}

const registrationSchema = credentialSchema({
  clientDataJSON: b64(4096), attestationObject: b64(16_384), authenticatorData: b64(16_384), publicKey: b64(4096),
  publicKeyAlgorithm: { type: 'integer' }, transports: { type: 'array', maxItems: 8, items: { type: 'string', maxLength: 32 } },
}, ['clientDataJSON', 'attestationObject']);

const authenticationSchema = credentialSchema({
  clientDataJSON: b64(4096), authenticatorData: b64(4096), signature: b64(2048), userHandle: b64(256),
}, ['clientDataJSON', 'authenticatorData', 'signature']);

function relyingParty(ctx: PublicContext<unknown> | SessionContext<unknown>) {
  const rp = relyingPartyFor({ host: ctx.request.host, protocol: ctx.request.protocol });
  if (!rp) throw new ApiError(Status.FAIL, NO_RP);
  return rp;
}

const busy = () => new ApiError(Status.BUSY);

/** Passkeys (biometric login): registration by the logged-in operator, sign-in at the login page. */
export default [
  defineRoute<Record<string, never>>({
    path: '/passkey/list',
    auth: 'session',
    reqData: empty,
    async handler(ctx) {
      const passkeys = await listPasskeys(ctx.store, ctx.operator.operatorID);
      return {
        enabled: passkeys.length > 0,
        passkeys: passkeys.map((p) => ({
          createdAt: new Date(p.createdMs).toISOString(), lastUsedAt: p.lastUsedMs === null ? null : new Date(p.lastUsedMs).toISOString(),
          deviceType: p.deviceType, backedUp: p.backedUp,
        })),
      };
    },
  }),

  defineRoute<{ password: string }>({
    path: '/passkey/register/options',
    auth: 'session',
    reqData: { type: 'object', additionalProperties: false, required: ['password'], properties: { password: { type: 'string', minLength: 1, maxLength: 256 } } },
    async handler(ctx) {
      const rp = relyingParty(ctx);
      const operator = (await getOperator(ctx.store, ctx.operator.operatorID))!;
      // Adding a way in needs the password again: a stolen session cannot plant its own passkey.
      const check = await reauthenticate(ctx.store, ctx.throttle, operator, ctx.reqData.password, ctx.clientAddr, ctx.now());
      if (!check.ok) {
        await ctx.audit('passkey.register_refused', { target: `operator:${operator.operatorID}`, after: { status: check.status } });
        throw new ApiError(check.status, check.message);
      }
      const options = await passkeyRegistrationOptions(ctx.store, operator, rp, ctx.now());
      if (!options) throw busy();
      return { options };
    },
  }),

  defineRoute<{ response: RegistrationResponseJSON }>({
    path: '/passkey/register/verify',
    auth: 'session',
    reqData: registrationSchema,
    async handler(ctx) {
      const operator = (await getOperator(ctx.store, ctx.operator.operatorID))!;
      const result = await finishPasskeyRegistration(ctx.store, operator, ctx.reqData.response, relyingParty(ctx), ctx.now());
      const target = `operator:${operator.operatorID}`;
      if (!result.ok) {
        await ctx.audit('passkey.register_failed', { target, after: { reason: result.reason } });
        throw new ApiError(Status.FAIL, 'Passkey registration failed');
      }
      await ctx.audit('passkey.register', { target });
      return { enabled: true, message: UPDATED };
    },
  }),

  defineRoute<Record<string, never>>({
    path: '/passkey/clear',
    auth: 'session',
    reqData: empty,
    async handler(ctx) {
      const removed = await deletePasskeys(ctx.store, ctx.operator.operatorID);
      await ctx.audit('passkey.clear', { target: `operator:${ctx.operator.operatorID}`, after: { removed } });
      return { enabled: false, removed, message: UPDATED };
    },
  }),

  defineRoute<Record<string, never>>({
    path: '/passkey/login/options',
    auth: 'public',
    reqData: empty,
    async handler(ctx) {
      const options = await passkeyLoginOptions(ctx.store, relyingParty(ctx), ctx.now());
      if (!options) throw busy();
      return { options };
    },
  }),

  defineRoute<{ response: AuthenticationResponseJSON }>({
    path: '/passkey/login/verify',
    auth: 'public',
    reqData: authenticationSchema,
    async handler(ctx) {
      const rp = relyingParty(ctx);
      if (ctx.throttle.addressBlocked(ctx.clientAddr, ctx.now())) throw new ApiError(Status.INCORRECT_PASSWORD_LIMIT_EXCEEDED);
      const result = await finishPasskeyLogin(ctx.store, ctx.reqData.response, rp, ctx.now());
      if (!result.ok) {
        ctx.throttle.recordAddressFailure(ctx.clientAddr, ctx.now());
        await ctx.audit('login.failure', { target: 'passkey', after: { method: 'passkey', reason: result.reason } });
        throw new ApiError(Status.FAIL, LOGIN_FAILED);
      }
      const operator = await getOperator(ctx.store, result.operatorID);
      const target = `operator:${result.operatorID}`;
      if (!operator) throw new ApiError(Status.FAIL, LOGIN_FAILED);
      if (operator.lockedUntilMs !== null && operator.lockedUntilMs > ctx.now()) throw new ApiError(Status.USER_LOCKED);
      // A verified passkey is two factors in one (the device and the user's biometric or PIN): no OTP step.
      const outcome = await completeLogin(ctx.store, ctx.throttle, operator, { clientAddr: ctx.clientAddr, skipOtp: true }, ctx.now());
      if (outcome.kind !== 'session') {
        await ctx.audit('login.failure', { target, after: { method: 'passkey', reason: outcome.kind === 'refused' ? outcome.reason : outcome.kind } });
        throw new ApiError(outcome.kind === 'refused' ? outcome.status : Status.FAIL, outcome.kind === 'refused' ? outcome.message : LOGIN_FAILED);
      }
      await ctx.audit('login.success', { target, actor: operator, after: { operatorID: result.operatorID, method: 'passkey' } });
      const info = await sessionAnswer(ctx, { operatorID: result.operatorID, token: outcome.token, expiresMs: outcome.expiresMs },
        (value) => ctx.reply.header('Authorization', value), ctx.now());
      if (!info) throw new ApiError(Status.NOT_AUTHORIZED);
      return info;
    },
  }),
];
