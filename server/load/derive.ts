import { depositedSql, withdrawnSql } from '../../models/transactionRules';
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

/**
 * Every member's last login, gaming, deposit and withdrawal day, life span and first two deposit
 * days, from the facts: of every member, or of those in the table `only` (a load's members).
 */
export function memberFieldsSql(only?: string): string {
  const of = (alias: string) => (only ? ` AND ${alias}.member_id IN (SELECT member_id FROM ${only})` : '');
  return `UPDATE dim_member SET login_date_max = d.login_d, gm_date_max = d.game_d, dpst_date_max = d.dpst_d, wdrl_date_max = d.wdrl_d,
    life_date_max = greatest(d.login_d, d.game_d, d.dpst_d, d.wdrl_d), life_days = greatest(d.login_d, d.game_d, d.dpst_d, d.wdrl_d) - dim_member.reg_date,
    first_dpst_date = d.first_two[1], second_dpst_date = d.first_two[2]
  FROM (
    SELECT m.member_id, l.d AS login_d, g.d AS game_d, dp.last_d AS dpst_d, wd.last_d AS wdrl_d, dp.first_two
    FROM dim_member m
    LEFT JOIN (SELECT member_id, max(stat_date) AS d FROM fact_login f WHERE TRUE${of('f')} GROUP BY member_id) l ON l.member_id = m.member_id
    LEFT JOIN (SELECT member_id, max(stat_date) AS d FROM fact_game_day f WHERE TRUE${of('f')} GROUP BY member_id) g ON g.member_id = m.member_id
    LEFT JOIN (SELECT member_id, max(stat_date) AS last_d, min(stat_date, 2) AS first_two FROM fact_transaction f WHERE ${depositedSql()}${of('f')} GROUP BY member_id) dp ON dp.member_id = m.member_id
    LEFT JOIN (SELECT member_id, max(stat_date) AS last_d FROM fact_transaction f WHERE ${withdrawnSql()}${of('f')} GROUP BY member_id) wd ON wd.member_id = m.member_id
    WHERE TRUE${of('m')}
  ) d
  WHERE d.member_id = dim_member.member_id`;
}
