import { CompileError } from '../errors';
import { emitActiveUsers } from './activeUsers';
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

export function kindEmitter(kind: string): KindEmitter<{ kind: string }> {
  const emit = EMITTERS[kind];
  if (!emit) throw new CompileError(9000, `no SQL for query kind '${kind}'`);
  return emit as KindEmitter<{ kind: string }>;
}
