import type { SqlValue } from '../../warehouse/warehouse';

/** Collects bound values; SQL text only ever holds `$n` placeholders for them. */
export class Params {
  readonly values: SqlValue[] = [];

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
}

/** Identifiers come only from validated definitions; quoting still guards against reserved words. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`refusing identifier '${name}'`);
  return `"${name}"`;
}
