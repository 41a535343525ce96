import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';

/**
 * A connection's prepared statements by SQL text, the least recently used leaving beyond `max`.
 * The compiler binds every value (dates, sites, limits), so one report's statements differ by their
 * values only and share a text, parsed once per connection. Planning is not saved: DuckDB 1.5 binds
 * and optimizes a statement with parameters again at every execution, once their values are known
 * (duckdb/duckdb#20885), which for a site dashboard is most of its cost; what a request's statements
 * cost is therefore in their number and size (server/compiler/dialect/duckdb/modelQuery.ts).
 * The warehouse is read-only while the server runs.
 */
export class PreparedStatements {
  private readonly byText = new Map<string, DuckDBPreparedStatement>();

  constructor(private readonly connection: DuckDBConnection, private readonly max = 128) {}

  /** The statement of `sql` prepared on this connection, or null when `sql` holds more than one statement (run as text). */
  async get(sql: string): Promise<DuckDBPreparedStatement | null> {
    const found = this.byText.get(sql);
    if (found) {
      // most recently used last: a Map iterates in insertion order
      this.byText.delete(sql);
      this.byText.set(sql, found);
      return found;
    }
    const extracted = await this.connection.extractStatements(sql);
    if (extracted.count !== 1) return null;
    const prepared = await extracted.prepare(0);
    this.byText.set(sql, prepared);
    if (this.byText.size > this.max) this.drop(this.byText.keys().next().value!);
    return prepared;
  }

  /** Forgets `sql`'s statement (after it failed, so that a broken statement is prepared afresh). */
  drop(sql: string): void {
    const prepared = this.byText.get(sql);
    if (!prepared) return;
    this.byText.delete(sql);
    prepared.destroySync();
  }

  get size(): number {
    return this.byText.size;
  }

  clear(): void {
    for (const sql of [...this.byText.keys()]) this.drop(sql);
  }
}
