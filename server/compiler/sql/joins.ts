import type { ModelDefinition } from '../../../src/engine/definition/model';
import { ident } from './params';

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
