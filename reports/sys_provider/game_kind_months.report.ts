import { defineReport } from '../../src/engine/definition/report';

/**
 * GGR and players of each game kind, month by month as columns, with each kind's total over the
 * period (its players counted once across the months) and each month's over every kind.
 */
export default defineReport({
  id: 'game_kind_months',
  route: { reportIdx: 91009, order: 9 },
  query: {
    kind: 'model',
    dimensions: ['game_kind_code'],
    measures: ['house_net_win', 'gm_dau'],
    time: { grain: 'month' },
    pivot: { dimension: 'stat_date', measures: ['house_net_win', 'gm_dau'] },
  },
  filters: [
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev3m' }, required: true },
    { key: 'markets', widget: 'markets', dimension: 'site_currency' },
    { key: 'sites', widget: 'sites', dimension: 'site_id' },
    { key: 'gameKinds', widget: 'gameKinds', dimension: 'game_kind_code' },
  ],
  columns: [
    { field: 'game_kind_code', headerKey: 'fields.game_kind_name', pinned: true },
    { field: 'house_net_win' },
    { field: 'gm_dau', width: 'short' },
  ],
  paging: { mode: 'local' },
  defaultSort: [{ field: 'house_net_win', dir: 'desc' }],
  widget: false,
});
