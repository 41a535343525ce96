import { defineModel } from '../src/engine/definition/model';
import { levelDimensions, levelJoin, siteDimensions, siteJoin } from './shared';

/** Members as they are now (a snapshot: date ranges do not apply), with their level and its thresholds. */
export default defineModel({
  id: 'member',
  table: 'dim_member',
  joins: { ...siteJoin, ...levelJoin('f.member_lv_id') },
  dimensions: {
    ...siteDimensions,
    ...levelDimensions('f.member_lv_id'),
    member_type: { sql: 'f.member_type', type: 'number' },
    member_status: { sql: 'f.member_status', type: 'number' },
  },
  measures: {
    member_count: { agg: 'count', format: 'count' },
    active_30_count: { agg: 'count', where: "f.gm_date_max >= (SELECT max(end_date) FROM warehouse_meta) - INTERVAL 30 DAY", format: 'count' },
    depositor_count: { agg: 'count', where: 'f.first_dpst_date IS NOT NULL', format: 'count' },
  },
});
