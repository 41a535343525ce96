import { defineModel } from '../src/engine/definition/model';
import { promoDimensions, promoJoin, siteDimensions, siteJoin } from './shared';

const DONE = 'f.completed_date IS NOT NULL';
const OPEN = 'f.completed_date IS NULL';

/** Bound promotions (fact_promo_bind, keyed by the bind day): each bind's turnover threshold, what was achieved and when it completed. */
const promoBindModel = defineModel({
  id: 'promoBind',
  table: 'fact_promo_bind',
  timeColumn: 'bind_date',
  joins: { ...siteJoin, ...promoJoin },
  dimensions: {
    ...siteDimensions,
    ...promoDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
  },
  measures: {
    bind_count: { agg: 'count', format: 'count' },
    bind_dau: { agg: 'countDistinct', sql: 'f.member_id', format: 'count' },
    bind_done_count: { agg: 'count', where: DONE, format: 'count' },
    bind_open_count: { agg: 'count', where: OPEN, format: 'count' },
    bind_completion_rate: { ratio: ['bind_done_count', 'bind_count'], format: 'rate' },
    bind_threshold_sum: { agg: 'sum', sql: 'f.threshold_apv_bet_base', format: 'amount', money: true },
    bind_achieved_sum: { agg: 'sum', sql: 'f.achieved_apv_bet_base', format: 'amount', money: true },
    bind_threshold_apv_bet: { ratio: ['bind_threshold_sum', 'bind_count'], format: 'amount', money: true },
    bind_achieved_apv_bet: { ratio: ['bind_achieved_sum', 'bind_count'], format: 'amount', money: true },
    bind_gap_sum: { agg: 'sum', sql: 'greatest(f.threshold_apv_bet_base - f.achieved_apv_bet_base, 0)', where: OPEN, format: 'amount', money: true },
    bind_gap_apv_bet: { ratio: ['bind_gap_sum', 'bind_open_count'], format: 'amount', money: true },
    bind_done_days_sum: { agg: 'sum', sql: "datediff('day', f.bind_date, f.completed_date)", where: DONE, format: 'days' },
    bind_done_days: { ratio: ['bind_done_days_sum', 'bind_done_count'], format: 'days' },
  },
});

export default promoBindModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { promoBind: keyof typeof promoBindModel.measures }
  interface ModelDimensions { promoBind: keyof typeof promoBindModel.dimensions }
}
