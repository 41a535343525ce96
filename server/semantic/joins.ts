import type { ModelDefinition } from '../../src/engine/definition/model';
import { ident } from './ident';

/** The named joins, each preceded by the join it requires. */
export function orderedJoins(model: ModelDefinition, names: Iterable<string>): string[] {
  const ordered: string[] = [];
  const add = (name: string) => {
    if (ordered.includes(name)) return;
    const required = model.joins![name].requires;
    if (required) add(required);
    ordered.push(name);
  };
  for (const n of names) add(n);
  return ordered;
}

/** LEFT JOIN clauses for the named joins, each preceded by the join it requires. */
export function joinClauses(model: ModelDefinition, names: Iterable<string>): string[] {
  return orderedJoins(model, names).map((j) => {
    const { table, key, to } = model.joins![j];
    return `LEFT JOIN ${ident(table)} ${ident(j)} ON ${j}.${key} = ${to}`;
  });
}

/**
 * The key by which dimension `d` can be looked up after aggregating: `d` is an attribute of a
 * join on a fact column (`f.member_id`) that reads nothing of the fact itself, and the query
 * groups by that column's dimension, which the source read (`stored`) holds.
 */
export function lookupKey(model: ModelDefinition, d: string, stored: readonly string[], grouped: readonly string[], chained = false): string | undefined {
  const dim = model.dimensions[d];
  const join = dim?.join ? model.joins?.[dim.join] : undefined;
  // `chained`: also a join on the column of the join it requires (an agent's name through the member's agent id)
  const on = chained && join?.requires ? new RegExp(`^(f|${join.requires})\\.[a-z_][a-z0-9_]*$`) : /^f\.[a-z_][a-z0-9_]*$/;
  if (!join || !on.test(join.to) || /\bf\./.test(dim.sql)) return undefined;
  const key = grouped.find((k) => model.dimensions[k]?.sql === join.to);
  return key && stored.includes(key) ? key : undefined;
}

/**
 * The stored column by which dimension `d` can be joined on a rollup's rows as on the fact's: `d`
 * is an attribute of a join on a fact column (`f.member_id`) that requires no other join and reads
 * nothing of the fact itself, and the rollup stores that column under its own name. A rollup at
 * member grain then groups by a member's attributes (a channel) as the fact would, each row one member.
 */
export function rowJoinKey(model: ModelDefinition, d: string, stored: readonly string[]): string | undefined {
  const dim = model.dimensions[d];
  const join = dim?.join ? model.joins?.[dim.join] : undefined;
  if (!join || join.requires || /\bf\./.test(dim.sql)) return undefined;
  const column = /^f\.([a-z_][a-z0-9_]*)$/.exec(join.to)?.[1];
  return column && stored.includes(column) && model.dimensions[column]?.sql === join.to ? column : undefined;
}
