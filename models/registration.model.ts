import { defineModel } from '../src/engine/definition/model';
import { ownAgentDimensions, ownAgentJoin, siteDimensions, siteJoin, siteDayRollup } from './shared';

/**
 * Registrations: members by the day they registered (dim_member keyed by reg_date), and how far
 * each registration cohort converts. The conversion steps are cumulative (each needs the one
 * before), so a step never holds more members than the step before it.
 */
const LOGIN = 'f.login_date_max IS NOT NULL';
const GAMING = `${LOGIN} AND f.gm_date_max IS NOT NULL`;
const FIRST = `${GAMING} AND f.first_dpst_date IS NOT NULL`;
const SECOND = `${FIRST} AND f.second_dpst_date IS NOT NULL`;

const registrationModel = defineModel({
  id: 'registration',
  table: 'dim_member',
  timeColumn: 'reg_date',
  joins: { ...siteJoin, ...ownAgentJoin },
  dimensions: {
    ...siteDimensions,
    ...ownAgentDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
    agent_linked: { sql: 'CAST(f.agent_id IS NOT NULL AS INTEGER)', type: 'number' },
    channel_token: { sql: 'f.channel_token', type: 'string' },
    channel_linked: { sql: 'CAST(f.channel_token IS NOT NULL AS INTEGER)', type: 'number' },
    reg_platform: { sql: 'f.reg_platform', type: 'number' },
  },
  measures: {
    reg_dau: { agg: 'count', format: 'count' },
    cvt_login_users: { agg: 'count', where: LOGIN, format: 'count' },
    cvt_gaming_users: { agg: 'count', where: GAMING, format: 'count' },
    cvt_first_dpst_users: { agg: 'count', where: FIRST, format: 'count' },
    cvt_second_dpst_users: { agg: 'count', where: SECOND, format: 'count' },
  },
  rollups: [siteDayRollup(['reg_dau', 'cvt_login_users', 'cvt_gaming_users', 'cvt_first_dpst_users', 'cvt_second_dpst_users'])],
});

export default registrationModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { registration: keyof typeof registrationModel.measures }
  interface ModelDimensions { registration: keyof typeof registrationModel.dimensions }
}
