import type { SqlValue } from '../../warehouse/warehouse';

/** Collects bound values; SQL text only ever holds `$n` placeholders for them (DuckDB). */
export class Params {
  readonly values: SqlValue[] = [];

  /** A binder holding the values bound so far: a statement reading a relation rendered with this one binds its own values after them. */
  fork(): Params {
    const forked = new (this.constructor as new () => Params)();
    forked.values.push(...this.values);
    return forked;
  }

  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** `($3, $4, $5)` for an IN list; each value bound on its own so DuckDB can prune by zone maps. */
  list(values: readonly (string | number)[]): string {
    return `(${values.map((v) => this.add(v)).join(', ')})`;
  }

  date(value: string): string {
    return `${this.add(value)}::DATE`;
  }

  /**
   * `(SELECT unnest($3::BIGINT[]))` for an IN over many integer keys (an export's chunk of a list):
   * one bound list, planned as a hash semi-join; 20,000 parameters of their own took about 1 s to bind
   * over a 500k-row export. Other values (text keys, none) as `list()`.
   */
  keySet(values: readonly (string | number)[]): string {
    if (!values.length || !values.every((v) => Number.isSafeInteger(v))) return this.list(values);
    return `(SELECT unnest(${this.add(values as readonly number[])}::BIGINT[]))`;
  }
}

export { ident } from '../../semantic/ident';
