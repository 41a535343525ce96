import { suppliedColumns, type ContractTable } from './contract';
import { newName, typedName } from './checkColumns';

/**
 * How a load's rows of a table replace the warehouse's: a fact's rows replace the whole days they
 * hold (a day loaded again is replaced, never added to); a keyed table's rows replace the rows of
 * their keys and add the others; a map without a key (a member's tags, a member's links) replaces
 * the rows of the members it names. A table the load has no file for is left as it is.
 */
export type Replacement = { by: 'days'; column: string } | { by: 'key'; columns: readonly string[] } | { by: 'members' };

export function replacementOf(t: ContractTable): Replacement {
  if (t.day) return { by: 'days', column: t.day };
  if (t.key.length) return { by: 'key', columns: t.key };
  return { by: 'members' };
}

/** The rows of the warehouse's table `w` that a load's rows (`n`) replace, as a condition on `w`. */
export function replacedSql(t: ContractTable): string {
  const r = replacementOf(t);
  if (r.by === 'days') return `w.${r.column} IN (SELECT DISTINCT ${r.column} FROM ${newName(t.name)})`;
  if (r.by === 'members') return `w.member_id IN (SELECT DISTINCT member_id FROM ${newName(t.name)})`;
  return `EXISTS (SELECT 1 FROM ${newName(t.name)} n WHERE ${r.columns.map((c) => `n.${c} = w.${c}`).join(' AND ')})`;
}

/** The warehouse's rows a load replaces, deleted (run before the load's rows are written). */
export const deleteSql = (t: ContractTable): string => `DELETE FROM ${t.name} w WHERE ${replacedSql(t)}`;

/**
 * The view `typed_<table>` the checks read: the table as it will be once written. With no
 * warehouse yet, the load's rows; else the load's rows (if it has the table) and the warehouse's rows
 * they leave, those with `__file` '(the warehouse)' and no `__row`.
 */
export function mergedViewSql(t: ContractTable, loaded: boolean, existing: boolean): string {
  const columns = suppliedColumns(t).map((c) => c.name);
  const kept = `SELECT ${columns.map((c) => `w.${c}`).join(', ')}, '(the warehouse)' AS __file, CAST(NULL AS BIGINT) AS __row FROM main.${t.name} w`;
  let body: string;
  if (!existing) body = `SELECT * FROM ${newName(t.name)}`;
  else if (!loaded) body = kept;
  else body = `SELECT * FROM ${newName(t.name)} UNION ALL ${kept} WHERE NOT (${replacedSql(t)})`;
  return `CREATE OR REPLACE TEMP VIEW ${typedName(t.name)} AS ${body}`;
}

/** What a fact's rows replace, told after the load: the rows it wrote, those of the same days it replaced, and the sites that had rows of such a day the load has none of. */
export interface DaysReplaced {
  table: string;
  written: number;
  replaced: number;
  /** What the rows replaced share with the load's: their days (a fact's, the default), their key (a dimension's, the rates'), or their members (a member's tags and links). */
  by?: 'key' | 'members';
  /** Sites with rows of a day loaded before the load and none of that day in it: their figures of the day are gone (a file replaces whole days). */
  sitesEmptied: number[];
}

/** A table without days: its rows written and the warehouse's rows they replace, as one row read before those are deleted. */
export const keysReplacedSql = (t: ContractTable): string =>
  `SELECT (SELECT count(*) FROM ${newName(t.name)}) AS written, count(*) AS replaced FROM ${t.name} w WHERE ${replacedSql(t)}`;

/** DaysReplaced of a fact (`t.day`) as one row, read before the warehouse's rows are deleted. */
export function daysReplacedSql(t: ContractTable): string {
  const day = t.day!;
  const n = newName(t.name);
  const bySite = suppliedColumns(t).some((c) => c.name === 'site_id');
  // the warehouse's rows of the days loaded read once: counted, and their sites the load has no row of on their day
  const emptied = bySite
    ? `coalesce(list(DISTINCT w.site_id ORDER BY w.site_id) FILTER (WHERE NOT EXISTS (SELECT 1 FROM ${n} n WHERE n.${day} = w.${day} AND n.site_id = w.site_id)), [])`
    : '[]';
  return `SELECT (SELECT count(*) FROM ${n}) AS written, count(*) AS replaced, ${emptied} AS emptied FROM ${t.name} w WHERE ${replacedSql(t)}`;
}

/** Each fact's rows written against those of the same days replaced, and the sites a file emptied those days of (a file replaces whole days). */
export function replacedLines(replaced: readonly DaysReplaced[], oneDay: boolean): string[] {
  const n = (v: number) => v.toLocaleString('en-US');
  const days = oneDay ? 'that day' : 'those days';
  return replaced.flatMap((r) => {
    const of = r.by === 'key' ? 'with the same key' : r.by === 'members' ? 'of the same members' : `of ${days}`;
    const written = `load: ${r.table}: ${n(r.written)} rows written, replacing ${n(r.replaced)} ${of}`;
    if (!r.sitesEmptied.length) return [written];
    const [s, it, its] = r.sitesEmptied.length === 1 ? ['', 'it', 'its'] : ['s', 'them', 'their'];
    return [written, `load: note: ${r.table} had rows of ${days} for site${s} ${r.sitesEmptied.join(', ')}, and the file has none for ${it}: ${its} rows of ${days} are gone (load the whole day again to put them back)`];
  });
}
