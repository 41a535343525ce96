import { defineModel } from '../src/engine/definition/model';
import { siteDimensions, siteJoin } from './shared';

const REDEEMED = 'f.redeem_date IS NOT NULL';

/** Vouchers (fact_voucher, keyed by the issue day) and whether they were redeemed since. */
export default defineModel({
  id: 'voucher',
  table: 'fact_voucher',
  timeColumn: 'issue_date',
  joins: { ...siteJoin, promo: { table: 'dim_promo', on: 'promo.promo_id = f.promo_id' } },
  dimensions: {
    ...siteDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
    promo_id: { sql: 'f.promo_id', type: 'number' },
    promo_name: { sql: 'promo.promo_name', type: 'string', join: 'promo' },
    promo_type: { sql: 'promo.promo_type', type: 'number', join: 'promo' },
    promo_sub_type: { sql: 'promo.promo_sub_type', type: 'string', join: 'promo' },
    promo_date_start: { sql: 'promo.promo_date_start', type: 'date', join: 'promo' },
    promo_date_end: { sql: 'promo.promo_date_end', type: 'date', join: 'promo' },
  },
  measures: {
    voucher_count: { agg: 'count', format: 'count' },
    voucher_amt: { agg: 'sum', sql: 'f.amount_base', format: 'amount', money: true },
    voucher_dau: { agg: 'countDistinct', sql: 'f.member_id', format: 'count' },
    voucher_redeem_count: { agg: 'count', where: REDEEMED, format: 'count' },
    voucher_redeem_amt: { agg: 'sum', sql: 'f.amount_base', where: REDEEMED, format: 'amount', money: true },
    voucher_redeem_rate: { ratio: ['voucher_redeem_count', 'voucher_count'], format: 'rate' },
    voucher_redeem_days_sum: { agg: 'sum', sql: "date_diff('day', f.issue_date, f.redeem_date)", where: REDEEMED, format: 'days' },
    voucher_redeem_days: { ratio: ['voucher_redeem_days_sum', 'voucher_redeem_count'], format: 'days' },
  },
});
