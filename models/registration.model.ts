import { defineModel } from '../src/engine/definition/model';
import { siteDimensions, siteJoin } from './shared';

/** Registrations: members by the day they registered (dim_member keyed by reg_date). */
export default defineModel({
  id: 'registration',
  table: 'dim_member',
  timeColumn: 'reg_date',
  joins: { ...siteJoin, ag: { table: 'dim_agent', on: 'ag.agent_id = f.agent_id' } },
  dimensions: {
    ...siteDimensions,
    agent_id: { sql: 'f.agent_id', type: 'number' },
    agent_username: { sql: 'ag.agent_username', type: 'string', join: 'ag' },
    agent_code: { sql: 'ag.agent_code', type: 'string', join: 'ag' },
    channel_token: { sql: 'f.channel_token', type: 'string' },
    reg_platform: { sql: 'f.reg_platform', type: 'number' },
  },
  measures: {
    reg_dau: { agg: 'count', format: 'count' },
  },
});
