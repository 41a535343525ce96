import type { SessionContext } from '../http/defineRoute';
import type { GroupRecord } from '../appstore/groups';
import { scopeSiteIds } from '../auth/warehouseLists';
import type { Rights, RulesActor } from './operatorRules';

/** What the maintenance services need of a route's context. */
export type MaintenanceContext = Pick<SessionContext<unknown>, 'store' | 'lists' | 'now' | 'operator' | 'clientAddr' | 'audit'>;

export function actorOf(ctx: MaintenanceContext): RulesActor & { groupID: number; operatorAC: string } {
  const { operatorID, operatorAC, groupID, permitted, siteIds } = ctx.operator;
  return { operatorID, operatorAC, groupID, permitted, siteIds };
}

/** A group's rights as the rules compare them: items, and the sites its scope reaches. */
export function rightsOf(ctx: Pick<MaintenanceContext, 'lists'>, group: Pick<GroupRecord, 'items' | 'cmsList' | 'siteIds'>): Rights {
  return { items: group.items, sites: scopeSiteIds(ctx.lists.sites, group.cmsList, group.siteIds) };
}

/** The fields of an audit entry that name who acted, when and from where. */
export function auditStamp(ctx: MaintenanceContext) {
  return { atMs: ctx.now(), actorID: ctx.operator.operatorID, actorAC: ctx.operator.operatorAC, clientAddr: ctx.clientAddr };
}
