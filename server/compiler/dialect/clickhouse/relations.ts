import { ident } from '../../sql/params';

/**
 * A relation on ClickHouse (a model part, a named kind's step): a SELECT and the names of its
 * columns. ClickHouse 18.16 has no CTEs, so a relation is nested wherever it is read, and
 * `SELECT *` over a join repeats the USING keys: every join lists its columns.
 */
export interface Rel {
  sql: string;
  columns: readonly string[];
}

export type Column = readonly [name: string, sql: string];

export interface SelectOptions {
  where?: readonly string[];
  /** Group by the first `groups` columns. */
  groups?: number;
  /** Group also by nothing (`GROUPING SETS ((…), ())`): one more row, of every row's aggregates. */
  withAll?: boolean;
  having?: readonly string[];
  /** The outer SELECT's list in place of every column renamed (`innerName(c) AS c`): a caller's own, read from the inner names. */
  project?: readonly string[];
}

/** A column's name inside `select`'s inner SELECT. */
export const innerName = (name: string): string => ident(`__${name}`);

/**
 * `SELECT sql AS name, …` computed under inner aliases and renamed outside: an alias that is also
 * a column's name would be read in place of the column elsewhere in the SELECT (WHERE, GROUP BY,
 * another expression: `coalesce(sum(x), 0) AS x` would sum itself).
 */
export function select(columns: readonly Column[], from: string, options: SelectOptions = {}): Rel {
  const inner = innerName;
  const where = options.where?.length ? ` WHERE ${options.where.join(' AND ')}` : '';
  const keys = columns.slice(0, options.groups ?? 0).map(([name]) => inner(name)).join(', ');
  const groups = !options.groups ? '' : options.withAll ? ` GROUP BY GROUPING SETS ((${keys}), ())` : ` GROUP BY ${keys}`;
  const having = options.having?.length ? ` HAVING ${options.having.join(' AND ')}` : '';
  const body = `SELECT ${columns.map(([name, sql]) => `${sql} AS ${inner(name)}`).join(', ')} FROM ${from}${where}${groups}${having}`;
  const outer = options.project ?? columns.map(([name]) => `${inner(name)} AS ${ident(name)}`);
  return { sql: `SELECT ${outer.join(', ')} FROM (${body})`, columns: columns.map(([name]) => name) };
}

/** The relation's columns as they are, `[name, "name"]`, to select them again. */
export const columnsOf = (rel: Rel, except: readonly string[] = []): Column[] => rel.columns.filter((c) => !except.includes(c)).map((c) => [c, ident(c)]);

/**
 * `left ALL <LEFT|INNER> JOIN right USING keys`: the left's columns, then the right's other ones
 * (NULL where a LEFT JOIN found nothing, with join_use_nulls).
 */
export function joinUsing(left: Rel, right: Rel, keys: readonly string[], kind: 'LEFT' | 'INNER' = 'LEFT'): Rel {
  const columns = [...left.columns, ...right.columns.filter((c) => !keys.includes(c) && !left.columns.includes(c))];
  return {
    sql: `SELECT ${columns.map(ident).join(', ')} FROM (${left.sql}) ALL ${kind} JOIN (${right.sql}) USING (${keys.map(ident).join(', ')})`,
    columns,
  };
}

/** A relation read as a subquery. */
export const from = (rel: Rel): string => `(${rel.sql})`;
