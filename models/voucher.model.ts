import { defineModel } from '../src/engine/definition/model';
import { promoDimensions, promoJoin, siteDimensions, siteJoin } from './shared';

const REDEEMED = 'f.redeem_date IS NOT NULL';

/** Vouchers (fact_voucher, keyed by the issue day) and whether they were redeemed since. */
const voucherModel = defineModel({
  id: 'voucher',
  table: 'fact_voucher',
  timeColumn: 'issue_date',
  joins: { ...siteJoin, ...promoJoin },
  dimensions: {
    ...siteDimensions,
    ...promoDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
  },
  measures: {
    voucher_count: { agg: 'count', format: 'count' },
    voucher_amt: { agg: 'sum', sql: 'f.amount_base', format: 'amount', money: true },
    voucher_dau: { agg: 'countDistinct', sql: 'f.member_id', format: 'count' },
    voucher_redeem_count: { agg: 'count', where: REDEEMED, format: 'count' },
    voucher_redeem_amt: { agg: 'sum', sql: 'f.amount_base', where: REDEEMED, format: 'amount', money: true },
    voucher_redeem_rate: { ratio: ['voucher_redeem_count', 'voucher_count'], format: 'rate' },
    voucher_redeem_days_sum: { agg: 'sum', sql: "datediff('day', f.issue_date, f.redeem_date)", where: REDEEMED, format: 'days' },
    voucher_redeem_days: { ratio: ['voucher_redeem_days_sum', 'voucher_redeem_count'], format: 'days' },
  },
});

export default voucherModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { voucher: keyof typeof voucherModel.measures }
  interface ModelDimensions { voucher: keyof typeof voucherModel.dimensions }
}
