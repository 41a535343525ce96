import { lookupKey } from '../../../semantic/joins';
import { neededJoins } from '../../sql/conditions';
import { ident } from '../../sql/params';
import type { ModelPart } from '../../types';

/**
 * An aggregated part's late joins' attributes, looked up once per group rather than once per row
 * read; and the dimensions computed after grouping (`after`: their expression over the groups).
 */
export function withLookups(part: ModelPart, late: readonly string[], early: (d: string) => boolean, aggregated: string, after: ReadonlyMap<string, string> = new Map()): string {
  if (!late.length && !after.size) return aggregated;
  const { model } = part;
  const outer = [
    ...part.dimensions.map((d) => (early(d) ? `p.${ident(d)}` : `${after.get(d) ?? model.dimensions[d].sql} AS ${ident(d)}`)),
    ...(part.grain ? ['p.stat_date'] : []),
    ...part.aggregates.map((m) => `p.${ident(m)}`),
  ];
  const lookups = late.map((j) => {
    const { table, key, to } = model.joins![j];
    return `LEFT JOIN ${ident(table)} ${ident(j)} ON ${j}.${key} = p.${ident(keyDimension(part, to)!)}`;
  });
  return `SELECT ${outer.join(', ')} FROM (${aggregated}) p ${lookups.join(' ')}`;
}

/** The part's dimension that is the fact column `to` itself (a join key the part groups by). */
function keyDimension(part: ModelPart, to: string): string | undefined {
  return part.dimensions.find((d) => part.model.dimensions[d]?.sql === to);
}

/**
 * Joins whose attributes can be looked up after aggregating: the part groups by the join's key
 * column itself (so grouping by the key is grouping by its attributes), and nothing else needs
 * the join on the fact rows (a condition, a measure, another join, or a dimension also reading
 * the fact). Grouping by a number instead of by joined strings is what hand-written SQL does.
 */
export function lateJoins(part: ModelPart): string[] {
  const { model } = part;
  const joins = model.joins ?? {};
  const onRows = new Set<string>([
    ...part.conditions.map((c) => model.dimensions[c.dimension]?.join),
    ...part.aggregates.map((m) => { const def = model.measures[m]; return def && 'join' in def ? def.join : undefined; }),
    // a join the rows need that reads through another (`requires`) keeps that one on the rows too
    ...neededJoins(part).map((j) => joins[j]?.requires),
  ].filter((j): j is string => Boolean(j)));
  return Object.keys(joins).filter((name) => {
    const attributes = part.dimensions.filter((d) => model.dimensions[d]?.join === name);
    return !onRows.has(name) && attributes.length > 0 && attributes.every((d) => lookupKey(model, d, part.dimensions, part.dimensions));
  });
}
