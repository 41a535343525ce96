import { defineReport } from '../../src/engine/definition/report';
import { PROMO_EFFECT_FIGURES, promoEffectColumns } from '../../server/compiler/kinds/promoEffect/spec';

/** Promotions side by side, each with its effect: participants' daily activity, deposits and GGR in the days before against as many days from the start (14 unless the operator chooses otherwise: a numeric parameter). */
export default defineReport({
  id: 'promo_compare',
  route: { path: 'promoCompare', category: 'promo', reportIdx: 80182, order: 9 },
  query: { kind: 'promoEffect', days: { param: 'window_days' } },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev90' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'promoType', widget: 'enum', dimension: 'promo_type', options: [0, 1, 2, 3, 4], enumKey: 'enums.promoType' },
    { key: 'windowDays', widget: 'number', param: 'window_days', default: 14, min: 1, max: 90, integer: true, labelKey: 'filters.windowDays' },
  ],
  columns: [
    { field: 'promo_name', width: 'long', pinned: true },
    { field: 'site_name', width: 'short' },
    { field: 'promo_sub_type', format: 'enum', enumKey: 'enums.promoSubType', width: 'long' },
    { field: 'promo_date_start', width: 'short' },
    { field: 'promo_date_end', width: 'short' },
    { field: 'participant_count', width: 'short', descriptionKey: 'fields.participant_count_description' },
    { field: 'effect_member_count', width: 'short', descriptionKey: 'fields.effect_member_count_description' },
    { field: 'effect_days_after', width: 'tiny', total: false, descriptionKey: 'fields.effect_days_after_description' },
    ...promoEffectColumns(PROMO_EFFECT_FIGURES),
    { field: 'bonus_amt_after', width: 'short', descriptionKey: 'fields.effect_after_description' },
  ],
  chart: { type: 'bar', x: 'promo_name', series: PROMO_EFFECT_FIGURES.map((f) => `${f}_lift` as const), limit: 10 },
  paging: { mode: 'local' },
  defaultSort: [{ field: 'promo_date_start', dir: 'desc' }],
  tiles: ['participant_count', 'active_lift', 'dpst_amt_lift', 'house_net_win_lift'],
});
