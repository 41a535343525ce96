import type { FilterDef } from '../../src/engine/definition/filters';
import type { ReportDefinition, RoutePlacement } from '../../src/engine/definition/report';

const MEASURES = ['reg_dau', 'gm_dau', 'dpst_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'house_edge', 'bonus_amt'] as const;

/** One site at a glance: KPI tiles for the period, a daily table and the trend of its money. */
export function siteOutline(id: string, route: RoutePlacement, widget: boolean): ReportDefinition {
  const filters: FilterDef[] = [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
  ];
  return {
    id,
    route,
    query: {
      kind: 'model', dimensions: [], measures: MEASURES, time: { grain: 'day' },
      derived: [{ field: 'profit', op: 'subtract', of: ['house_net_win', 'bonus_amt'], format: 'amount', money: true }],
    },
    filters,
    columns: [
      { field: 'stat_date', width: 'short', pinned: true },
      ...MEASURES.map((m) => ({ field: m, width: m.endsWith('_dau') || m === 'house_edge' ? ('short' as const) : undefined })),
      { field: 'profit' },
    ],
    chart: { type: 'area', x: 'stat_date', series: ['dpst_amt', 'wdrl_amt', 'house_net_win'] },
    paging: { mode: 'local' },
    defaultSort: [{ field: 'stat_date', dir: 'desc' }],
    tiles: ['gm_dau', 'dpst_amt', 'wdrl_amt', 'apv_bet', 'house_net_win', 'profit'],
    widget,
  };
}
