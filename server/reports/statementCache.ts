import type { Row, SqlValue } from '../warehouse/warehouse';

/**
 * Results of compiled statements, keyed by their SQL and bound values. The row scope is bound
 * into every statement, so one operator's rows can never answer another scope's request.
 * The warehouse is read-only while the server runs, so entries only age out by count.
 */
export class StatementCache {
  private readonly entries = new Map<string, Promise<Row[]>>();

  constructor(private readonly maxEntries = 500) {}

  get(sql: string, params: readonly SqlValue[], load: () => Promise<Row[]>): Promise<Row[]> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return pending;
  }
}
