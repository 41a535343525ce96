import { defineModel } from '../src/engine/definition/model';
import { levelDimensions, levelJoin, memberDimensions, siteDimensions, siteJoin } from './shared';

/** Level changes (fact_level_change), keyed by the level reached. Days to level up count from registration. */
const levelChangeModel = defineModel({
  id: 'levelChange',
  table: 'fact_level_change',
  timeColumn: 'change_date',
  joins: {
    ...siteJoin, ...levelJoin('f.to_lv_id'), m: { table: 'dim_member', key: 'member_id', to: 'f.member_id' },
    flv: { table: 'dim_member_level', key: 'member_lv_id', to: 'f.from_lv_id' },
  },
  dimensions: {
    ...siteDimensions,
    ...levelDimensions('f.to_lv_id'),
    ...memberDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
    from_lv_id: { sql: 'f.from_lv_id', type: 'number' },
    from_lv_name: { sql: 'flv.member_lv_name', type: 'string', join: 'flv' },
  },
  measures: {
    levelup_count: { agg: 'count', where: 'f.to_lv_id <> f.from_lv_id', format: 'count' },
    levelup_dau: { agg: 'countDistinct', sql: 'f.member_id', format: 'count' },
    levelup_days_sum: { agg: 'sum', sql: 'datediff(\'day\', m.reg_date, f.change_date)', where: 'f.to_lv_id <> f.from_lv_id', join: 'm', format: 'days' },
    levelup_using_days: { ratio: ['levelup_days_sum', 'levelup_count'], format: 'days' },
  },
});

export default levelChangeModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { levelChange: keyof typeof levelChangeModel.measures }
  interface ModelDimensions { levelChange: keyof typeof levelChangeModel.dimensions }
}
