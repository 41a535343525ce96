import { defineModel } from '../src/engine/definition/model';
import { levelDimensions, levelJoin, siteDimensions, siteJoin } from './shared';

/** Members as they are now (a snapshot: date ranges do not apply), with their level and its thresholds, their agent and every member field of spec §3. */
const memberModel = defineModel({
  id: 'member',
  table: 'dim_member',
  joins: { ...siteJoin, ...levelJoin('f.member_lv_id'), ag: { table: 'dim_agent', key: 'agent_id', to: 'f.agent_id' } },
  dimensions: {
    ...siteDimensions,
    ...levelDimensions('f.member_lv_id'),
    member_id: { sql: 'f.member_id', type: 'number' },
    member_username: { sql: 'f.member_username', type: 'string' },
    real_name: { sql: 'f.real_name', type: 'string' },
    phone: { sql: 'f.phone', type: 'string' },
    email: { sql: 'f.email', type: 'string' },
    member_type: { sql: 'f.member_type', type: 'number' },
    member_status: { sql: 'f.member_status', type: 'number' },
    agent_id: { sql: 'f.agent_id', type: 'number' },
    agent_username: { sql: 'ag.agent_username', type: 'string', join: 'ag' },
    agent_code: { sql: 'ag.agent_code', type: 'string', join: 'ag' },
    agent_linked: { sql: 'CAST(f.agent_id IS NOT NULL AS INTEGER)', type: 'number' },
    channel_token: { sql: 'f.channel_token', type: 'string' },
    reg_date: { sql: 'f.reg_date', type: 'date' },
    reg_platform: { sql: 'f.reg_platform', type: 'number' },
    login_date_max: { sql: 'f.login_date_max', type: 'date' },
    gm_date_max: { sql: 'f.gm_date_max', type: 'date' },
    dpst_date_max: { sql: 'f.dpst_date_max', type: 'date' },
    wdrl_date_max: { sql: 'f.wdrl_date_max', type: 'date' },
    life_date_max: { sql: 'f.life_date_max', type: 'date' },
    life_days: { sql: 'f.life_days', type: 'number' },
    first_dpst_date: { sql: 'f.first_dpst_date', type: 'date' },
    second_dpst_date: { sql: 'f.second_dpst_date', type: 'date' },
  },
  measures: {
    member_count: { agg: 'count', format: 'count' },
    active_30_count: { agg: 'count', where: "f.gm_date_max >= (SELECT max(end_date) FROM warehouse_meta) - INTERVAL 30 DAY", format: 'count' },
    depositor_count: { agg: 'count', where: 'f.first_dpst_date IS NOT NULL', format: 'count' },
  },
});

export default memberModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { member: keyof typeof memberModel.measures }
  interface ModelDimensions { member: keyof typeof memberModel.dimensions }
}
