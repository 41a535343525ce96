import type { ExactRow, Row, SqlValue } from '../warehouse/warehouse';
import { ByteLru, type CacheStats } from './byteLru';

/** An exact number's integer as its digits (JSON has no bigint). */
const bigintText = (_: string, v: unknown) => (typeof v === 'bigint' ? String(v) : v);

/** A rough size of rows in memory: their JSON text, twice (UTF-16), and an object's overhead per row. */
export function rowsBytes(rows: readonly (Row | ExactRow)[]): number {
  if (rows.length === 0) return 64;
  // the first row's text stands for every row: rows of one statement have the same columns
  return rows.length * (2 * JSON.stringify(rows[0], bigintText).length + 64);
}

/**
 * Results of compiled statements, keyed by their SQL and bound values. The row scope is bound
 * into every statement, so one operator's rows can never answer another scope's request.
 * The warehouse is read-only while the server runs, so entries only leave to keep the cache within
 * its bytes. It sits under the answer cache (answerCache.ts): it serves the statements answers share
 * (the totals of every page and sort of one search, the count of a page past the end).
 */
export class StatementCache {
  private readonly lru: ByteLru<Row[] | ExactRow[]>;

  constructor(maxBytes = 32 * 2 ** 20) {
    this.lru = new ByteLru<Row[] | ExactRow[]>(maxBytes, (rows, key) => rowsBytes(rows) + 2 * key.length);
  }

  get(sql: string, params: readonly SqlValue[], load: () => Promise<Row[]>): Promise<Row[]> {
    return this.lru.get(`${sql}\u0000${JSON.stringify(params)}`, load) as Promise<Row[]>;
  }

  /** As get(), for a statement read exact (Warehouse.queryExact): kept apart from its rows read as numbers. */
  getExact(sql: string, params: readonly SqlValue[], load: () => Promise<ExactRow[]>): Promise<ExactRow[]> {
    return this.lru.get(`exact\u0000${sql}\u0000${JSON.stringify(params)}`, load) as Promise<ExactRow[]>;
  }

  stats(): CacheStats {
    return this.lru.stats();
  }
}
