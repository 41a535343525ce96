import { readLoadRecords } from '../../load/loadLog';
import { AUDIT_LOG } from '../../maintenance/rights';
import { defineRoute } from '../defineRoute';

/** Loads shown at most: the newest. */
const SHOWN = 500;

/** The Data loads page for administrators (item 1): every load into the DATA_DIR, newest first (server/load/loadLog.ts). */
export default [
  defineRoute<Record<string, never>>({
    path: '/maintenance/loads/list', auth: 'session', permission: AUDIT_LOG,
    reqData: { type: 'object', additionalProperties: false, properties: {} },
    async handler(ctx) {
      const records = ctx.dataDir ? readLoadRecords(ctx.dataDir) : [];
      return { res: records.slice(0, SHOWN), total: records.length, dataTo: ctx.lists.domain.dataTo };
    },
  }),
];
