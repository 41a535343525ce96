import { defineReport } from '../../src/engine/definition/report';

/** HTTP requests per domain and day for one site: which domains carry the traffic, and how it moves. */
export default defineReport({
  id: 'domain_req_stats',
  route: { reportIdx: 92020, order: 2 },
  query: { kind: 'model', dimensions: ['domain_id', 'full_domain'], measures: ['http_req_count'], time: { grain: { param: 'grain' } } },
  filters: [
    { key: 'site', widget: 'site', dimension: 'site_id', required: true },
    { key: 'range', widget: 'dateRange', dimension: 'stat_date', default: { preset: 'prev30' }, required: true },
    { key: 'grain', widget: 'grain', param: 'grain', default: 'day' },
  ],
  columns: [
    { field: 'stat_date', width: 'short', pinned: true },
    { field: 'full_domain', width: 'long' },
    { field: 'http_req_count' },
  ],
  chart: { type: 'line', x: 'stat_date', series: ['http_req_count'], splitBy: 'full_domain' },
  paging: { mode: 'remote', pageSize: 50 },
  defaultSort: [{ field: 'stat_date', dir: 'desc' }, { field: 'http_req_count', dir: 'desc' }],
});
