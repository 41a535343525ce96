import type { ModelDefinition } from '../../../../src/engine/definition/model';
import { dimensionSql } from '../../sql/expressions';
import { ident } from '../../sql/params';
import type { ModelPart } from '../../types';
import { chExpressions as clickhouse } from './expressions';
import type { Rel } from './relations';

/** A fact's joins on ClickHouse (one a level, as 18.16 takes them), and attributes looked up after grouping. */

/** `alias.column` references in SQL fragments of the definitions, so a nested join carries exactly those columns. */
export function referencedColumns(alias: string, fragments: readonly string[]): string[] {
  const ref = new RegExp(`(?<![\\w."])${alias}\\.(?:"([a-z_][a-z0-9_]*)"|([a-z_][a-z0-9_]*))`, 'gi');
  const found = new Set<string>();
  for (const text of fragments) for (const m of text.matchAll(ref)) found.add(m[1] ?? m[2]);
  return [...found];
}

/** A column joined at an earlier level, carried outwards under its dotted name so `lv.lv_order` still reads it. */
const carried = (alias: string, column: string) => `"${alias}.${column}"`;

/**
 * The left side of a join's equality: a fact column unqualified (a Distributed table's alias does
 * not reach the shards' ON clause in 18.16), another join's column by its carried name.
 */
function joinedTo(to: string): string {
  const [alias, column] = to.split('.');
  return alias === 'f' ? ident(column) : carried(alias, column);
}

/**
 * The fact (or a rollup's rows, `fact`) and its joins as a FROM clause. ClickHouse 18.16 takes one JOIN per SELECT, so each
 * further join wraps the joins before it in a subquery aliased `f`, which carries the fact's columns
 * and the joined ones under their dotted names (`site.site_name`): definitions' fragments then read
 * alike at every level. `pushdown` (conditions on the fact alone: scope and range) filters the
 * fact before the first join; the caller adds it to WHERE when there is no nesting.
 */
export function joinedFrom(model: ModelDefinition, joins: readonly string[], fragments: readonly string[], pushdown: readonly string[], fact = `${ident(model.table)} AS f`): { from: string; where: readonly string[] } {
  if (!joins.length) return { from: fact, where: pushdown };
  const defs = joins.map((name) => ({ name, ...model.joins![name] }));
  const all = [...fragments, ...pushdown, ...defs.map((j) => j.to)];
  // the joined table reduced to the columns read: its others would turn Nullable too (join_use_nulls), which an Array cannot
  const joined = (j: (typeof defs)[number]) => `(SELECT ${[...new Set([j.key, ...referencedColumns(j.name, all)])].map(ident).join(', ')} FROM ${ident(j.table)})`;
  const joinSql = (j: (typeof defs)[number]) => `ALL LEFT JOIN ${joined(j)} AS ${ident(j.name)} ON ${ident(j.name)}.${ident(j.key)} = ${joinedTo(j.to)}`;
  let from = `${fact} ${joinSql(defs[0])}`;
  for (let k = 1; k < defs.length; k++) {
    const carry = [
      ...referencedColumns('f', all).map((c) => `f.${ident(c)}`),
      ...defs.slice(0, k - 1).flatMap((j) => referencedColumns(j.name, all).map((c) => carried(j.name, c))),
      ...referencedColumns(defs[k - 1].name, all).map((c) => `${ident(defs[k - 1].name)}.${ident(c)} AS ${carried(defs[k - 1].name, c)}`),
    ];
    const where = k === 1 && pushdown.length ? ` WHERE ${pushdown.join(' AND ')}` : '';
    from = `(SELECT ${carry.join(', ')} FROM ${from}${where}) AS f ${joinSql(defs[k])}`;
  }
  return { from, where: defs.length > 1 ? [] : pushdown };
}

/**
 * The grouped rows with the attributes `looked` looked up by their join's key, once per group: all
 * in one SELECT where the server takes several joins, else one lookup a level (`ALL LEFT JOIN …
 * USING`, as 18.16 takes them). The part's columns in its order.
 */
export function lookedUp(part: ModelPart, late: readonly string[], looked: ReadonlySet<string>, grouped: Rel, severalJoins: boolean): string {
  const { model, source } = part;
  const lookups = late.map((j) => {
    const { table, key, to } = model.joins![j];
    return { j, table, key, by: part.dimensions.find((d) => model.dimensions[d]?.sql === to)! };
  });
  // the grouped rows' own columns as `p.x` beside the lookups' in one SELECT, else as they are
  const own = (name: string) => (severalJoins ? `p.${ident(name)} AS ${ident(name)}` : ident(name));
  const columns = [
    ...part.dimensions.map((d) => (looked.has(d) ? `${dimensionSql(model, d, source, clickhouse)} AS ${ident(d)}` : own(d))),
    ...grouped.columns.filter((c) => !part.dimensions.includes(c)).map(own),
  ].join(', ');
  if (severalJoins) {
    const joins = lookups.map(({ j, table, key, by }) => `LEFT JOIN ${ident(table)} AS ${ident(j)} ON ${ident(j)}.${ident(key)} = p.${ident(by)}`);
    return `SELECT ${columns} FROM (${grouped.sql}) AS p ${joins.join(' ')}`;
  }
  // each lookup's columns the attributes read, carried under their dotted names (`"m.channel_token"`), one lookup a level;
  // the attributes computed after the joins, so a key a lookup lacks gives their value over NULLs, as on DuckDB
  const kept = grouped.columns.map(ident);
  let from = grouped.sql;
  for (const { j, table, key, by } of lookups) {
    const read = referencedColumns(j, part.dimensions.filter((d) => looked.has(d) && model.dimensions[d].join === j).map((d) => dimensionSql(model, d, source, clickhouse)));
    const lookup = `SELECT ${ident(j)}.${ident(key)} AS ${ident(by)}, ${read.map((c) => `${ident(j)}.${ident(c)} AS ${carried(j, c)}`).join(', ')} FROM ${ident(table)} AS ${ident(j)}`;
    from = `SELECT ${kept.join(', ')}, ${read.map((c) => carried(j, c)).join(', ')} FROM (${from}) ALL LEFT JOIN (${lookup}) USING (${ident(by)})`;
    kept.push(...read.map((c) => carried(j, c)));
  }
  return `SELECT ${columns} FROM (${from})`;
}

