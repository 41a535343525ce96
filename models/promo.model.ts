import { defineModel } from '../src/engine/definition/model';
import { siteDimensions, siteJoin } from './shared';

/** Promotions as declared (dim_promo, a snapshot): the list the promotion kinds start from, with their period. */
const promoModel = defineModel({
  id: 'promo',
  table: 'dim_promo',
  joins: siteJoin,
  dimensions: {
    ...siteDimensions,
    promo_id: { sql: 'f.promo_id', type: 'number' },
    promo_name: { sql: 'f.promo_name', type: 'string' },
    promo_type: { sql: 'f.promo_type', type: 'number' },
    promo_sub_type: { sql: 'f.promo_sub_type', type: 'string' },
    promo_date_start: { sql: 'f.promo_date_start', type: 'date' },
    promo_date_end: { sql: 'f.promo_date_end', type: 'date' },
  },
  measures: {
    promo_count: { agg: 'count', format: 'count' },
  },
});

export default promoModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { promo: keyof typeof promoModel.measures }
  interface ModelDimensions { promo: keyof typeof promoModel.dimensions }
}
