import type { DialectName } from '../dialect/dialect';
import { CompileError } from '../errors';
import { emitActiveUsers } from './activeUsers';
import { chActiveUsers } from './clickhouse/activeUsers';
import { chFunnel } from './clickhouse/funnel';
import { chMemberGroups } from './clickhouse/memberGroups';
import { chMemberList } from './clickhouse/memberList';
import { chPromoEffect } from './clickhouse/promoEffect';
import { chPromoRecap } from './clickhouse/promoRecap';
import { chRelatedGroups } from './clickhouse/relatedGroups';
import { chRetention } from './clickhouse/retention';
import type { KindEmitter } from './kindEmitter';
import { emitPromoEffect } from './promoEffect';
import { emitPromoRecap } from './promoRecap';
import { emitFunnel } from './funnel';
import { emitMemberGroups } from './memberGroups';
import { emitMemberList } from './memberList';
import { emitRelatedGroups } from './relatedGroups';
import { emitRetention } from './retention';

/** The SQL side of each named query kind (the engine side is src/engine/kinds/registry.ts). */
const EMITTERS: Record<string, KindEmitter<never>> = {
  retention: emitRetention as KindEmitter<never>,
  memberGroups: emitMemberGroups as KindEmitter<never>, memberList: emitMemberList as KindEmitter<never>, funnel: emitFunnel as KindEmitter<never>, relatedGroups: emitRelatedGroups as KindEmitter<never>,
  promoRecap: emitPromoRecap as KindEmitter<never>,
  promoEffect: emitPromoEffect as KindEmitter<never>,
  activeUsers: emitActiveUsers as KindEmitter<never>,
};

/** The ClickHouse side, where a kind's DuckDB SQL uses what ClickHouse 18.16 lacks (CTEs, window functions, FILTER, several joins). */
const CLICKHOUSE_EMITTERS: Record<string, KindEmitter<never>> = {
  retention: chRetention as KindEmitter<never>,
  funnel: chFunnel as KindEmitter<never>,
  activeUsers: chActiveUsers as KindEmitter<never>,
  memberList: chMemberList as KindEmitter<never>,
  relatedGroups: chRelatedGroups as KindEmitter<never>,
  memberGroups: chMemberGroups as KindEmitter<never>,
  promoRecap: chPromoRecap as KindEmitter<never>,
  promoEffect: chPromoEffect as KindEmitter<never>,
};

export function kindEmitter(kind: string, dialect: DialectName): KindEmitter<{ kind: string }> {
  const emit = (dialect === 'clickhouse' ? CLICKHOUSE_EMITTERS : EMITTERS)[kind];
  if (!emit) throw new CompileError(9000, `no ${dialect === 'clickhouse' ? 'ClickHouse ' : ''}SQL for query kind '${kind}'`);
  return emit as KindEmitter<{ kind: string }>;
}
