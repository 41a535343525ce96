import { defineModel } from '../src/engine/definition/model';
import { SITE_KEYS, siteDimensions, siteJoin } from './shared';

/** HTTP requests per domain and day (fact_http_req). */
const httpRequestModel = defineModel({
  id: 'httpRequest',
  table: 'fact_http_req',
  timeColumn: 'stat_date',
  joins: { ...siteJoin, dom: { table: 'dim_domain', key: 'domain_id', to: 'f.domain_id' } },
  dimensions: {
    ...siteDimensions,
    domain_id: { sql: 'f.domain_id', type: 'number' },
    full_domain: { sql: 'dom.full_domain', type: 'string', join: 'dom' },
  },
  measures: {
    http_req_count: { agg: 'sum', sql: 'f.http_req_count', format: 'count' },
  },
  // the fact's own grain (a row per site, domain and day), as a rollup: held in memory, the domain's name looked up there
  rollups: [{ id: 'site_day_domain', dimensions: [...SITE_KEYS, 'domain_id'], measures: ['http_req_count'] }],
});

export default httpRequestModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { httpRequest: keyof typeof httpRequestModel.measures }
  interface ModelDimensions { httpRequest: keyof typeof httpRequestModel.dimensions }
}
