import { Status } from '../../../src/engine/status';
import { getOperator, updateOperator } from '../../appstore/operators';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import { reauthenticate } from '../../auth/reauthenticate';
import { reissueSession } from '../../auth/sessions';
import { ApiError } from '../apiError';
import { defineRoute } from '../defineRoute';

interface PasswordData { oldPassword: string; newPassword: string; confirmPassword: string }

const secret = { type: 'string', minLength: 1, maxLength: 256 };

/**
 * The settings page's password change. Every other session of the operator ends; this one goes
 * on under a new token (Authorization header) with its original absolute expiry.
 */
export default [
  defineRoute<PasswordData>({
    path: '/operator/password',
    auth: 'session',
    reqData: {
      type: 'object', additionalProperties: false, required: ['oldPassword', 'newPassword', 'confirmPassword'],
      properties: { oldPassword: secret, newPassword: secret, confirmPassword: secret },
    },
    async handler(ctx) {
      const { oldPassword, newPassword, confirmPassword } = ctx.reqData;
      if (newPassword !== confirmPassword) throw new ApiError(Status.FAIL, 'New password and confirmation password do not match');
      const operator = (await getOperator(ctx.store, ctx.operator.operatorID))!;
      const check = await reauthenticate(ctx.store, ctx.throttle, operator, oldPassword, ctx.clientAddr, ctx.now());
      if (!check.ok) {
        await ctx.audit('password.change_failed', { target: `operator:${operator.operatorID}`, after: { status: check.status } });
        throw new ApiError(check.status, check.message);
      }
      const problem = passwordProblem(newPassword, operator.operatorAC) ?? (newPassword === oldPassword ? 'The new password must differ from the current one' : null);
      if (problem) throw new ApiError(Status.FAIL, problem);
      const updated = await updateOperator(ctx.store, operator.operatorID, operator.version, { passwordHash: await hashPassword(newPassword) }, ctx.now());
      if (!updated) throw new ApiError(Status.FAIL, 'The operator was changed meanwhile, please try again');
      const token = await reissueSession(ctx.store, operator.operatorID, ctx.session, ctx.now(), ctx.clientAddr);
      ctx.reply.header('Authorization', `Bearer ${token}`);
      await ctx.audit('password.change', { target: `operator:${operator.operatorID}` });
      return { message: 'Your password has been updated' };
    },
  }),
];
