import type { QueryKindSpec } from './queryKind';
import { activeUsersKind } from './activeUsers';
import { funnelKind } from './funnel';
import { memberGroupsKind } from './memberGroups';
import { memberListKind } from './memberList';
import { promoEffectKind } from './promoEffect';
import { promoRecapKind } from './promoRecap';
import { relatedGroupsKind } from './relatedGroups';
import { retentionKind } from './retention';

type AnyKind = QueryKindSpec<{ kind: string }>;

/** Every named query kind; a new kind is a file here, its emitter in server/compiler/kinds/, and a line in each registry. */
const KINDS: AnyKind[] = [retentionKind, memberGroupsKind, memberListKind, funnelKind, relatedGroupsKind, promoRecapKind, promoEffectKind, activeUsersKind] as unknown as AnyKind[];

const byKind = new Map<string, AnyKind>(KINDS.map((k) => [k.kind, k]));

export function queryKind(kind: string): AnyKind {
  const spec = byKind.get(kind);
  if (!spec) throw new Error(`unknown query kind '${kind}'`);
  return spec;
}

export function hasQueryKind(kind: string): boolean {
  return byKind.has(kind);
}
