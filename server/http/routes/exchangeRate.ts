import { Status } from '../../../src/engine/status';
import { ApiError } from '../apiError';
import { defineRoute } from '../defineRoute';

/** Spec §7: the latest day's rates, `rate_to_base` converting one unit of `currency` to the base currency. */
export default [
  defineRoute<{ operatorID: number }>({
    path: '/exchangerate/list',
    auth: 'session',
    reqData: {
      type: 'object',
      additionalProperties: false,
      required: ['operatorID'],
      properties: { operatorID: { type: 'integer', minimum: 1 } },
    },
    async handler(ctx) {
      if (ctx.reqData.operatorID !== ctx.operator.operatorID) {
        await ctx.audit('permission.denied', { target: `operator:${ctx.reqData.operatorID}`, after: { path: '/exchangerate/list' } });
        throw new ApiError(Status.PRIVILEGE_NOT_ENOUGH);
      }
      return { res: ctx.lists.latestRates, baseCurrency: ctx.lists.domain.baseCurrency };
    },
  }),
];
