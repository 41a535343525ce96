import type { ExactRow, QueryOptions, Row, SqlValue, Warehouse } from '../warehouse/warehouse';
import { StatementCache } from './statementCache';

/** A warehouse whose reads go through the statement cache (exact reads too, where the warehouse has them). */
export function cachedWarehouse(inner: Warehouse, cache = new StatementCache()): Warehouse {
  const queryExact = inner.queryExact?.bind(inner);
  return {
    dialect: inner.dialect,
    query: (sql: string, params: readonly SqlValue[] = [], options?: QueryOptions): Promise<Row[]> =>
      cache.get(sql, params, () => inner.query(sql, params, options)),
    ...(queryExact ? {
      queryExact: (sql: string, params: readonly SqlValue[] = [], options?: QueryOptions): Promise<ExactRow[]> =>
        cache.getExact(sql, params, () => queryExact(sql, params, options)),
    } : {}),
    // tables held in memory answer without a statement: nothing to cache
    ...(inner.resident ? { resident: () => inner.resident!() } : {}),
    close: () => inner.close(),
  };
}
