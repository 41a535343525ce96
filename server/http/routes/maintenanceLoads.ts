import { resolve } from 'node:path';
import { readLoadRecords } from '../../load/loadLog';
import { runningLoad } from '../../load/lock';
import { AUDIT_LOG } from '../../maintenance/rights';
import { defineRoute } from '../defineRoute';

/** Loads shown at most: the newest. */
const SHOWN = 500;

/** The Data loads page for administrators (item 1): every load into the DATA_DIR, the latest started first (server/load/loadLog.ts), the one running, and the folder. */
export default [
  defineRoute<Record<string, never>>({
    path: '/maintenance/loads/list', auth: 'session', permission: AUDIT_LOG,
    reqData: { type: 'object', additionalProperties: false, properties: {} },
    async handler(ctx) {
      const records = ctx.dataDir ? readLoadRecords(ctx.dataDir) : [];
      const running = ctx.dataDir ? runningLoad(ctx.dataDir) : undefined;
      // the folder a load must name (DATA_DIR) for this console to serve it
      return { res: records.slice(0, SHOWN), total: records.length, dataTo: ctx.lists.domain.dataTo, ...(ctx.dataDir ? { dataDir: resolve(ctx.dataDir) } : {}), ...(running ? { running } : {}) };
    },
  }),
];
