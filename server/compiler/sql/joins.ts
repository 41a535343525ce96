import type { ModelDefinition } from '../../../src/engine/definition/model';
import { ident } from './params';

/** LEFT JOIN clauses for the named joins, each preceded by the join it requires. */
export function joinClauses(model: ModelDefinition, names: Iterable<string>): string[] {
  const ordered: string[] = [];
  const add = (name: string) => {
    if (ordered.includes(name)) return;
    const required = model.joins![name].requires;
    if (required) add(required);
    ordered.push(name);
  };
  for (const n of names) add(n);
  return ordered.map((j) => `LEFT JOIN ${ident(model.joins![j].table)} ${ident(j)} ON ${model.joins![j].on}`);
}
