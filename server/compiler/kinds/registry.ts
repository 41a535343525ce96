import type { Dialect, DialectName } from '../dialect/dialect';
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

/** The SQL of each named query kind in each dialect (the engine side is src/engine/kinds/registry.ts). */
const EMITTERS: Record<string, Record<DialectName, KindEmitter<never>>> = {
  retention: { duckdb: emitRetention as KindEmitter<never>, clickhouse: chRetention as KindEmitter<never> },
  memberGroups: { duckdb: emitMemberGroups as KindEmitter<never>, clickhouse: chMemberGroups as KindEmitter<never> },
  memberList: { duckdb: emitMemberList as KindEmitter<never>, clickhouse: chMemberList as KindEmitter<never> },
  funnel: { duckdb: emitFunnel as KindEmitter<never>, clickhouse: chFunnel as KindEmitter<never> },
  relatedGroups: { duckdb: emitRelatedGroups as KindEmitter<never>, clickhouse: chRelatedGroups as KindEmitter<never> },
  promoRecap: { duckdb: emitPromoRecap as KindEmitter<never>, clickhouse: chPromoRecap as KindEmitter<never> },
  promoEffect: { duckdb: emitPromoEffect as KindEmitter<never>, clickhouse: chPromoEffect as KindEmitter<never> },
  activeUsers: { duckdb: emitActiveUsers as KindEmitter<never>, clickhouse: chActiveUsers as KindEmitter<never> },
};

export function kindEmitter(kind: string, dialect: Pick<Dialect, 'name'>): KindEmitter<{ kind: string }> {
  const emit = EMITTERS[kind]?.[dialect.name];
  if (!emit) throw new CompileError(9000, `no ${dialect.name} SQL for query kind '${kind}'`);
  return emit as KindEmitter<{ kind: string }>;
}
