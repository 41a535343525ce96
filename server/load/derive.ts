import { depositedSql, withdrawnSql } from '../../models/transactionRules';
import { inDays } from '../warehouse/refreshScope';
import { suppliedColumns, type ContractTable } from './contract';
import { newName } from './checkColumns';

/**
 * What the console derives from what an operator supplies (docs/DATA-CONTRACT.md, "derived"):
 * base-currency amounts as a table's rows are written, then the members' fields read off the facts.
 */

/**
 * The INSERT of a load's checked rows of a table into the warehouse: its supplied columns, and each base-currency
 * amount as the site-currency amount times the rate of the site's currency on the row's day (the
 * generator's arithmetic: the amount as a DOUBLE times the rate, kept in MONEY_BASE). Facts are
 * written in day and site order, as the generator writes them, for DuckDB's zone maps.
 */
export function insertSql(t: ContractTable): string {
  const supplied = suppliedColumns(t);
  const base = t.columns.filter((c) => c.money === 'base');
  const names = [...supplied, ...base].map((c) => c.name);
  const values = [...supplied.map((c) => `f.${c.name}`), ...base.map((c) => `CAST(f.${c.name.slice(0, -'_base'.length)} AS DOUBLE) * r.rate_to_base`)];
  // the sites and rates as written (they come before the facts)
  const rates = base.length ? ` JOIN dim_site s ON s.site_id = f.site_id JOIN fx_rate r ON r.currency = s.site_currency AND r.rate_date = f.${t.day}` : '';
  const order = t.day ? ` ORDER BY f.${t.day}${t.columns.some((c) => c.name === 'site_id') ? ', f.site_id' : ''}, f.__file, f.__row` : ' ORDER BY f.__file, f.__row';
  return `INSERT INTO ${t.name} (${names.join(', ')}) SELECT ${values.join(', ')} FROM ${newName(t.name)} f${rates}${order}`;
}

/** Each member's last day of each kind and first two deposit days, from the facts' rows that `of` keeps (a condition on `f`, a table). */
function dayFields(of: (table: string) => string): string {
  return `SELECT member_id, max(login_d) AS login_d, max(game_d) AS game_d, max(dpst_d) AS dpst_d, max(wdrl_d) AS wdrl_d, flatten(list(first_two) FILTER (WHERE first_two IS NOT NULL)) AS first_two FROM (
      SELECT member_id, max(stat_date) AS login_d, NULL::DATE AS game_d, NULL::DATE AS dpst_d, NULL::DATE AS wdrl_d, NULL::DATE[] AS first_two FROM fact_login f WHERE ${of('fact_login')} GROUP BY member_id
      UNION ALL SELECT member_id, NULL, max(stat_date), NULL, NULL, NULL FROM fact_game_day f WHERE ${of('fact_game_day')} GROUP BY member_id
      UNION ALL SELECT member_id, NULL, NULL, max(stat_date), NULL, min(stat_date, 2) FROM fact_transaction f WHERE ${depositedSql()} AND ${of('fact_transaction')} GROUP BY member_id
      UNION ALL SELECT member_id, NULL, NULL, NULL, max(stat_date), NULL FROM fact_transaction f WHERE ${withdrawnSql()} AND ${of('fact_transaction')} GROUP BY member_id
    ) GROUP BY member_id`;
}

/**
 * The members' fields of a load into a warehouse, without reading every member's facts again. A
 * member none of whose days (last login, play, deposit, withdrawal; first two deposits) falls on a
 * day the load replaced keeps them as the latest (the first two: the earliest) of its days and of
 * the loaded days' rows: the rows those days held before could not have set them. The others, and
 * the members whose own row the load wrote again (their fields then empty), are read from the facts
 * again. `touched`: the load's members (a table); `rewritten`: those whose row it wrote again; `days`:
 * each fact's days loaded. Returns the statements that find the members read again (into the table
 * `redo`) and merge the others, then the one that reads those again (needless when `redo` is empty).
 */
export function memberFieldsRefresh(touched: string, rewritten: string, days: ReadonlyMap<string, readonly string[]>): { merge: string[]; redo: string; again: string } {
  const all = [...new Set([...days.values()].flat())].sort();
  const onLoaded = all.length
    ? ['login_date_max', 'gm_date_max', 'dpst_date_max', 'wdrl_date_max', 'first_dpst_date', 'second_dpst_date'].map((f) => `(${inDays(`m.${f}`, all)})`).join(' OR ')
    : 'FALSE';
  const redo = 'member_fields_redo';
  const loadedRows = (table: string) => (days.get(table)?.length ? inDays('f.stat_date', days.get(table)!) : 'FALSE');
  const latest = (field: string, loaded: string) => `greatest(dim_member.${field}, d.${loaded})`;
  const life = 'greatest(dim_member.login_date_max, d.login_d, dim_member.gm_date_max, d.game_d, dim_member.dpst_date_max, d.dpst_d, dim_member.wdrl_date_max, d.wdrl_d)';
  const merged = `list_sort(list_filter(list_concat([dim_member.first_dpst_date, dim_member.second_dpst_date], coalesce(d.first_two, [])), x -> x IS NOT NULL))`;
  const merge = [
    `CREATE OR REPLACE TEMP TABLE ${redo} AS SELECT member_id FROM ${rewritten}
      UNION SELECT m.member_id FROM dim_member m WHERE m.member_id IN (SELECT member_id FROM ${touched}) AND (${onLoaded})`,
    `UPDATE dim_member SET login_date_max = ${latest('login_date_max', 'login_d')}, gm_date_max = ${latest('gm_date_max', 'game_d')},
      dpst_date_max = ${latest('dpst_date_max', 'dpst_d')}, wdrl_date_max = ${latest('wdrl_date_max', 'wdrl_d')},
      life_date_max = ${life}, life_days = ${life} - dim_member.reg_date,
      first_dpst_date = ${merged}[1], second_dpst_date = ${merged}[2]
    FROM (${dayFields(loadedRows)}) d
    WHERE d.member_id = dim_member.member_id AND d.member_id NOT IN (SELECT member_id FROM ${redo})`,
  ];
  return { merge, redo, again: memberFieldsSql(redo) };
}

/**
 * Every member's last login, gaming, deposit and withdrawal day, life span and first two deposit
 * days, from the facts: of every member, or of those in the table `only` (a load's members). A
 * member without such facts gets none.
 */
export function memberFieldsSql(only?: string): string {
  const of = (alias: string) => (only ? `${alias}.member_id IN (SELECT member_id FROM ${only})` : 'TRUE');
  return `UPDATE dim_member SET login_date_max = d.login_d, gm_date_max = d.game_d, dpst_date_max = d.dpst_d, wdrl_date_max = d.wdrl_d,
    life_date_max = greatest(d.login_d, d.game_d, d.dpst_d, d.wdrl_d), life_days = greatest(d.login_d, d.game_d, d.dpst_d, d.wdrl_d) - dim_member.reg_date,
    first_dpst_date = d.first_two[1], second_dpst_date = d.first_two[2]
  FROM (
    SELECT m.member_id, f.login_d, f.game_d, f.dpst_d, f.wdrl_d, f.first_two
    FROM dim_member m LEFT JOIN (${dayFields(() => of('f'))}) f ON f.member_id = m.member_id
    WHERE ${of('m')}
  ) d
  WHERE d.member_id = dim_member.member_id`;
}
