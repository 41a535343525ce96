import { listGroups } from '../../appstore/groups';
import { reportEntry } from '../../../src/engine/report/reportView';
import { liveRegistry, loadRegistry } from '../../definitions/discover';
import { addGroup, editGroup, removeGroup, type GroupEdit, type GroupInputs } from '../../maintenance/groupService';
import { groupView } from '../../maintenance/groupView';
import { actorOf, rightsOf } from '../../maintenance/maintenanceContext';
import { exceeds } from '../../maintenance/operatorRules';
import { permissionTree, treeIndexes } from '../../maintenance/permissionTree';
import { GROUP_MAINTENANCE } from '../../maintenance/rights';
import * as S from '../../maintenance/schemas';
import { defineRoute } from '../defineRoute';

const permission = GROUP_MAINTENANCE;

/** Group maintenance (item 1 or report 3): the permission tree, list, create, edit, delete. */
export default async function maintenanceGroupRoutes() {
  await loadRegistry();
  // read per request: the dev loop may replace the registry, and a new report joins the tree
  const treeOf = () => permissionTree([...liveRegistry().reports.values()].map(reportEntry));
  return [
    defineRoute<Record<string, never>>({
      path: '/maintenance/group/tree', auth: 'session', permission, reqData: S.EMPTY,
      handler: async (ctx) => ({ res: treeOf(), cms: ctx.lists.cms }),
    }),
    defineRoute<Record<string, never>>({
      path: '/maintenance/group/list', auth: 'session', permission, reqData: S.EMPTY,
      async handler(ctx) {
        const counts = new Map((await ctx.store.all<{ group_id: number; n: number }>(
          'SELECT group_id, count(*)::INTEGER AS n FROM operator GROUP BY group_id')).map((r) => [r.group_id, r.n]));
        const actor = actorOf(ctx);
        return {
          res: (await listGroups(ctx.store)).map((g) => ({
            ...groupView(g), operatorCount: counts.get(g.groupID) ?? 0, own: g.groupID === actor.groupID, manageable: !exceeds(actor, rightsOf(ctx, g)),
          })),
        };
      },
    }),
    defineRoute<GroupInputs>({
      path: '/maintenance/group/add', auth: 'session', permission, reqData: S.GROUP_ADD,
      handler: async (ctx) => ({ group: await addGroup(ctx, treeIndexes(treeOf()), ctx.reqData) }),
    }),
    defineRoute<GroupEdit>({
      path: '/maintenance/group/update', auth: 'session', permission, reqData: S.GROUP_UPDATE,
      handler: async (ctx) => ({ group: await editGroup(ctx, treeIndexes(treeOf()), ctx.reqData) }),
    }),
    defineRoute<{ groupID: number; version: number }>({
      path: '/maintenance/group/delete', auth: 'session', permission, reqData: S.GROUP_REF,
      async handler(ctx) {
        await removeGroup(ctx, ctx.reqData.groupID, ctx.reqData.version);
        return { deleted: ctx.reqData.groupID };
      },
    }),
  ];
}
