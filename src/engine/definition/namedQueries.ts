/**
 * Query shapes a model cannot express, each implemented once (src/engine/kinds/<kind>.ts for its
 * shape and fields, server/compiler/kinds/<kind>.ts for its SQL) and used by any number of reports.
 */
import type { ActiveUsersQuery } from '../kinds/activeUsers';
import type { FunnelQuery } from '../kinds/funnel';
import type { MemberGroupsQuery } from '../kinds/memberGroups';
import type { MemberListQuery } from '../kinds/memberList';
import type { PromoEffectQuery } from '../kinds/promoEffect';
import type { PromoRecapQuery } from '../kinds/promoRecap';
import type { RelatedGroupsQuery } from '../kinds/relatedGroups';
import type { RetentionQuery } from '../kinds/retention';

export { RETENTION_DAYS } from '../kinds/retention';
export type { ActiveUsersQuery, FunnelQuery, MemberGroupsQuery, MemberListQuery, PromoEffectQuery, PromoRecapQuery, RelatedGroupsQuery, RetentionQuery };

export type NamedQuery = RetentionQuery | MemberGroupsQuery | MemberListQuery | FunnelQuery | RelatedGroupsQuery
  | PromoRecapQuery | PromoEffectQuery | ActiveUsersQuery;
