import type { QueryOptions, Row, SqlValue, Warehouse } from '../warehouse/warehouse';
import { StatementCache } from './statementCache';

/** A warehouse whose reads go through the statement cache. */
export function cachedWarehouse(inner: Warehouse, cache = new StatementCache()): Warehouse {
  return {
    dialect: inner.dialect,
    query: (sql: string, params: readonly SqlValue[] = [], options?: QueryOptions): Promise<Row[]> =>
      cache.get(sql, params, () => inner.query(sql, params, options)),
    close: () => inner.close(),
  };
}
