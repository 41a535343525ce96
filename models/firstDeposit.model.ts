import { defineModel } from '../src/engine/definition/model';
import { ownAgentDimensions, ownAgentJoin, siteDayRollup, siteDimensions, siteJoin } from './shared';

/** First deposits: members by the day of their first successful deposit (dim_member keyed by first_dpst_date). */
const firstDepositModel = defineModel({
  id: 'firstDeposit',
  table: 'dim_member',
  timeColumn: 'first_dpst_date',
  joins: { ...siteJoin, ...ownAgentJoin },
  dimensions: {
    ...siteDimensions,
    ...ownAgentDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
    channel_token: { sql: 'f.channel_token', type: 'string' },
    channel_linked: { sql: 'CAST(f.channel_token IS NOT NULL AS INTEGER)', type: 'number' },
  },
  measures: {
    first_dpst_dau: { agg: 'count', where: 'f.first_dpst_date IS NOT NULL', format: 'count' },
  },
  rollups: [siteDayRollup(['first_dpst_dau'])],
});

export default firstDepositModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { firstDeposit: keyof typeof firstDepositModel.measures }
  interface ModelDimensions { firstDeposit: keyof typeof firstDepositModel.dimensions }
}
