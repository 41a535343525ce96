import type { Warehouse } from './warehouse';

/**
 * Up to when the data runs: the warehouse's last day, with the latest transaction's time (to the
 * minute) when that day has transactions ("2026-11-27 14:05"), else the day alone; null for a
 * warehouse without days. Plain SQL both warehouses answer alike (a timestamp reads back as
 * 'YYYY-MM-DD HH:mm:ss').
 */
export async function readDataTo(warehouse: Warehouse): Promise<string | null> {
  // scalar subqueries, none correlated: ClickHouse answers them too (its max of no rows is 1970's, not NULL: the time then misses the day)
  const [row] = await warehouse.query(`SELECT (SELECT max(rate_date) FROM fx_rate) AS last_day,
    (SELECT max(order_time) FROM fact_transaction WHERE stat_date = (SELECT max(rate_date) FROM fx_rate)) AS last_time`);
  if (!row?.last_day) return null;
  const day = String(row.last_day).slice(0, 10);
  const time = row.last_time ? String(row.last_time) : '';
  return time.startsWith(day) ? time.slice(0, 16) : day;
}
