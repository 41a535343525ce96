// README, "Adding a report": the whole report, as reports/sys_provider/osw_recap.report.ts.
import { defineReport } from '../../src/engine/definition/report';

export default defineReport({
  id: 'osw_recap',
  route: { reportIdx: 91004, order: 4 },
  query: { kind: 'model', dimensions: ['game_brand_code', 'site_name'], measures: ['apv_bet', 'house_net_win', 'game_item_cost'] },
  filters: [{ key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' } }],
  columns: [{ field: 'game_brand_code', pinned: true }, { field: 'site_name' }, { field: 'apv_bet' }, { field: 'house_net_win' }, { field: 'game_item_cost' }],
  chart: { type: 'column', x: 'game_brand_code', series: ['apv_bet'], splitBy: 'site_name', stacked: true },
  paging: { mode: 'remote' },
  defaultSort: [{ field: 'apv_bet', dir: 'desc' }],
});
