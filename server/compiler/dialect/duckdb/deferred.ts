import { ident } from '../../sql/params';
import type { DeferredRelation, ModelQuerySqlInput } from '../dialect';
import type { LateAttributes } from '../../stages/lateAttributes';
import { laterColumns } from '../../sql/figures';
import { aliasOf, windowColumns, type WindowColumn } from '../../sql/windowFigures';

/** The relation of every row without its window figures and looked-up attributes (DeferredRelation). */
const DEFERRED_ALL = '__all';
/** The conformed member key: rows by member are the many rows a page picks from. */
const MEMBER_KEY = 'member_id';
/** The same rows with the figures derived from their values (growth). */
const DEFERRED_FIGURES = '__all_figures';

/**
 * The rows as a DeferredRelation, where a query has window figures (ranks, shares) over grouped
 * rows: `__all` holds every row's keys and figures, and `finish` looks up the attributes, adds the
 * window figures and derives the rest for the few rows a page or chart picks. A picked row's rank is
 * one more than the count of rows ranked above it, all of which rank at or above the lowest picked
 * value: so each rank is computed over those rows alone (the top of the set for a top-N page), the
 * same rank as over every row. Shares are computed over every row, by key. Only over members or
 * raw facts; not with running sums (windows over time, every row read), a renamed dimension or a
 * named kind's relation.
 */
export function deferredRelation(input: ModelQuerySqlInput, ctes: readonly string[], cols: { base: readonly string[]; figures: readonly string[] }, dims: readonly string[], from: string, late: LateAttributes | undefined): DeferredRelation | undefined {
  const { query } = input;
  const windows = windowColumns(input);
  if (input.totals || !windows.length || query.running?.length || !dims.length || input.resName || Object.keys(input.rename ?? {}).length) return undefined;
  // a relation of few rows (sites or markets from their rollups) is ranked whole: picking first pays
  // off over members or raw facts, and elsewhere only adds to what DuckDB plans at every request
  if (!dims.includes(MEMBER_KEY) && !input.parts.some((p) => p.source.kind === 'raw')) return undefined;
  const keys = dims.map(ident);
  const figures = cols.figures.map((c) => (c.startsWith('"') && !c.includes(' AS ') ? c.slice(1, -1) : aliasOf(c)));
  const later = laterColumns(input, false);
  // every row's final values by key (materialized: read by each pick and count); the figures derived from them (growth) for the rows that need them
  const withList = [...ctes,
    `${DEFERRED_ALL} AS MATERIALIZED (SELECT ${cols.base.join(', ')} FROM ${from})`,
    `${DEFERRED_FIGURES} AS (SELECT ${cols.figures.join(', ')} FROM ${DEFERRED_ALL})`];
  const finish = (picked: string, name: string, withWindows: boolean, figured: boolean): string => {
    const out = figured ? [] : [`${name}_f AS (SELECT ${cols.figures.join(', ')} FROM ${picked})`];
    // the output dimensions in their order, each looked up or read as picked, then the figures
    const looked = input.dimensions.map((d) => { const sql = late?.attributes.get(d); return sql ? `${sql} AS ${ident(d)}` : `cur.${ident(d)}`; });
    const attributes = `SELECT ${looked.join(', ')}, cur.* EXCLUDE (${keys.join(', ')}) FROM ${figured ? picked : `${name}_f`} cur${(late?.joins ?? []).map((j) => ' ' + j).join('')}`;
    if (!withWindows) return [...out, `${name} AS (${attributes})`].join(',\n');
    out.push(`${name}_0 AS (${attributes})`);
    const joins: string[] = [];
    const shares = windows.filter((w) => !w.ranks);
    windows.forEach((w, i) => {
      if (!w.ranks) return;
      // the rows ranked at or above the lowest picked value, ranked among themselves
      const rows = `SELECT ${[...keys, ident(w.reads)].join(', ')} FROM ${DEFERRED_ALL} WHERE ${w.ranks} >= (SELECT min(${w.ranks}) FROM ${picked})`;
      out.push(`${name}_w${i} AS (SELECT ${[...keys, w.sql].join(', ')} FROM (${rows}))`);
      joins.push(`${name}_w${i}`);
    });
    if (shares.length) {
      out.push(`${name}_shares AS (SELECT ${[...keys, ...shares.map((w) => w.sql)].join(', ')} FROM (SELECT ${[...keys, ...new Set(shares.map((w) => ident(w.reads)))].join(', ')} FROM ${DEFERRED_ALL}))`);
      joins.push(`${name}_shares`);
    }
    const on = (rel: string) => keys.map((k) => `r.${k} IS NOT DISTINCT FROM ${rel}.${k}`).join(' AND ');
    const owner = (w: WindowColumn, i: number) => (w.ranks ? `${name}_w${i}` : `${name}_shares`);
    out.push(`${name}_1 AS (SELECT r.*, ${windows.map((w, i) => `${owner(w, i)}.${ident(w.alias)}`).join(', ')} FROM ${name}_0 r${joins.map((j) => ` LEFT JOIN ${j} ON ${on(j)}`).join('')})`,
      `${name} AS (SELECT *${later.map((c) => ', ' + c).join('')} FROM ${name}_1)`);
    return out.join(',\n');
  };
  return {
    with: `WITH ${withList.join(',\n')}`,
    all: DEFERRED_ALL,
    fields: new Set([...dims, ...cols.base.slice(dims.length).map(aliasOf)]),
    figures: DEFERRED_FIGURES,
    figureFields: new Set(figures),
    attributeKeys: late?.keys ?? new Map(),
    windowFields: new Set([...windows.map((w) => w.alias), ...later.map(aliasOf)]),
    finish,
  };
}
