import { defineReport } from '../../src/engine/definition/report';

const MANUAL_SUB_TYPES = ['others', 'feedback', 'birthday_reward', 'community_share'] as const;

/** One site's manual back-office bonuses by the handler who granted them. */
export default defineReport({
  id: 'promo_manual',
  route: { category: 'promo', reportIdx: 92230, order: 23 },
  query: {
    kind: 'model',
    dimensions: ['handler_name'],
    measures: ['claim_count', 'bonus_dau', 'bonus_amt', 'bonus_per_claim', 'bonus_per_user', 'bonus_out_amt', 'bonus_19_amt', 'bonus_20_amt'],
    shares: ['bonus_amt'],
    where: [{ dimension: 'promo_type', in: [0] }],
  },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev90' }, required: true },
    { key: 'promoSubType', widget: 'enum', dimension: 'promo_sub_type', options: MANUAL_SUB_TYPES, enumKey: 'enums.promoSubType' },
  ],
  columns: [
    { field: 'handler_name', width: 'long', pinned: true },
    { field: 'claim_count', width: 'short' },
    { field: 'bonus_dau', width: 'short' },
    { field: 'bonus_amt' },
    { field: 'bonus_amt_share', width: 'short', total: false },
    { field: 'bonus_per_claim', width: 'short', descriptionKey: 'fields.bonus_per_claim_description' },
    { field: 'bonus_per_user', width: 'short' },
    { field: 'bonus_out_amt' },
    { field: 'bonus_19_amt' },
    { field: 'bonus_20_amt' },
  ],
  chart: { type: 'bar', x: 'handler_name', series: ['bonus_amt'], limit: 20 },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'bonus_amt', dir: 'desc' }],
  tiles: ['claim_count', 'bonus_dau', 'bonus_amt'],
});
