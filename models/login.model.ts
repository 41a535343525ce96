import { defineModel } from '../src/engine/definition/model';
import { memberDimensions, siteDimensions, siteJoin, siteDayRollup, siteActivity, SITE_KEYS } from './shared';

/** Logins per member, day and platform (fact_login). */
const loginModel = defineModel({
  id: 'login',
  table: 'fact_login',
  timeColumn: 'stat_date',
  // the member (`m`) only for its username: a member's recap found by account
  joins: { ...siteJoin, m: { table: 'dim_member', key: 'member_id', to: 'f.member_id' } },
  dimensions: {
    ...siteDimensions,
    ...memberDimensions,
    member_id: { sql: 'f.member_id', type: 'number' },
    platform_code: { sql: 'f.platform_code', type: 'number' },
  },
  measures: {
    login_count: { agg: 'sum', sql: 'f.login_count', format: 'count' },
    login_dau: { agg: 'countDistinct', sql: 'f.member_id', format: 'count' },
  },
  rollups: [
    siteDayRollup(['login_count'], ['login_dau']),
    { id: 'site_day_platform', dimensions: ['site_id', 'site_name', 'site_group', 'site_currency', 'cms_id', 'platform_code'], measures: ['login_count'] },
  ],
  activity: siteActivity(['login_dau']),
  // members with a login on each day and in the 7 and 30 days ending it, by site and platform and by
  // site alone (a member logs in on several platforms, so the platforms' counts do not add up to the site's)
  windowCounts: [
    { id: 'platform', dimensions: [...SITE_KEYS, 'platform_code'], measure: 'login_dau', days: [1, 7, 30], sumsAcross: SITE_KEYS },
    { id: 'site', dimensions: SITE_KEYS, measure: 'login_dau', days: [1, 7, 30], sumsAcross: SITE_KEYS },
  ],
});

export default loginModel;

declare module '../src/engine/definition/names' {
  interface ModelMeasures { login: keyof typeof loginModel.measures }
  interface ModelDimensions { login: keyof typeof loginModel.dimensions }
}
