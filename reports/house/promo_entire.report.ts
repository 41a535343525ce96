import { defineReport } from '../../src/engine/definition/report';

/** Promotion recap: every promotion running in the range, what it cost and what its participants played. */
export default defineReport({
  id: 'promo_entire',
  route: { path: 'promo/entire', category: 'promo', reportIdx: 80172, order: 8 },
  query: { kind: 'promoRecap' },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'promoType', widget: 'enum', dimension: 'promo_type', options: [0, 1, 2, 3, 4], enumKey: 'enums.promoType' },
  ],
  columns: [
    { field: 'promo_name', width: 'long', pinned: true },
    { field: 'site_name', width: 'short' },
    { field: 'promo_type', format: 'enum', enumKey: 'enums.promoType', width: 'short' },
    { field: 'promo_sub_type', format: 'enum', enumKey: 'enums.promoSubType', width: 'long' },
    { field: 'promo_date_start', width: 'short' },
    { field: 'promo_date_end', width: 'short' },
    { field: 'participant_count', width: 'short', descriptionKey: 'fields.participant_count_description' },
    { field: 'claim_count', width: 'short' },
    { field: 'bonus_amt' },
    { field: 'bonus_per_user', width: 'short' },
    { field: 'part_apv_bet', descriptionKey: 'fields.part_play_description' },
    { field: 'part_house_net_win', descriptionKey: 'fields.part_play_description' },
    { field: 'bonus_rate', width: 'short', descriptionKey: 'fields.part_bonus_rate_description' },
    { field: 'part_profit' },
  ],
  chart: { type: 'bar', x: 'promo_name', series: ['bonus_amt', 'part_house_net_win'], limit: 10 },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'bonus_amt', dir: 'desc' }],
  tiles: ['participant_count', 'bonus_amt', 'part_house_net_win', 'bonus_rate'],
});
