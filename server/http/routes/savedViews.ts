import { liveRegistry, loadRegistry } from '../../definitions/discover';
import { savedViewService } from '../../views/savedViewService';
import * as S from '../../views/schemas';
import { defineRoute } from '../defineRoute';

/**
 * Saved views and grid layouts (docs/API.md). Open to every operator: each call checks the
 * report's right (8046), ownership and the share right in the service.
 */
export default async function savedViewRoutes() {
  await loadRegistry();
  // read per request: the dev loop replaces the registry when definitions are saved
  const views = savedViewService(liveRegistry);
  return [
    defineRoute<{ reportId?: string }>({
      path: '/view/list', auth: 'session', reqData: S.VIEW_LIST,
      handler: (ctx) => views.list(ctx, ctx.reqData.reportId),
    }),
    defineRoute<{ reportId: string; name: string; shared?: boolean; state: unknown }>({
      path: '/view/add', auth: 'session', reqData: S.VIEW_ADD,
      handler: async (ctx) => ({ view: await views.add(ctx, ctx.reqData) }),
    }),
    defineRoute<{ viewID: number; version: number; name?: string; shared?: boolean; state?: unknown }>({
      path: '/view/update', auth: 'session', reqData: S.VIEW_UPDATE,
      handler: async (ctx) => ({ view: await views.update(ctx, ctx.reqData) }),
    }),
    defineRoute<{ viewID: number; version: number }>({
      path: '/view/delete', auth: 'session', reqData: S.VIEW_REF,
      async handler(ctx) {
        await views.remove(ctx, ctx.reqData.viewID, ctx.reqData.version);
        return { deleted: ctx.reqData.viewID };
      },
    }),
    defineRoute<{ reportId: string; layout: unknown }>({
      path: '/view/layout', auth: 'session', reqData: S.LAYOUT_SAVE,
      handler: async (ctx) => ({ layout: await views.saveLayout(ctx, ctx.reqData.reportId, ctx.reqData.layout) }),
    }),
  ];
}
