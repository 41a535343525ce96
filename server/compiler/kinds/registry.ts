import { CompileError } from '../errors';
import type { KindEmitter } from './kindEmitter';
import { emitRetention } from './retention';

/** The SQL side of each named query kind (the engine side is src/engine/kinds/registry.ts). */
const EMITTERS: Record<string, KindEmitter<never>> = {
  retention: emitRetention as KindEmitter<never>,
};

export function kindEmitter(kind: string): KindEmitter<{ kind: string }> {
  const emit = EMITTERS[kind];
  if (!emit) throw new CompileError(9000, `no SQL for query kind '${kind}'`);
  return emit as KindEmitter<{ kind: string }>;
}
