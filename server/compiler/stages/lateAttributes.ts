import { lookupKey } from '../../semantic/joins';
import { ident } from '../sql/params';
import type { ModelPart } from '../types';

/** Attributes of a key the relation looks up once, and the joins that hold them. */
export interface LateAttributes {
  /** Output dimensions looked up (a site's name, market and the like), with their SQL over the join's alias. */
  attributes: ReadonlyMap<string, string>;
  /** `LEFT JOIN table alias ON alias.key = cur.keyDimension`, one per join. */
  joins: string[];
  /** The same joins as data, for a dialect that prints them its own way: the alias, its table, the table's key and the key dimension it matches. */
  lookups: readonly { alias: string; table: string; on: string; by: string }[];
  /** Each looked-up attribute's key dimension: rows with the same key have the same attribute. */
  keys: ReadonlyMap<string, string>;
  /** Each looked-up attribute that is a column of its join's table: the table, its key column and the attribute's column. */
  columns: ReadonlyMap<string, { table: string; on: string; column: string }>;
}

/** The dimensions a part's source holds itself (raw facts: every one it groups by, read from its row or its joins). */
function stored(part: ModelPart): readonly string[] {
  const { source } = part;
  if (source.kind === 'rollup') return source.rollup.dimensions;
  if (source.kind === 'activity') return source.activity.dimensions;
  if (source.kind === 'span') return ['site_id', ...source.dimensions];
  return part.dimensions;
}

/**
 * Attributes of a grouped key (a site's name and market, from its id) that every part may leave
 * out: each part then groups by the number alone and the relation joins the attribute's table once,
 * after the parts and periods are put together, instead of every part hashing the same strings
 * (DuckDB spends most of a site report's execution hashing them). Only where every part holds the
 * key (a rollup or members' activity storing it, or raw facts) and reaches the attribute through
 * the same join; a renamed dimension (a chosen grouping) stays in the parts. A raw part still joins
 * on its rows what a condition needs (a market filter reads the site's currency).
 */
export function lateAttributes(parts: readonly ModelPart[], dims: readonly string[], rename?: Readonly<Record<string, string>>): LateAttributes | undefined {
  if (!parts.length) return undefined;
  const attributes = new Map<string, string>();
  const joins = new Map<string, string>();
  const lookups = new Map<string, LateAttributes['lookups'][number]>();
  const keys = new Map<string, string>();
  const columns = new Map<string, { table: string; on: string; column: string }>();
  for (const d of dims) {
    if (rename?.[d]) continue;
    let found: { alias: string; join: string; sql: string; key: string; table: string; on: string } | undefined;
    const every = parts.every((p) => {
      const keep = stored(p);
      const dim = p.model.dimensions[d];
      const key = dim?.join ? lookupKey(p.model, d, keep, dims, p.source.kind === 'rollup') : undefined;
      if (!key) return false;
      const j = p.model.joins![dim.join!];
      const join = `LEFT JOIN ${ident(j.table)} ${dim.join} ON ${dim.join}.${j.key} = cur.${ident(key)}`;
      if (found && (found.join !== join || found.sql !== dim.sql)) return false;
      found = { alias: dim.join!, join, sql: dim.sql, key, table: j.table, on: j.key };
      return true;
    });
    if (!every || !found || (joins.has(found.alias) && joins.get(found.alias) !== found.join)) continue;
    attributes.set(d, found.sql);
    joins.set(found.alias, found.join);
    lookups.set(found.alias, { alias: found.alias, table: found.table, on: found.on, by: found.key });
    keys.set(d, found.key);
    const column = new RegExp(`^${found.alias}\\.([a-z_][a-z0-9_]*)$`).exec(found.sql)?.[1];
    if (column) columns.set(d, { table: found.table, on: found.on, column });
  }
  return attributes.size ? { attributes, joins: [...joins.values()], lookups: [...lookups.values()], keys, columns } : undefined;
}
