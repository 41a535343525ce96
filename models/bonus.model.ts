import { defineModel } from '../src/engine/definition/model';
import { memberDimensions, promoDimensions, promoJoin, siteDimensions, siteJoin, siteDayRollup, siteActivity } from './shared';

/** Promotion claims and the bonus they cost (fact_bonus), with the promotion's type and sub type. */
const bonusModel = defineModel({
  id: 'bonus',
  table: 'fact_bonus',
  timeColumn: 'stat_date',
  // the member (`m`) only for its username: a member's recap found by account
  joins: { ...siteJoin, ...promoJoin, m: { table: 'dim_member', key: 'member_id', to: 'f.member_id' } },
  dimensions: {
    ...siteDimensions,
    ...promoDimensions,
    ...memberDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
    handler_name: { sql: 'f.handler_name', type: 'string' },
  },
  measures: {
    bonus_amt: { agg: 'sum', sql: 'f.bonus_amt_base', format: 'amount', money: true },
    bonus_out_amt: { agg: 'sum', sql: 'f.bonus_out_amt_base', format: 'amount', money: true },
    bonus_19_amt: { agg: 'sum', sql: 'f.bonus_19_amt_base', format: 'amount', money: true },
    bonus_20_amt: { agg: 'sum', sql: 'f.bonus_20_amt_base', format: 'amount', money: true },
    rpoint_add_amt: { agg: 'sum', sql: 'f.rpoint_add_amt_base', format: 'amount', money: true },
    claim_count: { agg: 'count', format: 'count' },
    bonus_dau: { agg: 'countDistinct', sql: 'f.member_id', format: 'count' },
    bonus_per_user: { ratio: ['bonus_amt', 'bonus_dau'], format: 'amount', money: true },
    bonus_per_claim: { ratio: ['bonus_amt', 'claim_count'], format: 'amount', money: true },
  },
  rollups: [
    siteDayRollup(['bonus_amt', 'bonus_out_amt', 'bonus_19_amt', 'bonus_20_amt', 'rpoint_add_amt', 'claim_count'], ['bonus_dau']),
    {
      id: 'site_day_promo',
      dimensions: ['site_id', 'site_name', 'site_group', 'site_currency', 'cms_id', 'promo_id', 'promo_name', 'promo_type', 'promo_sub_type'],
      measures: ['bonus_amt', 'bonus_out_amt', 'bonus_19_amt', 'bonus_20_amt', 'rpoint_add_amt', 'claim_count'],
    },
  ],
  activity: siteActivity(['bonus_dau']),
});

export default bonusModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { bonus: keyof typeof bonusModel.measures }
  interface ModelDimensions { bonus: keyof typeof bonusModel.dimensions }
}
