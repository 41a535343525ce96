import { Status } from '../../../src/engine/status';
import { setIndexPin } from '../../appstore/operators';
import { ApiError } from '../apiError';
import { defineRoute } from '../defineRoute';

interface PinData { indexPin: { routeName: string; tab: string }; operatorAC: string }

const name = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_./-]+$' };

/** Spec §4: the landing page (route name and tab) an operator pins for itself. */
export default [
  defineRoute<PinData>({
    path: '/authority/updateIndexPin',
    auth: 'session',
    reqData: {
      type: 'object',
      additionalProperties: false,
      required: ['indexPin', 'operatorAC'],
      properties: {
        indexPin: { type: 'object', additionalProperties: false, required: ['routeName', 'tab'], properties: { routeName: name, tab: name } },
        operatorAC: { type: 'string', maxLength: 64 },
      },
    },
    async handler(ctx) {
      const { indexPin, operatorAC } = ctx.reqData;
      // spec §3 calls the field "the operator's name": either the account or the display name of the caller itself
      const self = [ctx.operator.operatorAC, ctx.operator.operatorName.toLowerCase()].includes(operatorAC.trim().toLowerCase());
      if (!self) {
        await ctx.audit('permission.denied', { target: `account:${operatorAC.slice(0, 64)}`, after: { path: '/authority/updateIndexPin' } });
        throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH);
      }
      await setIndexPin(ctx.store, ctx.operator.operatorID, indexPin.routeName, indexPin.tab, ctx.now());
      await ctx.audit('operator.pin', { target: `operator:${ctx.operator.operatorID}`, after: indexPin });
      return { indexPin };
    },
  }),
];
