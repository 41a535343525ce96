import { localMoneySql } from '../../../semantic/money';
import { moneySql } from '../../sql/money';
import type { Params } from '../../sql/params';
import type { KindInput } from '../kind';

/**
 * A kind's money column of a fact row in the request's currency (the base column as it is in the
 * base currency). `column` is the base column (`amount_base`); `prefix` the row's alias with its dot
 * (`t.`) or nothing; the row's day and site are its `stat_date` and `site_id` unless named.
 */
export function factMoney(input: KindInput, params: Params, prefix: string, column: string, day = 'stat_date'): string {
  const base = `${prefix}${column}`;
  return moneySql(input.money, { base, local: localMoneySql(`x.${column}`).replace(/^x\./, prefix), day: `${prefix}${day}`, site: `${prefix}site_id` }, input.dialect, params);
}

/** A rollup's money sum in the request's currency: its base column and its own-currency column beside it. */
export function rollupMoney(input: KindInput, params: Params, prefix: string, column: string, localColumnName: string): string {
  return moneySql(input.money, { base: `${prefix}${column}`, local: `${prefix}${localColumnName}`, day: `${prefix}stat_date`, site: `${prefix}site_id` }, input.dialect, params);
}
