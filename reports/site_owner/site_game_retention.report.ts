import { defineReport } from '../../src/engine/definition/report';

/** Game retention of one site: the system provider's game retention, for the site picked (single-site, spec §2). */
export default defineReport({
  id: 'site_game_retention',
  extends: 'game_retention',
  route: { path: 'game_retention', category: 'gaming', reportIdx: 92120, order: 12 },
  titleKey: 'reports.game_retention.title',
  descriptionKey: 'reports.game_retention.description',
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'groupBy', widget: 'enum', param: 'groupBy', options: ['game_kind_code', 'game_brand_code'], enumKey: 'enums.retentionGroup', default: 'game_kind_code' },
    { key: 'gameKinds', widget: 'gameKinds', dimension: 'game_kind_code' },
  ],
});
