import type { CompileContext } from './context';
import { dialectOf } from './dialect/dialects';
import type { EmitContext } from './stages/relation';

/** The emit stage's part of the compile context, with the dialect named there (DuckDB by default). */
export function emitContext(ctx: CompileContext): EmitContext {
  return { registry: ctx.registry, catalog: ctx.catalog, useRollups: ctx.useRollups ?? true, dataEnd: ctx.dataEnd, dataStart: ctx.dataStart, dialect: dialectOf(ctx.dialect ?? 'duckdb', ctx.serverVersion), listCap: ctx.listCap };
}
